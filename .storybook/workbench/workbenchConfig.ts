/**
 * What a machine's workbench file (`machines/<name>.workbench.tsx`) gives its live statechart
 * stories. `input` is required when the machine declares one (its stories fail without it); the rest
 * is optional.
 */
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { RandomSource } from '../../src/machines/random';

export interface WorkbenchTools {
  /** Seeded (`createSeededRandom(seed)`), fresh on every reset: the same draws every run. */
  random: RandomSource;
}

/** Typed by its machine (`satisfies WorkbenchConfig<typeof toastQueueMachine>`): input is checked. */
export interface WorkbenchConfig<Machine extends AnyStateMachine = AnyStateMachine> {
  /** Seed of `tools.random`; 2026 when absent. */
  seed?: number;
  /** The machine's `input`; required when the machine declares one. */
  input?: (tools: WorkbenchTools) => InputFrom<Machine>;
  /** Implementations to `provide`: random sources, navigation or toast stubs. */
  provide?: (tools: WorkbenchTools) => Parameters<Machine['provide']>[0];
  /** Default payloads (without `type`) of the events that carry fields; editable as JSON in the story. */
  events?: Record<string, Record<string, unknown>>;
}

export const defaultSeed = 2026;
