/**
 * The trade simulator's matches: a drop from one party to another makes a `potential` match with a random
 * score from 70 to 99 (not onto the same party, not the same pair twice); accepting makes it `matched`.
 *
 * States: `empty` (initial), `matching`.
 * Events: `user.drop` (from, to, both items), `user.accept` (id), `contract.execute` (every match
 * executing), `user.reset`.
 * Delays: none.
 * Input: `random`.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { randomInt, type RandomSource } from './random';

export const matchScoreBounds = { min: 70, max: 99 } as const;

export type TradeMatchStatus = 'potential' | 'matched' | 'executing';

/** What a side of the match gives: enough to value it; the screen looks up the names. */
export interface MatchItem {
  code: string;
  value: number;
}

export interface SimulatorMatch {
  id: string;
  party1: string;
  party2: string;
  item1: MatchItem;
  item2: MatchItem;
  matchScore: number;
  status: TradeMatchStatus;
}

export interface TradeMatchesInput {
  random: RandomSource;
}

export interface TradeMatchesContext {
  random: RandomSource;
  matches: SimulatorMatch[];
  nextId: number;
}

export type TradeMatchesEvent =
  | { type: 'user.drop'; from: string; to: string; item1: MatchItem; item2: MatchItem }
  | { type: 'user.accept'; id: string }
  | { type: 'contract.execute' }
  | { type: 'user.reset' };

export const tradeMatchesMachine = setup({
  types: {
    context: {} as TradeMatchesContext,
    events: {} as TradeMatchesEvent,
    input: {} as TradeMatchesInput,
  },
  guards: {
    isNewPair: ({ context, event }) => {
      assertEvent(event, 'user.drop');
      return (
        event.from !== '' &&
        event.to !== '' &&
        event.from !== event.to &&
        !context.matches.some((match) => match.party1 === event.from && match.party2 === event.to)
      );
    },
    isPotentialMatch: ({ context, event }) => {
      assertEvent(event, 'user.accept');
      return context.matches.some((match) => match.id === event.id && match.status === 'potential');
    },
  },
  actions: {
    addMatch: assign(({ context, event }) => {
      assertEvent(event, 'user.drop');
      const match: SimulatorMatch = {
        id: `sim-match-${context.nextId}`,
        party1: event.from,
        party2: event.to,
        item1: event.item1,
        item2: event.item2,
        matchScore: randomInt(context.random, matchScoreBounds.min, matchScoreBounds.max),
        status: 'potential',
      };
      return { matches: [...context.matches, match], nextId: context.nextId + 1 };
    }),
    acceptMatch: assign({
      matches: ({ context, event }) => {
        assertEvent(event, 'user.accept');
        return context.matches.map((match) =>
          match.id === event.id ? { ...match, status: 'matched' as const } : match,
        );
      },
    }),
    setAllExecuting: assign({
      matches: ({ context }) => context.matches.map((match) => ({ ...match, status: 'executing' as const })),
    }),
    clearMatches: assign({ matches: [] }),
  },
}).createMachine({
  id: 'tradeMatches',
  context: ({ input }) => ({ random: input.random, matches: [], nextId: 1 }),
  initial: 'empty',
  states: {
    empty: {
      on: { 'user.drop': { guard: 'isNewPair', target: 'matching', actions: 'addMatch' } },
    },
    matching: {
      on: {
        'user.drop': { guard: 'isNewPair', actions: 'addMatch' },
        'user.accept': { guard: 'isPotentialMatch', actions: 'acceptMatch' },
        'contract.execute': { actions: 'setAllExecuting' },
        'user.reset': { target: 'empty', actions: 'clearMatches' },
      },
    },
  },
});

export type TradeMatchesSnapshot = SnapshotFrom<typeof tradeMatchesMachine>;

export const selectMatches = (snapshot: TradeMatchesSnapshot): SimulatorMatch[] => snapshot.context.matches;
export const selectMatchCount = (snapshot: TradeMatchesSnapshot): number => snapshot.context.matches.length;
