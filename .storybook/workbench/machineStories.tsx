/**
 * Builds the CSF module of one machine's statechart stories (see `machineIndexer.ts` for how each
 * `src/machines/*.machine.ts` becomes one): the default story `Live`, plus one story per named export
 * of the machine's workbench file `machines/<name>.workbench.tsx`, whose default export gives the
 * input, provided implementations, event payloads and seed. A machine that declares `input` and gets
 * none from its workbench file does not start on an empty object, and an event with fields (a ledger
 * entry, a chat message) never becomes a button without its sample payload: its stories fail with the
 * reason.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { MachineWorkbench } from './MachineWorkbench';
import type { EventFields } from './eventFields';
import { buttonEvents, machineOfModule } from './machineInventory';
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
  /** The events that carry required fields, with their names (read from its source by the indexer). */
  eventFields: EventFields;
}

const workbenchFileName = (name: string) => `.storybook/workbench/machines/${name}.workbench.tsx`;

/**
 * What the workbench file lacks for the events the machine takes: `ledger.submit (entry)` for an
 * event with no sample payload, or whose payload misses a required field.
 */
export function missingPayloads(
  takes: readonly string[],
  fields: EventFields,
  payloads: WorkbenchConfig['events'],
): string[] {
  return takes.flatMap((type) => {
    const required = fields[type];
    if (!required) return [];
    const payload = payloads?.[type];
    const missing = payload ? required.filter((field) => !(field in payload)) : required;
    if (payload && missing.length === 0) return [];
    return [missing.length ? `${type} (${missing.join(', ')})` : type];
  });
}

/** Why the machine cannot run on the workbench as configured, or undefined when it can. */
export function workbenchProblem({
  name,
  machine,
  workbench,
  hasWorkbench,
  needsInput,
  eventFields,
}: Pick<MachineStoriesInput, 'name' | 'workbench' | 'hasWorkbench' | 'needsInput' | 'eventFields'> & {
  machine: AnyStateMachine;
}): string | undefined {
  const config = workbench.default as WorkbenchConfig | undefined;
  const file = workbenchFileName(name);
  if (needsInput && !hasWorkbench) return workbenchStrings.missingWorkbenchFile(name, file);
  if (needsInput && typeof config?.input !== 'function') return workbenchStrings.missingInput(name, file);
  const missing = missingPayloads(buttonEvents(machine), eventFields, config?.events);
  if (missing.length > 0) return workbenchStrings.missingPayloads(name, file, missing);
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
  const problem = workbenchProblem({ ...input, machine });
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
