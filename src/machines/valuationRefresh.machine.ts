/**
 * The valuation view's prices: loaded on start, on Refresh and every 30 s through the provided
 * `loadValuation`. A load that fails or that `validate` refuses keeps the last good values and is reported.
 *
 * States: `loading` (initial), `ready`, `error`.
 * Events: `user.refresh` (refused while loading).
 * Delays: `refreshInterval` 30000 ms.
 * Input: `validate(output)`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const valuationRefreshDelays = { refreshInterval: 30_000 } as const;

/** What the machine needs of a loaded valuation; the service's own payload carries more. */
export interface ValuationRefreshResult {
  readonly lastUpdated: number;
}

export interface ValuationRefreshInput {
  /** True when a loaded value may be shown; garbage is refused and kept out of the context. */
  validate: (output: unknown) => boolean;
}

export interface ValuationRefreshContext {
  /** The last good valuation (null until one loaded). */
  result: ValuationRefreshResult | null;
  /** When the last good valuation was produced (its own `lastUpdated`). */
  lastUpdated: number | null;
  /** Why the last load failed (undefined after a good one). */
  error: unknown;
  /** Good loads so far. */
  loads: number;
  validate: (output: unknown) => boolean;
}

export type ValuationRefreshEvent = { type: 'user.refresh' };

/** Raised for a load that answered something `validate` refused. */
export class InvalidValuationError extends Error {
  constructor(readonly output: unknown) {
    super('The price source answered an invalid valuation');
    this.name = 'InvalidValuationError';
  }
}

const hasLastUpdated = (output: unknown): boolean =>
  typeof output === 'object' &&
  output !== null &&
  typeof (output as { lastUpdated?: unknown }).lastUpdated === 'number' &&
  Number.isFinite((output as { lastUpdated: number }).lastUpdated);

type DoneEvent = { output: unknown };

export const valuationRefreshMachine = setup({
  types: {
    context: {} as ValuationRefreshContext,
    events: {} as ValuationRefreshEvent,
    input: {} as ValuationRefreshInput,
  },
  delays: valuationRefreshDelays,
  actors: {
    // Replaced by the screen (`provide`); the bare machine answers nothing usable.
    loadValuation: fromPromise<unknown>(() => Promise.resolve(null)),
  },
  guards: {
    isValidResult: ({ context }, output: unknown) => {
      try {
        return context.validate(output) && hasLastUpdated(output);
      } catch {
        return false;
      }
    },
  },
  actions: {
    setResult: assign(({ context }, output: unknown) => {
      const result = output as ValuationRefreshResult;
      return { result, lastUpdated: result.lastUpdated, error: undefined, loads: context.loads + 1 };
    }),
    setError: assign({ error: (_, error: unknown) => error }),
    // Provided by the screen: log the failure to the console.
    reportFailure: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'valuationRefresh',
  context: ({ input }) => ({
    result: null,
    lastUpdated: null,
    error: undefined,
    loads: 0,
    validate: input.validate,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadValuation',
        onDone: [
          {
            guard: { type: 'isValidResult', params: ({ event }: { event: DoneEvent }) => event.output },
            target: 'ready',
            actions: { type: 'setResult', params: ({ event }: { event: DoneEvent }) => event.output },
          },
          {
            target: 'error',
            actions: [
              {
                type: 'setError',
                params: ({ event }: { event: DoneEvent }) => new InvalidValuationError(event.output),
              },
              {
                type: 'reportFailure',
                params: ({ event }: { event: DoneEvent }) => new InvalidValuationError(event.output),
              },
            ],
          },
        ],
        onError: {
          target: 'error',
          actions: [
            { type: 'setError', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'reportFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
    ready: {
      after: { refreshInterval: { target: 'loading' } },
      on: { 'user.refresh': { target: 'loading' } },
    },
    error: {
      after: { refreshInterval: { target: 'loading' } },
      on: { 'user.refresh': { target: 'loading' } },
    },
  },
});

export type ValuationRefreshSnapshot = SnapshotFrom<typeof valuationRefreshMachine>;
export type ValuationRefreshStatus = 'loading' | 'ready' | 'error';

export const selectValuationStatus = (snapshot: ValuationRefreshSnapshot): ValuationRefreshStatus =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('error') ? 'error' : 'ready';
export const selectLastUpdated = (snapshot: ValuationRefreshSnapshot): number | null =>
  snapshot.context.lastUpdated;
/** The last good valuation; `T` is the provided source's payload type (passed through untouched). */
export const selectValuation = <T extends ValuationRefreshResult>(
  snapshot: ValuationRefreshSnapshot,
): T | null => snapshot.context.result as T | null;
export const selectCanRefresh = (snapshot: ValuationRefreshSnapshot): boolean =>
  snapshot.can({ type: 'user.refresh' });
