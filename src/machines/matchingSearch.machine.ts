/**
 * The AI matching search: refused while either list is empty or a search runs; while the injected
 * `findMatches` works the progress rises (held at 90 until the answer is in). A failure is reported and
 * leaves the search usable.
 *
 * States: `idle` (initial), `running.ticking`, `results`, `failed`.
 * Events: `user.search` (offering and seeking lists), `user.reset` (back to idle; a running search is
 * dropped).
 * Delays: `progressTick` 300 ms.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const matchingSearchDelays = { progressTick: 300 } as const;

/** Progress added per tick, and where it waits for a slow answer. */
export const progressStep = 20;
export const progressHold = 90;

export interface MatchingSearchQuery {
  offering: readonly string[];
  seeking: readonly string[];
}

/** What the machine needs of a result; the service's own type (a barter match) carries more. */
export interface MatchingSearchResult {
  readonly id: string;
}

export interface MatchingSearchContext {
  query: MatchingSearchQuery | null;
  /** Null until the service answered the current search. */
  results: readonly MatchingSearchResult[] | null;
  progress: number;
  error: unknown;
}

export type MatchingSearchEvent =
  { type: 'user.search'; offering: readonly string[]; seeking: readonly string[] } | { type: 'user.reset' };

/** A list with at least one non-blank item; anything that is not a list of strings has none. */
const hasItems = (list: unknown): boolean =>
  Array.isArray(list) && list.some((item) => typeof item === 'string' && item.trim() !== '');

export const matchingSearchMachine = setup({
  types: {
    context: {} as MatchingSearchContext,
    events: {} as MatchingSearchEvent,
  },
  delays: matchingSearchDelays,
  actors: {
    // Replaced by the screen (`provide`); the bare machine answers nothing.
    findMatches: fromPromise<readonly MatchingSearchResult[], MatchingSearchQuery>(() => Promise.resolve([])),
  },
  guards: {
    hasBothLists: ({ event }) => {
      assertEvent(event, 'user.search');
      return hasItems(event.offering) && hasItems(event.seeking);
    },
    isAnswerShown: ({ context }) => context.results !== null && context.progress + progressStep >= 100,
  },
  actions: {
    startSearch: assign(({ event }) => {
      assertEvent(event, 'user.search');
      return {
        query: { offering: event.offering, seeking: event.seeking },
        results: null,
        progress: 0,
        error: undefined,
      };
    }),
    setResults: assign({ results: (_, results: readonly MatchingSearchResult[]) => results }),
    advanceProgress: assign({
      progress: ({ context }) =>
        Math.min(context.progress + progressStep, context.results === null ? progressHold : 100),
    }),
    completeProgress: assign({ progress: 100 }),
    setError: assign({ error: (_, error: unknown) => error, progress: 0, results: null }),
    clearSearch: assign({ query: null, results: null, progress: 0, error: undefined }),
    // Provided by the screen: log the failure to the console.
    reportFailure: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'matchingSearch',
  context: { query: null, results: null, progress: 0, error: undefined },
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.search': { guard: 'hasBothLists', target: 'running', actions: 'startSearch' } },
    },
    running: {
      invoke: {
        src: 'findMatches',
        input: ({ context }) => context.query ?? { offering: [], seeking: [] },
        onDone: { actions: { type: 'setResults', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'reportFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
      on: { 'user.reset': { target: 'idle', actions: 'clearSearch' } },
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            progressTick: [
              { guard: 'isAnswerShown', target: '#matchingSearch.results', actions: 'completeProgress' },
              { target: 'ticking', reenter: true, actions: 'advanceProgress' },
            ],
          },
        },
      },
    },
    results: {
      on: {
        'user.search': { guard: 'hasBothLists', target: 'running', actions: 'startSearch' },
        'user.reset': { target: 'idle', actions: 'clearSearch' },
      },
    },
    failed: {
      on: {
        'user.search': { guard: 'hasBothLists', target: 'running', actions: 'startSearch' },
        'user.reset': { target: 'idle', actions: 'clearSearch' },
      },
    },
  },
});

export type MatchingSearchSnapshot = SnapshotFrom<typeof matchingSearchMachine>;

export const selectProgress = (snapshot: MatchingSearchSnapshot): number => snapshot.context.progress;
/**
 * The results of the last search (empty before one finished). `T` is the provided service's result
 * type: the machine passes results through untouched.
 */
export const selectResults = <T extends MatchingSearchResult>(
  snapshot: MatchingSearchSnapshot,
): readonly T[] => (snapshot.matches('results') ? ((snapshot.context.results ?? []) as readonly T[]) : []);
export const selectSearchState = (
  snapshot: MatchingSearchSnapshot,
): 'idle' | 'running' | 'results' | 'failed' =>
  snapshot.matches('running')
    ? 'running'
    : snapshot.matches('results')
      ? 'results'
      : snapshot.matches('failed')
        ? 'failed'
        : 'idle';
