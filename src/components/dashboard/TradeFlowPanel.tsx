import { keyframes, type Theme } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import type { FlowStepStatus } from '../../machines/tradeFlow.machine';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { plainList } from '../primitives/plainList';

export interface TradeFlowStepView {
  id: string;
  title: string;
  description: string;
  party: string;
  /** "Typically 2 s". */
  typical: string;
  status: FlowStepStatus;
  statusLabel: string;
}

export type TradeFlowAction = 'start' | 'pause' | 'replay';

export interface TradeFlowPanelProps {
  heading: string;
  description?: string;
  listLabel: string;
  steps: readonly TradeFlowStepView[];
  /** The machine's state, for `data-state`: idle, running, paused, finished. */
  state: 'idle' | 'running' | 'paused' | 'finished';
  action: TradeFlowAction;
  actionLabel: string;
  onAction: () => void;
  /** Said politely to screen readers as the flow moves ("Step 2 of 6: AI Matching"). */
  announcement: string;
  /** Pops each marker in as its step turns; the screen loads it after the first paint (plain markers until then). */
  markerMotion?: ComponentType<{ status: FlowStepStatus; children: ReactNode }> | undefined;
}

const actionIcon = { start: 'play', pause: 'pause', replay: 'replay' } as const;

/**
 * The trade-flow animation: six steps in a row (a column on phones), each pending, active or completed,
 * and one button that starts, pauses and replays. Each marker pops in as its step turns active or
 * completed. With reduced motion the states still change; the pop, the pulse and the colour fades are dropped.
 */
export function TradeFlowPanel({
  heading,
  description,
  listLabel,
  steps,
  state,
  action,
  actionLabel,
  onAction,
  announcement,
  markerMotion: MarkerMotion,
}: TradeFlowPanelProps) {
  return (
    <Card as="section" aria-labelledby="dashboard-flow-heading" data-state={state}>
      <CardHeader
        id="dashboard-flow-heading"
        title={heading}
        description={description}
        actions={
          <Button
            type="button"
            variant={action === 'pause' ? 'secondary' : 'primary'}
            compact
            css={styles.action}
            onClick={onAction}
            data-action={action}
          >
            <Icon name={actionIcon[action]} size={16} />
            {actionLabel}
          </Button>
        }
      />
      <p role="status" css={visuallyHidden}>
        {announcement}
      </p>
      <ol aria-label={listLabel} css={styles.list}>
        {steps.map((step, index) => (
          <li
            key={step.id}
            css={styles.step}
            data-state={step.status}
            aria-current={step.status === 'active' ? 'step' : undefined}
          >
            <span css={styles.marker} aria-hidden="true">
              {MarkerMotion ? (
                <MarkerMotion status={step.status}>{markerContent(step.status, index)}</MarkerMotion>
              ) : (
                markerContent(step.status, index)
              )}
            </span>
            <div css={styles.text}>
              <h3 css={styles.title}>{step.title}</h3>
              <p css={styles.status}>{step.statusLabel}</p>
              <p css={styles.description}>{step.description}</p>
              <p css={styles.meta}>
                {step.party} · {step.typical}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

const markerContent = (status: FlowStepStatus, index: number) =>
  status === 'completed' ? <Icon name="check" size={16} /> : index + 1;

const pulse = keyframes({
  '0%': { boxShadow: '0 0 0 0 var(--pulse-colour)' },
  '70%': { boxShadow: '0 0 0 8px transparent' },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

const styles = {
  // Wide enough for Start, Pause and Replay in every language: the header does not jump.
  action: { minWidth: 120 },
  list: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: '1fr',
    '@media (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
  step: (theme: Theme) => ({
    position: 'relative' as const,
    display: 'flex',
    gap: theme.space(3),
    alignItems: 'flex-start',
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles.pending.outline}`,
    background: theme.colors.surface,
    transition: `background ${theme.durations.slow}ms ease, border-color ${theme.durations.slow}ms ease`,
    '--pulse-colour': theme.roles.active.fill,
    '&[data-state="active"]': {
      borderColor: theme.roles.active.fill,
      background: theme.roles.active.background,
    },
    '&[data-state="completed"]': {
      borderColor: theme.roles.success.outline,
      background: theme.roles.success.background,
    },
    [theme.mq.reducedMotion]: { transition: 'none' },
  }),
  marker: (theme: Theme) => ({
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 32,
    blockSize: 32,
    borderRadius: '50%',
    fontWeight: 700,
    fontSize: theme.fontSizes.sm,
    background: theme.roles.pending.background,
    color: theme.roles.pending.text,
    border: `1px solid ${theme.roles.pending.outline}`,
    'li[data-state="active"] > &': {
      background: theme.roles.active.fill,
      color: theme.colors.textInverse,
      borderColor: theme.roles.active.fill,
      animation: `${pulse} 1.2s ease-out infinite`,
    },
    'li[data-state="completed"] > &': {
      background: theme.roles.success.fill,
      color: theme.colors.textInverse,
      borderColor: theme.roles.success.fill,
    },
    [theme.mq.reducedMotion]: { 'li[data-state="active"] > &': { animation: 'none' } },
  }),
  text: { display: 'grid', gap: 2, minWidth: 0 },
  title: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  status: (theme: Theme) => ({
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    color: theme.roles.pending.text,
    'li[data-state="active"] &': { color: theme.roles.active.text },
    'li[data-state="completed"] &': { color: theme.roles.success.text },
  }),
  description: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
  meta: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
};
