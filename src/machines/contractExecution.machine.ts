/**
 * Smart contract execution of the trade simulator: each step in turn is `processing` (with a random
 * txHash) for 2 s, then `completed`, and the next starts 1 s later; after the last the contract is active.
 * Execute needs a match and is refused while running; Reset stops it and clears every step.
 *
 * States: `idle` (initial), `running.processing`, `running.waiting`, `active`.
 * Events: `user.execute` (number of matches), `user.reset`.
 * Delays: `stepDuration` 2000 ms, `stepGap` 1000 ms.
 * Input: `stepCount` (at least 1), `random` (for the hashes).
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { randomHex, type RandomSource } from './random';

export const contractExecutionDelays = { stepDuration: 2000, stepGap: 1000 } as const;
/** A transaction hash: 0x and 64 hex digits. */
const txHashLength = 64;

export type ContractStepStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface ContractStepState {
  status: ContractStepStatus;
  txHash: string | null;
}

export interface ContractExecutionInput {
  stepCount: number;
  random: RandomSource;
}

export interface ContractExecutionContext {
  random: RandomSource;
  steps: ContractStepState[];
  /** The step running or last run; -1 before a start. */
  index: number;
}

export type ContractExecutionEvent = { type: 'user.execute'; matchCount: number } | { type: 'user.reset' };

const pendingSteps = (count: number): ContractStepState[] =>
  Array.from({ length: count }, () => ({ status: 'pending', txHash: null }));

const withStep = (steps: ContractStepState[], index: number, patch: Partial<ContractStepState>) =>
  steps.map((step, i) => (i === index ? { ...step, ...patch } : step));

export const contractExecutionMachine = setup({
  types: {
    context: {} as ContractExecutionContext,
    events: {} as ContractExecutionEvent,
    input: {} as ContractExecutionInput,
  },
  delays: contractExecutionDelays,
  guards: {
    hasMatches: ({ event }) => {
      assertEvent(event, 'user.execute');
      return Number.isFinite(event.matchCount) && event.matchCount > 0;
    },
    hasNextStep: ({ context }) => context.index < context.steps.length - 1,
  },
  actions: {
    startFirstStep: assign(({ context }) => ({
      index: 0,
      steps: withStep(pendingSteps(context.steps.length), 0, {
        status: 'processing',
        txHash: randomHex(context.random, txHashLength),
      }),
    })),
    completeStep: assign({
      steps: ({ context }) => withStep(context.steps, context.index, { status: 'completed' }),
    }),
    startNextStep: assign(({ context }) => ({
      index: context.index + 1,
      steps: withStep(context.steps, context.index + 1, {
        status: 'processing',
        txHash: randomHex(context.random, txHashLength),
      }),
    })),
    clearSteps: assign(({ context }) => ({ index: -1, steps: pendingSteps(context.steps.length) })),
  },
}).createMachine({
  id: 'contractExecution',
  context: ({ input }) => ({
    random: input.random,
    steps: pendingSteps(Math.max(1, Math.floor(input.stepCount) || 1)),
    index: -1,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.execute': { guard: 'hasMatches', target: 'running', actions: 'startFirstStep' } },
    },
    running: {
      initial: 'processing',
      on: { 'user.reset': { target: 'idle', actions: 'clearSteps' } },
      states: {
        processing: {
          after: {
            stepDuration: [
              { guard: 'hasNextStep', target: 'waiting', actions: 'completeStep' },
              { target: '#contractExecution.active', actions: 'completeStep' },
            ],
          },
        },
        waiting: {
          after: { stepGap: { target: 'processing', actions: 'startNextStep' } },
        },
      },
    },
    active: {
      on: {
        'user.execute': { guard: 'hasMatches', target: 'running', actions: 'startFirstStep' },
        'user.reset': { target: 'idle', actions: 'clearSteps' },
      },
    },
  },
});

export type ContractExecutionSnapshot = SnapshotFrom<typeof contractExecutionMachine>;

export const selectContractSteps = (snapshot: ContractExecutionSnapshot): ContractStepState[] =>
  snapshot.context.steps;
/** What the contract is doing, for the screen: not started, running its steps, or active. */
export type ExecutionState = 'idle' | 'running' | 'active';
export const selectExecutionState = (snapshot: ContractExecutionSnapshot): ExecutionState =>
  snapshot.matches('running') ? 'running' : snapshot.matches('active') ? 'active' : 'idle';
