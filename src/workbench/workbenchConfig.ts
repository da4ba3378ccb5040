/**
 * What a per-machine workbench file (`stories/machines/<name>.workbench.tsx`) may give the live
 * statechart story of its machine. Everything is optional: a machine without input and without
 * injected functions needs no file at all (see `mobileNav`).
 */
import type { AnyStateMachine } from 'xstate';
import type { RandomSource } from '../machines/random';

export interface WorkbenchTools {
  /** Seeded (`createSeededRandom(seed)`), fresh on every reset: the same draws every run. */
  random: RandomSource;
}

export interface WorkbenchConfig {
  /** Seed of `tools.random`; 2026 when absent. */
  seed?: number;
  /** The machine's `input`; required when the machine reads input. */
  input?: (tools: WorkbenchTools) => unknown;
  /** Implementations to `provide`: random sources, navigation or toast stubs. */
  provide?: (tools: WorkbenchTools) => Parameters<AnyStateMachine['provide']>[0];
  /** Default payloads (without `type`) of the events that carry fields; editable as JSON in the story. */
  events?: Record<string, Record<string, unknown>>;
}

export const defaultSeed = 2026;
