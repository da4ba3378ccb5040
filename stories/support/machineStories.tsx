/**
 * Builds the CSF module of one machine's statechart stories (see `machineIndexer.ts` for how each
 * `src/machines/*.machine.ts` becomes one): the default story `Live`, plus one story per named export
 * of the machine's optional `stories/machines/<name>.workbench.tsx`, which also gives the defaults
 * (input, provided implementations, event payloads, seed) through its default export.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { resolveLanguage } from '../../src/i18n/language';
import { MachineWorkbench } from '../../src/workbench/MachineWorkbench';
import { machineOfModule } from '../../src/workbench/machineInventory';
import { formatMs, workbenchStrings } from '../../src/workbench/strings';
import type { WorkbenchConfig } from '../../src/workbench/workbenchConfig';

/** A named export of a workbench file: a story that may start in a named state. */
export interface WorkbenchStory {
  name?: string;
  /** A state value path such as `loggedIn` or `showing.paused`, reached by its shortest path. */
  startIn?: string;
  play?: StoryObj['play'];
  tags?: string[];
}

export interface MachineStoriesInput {
  name: string;
  title: string;
  machineModule: Record<string, unknown>;
  workbench: Record<string, unknown>;
}

/** The workbench of one story; the machine stays in this closure, never in args (they are serialised). */
function render(name: string, machine: AnyStateMachine, config: WorkbenchConfig, startIn?: string) {
  return function Render(_args: unknown, { globals }: { globals: Record<string, unknown> }) {
    return (
      <MachineWorkbench
        key={`${name}:${startIn ?? ''}`}
        name={name}
        machine={machine}
        config={config}
        startIn={startIn}
        language={resolveLanguage(globals.locale)}
      />
    );
  };
}

export function composeMachineStories({ name, title, machineModule, workbench }: MachineStoriesInput) {
  const machine = machineOfModule(name, machineModule);
  if (!machine) throw new Error(`src/machines/${name}.machine.ts exports no machine (${name}Machine).`);
  const config = (workbench.default ?? {}) as WorkbenchConfig;
  const meta = {
    title,
    parameters: { layout: 'padded' },
    tags: ['machine'],
  } satisfies Meta;

  const story = (exportName: string): StoryObj => {
    if (exportName === 'Live') return { name: 'Live', render: render(name, machine, config) };
    const extra = workbench[exportName] as WorkbenchStory | undefined;
    if (!extra) throw new Error(`stories/machines/${name}.workbench.tsx has no export ${exportName}.`);
    return {
      name: extra.name,
      tags: extra.tags,
      play: extra.play,
      render: render(name, machine, config, extra.startIn),
    };
  };
  return { meta, story };
}

/** In a play function: the workbench's text in the story's language (button names, clock text). */
export function workbenchText(globals: Record<string, unknown>) {
  const language = resolveLanguage(globals.locale);
  const strings = workbenchStrings(language);
  return { ...strings, time: (ms: number) => strings.now(formatMs(ms, language)) };
}

/** Whether the diagram draws the state node `id` (e.g. `session.loggedIn`) as active. */
export function isDrawnActive(canvasElement: HTMLElement, id: string): boolean {
  return canvasElement.querySelector(`[data-state-id="${id}"]`)?.getAttribute('data-active') === 'true';
}

/** In a play function: waits until the actor runs and the diagram is laid out (ELK runs async). */
export async function waitForWorkbench(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      const root = canvasElement.querySelector('[data-machine]');
      if (!root || root.getAttribute('data-state') === 'starting') throw new Error('actor not started');
      if (!canvasElement.querySelector('svg[role="img"]')) throw new Error('diagram not laid out');
    },
    { timeout: 10_000 },
  );
}
