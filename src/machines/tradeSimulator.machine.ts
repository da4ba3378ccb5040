/**
 * The trade simulator: invokes its three parts, the matches, the AI simulation and the contract
 * execution, and is the only actor the screen sends to. It keeps each child's latest snapshot, so an
 * event is accepted exactly when the child it goes to would accept it. Execute runs the contract and
 * sets every match executing; Reset clears all three.
 *
 * States: `ready` (the only one; the children hold the rest).
 * Events: `user.drop`, `user.accept` (to the matches), `user.run` (to the simulation, with the summary
 * of the matches), `user.execute` (to the contract, with the number of matches, and to the matches),
 * `user.reset` (to every child that has something to clear).
 * Delays: the children's. Input: `random`, `stepCount` (the contract's steps).
 */
import { assertEvent, assign, getInitialSnapshot, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  contractExecutionMachine,
  selectContractSteps,
  selectExecutionState,
  type ContractExecutionSnapshot,
  type ContractStepState,
} from './contractExecution.machine';
import type { RandomSource } from './random';
import {
  selectSimulationResult,
  selectSimulationState,
  simulationMachine,
  type SimulationResult,
  type SimulationSnapshot,
  type SimulationSummary,
} from './simulation.machine';
import {
  selectMatches,
  tradeMatchesMachine,
  type MatchItem,
  type SimulatorMatch,
  type TradeMatchesSnapshot,
} from './tradeMatches.machine';

export interface TradeSimulatorInput {
  random: RandomSource;
  stepCount: number;
}

export interface TradeSimulatorContext {
  random: RandomSource;
  stepCount: number;
  matches: TradeMatchesSnapshot;
  simulation: SimulationSnapshot;
  execution: ContractExecutionSnapshot;
}

export type TradeSimulatorEvent =
  | { type: 'user.drop'; from: string; to: string; item1: MatchItem; item2: MatchItem }
  | { type: 'user.accept'; id: string }
  | { type: 'user.run'; summary: SimulationSummary }
  | { type: 'user.execute' }
  | { type: 'user.reset' };

const matchCountOf = (context: TradeSimulatorContext) => context.matches.context.matches.length;

export const tradeSimulatorMachine = setup({
  types: {
    context: {} as TradeSimulatorContext,
    events: {} as TradeSimulatorEvent,
    input: {} as TradeSimulatorInput,
    children: {} as { matches: 'tradeMatches'; simulation: 'simulation'; execution: 'contractExecution' },
  },
  actors: {
    tradeMatches: tradeMatchesMachine,
    simulation: simulationMachine,
    contractExecution: contractExecutionMachine,
  },
  guards: {
    canMatchesTake: ({ context, event }) => {
      assertEvent(event, ['user.drop', 'user.accept']);
      return context.matches.can(event);
    },
    canSimulationRun: ({ context, event }) => {
      assertEvent(event, 'user.run');
      return context.simulation.can(event);
    },
    canExecute: ({ context }) =>
      context.execution.can({ type: 'user.execute', matchCount: matchCountOf(context) }),
    hasSomethingToReset: ({ context }) =>
      context.matches.can({ type: 'user.reset' }) ||
      context.simulation.can({ type: 'user.reset' }) ||
      context.execution.can({ type: 'user.reset' }),
  },
  actions: {
    forwardToMatches: sendTo('matches', ({ event }) => {
      assertEvent(event, ['user.drop', 'user.accept']);
      return event;
    }),
    forwardToSimulation: sendTo('simulation', ({ event }) => {
      assertEvent(event, 'user.run');
      return event;
    }),
    startExecution: sendTo('execution', ({ context }) => ({
      type: 'user.execute' as const,
      matchCount: matchCountOf(context),
    })),
    setMatchesExecuting: sendTo('matches', { type: 'contract.execute' }),
    resetMatches: sendTo('matches', { type: 'user.reset' }),
    resetSimulation: sendTo('simulation', { type: 'user.reset' }),
    resetExecution: sendTo('execution', { type: 'user.reset' }),
    storeMatches: assign((_, params: { snapshot: TradeMatchesSnapshot }) => ({ matches: params.snapshot })),
    storeSimulation: assign((_, params: { snapshot: SimulationSnapshot }) => ({
      simulation: params.snapshot,
    })),
    storeExecution: assign((_, params: { snapshot: ContractExecutionSnapshot }) => ({
      execution: params.snapshot,
    })),
  },
}).createMachine({
  id: 'tradeSimulator',
  context: ({ input }) => ({
    random: input.random,
    stepCount: input.stepCount,
    matches: getInitialSnapshot(tradeMatchesMachine, { random: input.random }),
    simulation: getInitialSnapshot(simulationMachine, { random: input.random }),
    execution: getInitialSnapshot(contractExecutionMachine, input),
  }),
  invoke: [
    {
      id: 'matches',
      src: 'tradeMatches',
      input: ({ context }) => ({ random: context.random }),
      onSnapshot: {
        actions: { type: 'storeMatches', params: ({ event }) => ({ snapshot: event.snapshot }) },
      },
    },
    {
      id: 'simulation',
      src: 'simulation',
      input: ({ context }) => ({ random: context.random }),
      onSnapshot: {
        actions: { type: 'storeSimulation', params: ({ event }) => ({ snapshot: event.snapshot }) },
      },
    },
    {
      id: 'execution',
      src: 'contractExecution',
      input: ({ context }) => ({ random: context.random, stepCount: context.stepCount }),
      onSnapshot: {
        actions: { type: 'storeExecution', params: ({ event }) => ({ snapshot: event.snapshot }) },
      },
    },
  ],
  initial: 'ready',
  states: {
    ready: {
      on: {
        'user.drop': { guard: 'canMatchesTake', actions: 'forwardToMatches' },
        'user.accept': { guard: 'canMatchesTake', actions: 'forwardToMatches' },
        'user.run': { guard: 'canSimulationRun', actions: 'forwardToSimulation' },
        'user.execute': { guard: 'canExecute', actions: ['startExecution', 'setMatchesExecuting'] },
        'user.reset': {
          guard: 'hasSomethingToReset',
          actions: ['resetExecution', 'resetSimulation', 'resetMatches'],
        },
      },
    },
  },
});

export type TradeSimulatorSnapshot = SnapshotFrom<typeof tradeSimulatorMachine>;

export const selectSimulatorMatches = (snapshot: TradeSimulatorSnapshot): SimulatorMatch[] =>
  selectMatches(snapshot.context.matches);
export const selectSimulatorMatchCount = (snapshot: TradeSimulatorSnapshot): number =>
  matchCountOf(snapshot.context);
export const selectSimulatorSimulationState = (
  snapshot: TradeSimulatorSnapshot,
): ReturnType<typeof selectSimulationState> => selectSimulationState(snapshot.context.simulation);
export const selectSimulatorResult = (snapshot: TradeSimulatorSnapshot): SimulationResult | null =>
  selectSimulationResult(snapshot.context.simulation);
export const selectSimulatorSteps = (snapshot: TradeSimulatorSnapshot): ContractStepState[] =>
  selectContractSteps(snapshot.context.execution);
export const selectSimulatorExecutionState = (
  snapshot: TradeSimulatorSnapshot,
): ReturnType<typeof selectExecutionState> => selectExecutionState(snapshot.context.execution);
export const selectCanExecute = (snapshot: TradeSimulatorSnapshot): boolean =>
  snapshot.can({ type: 'user.execute' });
export const selectCanReset = (snapshot: TradeSimulatorSnapshot): boolean =>
  snapshot.can({ type: 'user.reset' });
