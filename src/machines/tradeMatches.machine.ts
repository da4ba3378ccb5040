/**
 * Trade simulator matches: dropping one party's offering on another
 * party's card creates a match, `potential`, with a random score from 70 to 99; dropping on the same party
 * does nothing, and so does dropping the same pair again. A potential match can be accepted (`matched`);
 * executing the contract sets every match to `executing`. Reset clears the matches.
 *
 * States: `empty` (initial, no matches), `matching` (one or more matches).
 * Events: `user.drop` (from one party to another, with both items), `user.accept` (a match id),
 * `contract.execute` (from the trade simulator when the contract runs: every match executing), `user.reset`.
 * Delays: none. Input: `random` (the score source).
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
export const selectHasMatches = (snapshot: TradeMatchesSnapshot): boolean => snapshot.matches('matching');
