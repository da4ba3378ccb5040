/**
 * Live market ticker: every tick each price moves by a random amount within plus or minus `maxPriceMove`
 * SDR (floored at 0, 2 decimals). A move beyond `thresholdPercent` from below it calls `notifyCrossings`
 * once, until the price comes back below. The member can pause and resume.
 *
 * States: `live` (initial), `paused`.
 * Events: `user.pause`, `user.resume`, `settings.threshold` (thresholdPercent or null).
 * Delays: `tickInterval` 3000 ms.
 * Input: `quotes` (the opening quotes), `random`, `thresholdPercent` (null: price alerts off).
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { RandomSource } from './random';

export const marketTickerDelays = { tickInterval: 3000 } as const;
/** The largest move of one tick, in SDR (either way). */
export const maxPriceMove = 10;

export interface Quote {
  id: string;
  price: number;
  change: number;
  changePercent: number;
}

export interface MarketTickerInput {
  quotes: readonly Quote[];
  random: RandomSource;
  /** Alert when a tick moves a price by more than this many percent; null: no alerts. */
  thresholdPercent: number | null;
}

export interface MarketTickerContext {
  quotes: Quote[];
  random: RandomSource;
  /** Ticks applied since start: lets the screen tell an update from the opening quotes. */
  ticks: number;
  thresholdPercent: number | null;
  /** Ids of the items whose last move was beyond the threshold. */
  beyond: string[];
  /** Items that crossed the threshold at the last tick (notified once each). */
  crossed: Quote[];
}

export type MarketTickerEvent =
  | { type: 'user.pause' }
  | { type: 'user.resume' }
  | { type: 'settings.threshold'; thresholdPercent: number | null };

const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * The next quote: a move of `(2r - 1) * maxPriceMove` SDR for a draw r in [0, 1), so within ±10 SDR;
 * the price never goes below 0. Change and percent change (2 decimals) are against the previous price;
 * from a price of 0 the percent change is 0.
 */
export function nextQuote(quote: Quote, random: RandomSource): Quote {
  const move = (random() * 2 - 1) * maxPriceMove;
  const price = toCents(Math.max(0, quote.price + move));
  const change = toCents(price - quote.price);
  const changePercent = quote.price > 0 ? toCents((change / quote.price) * 100) : 0;
  return { id: quote.id, price, change, changePercent };
}

export const marketTickerMachine = setup({
  types: {
    context: {} as MarketTickerContext,
    events: {} as MarketTickerEvent,
    input: {} as MarketTickerInput,
  },
  delays: marketTickerDelays,
  actions: {
    moveQuotes: assign(({ context }) => {
      const quotes = context.quotes.map((quote) => nextQuote(quote, context.random));
      if (context.thresholdPercent === null) return { quotes, ticks: context.ticks + 1 };
      const threshold = context.thresholdPercent;
      // A crossing: a move of more than the threshold now, not at the previous tick.
      const over = quotes.filter((quote) => Math.abs(quote.changePercent) > threshold);
      return {
        quotes,
        ticks: context.ticks + 1,
        beyond: over.map((quote) => quote.id),
        crossed: over.filter((quote) => !context.beyond.includes(quote.id)),
      };
    }),
    // Injected by the screen: tells the member about `context.crossed` (the default does nothing).
    notifyCrossings: () => {},
    setThreshold: assign(({ event }) => {
      assertEvent(event, 'settings.threshold');
      return { thresholdPercent: event.thresholdPercent, beyond: [], crossed: [] };
    }),
  },
}).createMachine({
  id: 'marketTicker',
  context: ({ input }) => ({
    quotes: input.quotes.map((quote) => ({ ...quote })),
    random: input.random,
    ticks: 0,
    thresholdPercent: input.thresholdPercent,
    beyond: [],
    crossed: [],
  }),
  initial: 'live',
  on: { 'settings.threshold': { actions: 'setThreshold' } },
  states: {
    live: {
      after: {
        tickInterval: { target: 'live', reenter: true, actions: ['moveQuotes', 'notifyCrossings'] },
      },
      on: { 'user.pause': 'paused' },
    },
    paused: {
      on: { 'user.resume': 'live' },
    },
  },
});

export type MarketTickerSnapshot = SnapshotFrom<typeof marketTickerMachine>;

export const selectQuotes = (snapshot: MarketTickerSnapshot): Quote[] => snapshot.context.quotes;
export const selectIsLive = (snapshot: MarketTickerSnapshot): boolean => snapshot.matches('live');
