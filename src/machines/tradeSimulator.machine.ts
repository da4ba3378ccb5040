/**
 * The trade simulator: holds the matches, the AI simulation and the contract execution as children and
 * is the only actor the screen sends to; an event passes on exactly when the child it goes to takes it.
 * Read them with `selectSimulatorChildren` (the actors of `snapshot.children`); nothing is copied here.
 * Each child's change reaches it (`syncSnapshot`), so its observers hear of it: one subscription
 * follows what it would accept.
 *
 * States: `ready` (the only one; the children hold the rest).
 * Events: `user.drop`, `user.accept` (to the matches), `user.run` (to the simulation, with the summary
 * of the matches), `user.execute` (to the contract, with the number of matches, and every match
 * executing), `user.reset` (to every child).
 * Delays: the children's.
 * Input: `random`, `stepCount` (the contract's steps).
 */
import { assertEvent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { contractExecutionMachine } from './contractExecution.machine';
import type { RandomSource } from './random';
import { simulationMachine, type SimulationSummary } from './simulation.machine';
import { tradeMatchesMachine, type MatchItem } from './tradeMatches.machine';

export interface TradeSimulatorInput {
  random: RandomSource;
  stepCount: number;
}

/** The three children (the same actors as `snapshot.children`), for the guards to ask. */
export interface TradeSimulatorContext {
  matches: ActorRefFrom<typeof tradeMatchesMachine>;
  simulation: ActorRefFrom<typeof simulationMachine>;
  execution: ActorRefFrom<typeof contractExecutionMachine>;
}

export type TradeSimulatorEvent =
  | { type: 'user.drop'; from: string; to: string; item1: MatchItem; item2: MatchItem }
  | { type: 'user.accept'; id: string }
  | { type: 'user.run'; summary: SimulationSummary }
  | { type: 'user.execute' }
  | { type: 'user.reset' };

const matchCountOf = (context: TradeSimulatorContext) => context.matches.getSnapshot().context.matches.length;

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
      return context.matches.getSnapshot().can(event);
    },
    canSimulationRun: ({ context, event }) => {
      assertEvent(event, 'user.run');
      return context.simulation.getSnapshot().can(event);
    },
    canExecute: ({ context }) =>
      context.execution.getSnapshot().can({ type: 'user.execute', matchCount: matchCountOf(context) }),
    hasSomethingToReset: ({ context }) =>
      [context.matches, context.simulation, context.execution].some((child) =>
        child.getSnapshot().can({ type: 'user.reset' }),
      ),
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
  },
}).createMachine({
  id: 'tradeSimulator',
  context: ({ input, spawn }) => ({
    matches: spawn('tradeMatches', { id: 'matches', input: { random: input.random }, syncSnapshot: true }),
    simulation: spawn('simulation', {
      id: 'simulation',
      input: { random: input.random },
      syncSnapshot: true,
    }),
    execution: spawn('contractExecution', {
      id: 'execution',
      input: { random: input.random, stepCount: input.stepCount },
      syncSnapshot: true,
    }),
  }),
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
export type TradeSimulatorChildren = TradeSimulatorContext;

/** The children, to read with `useSelector` and their own selectors (the refs never change). */
export const selectSimulatorChildren = (snapshot: TradeSimulatorSnapshot): TradeSimulatorChildren =>
  snapshot.context;
export const selectCanRun = (summary: SimulationSummary) => (snapshot: TradeSimulatorSnapshot) =>
  snapshot.can({ type: 'user.run', summary });
export const selectCanExecute = (snapshot: TradeSimulatorSnapshot): boolean =>
  snapshot.can({ type: 'user.execute' });
export const selectCanReset = (snapshot: TradeSimulatorSnapshot): boolean =>
  snapshot.can({ type: 'user.reset' });
