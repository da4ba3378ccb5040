/**
 * Builds the CSF module of one machine's statechart stories (see `machineIndexer.ts` for how each
 * `src/machines/*.machine.ts` becomes one): the default story `Live`, plus one story per named export
 * of the machine's workbench file `machines/<name>.workbench.tsx`, whose default export gives the
 * input, provided implementations, event payloads and seed. A machine that declares `input` and gets
 * none from its workbench file does not start on an empty object: its stories fail with the reason.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { MachineWorkbench } from './MachineWorkbench';
import { machineOfModule } from './machineInventory';
import { workbenchStrings } from './strings';
import type { WorkbenchConfig } from './workbenchConfig';

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
  /** Whether `machines/<name>.workbench.tsx` exists. */
  hasWorkbench: boolean;
  /** Whether the machine declares an `input` type (read from its source by the indexer). */
  needsInput: boolean;
}

export const workbenchFileName = (name: string) => `.storybook/workbench/machines/${name}.workbench.tsx`;

/** Why the machine cannot run on the workbench as configured, or undefined when it can. */
export function workbenchProblem({
  name,
  workbench,
  hasWorkbench,
  needsInput,
}: Pick<MachineStoriesInput, 'name' | 'workbench' | 'hasWorkbench' | 'needsInput'>): string | undefined {
  if (!needsInput) return undefined;
  if (!hasWorkbench) return workbenchStrings.missingWorkbenchFile(name, workbenchFileName(name));
  const config = workbench.default as WorkbenchConfig | undefined;
  if (typeof config?.input !== 'function')
    return workbenchStrings.missingInput(name, workbenchFileName(name));
  return undefined;
}

/** The workbench of one story; the machine stays in this closure, never in args (they are serialised). */
function render(name: string, machine: AnyStateMachine, config: WorkbenchConfig, startIn?: string) {
  return function Render() {
    return (
      <MachineWorkbench
        key={`${name}:${startIn ?? ''}`}
        name={name}
        machine={machine}
        config={config}
        startIn={startIn}
      />
    );
  };
}

/** A story that shows why the machine cannot run: Storybook prints the error, the test-runner fails. */
function renderProblem(problem: string) {
  return function Render(): never {
    throw new Error(problem);
  };
}

export function composeMachineStories(input: MachineStoriesInput) {
  const { name, title, machineModule, workbench } = input;
  const machine = machineOfModule(name, machineModule);
  if (!machine) throw new Error(`src/machines/${name}.machine.ts exports no machine (${name}Machine).`);
  const config = (workbench.default ?? {}) as WorkbenchConfig;
  const problem = workbenchProblem(input);
  const meta = {
    title,
    parameters: { layout: 'padded' },
    tags: ['machine'],
  } satisfies Meta;

  const story = (exportName: string): StoryObj => {
    if (exportName === 'Live') {
      return { name: 'Live', render: problem ? renderProblem(problem) : render(name, machine, config) };
    }
    const extra = workbench[exportName] as WorkbenchStory | undefined;
    if (!extra) throw new Error(`${workbenchFileName(name)} has no export ${exportName}.`);
    return {
      name: extra.name,
      tags: extra.tags,
      play: extra.play,
      render: problem ? renderProblem(problem) : render(name, machine, config, extra.startIn),
    };
  };
  return { meta, story };
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
