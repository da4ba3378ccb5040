/**
 * The AI simulation of the trade simulator: runs 3 s, then shows the summary it was given plus a random
 * carbon saving (200 to 699 t) and time to complete (5 to 24 days); refused while running.
 *
 * States: `idle` (initial), `running`, `results`.
 * Events: `user.run` (summary of the matches), `user.reset`.
 * Delays: `simulationDuration` 3000 ms.
 * Input: `random`.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { randomInt, type RandomSource } from './random';

export const simulationDelays = { simulationDuration: 3000 } as const;
export const carbonSavedBounds = { min: 200, max: 699 } as const;
export const daysBounds = { min: 5, max: 24 } as const;

export interface SimulationSummary {
  totalValue: number;
  successfulTrades: number;
  averageMatchScore: number;
}

export interface SimulationResult extends SimulationSummary {
  /** Tons of CO2. */
  carbonSaved: number;
  /** Days. */
  timeToComplete: number;
}

export interface SimulationInput {
  random: RandomSource;
}

export interface SimulationContext {
  random: RandomSource;
  summary: SimulationSummary | null;
  result: SimulationResult | null;
}

export type SimulationEvent = { type: 'user.run'; summary: SimulationSummary } | { type: 'user.reset' };

export const simulationMachine = setup({
  types: {
    context: {} as SimulationContext,
    events: {} as SimulationEvent,
    input: {} as SimulationInput,
  },
  delays: simulationDelays,
  actions: {
    setSummary: assign({
      summary: ({ event }) => {
        assertEvent(event, 'user.run');
        return event.summary;
      },
      result: null,
    }),
    setResult: assign({
      result: ({ context }) => ({
        totalValue: context.summary?.totalValue ?? 0,
        successfulTrades: context.summary?.successfulTrades ?? 0,
        averageMatchScore: context.summary?.averageMatchScore ?? 0,
        carbonSaved: randomInt(context.random, carbonSavedBounds.min, carbonSavedBounds.max),
        timeToComplete: randomInt(context.random, daysBounds.min, daysBounds.max),
      }),
    }),
    clearResult: assign({ summary: null, result: null }),
  },
}).createMachine({
  id: 'simulation',
  context: ({ input }) => ({ random: input.random, summary: null, result: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.run': { target: 'running', actions: 'setSummary' } },
    },
    running: {
      after: { simulationDuration: { target: 'results', actions: 'setResult' } },
      on: { 'user.reset': { target: 'idle', actions: 'clearResult' } },
    },
    results: {
      on: {
        'user.run': { target: 'running', actions: 'setSummary' },
        'user.reset': { target: 'idle', actions: 'clearResult' },
      },
    },
  },
});

export type SimulationSnapshot = SnapshotFrom<typeof simulationMachine>;

export const selectSimulationState = (snapshot: SimulationSnapshot): 'idle' | 'running' | 'results' =>
  snapshot.value;
export const selectSimulationResult = (snapshot: SimulationSnapshot): SimulationResult | null =>
  snapshot.context.result;
