/**
 * One machine on the workbench: its statechart (ELK layout, active states highlighted), a live actor
 * on a simulated clock with a button per event, the clock controls, the context and the event log.
 * It wires `useLiveMachine` to the presentational parts of `src/components/workbench`, like a screen
 * does; only Storybook's Machines section renders it (the app never imports `.storybook/workbench`).
 */
import { useTheme, type Theme } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { ClockControls } from './components/ClockControls';
import { ContextView } from './components/ContextView';
import { EventLog } from './components/EventLog';
import { EventPanel, type EventControl } from './components/EventPanel';
import { StatechartDiagram } from './components/StatechartDiagram';
import type { StatechartDiagramData } from './components/statechartLayout';
import { layoutStatechart } from './layoutStatechart';
import { buttonEvents, inventoryOf } from './machineInventory';
import { statechartModelOf } from './statechartModel';
import { workbenchStrings as strings } from './strings';
import { formatStateValue, useLiveMachine } from './useLiveMachine';
import type { WorkbenchConfig } from './workbenchConfig';

export interface MachineWorkbenchProps {
  /** The file's name: `toastQueue` for `src/machines/toastQueue.machine.ts`. */
  name: string;
  machine: AnyStateMachine;
  config: WorkbenchConfig;
  /** A state to reach first (replaying the shortest path), e.g. `showing.paused`. */
  startIn?: string;
}

/** Whether the machine takes the event now; a guard that throws on the payload counts as no. */
function canTake(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return snapshot.can(event);
  } catch {
    return false;
  }
}

function parsePayload(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function MachineWorkbench({ name, machine, config, startIn }: MachineWorkbenchProps) {
  const theme = useTheme();
  const model = useMemo(() => statechartModelOf(machine), [machine]);
  const events = useMemo(() => buttonEvents(machine), [machine]);
  // The log names a delay the way the diagram does: `after 5000 ms (toastDuration)`.
  const delayLabels = useMemo(
    () =>
      new Map(
        inventoryOf(machine)
          .transitions.filter((transition) => transition.delayed)
          .map((transition) => [transition.eventType, transition.event]),
      ),
    [machine],
  );
  const [diagram, setDiagram] = useState<StatechartDiagramData>();
  const [layoutError, setLayoutError] = useState<string>();
  const [payloads, setPayloads] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(config.events ?? {}).map(([type, payload]) => [type, JSON.stringify(payload)]),
    ),
  );
  const live = useLiveMachine(machine, config, startIn);

  useEffect(() => {
    let current = true;
    layoutStatechart(model).then(
      (laidOut) => {
        if (current) setDiagram(laidOut);
      },
      (error: unknown) => {
        if (current) setLayoutError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [model]);

  const snapshot = live.snapshot;
  const activeIds = useMemo(
    () => (snapshot ? (snapshot._nodes as { id: string }[]).map((node) => node.id) : []),
    [snapshot],
  );
  const controls: EventControl[] = events.map((type) => {
    const text = payloads[type];
    const payload = parsePayload(text);
    const event = { ...payload, type };
    return {
      type,
      enabled: Boolean(payload && snapshot?.status === 'active' && canTake(snapshot, event)),
      payload: text,
      payloadError: payload ? undefined : strings.invalidPayload,
      payloadLabel: text === undefined ? undefined : strings.payloadOf(type),
    };
  });
  const stateText = snapshot ? formatStateValue(snapshot.value) : '';
  const context: unknown = snapshot?.context;
  const contextJson =
    context !== undefined && !(typeof context === 'object' && context && Object.keys(context).length === 0)
      ? JSON.stringify(context, null, 2)
      : undefined;

  return (
    <article
      css={styles.page(theme)}
      dir="ltr"
      lang="en"
      data-machine={name}
      data-state={snapshot ? stateText : 'starting'}
    >
      <header css={styles.header}>
        <h2 css={styles.title(theme)} dir="ltr">
          {name}
        </h2>
        <p css={styles.status(theme)} role="status">
          {strings.activeState}:{' '}
          <code dir="ltr" data-active-state>
            {stateText}
          </code>
        </p>
        {live.startFailed && startIn && (
          <p role="alert" css={styles.alert(theme)}>
            {strings.startFailed(startIn)}
          </p>
        )}
      </header>
      <StatechartDiagram
        diagram={diagram}
        activeIds={activeIds}
        title={strings.diagramTitle(name)}
        description={strings.diagramDescription}
        layingOutText={strings.layingOut}
        layoutError={layoutError}
        layoutFailedText={strings.layoutFailed}
        machineWideText={strings.machineWide}
      />
      <div css={styles.columns}>
        <EventPanel
          heading={strings.events}
          emptyText={strings.noEvents}
          events={controls}
          onSend={(type) => {
            const payload = parsePayload(payloads[type]);
            if (payload) live.send({ ...payload, type });
          }}
          onPayloadChange={(type, text) => setPayloads((previous) => ({ ...previous, [type]: text }))}
        />
        <ClockControls
          heading={strings.clock}
          nowText={strings.now(live.now)}
          nextTimerText={
            live.nextTimerAt === undefined ? strings.noTimer : strings.nextTimerAt(live.nextTimerAt)
          }
          hasTimer={live.nextTimerAt !== undefined}
          plus100Label={strings.plus100}
          plus1sLabel={strings.plus1s}
          nextTimerLabel={strings.nextTimer}
          resetLabel={strings.reset}
          onAdvance={live.advance}
          onNextTimer={live.nextTimer}
          onReset={live.reset}
        />
        <ContextView heading={strings.context} json={contextJson} emptyText={strings.noContext} />
        <EventLog
          heading={strings.log}
          emptyText={strings.logEmpty}
          entries={live.log.map((entry) => ({
            ...entry,
            at: strings.ms(entry.at),
            event: delayLabels.get(entry.event) ?? entry.event,
          }))}
        />
      </div>
    </article>
  );
}

const styles = {
  page: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    color: theme.colors.text,
    fontFamily: theme.fonts.body,
  }),
  header: { display: 'grid', gap: 4 },
  title: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xl, fontFamily: theme.fonts.mono }),
  status: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  alert: (theme: Theme) => ({ margin: 0, color: theme.roles.danger.text, fontSize: theme.fontSizes.sm }),
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: 24,
    alignItems: 'start',
  },
};
