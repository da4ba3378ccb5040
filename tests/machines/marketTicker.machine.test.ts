// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  marketTickerDelays,
  marketTickerMachine,
  maxPriceMove,
  nextQuote,
  selectIsLive,
  selectQuotes,
  type MarketTickerEvent,
  type MarketTickerSnapshot,
  type Quote,
} from '../../src/machines/marketTicker.machine';
import { createSeededRandom, type RandomSource } from '../../src/machines/random';
import { createSequenceRandom } from '../support/random';

const tick = marketTickerDelays.tickInterval;
const quote = (id: string, price: number): Quote => ({ id, price, change: 0, changePercent: 0 });
const opening = [quote('a', 100), quote('b', 5)];

function start(random: RandomSource = createSeededRandom(7), quotes: Quote[] = opening) {
  const clock = new SimulatedClock();
  const actor = createActor(marketTickerMachine, {
    clock,
    input: { quotes, random, thresholdPercent: null },
  }).start();
  return { clock, actor, snap: () => actor.getSnapshot() };
}

describe('nextQuote (one tick of one price)', () => {
  it.each([
    // draw, price before -> price, change, changePercent
    [0.5, 100, 100, 0, 0], // the middle draw does not move
    [1, 100, 110, 10, 10], // the top of the range: +10 SDR (a draw is < 1, so never quite reached)
    [0, 100, 90, -10, -10], // the bottom of the range: -10 SDR
    [0.75, 245.5, 250.5, 5, 2.04],
    [0.25, 75.2, 70.2, -5, -6.65],
    [0, 5, 0, -5, -100], // floored at 0
    [0, 0, 0, 0, 0], // stays at 0; the percent of a zero price is 0, not NaN
    [1, 0, 10, 10, 0],
    [0.123456, 8450, 8442.47, -7.53, -0.09], // kept to 2 decimals
  ])('draw %f on %f gives %f (change %f, %f %)', (draw, before, price, change, changePercent) => {
    const next = nextQuote(quote('x', before), () => draw);
    expect(next).toEqual({ id: 'x', price, change, changePercent });
  });

  it('always stays within ±10 SDR, at or above 0, on whole cents (1000 seeded draws)', () => {
    const random = createSeededRandom(42);
    let current = quote('x', 12);
    for (let i = 0; i < 1000; i += 1) {
      const next = nextQuote(current, random);
      expect(Math.abs(next.price - current.price)).toBeLessThanOrEqual(maxPriceMove + 1e-9);
      expect(next.price).toBeGreaterThanOrEqual(0);
      expect(Math.round(next.price * 100)).toBeCloseTo(next.price * 100, 6);
      expect(next.change).toBeCloseTo(next.price - current.price, 6);
      current = next;
    }
  });
});

describe('marketTickerMachine', () => {
  it('ticks every 3 s with moves of at most 10 SDR', () => {
    expect(tick).toBe(3000);
    expect(maxPriceMove).toBe(10);
  });

  it('starts live with the opening quotes (copied, not shared)', () => {
    const { snap } = start();
    expect(snap().matches('live')).toBe(true);
    expect(selectIsLive(snap())).toBe(true);
    expect(selectQuotes(snap())).toEqual(opening);
    expect(selectQuotes(snap())[0]).not.toBe(opening[0]);
    expect(snap().context.ticks).toBe(0);
    expect(snap().can({ type: 'user.pause' })).toBe(true);
    expect(snap().can({ type: 'user.resume' })).toBe(false);
  });

  it('live + tickInterval moves every price once per tick, with the injected draws', () => {
    const { clock, snap } = start(createSequenceRandom([1, 0, 0.5, 0.5]));
    clock.increment(tick - 1);
    expect(snap().context.ticks).toBe(0);
    clock.increment(1);
    expect(selectQuotes(snap())).toEqual([
      { id: 'a', price: 110, change: 10, changePercent: 10 },
      { id: 'b', price: 0, change: -5, changePercent: -100 },
    ]);
    expect(snap().context.ticks).toBe(1);
    clock.increment(tick);
    expect(selectQuotes(snap())).toEqual([
      { id: 'a', price: 110, change: 0, changePercent: 0 },
      { id: 'b', price: 0, change: 0, changePercent: 0 },
    ]);
    expect(snap().context.ticks).toBe(2);
    expect(snap().matches('live')).toBe(true);
  });

  it('the same seed gives the same prices', () => {
    const one = start(createSeededRandom(3));
    const two = start(createSeededRandom(3));
    for (let i = 0; i < 5; i += 1) {
      one.clock.increment(tick);
      two.clock.increment(tick);
    }
    expect(selectQuotes(one.snap())).toEqual(selectQuotes(two.snap()));
  });

  it('live + user.pause -> paused: prices hold however long', () => {
    const { clock, actor, snap } = start();
    clock.increment(tick);
    const held = selectQuotes(snap());
    clock.increment(2000);
    actor.send({ type: 'user.pause' });
    expect(snap().matches('paused')).toBe(true);
    expect(selectIsLive(snap())).toBe(false);
    expect(snap().can({ type: 'user.pause' })).toBe(false);
    expect(snap().can({ type: 'user.resume' })).toBe(true);
    for (let i = 0; i < 10; i += 1) clock.increment(tick);
    expect(selectQuotes(snap())).toEqual(held);
    expect(snap().context.ticks).toBe(1);
  });

  it('paused + user.resume -> live, the next tick a full interval later', () => {
    const { clock, actor, snap } = start();
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.resume' });
    expect(snap().matches('live')).toBe(true);
    clock.increment(tick - 1);
    expect(snap().context.ticks).toBe(0);
    clock.increment(1);
    expect(snap().context.ticks).toBe(1);
  });

  it('ignores double clicks: pause twice, resume twice', () => {
    const { clock, actor, snap } = start();
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.pause' });
    expect(snap().matches('paused')).toBe(true);
    actor.send({ type: 'user.resume' });
    clock.increment(1000);
    actor.send({ type: 'user.resume' }); // ignored: does not restart the timer
    clock.increment(tick - 1000);
    expect(snap().context.ticks).toBe(1);
  });

  it('an empty list ticks without error', () => {
    const { clock, snap } = start(createSeededRandom(1), []);
    clock.increment(tick);
    expect(selectQuotes(snap())).toEqual([]);
    expect(snap().context.ticks).toBe(1);
  });

  it('stopping (the dashboard unmounts) leaves no timer behind, live or paused', () => {
    for (const pauseFirst of [false, true]) {
      const { clock, actor, snap } = start();
      clock.increment(tick);
      if (pauseFirst) actor.send({ type: 'user.pause' });
      actor.stop();
      const before = snap();
      for (let i = 0; i < 10; i += 1) clock.increment(tick);
      expect(snap()).toBe(before);
      expect(snap().status).toBe('stopped');
      expect(snap().context.ticks).toBe(1);
    }
  });

  const afterTick = 'xstate.after.tickInterval.marketTicker.live';
  const graphEvents = [
    { type: 'user.pause' },
    { type: 'user.resume' },
    { type: 'settings.threshold', thresholdPercent: 1 },
    { type: afterTick },
  ] as MarketTickerEvent[];
  const graphOptions = {
    input: { quotes: opening, random: createSeededRandom(1), thresholdPercent: null },
    events: (snapshot: MarketTickerSnapshot) => graphEvents.filter((event) => snapshot.can(event)),
    // State nodes only: the prices would make the graph infinite.
    serializeState: (snapshot: MarketTickerSnapshot) => String(snapshot.value),
  };

  it('takes every transition of the chart', () => {
    const adjacency = getAdjacencyMap(marketTickerMachine, graphOptions);
    type Edge = { event: MarketTickerEvent; state: MarketTickerSnapshot };
    const edges = Object.entries(adjacency).flatMap(([from, { transitions }]) =>
      Object.values(transitions as Record<string, Edge>).map(
        ({ event, state }) => `${from} --${event.type}--> ${String(state.value)}`,
      ),
    );
    expect(edges.sort()).toEqual(
      [
        `live --${afterTick}--> live`,
        'live --user.pause--> paused',
        'paused --user.resume--> live',
        'live --settings.threshold--> live',
        'paused --settings.threshold--> paused',
      ].sort(),
    );
  });

  it('reaches every state node (shortest paths, replayed on the simulated clock)', () => {
    const paths = getShortestPaths(marketTickerMachine, graphOptions);
    const reached = new Set(paths.map((path) => String(path.state.value)));
    const atomic = getStateNodes(marketTickerMachine.root)
      .filter((node) => node.type === 'atomic')
      .map((node) => node.key);
    expect(reached).toEqual(new Set(atomic));
    for (const path of paths) {
      const { actor, clock } = start();
      for (const { event } of path.steps) {
        const type: string = event.type;
        if (type.startsWith('xstate.after.')) clock.increment(tick);
        else if (type !== 'xstate.init') actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
  });
});

describe('marketTickerMachine: price alerts on the member threshold', () => {
  // Draws per tick, one per quote in order: a (100 SDR) then b (5 SDR). 0.5 holds, 0.55 is +1 SDR.
  function alerting(draws: number[], thresholdPercent: number | null = 1) {
    const notified: string[][] = [];
    const machine = marketTickerMachine.provide({
      actions: {
        notifyCrossings: ({ context }) => {
          notified.push(context.crossed.map((crossed) => `${crossed.id} ${crossed.changePercent}`));
        },
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, {
      clock,
      input: { quotes: opening, random: createSequenceRandom(draws), thresholdPercent },
    }).start();
    const crossings = () => notified.filter((batch) => batch.length > 0);
    return { clock, actor, crossings, notified };
  }

  it('a move of more than the threshold notifies at that tick, not before', () => {
    // Tick 1: a +0.5 % (below 1 %), b still. Tick 2: a +0.99 SDR on 100.5 (0.99 %), b +0.2 SDR on 5 (4 %).
    const { clock, crossings } = alerting([0.525, 0.5, 0.5495, 0.51]);
    clock.increment(tick - 1);
    expect(crossings()).toEqual([]);
    clock.increment(1);
    expect(crossings()).toEqual([]);
    clock.increment(tick);
    expect(crossings()).toEqual([['b 4']]);
  });

  it('notifies once per crossing: a price that stays beyond it is not told again, until it came back', () => {
    // a: +1.2 % (cross), +0.98 % (below), +1.96 % (cross again), +1.92 % (stays beyond). b holds.
    const draws = [0.56, 0.5, 0.5495, 0.5, 0.6, 0.5, 0.6, 0.5];
    const { clock, crossings } = alerting(draws);
    for (let i = 0; i < 4; i += 1) clock.increment(tick);
    expect(crossings()).toEqual([['a 1.2'], ['a 1.96']]);
  });

  it('a move of exactly the threshold is not more than it', () => {
    const { clock, crossings } = alerting([0.55, 0.5]);
    clock.increment(tick);
    expect(crossings()).toEqual([]);
  });

  it('a fall counts as a move too', () => {
    const { clock, crossings } = alerting([0.4, 0.5]);
    clock.increment(tick);
    expect(crossings()).toEqual([['a -2']]);
  });

  it('without a threshold (price alerts off) nothing is notified; a new threshold applies from the next tick', () => {
    const { clock, actor, crossings } = alerting([0.6, 0.5, 0.6, 0.5], null);
    clock.increment(tick);
    expect(crossings()).toEqual([]);
    actor.send({ type: 'settings.threshold', thresholdPercent: 1.5 });
    clock.increment(tick);
    expect(crossings()).toEqual([['a 1.96']]);
    actor.send({ type: 'settings.threshold', thresholdPercent: null });
    clock.increment(tick);
    expect(crossings()).toEqual([['a 1.96']]);
  });

  it('a threshold set while paused waits for the prices to move again', () => {
    const { clock, actor, crossings } = alerting([0.6, 0.5], null);
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'settings.threshold', thresholdPercent: 1 });
    expect(actor.getSnapshot().value).toBe('paused');
    clock.increment(tick * 3);
    expect(crossings()).toEqual([]);
    actor.send({ type: 'user.resume' });
    clock.increment(tick);
    expect(crossings()).toEqual([['a 2']]);
  });

  it('the opening quotes never notify, whatever they moved', () => {
    const { crossings } = alerting([0.5], 0.5);
    expect(crossings()).toEqual([]);
  });
});
