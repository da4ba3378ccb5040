// @vitest-environment node
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import {
  InvalidValuationError,
  selectCanRefresh,
  selectLastUpdated,
  selectValuation,
  selectValuationStatus,
  valuationRefreshDelays,
  valuationRefreshMachine,
  type ValuationRefreshResult,
} from '../../src/machines/valuationRefresh.machine';

const interval = valuationRefreshDelays.refreshInterval;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

type Answer = { kind: 'value'; value: unknown } | { kind: 'throw' } | { kind: 'deferred' };

interface Good extends ValuationRefreshResult {
  price: number;
}
const good = (lastUpdated: number, price = 245.5): Good => ({ lastUpdated, price });
const isGood = (output: unknown) =>
  typeof output === 'object' && output !== null && typeof (output as Good).price === 'number';

/** A machine whose source answers from `answers` in order (the last one repeats). */
function start(answers: Answer[], validate: (output: unknown) => boolean = isGood) {
  const clock = new SimulatedClock();
  const reportFailure = vi.fn();
  let calls = 0;
  const pending: ((value: unknown) => void)[] = [];
  const machine = valuationRefreshMachine.provide({
    actors: {
      loadValuation: fromPromise<unknown>(() => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        if (answer.kind === 'throw') return Promise.reject(new Error('price source down'));
        if (answer.kind === 'deferred')
          return new Promise<unknown>((resolve) => {
            pending.push(resolve);
          });
        return Promise.resolve(answer.value);
      }),
    },
    actions: {
      reportFailure: (_, error: unknown) => {
        reportFailure(error);
      },
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { validate },
  }).start();
  const status = () => selectValuationStatus(actor.getSnapshot());
  return { clock, actor, reportFailure, status, calls: () => calls, pending };
}

const value = (v: unknown): Answer => ({ kind: 'value', value: v });

describe('valuationRefreshMachine', () => {
  it('refreshes every 30 seconds', () => {
    expect(interval).toBe(30_000);
  });

  it('loads on start: loading -> ready with the values and their time', async () => {
    const { actor, status, calls } = start([value(good(1000))]);
    expect(status()).toBe('loading');
    expect(selectCanRefresh(actor.getSnapshot())).toBe(false);
    expect(selectValuation(actor.getSnapshot())).toBeNull();
    expect(selectLastUpdated(actor.getSnapshot())).toBeNull();
    await flush();
    expect(status()).toBe('ready');
    expect(calls()).toBe(1);
    expect(selectValuation<Good>(actor.getSnapshot())).toEqual(good(1000));
    expect(selectLastUpdated(actor.getSnapshot())).toBe(1000);
    expect(selectCanRefresh(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.loads).toBe(1);
  });

  it('ready -> loading after 30 s, and not a moment before', async () => {
    const { clock, status, calls, actor } = start([value(good(1000)), value(good(31_000))]);
    await flush();
    clock.increment(interval - 1);
    expect(status()).toBe('ready');
    clock.increment(1);
    expect(status()).toBe('loading');
    await flush();
    expect(status()).toBe('ready');
    expect(calls()).toBe(2);
    expect(selectLastUpdated(actor.getSnapshot())).toBe(31_000);
  });

  it('ready -> loading on user.refresh; the timer starts again from there', async () => {
    const { clock, status, actor, calls } = start([value(good(1)), value(good(2)), value(good(3))]);
    await flush();
    clock.increment(20_000);
    actor.send({ type: 'user.refresh' });
    expect(status()).toBe('loading');
    await flush();
    expect(selectLastUpdated(actor.getSnapshot())).toBe(2);
    clock.increment(10_000);
    expect(status()).toBe('ready');
    expect(calls()).toBe(2);
    clock.increment(20_000);
    expect(status()).toBe('loading');
  });

  it('a double click while loading loads once (user.refresh is refused in loading)', async () => {
    const { actor, calls, pending, status } = start([value(good(1)), { kind: 'deferred' }]);
    await flush();
    actor.send({ type: 'user.refresh' });
    actor.send({ type: 'user.refresh' });
    expect(actor.getSnapshot().can({ type: 'user.refresh' })).toBe(false);
    expect(calls()).toBe(2);
    pending[0]!(good(9));
    await flush();
    expect(status()).toBe('ready');
    expect(calls()).toBe(2);
    expect(selectLastUpdated(actor.getSnapshot())).toBe(9);
  });

  it('loading -> error when the source throws: last good values stay, reported once', async () => {
    const { clock, actor, status, reportFailure } = start([value(good(1000)), { kind: 'throw' }]);
    await flush();
    clock.increment(interval);
    await flush();
    expect(status()).toBe('error');
    expect(selectValuation<Good>(actor.getSnapshot())).toEqual(good(1000));
    expect(selectLastUpdated(actor.getSnapshot())).toBe(1000);
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure.mock.calls[0]![0]).toBeInstanceOf(Error);
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    expect(selectCanRefresh(actor.getSnapshot())).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'garbage'],
    ['a number', 42],
    ['an array', [1, 2, 3]],
    ['an object the validator refuses', { lastUpdated: 5 }],
    ['NaN lastUpdated', { price: 1, lastUpdated: Number.NaN }],
    ['a missing lastUpdated', { price: 1 }],
  ])('loading -> error when the source answers garbage (%s)', async (_, garbage) => {
    const { clock, actor, status, reportFailure } = start([value(good(7)), value(garbage)]);
    await flush();
    clock.increment(interval);
    await flush();
    expect(status()).toBe('error');
    expect(selectValuation<Good>(actor.getSnapshot())).toEqual(good(7));
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure.mock.calls[0]![0]).toBeInstanceOf(InvalidValuationError);
  });

  it('a validator that throws counts as garbage', async () => {
    const { status, reportFailure } = start([value(good(1))], () => {
      throw new Error('bad validator');
    });
    await flush();
    expect(status()).toBe('error');
    expect(reportFailure).toHaveBeenCalledTimes(1);
  });

  it('a value the validator accepts is shown with its own lastUpdated', async () => {
    const { status, actor } = start([value({ lastUpdated: 12 })], () => true);
    await flush();
    expect(status()).toBe('ready');
    expect(selectLastUpdated(actor.getSnapshot())).toBe(12);
  });

  it('a first load that fails shows no values: error with nothing kept', async () => {
    const { status, actor } = start([{ kind: 'throw' }]);
    await flush();
    expect(status()).toBe('error');
    expect(selectValuation(actor.getSnapshot())).toBeNull();
    expect(selectLastUpdated(actor.getSnapshot())).toBeNull();
  });

  it('error -> loading on user.refresh (Retry) and back to ready; the error clears', async () => {
    const { actor, status, reportFailure } = start([{ kind: 'throw' }, value(good(50))]);
    await flush();
    expect(status()).toBe('error');
    actor.send({ type: 'user.refresh' });
    expect(status()).toBe('loading');
    await flush();
    expect(status()).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(reportFailure).toHaveBeenCalledTimes(1);
  });

  it('error -> loading after 30 s; each failed load is reported once, not repeatedly', async () => {
    const { clock, status, reportFailure } = start([{ kind: 'throw' }]);
    await flush();
    expect(reportFailure).toHaveBeenCalledTimes(1);
    clock.increment(interval - 1);
    expect(status()).toBe('error');
    expect(reportFailure).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(status()).toBe('loading');
    await flush();
    expect(status()).toBe('error');
    expect(reportFailure).toHaveBeenCalledTimes(2);
  });

  it('stop mid-run leaves no timer and ignores a late answer', async () => {
    const { clock, actor, calls, pending, status } = start([value(good(1)), { kind: 'deferred' }]);
    await flush();
    actor.stop();
    clock.increment(interval * 3);
    expect(calls()).toBe(1);
    expect(status()).toBe('ready');

    const second = start([{ kind: 'deferred' }]);
    second.actor.stop();
    second.pending[0]!(good(3));
    await flush();
    second.clock.increment(interval);
    expect(second.status()).toBe('loading');
    expect(second.calls()).toBe(1);
    expect(pending).toHaveLength(0);
  });

  it('reaches every state', () => {
    const paths = getShortestPaths(valuationRefreshMachine, {
      events: [{ type: 'user.refresh' }],
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached.has('"loading"')).toBe(true);
  });
});
