// @vitest-environment node
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  matchingSearchDelays,
  matchingSearchMachine,
  progressHold,
  progressStep,
  selectProgress,
  selectResults,
  selectSearchState,
  type MatchingSearchQuery,
  type MatchingSearchResult,
} from '../../src/machines/matchingSearch.machine';

const tick = matchingSearchDelays.progressTick;
const search = { type: 'user.search', offering: ['oil'], seeking: ['wheat'] } as const;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Deferred {
  resolve: (results: MatchingSearchResult[]) => void;
  reject: (error: unknown) => void;
}

function start(answer: 'instant' | 'deferred' | 'fail' = 'instant') {
  const clock = new SimulatedClock();
  const calls: MatchingSearchQuery[] = [];
  const pending: Deferred[] = [];
  const reportFailure = vi.fn();
  const machine = matchingSearchMachine.provide({
    actors: {
      findMatches: fromPromise<readonly MatchingSearchResult[], MatchingSearchQuery>(async ({ input }) => {
        calls.push(input);
        if (answer === 'fail') throw new Error('service down');
        if (answer === 'deferred')
          return new Promise<MatchingSearchResult[]>((resolve, reject) => pending.push({ resolve, reject }));
        return [{ id: 'match-a' }, { id: 'match-b' }];
      }),
    },
    actions: {
      reportFailure: (_, error: unknown) => {
        reportFailure(error);
      },
    },
  });
  const actor = createActor(machine, { clock }).start();
  const state = () => selectSearchState(actor.getSnapshot());
  return { clock, actor, calls, pending, reportFailure, state };
}

async function runToResults(clock: SimulatedClock) {
  await flush();
  for (let i = 0; i < 100 / progressStep; i += 1) clock.increment(tick);
}

describe('matchingSearchMachine', () => {
  it('has its tick and step', () => {
    expect(tick).toBe(300);
    expect(progressStep).toBe(20);
    expect(progressHold).toBe(90);
  });

  it('starts idle and refuses a search with an empty list', () => {
    const { actor, state } = start();
    expect(state()).toBe('idle');
    const snapshot = actor.getSnapshot();
    expect(snapshot.can(search)).toBe(true);
    expect(snapshot.can({ ...search, offering: [] })).toBe(false);
    expect(snapshot.can({ ...search, seeking: [] })).toBe(false);
    expect(snapshot.can({ ...search, seeking: ['  '] })).toBe(false);
    // A malformed event (the workbench can send one) is refused, not thrown on.
    expect(snapshot.can({ type: 'user.search' } as unknown as typeof search)).toBe(false);
    expect(snapshot.can({ ...search, offering: [42] } as unknown as typeof search)).toBe(false);
    expect(snapshot.can({ type: 'user.reset' })).toBe(false);
    expect(selectResults(snapshot)).toEqual([]);
    expect(selectProgress(snapshot)).toBe(0);
  });

  it('runs with progress, then shows the results with a full bar', async () => {
    const { clock, actor, calls, state } = start();
    actor.send(search);
    expect(state()).toBe('running');
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(calls).toEqual([{ offering: ['oil'], seeking: ['wheat'] }]);
    await flush();
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      clock.increment(tick);
      seen.push(selectProgress(actor.getSnapshot()));
    }
    expect(seen).toEqual([20, 40, 60, 80]);
    expect(state()).toBe('running');
    clock.increment(tick);
    expect(state()).toBe('results');
    expect(selectProgress(actor.getSnapshot())).toBe(100);
    expect(selectResults(actor.getSnapshot()).map((r) => r.id)).toEqual(['match-a', 'match-b']);
  });

  it('holds at 90 while the service is slow, then finishes on the next tick', async () => {
    const { clock, actor, pending, state } = start('deferred');
    actor.send(search);
    for (let i = 0; i < 8; i += 1) clock.increment(tick);
    expect(selectProgress(actor.getSnapshot())).toBe(progressHold);
    expect(state()).toBe('running');
    pending[0]!.resolve([{ id: 'late' }]);
    await flush();
    clock.increment(tick);
    expect(state()).toBe('results');
    expect(selectResults(actor.getSnapshot())).toEqual([{ id: 'late' }]);
  });

  it('ignores Find Matches while running (double click)', () => {
    const { actor, calls } = start();
    actor.send(search);
    expect(actor.getSnapshot().can(search)).toBe(false);
    actor.send(search);
    expect(calls).toHaveLength(1);
  });

  it('a failure is reported and leaves the search usable', async () => {
    const { actor, reportFailure, state, clock } = start('fail');
    actor.send(search);
    await flush();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(reportFailure).toHaveBeenCalledWith(new Error('service down'));
    expect(selectProgress(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().can({ ...search, offering: [] })).toBe(false);
    actor.send(search);
    expect(state()).toBe('running');
    clock.increment(tick);
    await flush();
    expect(state()).toBe('failed');
    actor.send({ type: 'user.reset' });
    expect(state()).toBe('idle');
  });

  it('searches again from the results, and resets from them', async () => {
    const { clock, actor, calls, state } = start();
    actor.send(search);
    await runToResults(clock);
    expect(actor.getSnapshot().can({ ...search, seeking: [] })).toBe(false);
    actor.send({ ...search, offering: ['copper'] });
    expect(state()).toBe('running');
    expect(selectResults(actor.getSnapshot())).toEqual([]);
    expect(calls).toHaveLength(2);
    await runToResults(clock);
    actor.send({ type: 'user.reset' });
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ query: null, results: null, progress: 0 });
  });

  it('reset mid-run drops the search: no late results', async () => {
    const { clock, actor, pending, state } = start('deferred');
    actor.send(search);
    clock.increment(tick);
    actor.send({ type: 'user.reset' });
    expect(state()).toBe('idle');
    pending[0]!.resolve([{ id: 'late' }]);
    await flush();
    clock.increment(tick * 10);
    expect(state()).toBe('idle');
    expect(selectProgress(actor.getSnapshot())).toBe(0);
  });

  it('the bare machine answers nothing and the default report does nothing', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(matchingSearchMachine, { clock }).start();
    actor.send(search);
    await runToResults(clock);
    expect(selectSearchState(actor.getSnapshot())).toBe('results');
    expect(selectResults(actor.getSnapshot())).toEqual([]);
    const failing = createActor(
      matchingSearchMachine.provide({
        actors: { findMatches: fromPromise(async () => Promise.reject(new Error('x'))) },
      }),
      { clock },
    ).start();
    failing.send(search);
    await flush();
    expect(selectSearchState(failing.getSnapshot())).toBe('failed');
  });

  it('stopped mid-run leaves no timer behind', () => {
    const { clock, actor } = start('deferred');
    actor.send(search);
    clock.increment(tick);
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(tick * 10);
    expect(actor.getSnapshot()).toBe(before);
    expect(selectProgress(before)).toBe(20);
  });
});
