/**
 * Trade-flow animation of the dashboard: every `stepInterval` the next step is active and the earlier
 * ones completed; after the last, Replay runs it again.
 *
 * States: `idle` (initial), `running`, `paused`, `finished`.
 * Events: `user.start`, `user.pause`, `user.replay`.
 * Delays: `stepInterval` 1200 ms.
 * Input: `stepCount` (at least 1).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export const tradeFlowDelays = { stepInterval: 1200 } as const;

export type FlowStepStatus = 'pending' | 'active' | 'completed';

export interface TradeFlowInput {
  stepCount: number;
}

export interface TradeFlowContext {
  stepCount: number;
  /** The active step; -1 before the first start. */
  index: number;
}

export type TradeFlowEvent = { type: 'user.start' } | { type: 'user.pause' } | { type: 'user.replay' };

export const tradeFlowMachine = setup({
  types: {
    context: {} as TradeFlowContext,
    events: {} as TradeFlowEvent,
    input: {} as TradeFlowInput,
  },
  delays: tradeFlowDelays,
  guards: {
    hasNextStep: ({ context }) => context.index < context.stepCount - 1,
  },
  actions: {
    setFirstStep: assign({ index: 0 }),
    advanceStep: assign({ index: ({ context }) => context.index + 1 }),
    completeAllSteps: assign({ index: ({ context }) => context.stepCount }),
  },
}).createMachine({
  id: 'tradeFlow',
  context: ({ input }) => ({
    stepCount: Math.max(1, Math.floor(input.stepCount) || 1),
    index: -1,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.start': { target: 'running', actions: 'setFirstStep' } },
    },
    running: {
      after: {
        stepInterval: [
          { guard: 'hasNextStep', target: 'running', reenter: true, actions: 'advanceStep' },
          { target: 'finished', actions: 'completeAllSteps' },
        ],
      },
      on: { 'user.pause': 'paused' },
    },
    paused: {
      // Resuming gives the current step its full interval again.
      on: { 'user.start': 'running' },
    },
    finished: {
      on: { 'user.replay': { target: 'running', actions: 'setFirstStep' } },
    },
  },
});

export type TradeFlowSnapshot = SnapshotFrom<typeof tradeFlowMachine>;

/** The status of every step, in order. */
export const selectStepStatuses = (snapshot: TradeFlowSnapshot): FlowStepStatus[] => {
  const { stepCount, index } = snapshot.context;
  return Array.from({ length: stepCount }, (_, step) =>
    step < index ? 'completed' : step === index ? 'active' : 'pending',
  );
};

/** The active step's index, or null when none is active (before start, at the end). */
export const selectActiveIndex = (snapshot: TradeFlowSnapshot): number | null => {
  const { stepCount, index } = snapshot.context;
  return index >= 0 && index < stepCount ? index : null;
};

/** Which action the one button offers: start (idle, paused), pause (running) or replay (finished). */
export const selectFlowAction = (snapshot: TradeFlowSnapshot): 'start' | 'pause' | 'replay' =>
  snapshot.matches('running') ? 'pause' : snapshot.matches('finished') ? 'replay' : 'start';

export const selectFlowState = (snapshot: TradeFlowSnapshot): 'idle' | 'running' | 'paused' | 'finished' =>
  snapshot.value;
