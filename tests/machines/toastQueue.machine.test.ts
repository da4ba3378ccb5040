// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  maxVisibleToasts,
  selectQueuedCount,
  selectVisibleToasts,
  toastDelays,
  toastQueueMachine,
  type ToastInput,
  type ToastQueueEvent,
  type ToastQueueSnapshot,
} from '../../src/machines/toastQueue.machine';

const duration = toastDelays.toastDuration;
const toast = (title: string): ToastInput => ({ tone: 'info', title });
const titles = (snapshot: ToastQueueSnapshot) => snapshot.context.toasts.map((t) => t.title);

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastQueueMachine, { clock }).start();
  const add = (...names: string[]) =>
    names.forEach((name) => actor.send({ type: 'toast.add', toast: toast(name) }));
  return { clock, actor, add };
}

describe('toastQueueMachine', () => {
  it('has the spec delay and limit', () => {
    expect(duration).toBe(5000);
    expect(maxVisibleToasts).toBe(3);
  });

  it('starts empty and only accepts toast.add there', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('empty')).toBe(true);
    expect(snapshot.context.toasts).toEqual([]);
    expect(snapshot.can({ type: 'toast.add', toast: toast('a') })).toBe(true);
    expect(snapshot.can({ type: 'user.pause' })).toBe(false);
    expect(snapshot.can({ type: 'user.resume' })).toBe(false);
    expect(snapshot.can({ type: 'user.dismiss', id: 'toast-1' })).toBe(false);
    expect(selectVisibleToasts(snapshot)).toEqual([]);
    expect(selectQueuedCount(snapshot)).toBe(0);
    expect(snapshot.matches({ showing: 'paused' })).toBe(false);
  });

  it('shows a toast, running, with a fresh id and what it was given', () => {
    const { actor } = start();
    actor.send({ type: 'toast.add', toast: { tone: 'success', title: 'Saved', description: 'All good' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ showing: 'running' })).toBe(true);
    expect(snapshot.context.toasts).toEqual([
      { id: 'toast-1', tone: 'success', title: 'Saved', description: 'All good' },
    ]);
    expect(snapshot.can({ type: 'user.pause' })).toBe(true);
    expect(snapshot.can({ type: 'user.resume' })).toBe(false);
  });

  it('keeps toasts in order of arrival with increasing ids', () => {
    const { actor, add } = start();
    add('a', 'b', 'c');
    expect(actor.getSnapshot().context.toasts.map((t) => [t.id, t.title])).toEqual([
      ['toast-1', 'a'],
      ['toast-2', 'b'],
      ['toast-3', 'c'],
    ]);
  });

  it.each([
    [1, 1, 0],
    [3, 3, 0],
    [4, 3, 1],
    [6, 3, 3],
  ])('with %i toasts shows %i and counts %i queued', (count, visible, queued) => {
    const { actor, add } = start();
    add(...Array.from({ length: count }, (_, i) => `t${i + 1}`));
    const snapshot = actor.getSnapshot();
    expect(selectVisibleToasts(snapshot).map((t) => t.title)).toEqual(titles(snapshot).slice(0, visible));
    expect(selectVisibleToasts(snapshot)).toHaveLength(visible);
    expect(selectQueuedCount(snapshot)).toBe(queued);
  });

  it('dismisses the only toast after exactly 5000 ms and returns to empty', () => {
    const { actor, clock, add } = start();
    add('a');
    clock.increment(duration - 1);
    expect(titles(actor.getSnapshot())).toEqual(['a']);
    clock.increment(1);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
  });

  it('times only the oldest toast: adding another does not restart or add a timer', () => {
    const { actor, clock, add } = start();
    add('a');
    clock.increment(3000);
    add('b');
    clock.increment(2000); // 5000 ms after a, 2000 ms after b
    expect(titles(actor.getSnapshot())).toEqual(['b']);
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
  });

  it('starts the next timer fresh when the oldest goes', () => {
    const { actor, clock, add } = start();
    add('a', 'b', 'c', 'd');
    clock.increment(duration);
    expect(titles(actor.getSnapshot())).toEqual(['b', 'c', 'd']);
    expect(selectQueuedCount(actor.getSnapshot())).toBe(0);
    clock.increment(duration - 1);
    expect(titles(actor.getSnapshot())).toEqual(['b', 'c', 'd']);
    clock.increment(1);
    expect(titles(actor.getSnapshot())).toEqual(['c', 'd']);
    clock.increment(duration);
    expect(titles(actor.getSnapshot())).toEqual(['d']);
    clock.increment(duration);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('a queued toast becomes visible when the oldest goes', () => {
    const { actor, clock, add } = start();
    add('a', 'b', 'c', 'd', 'e');
    expect(selectVisibleToasts(actor.getSnapshot()).map((t) => t.title)).toEqual(['a', 'b', 'c']);
    expect(selectQueuedCount(actor.getSnapshot())).toBe(2);
    clock.increment(duration);
    expect(selectVisibleToasts(actor.getSnapshot()).map((t) => t.title)).toEqual(['b', 'c', 'd']);
    expect(selectQueuedCount(actor.getSnapshot())).toBe(1);
  });

  it('pausing stops dismissal however long it lasts', () => {
    const { actor, clock, add } = start();
    add('a', 'b');
    clock.increment(4000);
    actor.send({ type: 'user.pause' });
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true);
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.pause' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.resume' })).toBe(true);
    for (let i = 0; i < 5; i += 1) clock.increment(duration);
    expect(titles(actor.getSnapshot())).toEqual(['a', 'b']);
  });

  it('accepts new toasts while paused without starting a timer', () => {
    const { actor, clock, add } = start();
    add('a');
    actor.send({ type: 'user.pause' });
    add('b');
    clock.increment(duration);
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true);
    expect(titles(actor.getSnapshot())).toEqual(['a', 'b']);
  });

  it('resuming restarts the full duration, not the remainder', () => {
    const { actor, clock, add } = start();
    add('a');
    clock.increment(4000);
    actor.send({ type: 'user.pause' });
    clock.increment(10_000);
    actor.send({ type: 'user.resume' });
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
    clock.increment(duration - 1);
    expect(titles(actor.getSnapshot())).toEqual(['a']);
    clock.increment(1);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('dismisses a toast by id, keeping the order of the rest', () => {
    const { actor, add } = start();
    add('a', 'b', 'c');
    actor.send({ type: 'user.dismiss', id: 'toast-2' });
    expect(titles(actor.getSnapshot())).toEqual(['a', 'c']);
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
  });

  it('ignores an unknown id', () => {
    const { actor, add } = start();
    add('a', 'b');
    const before = actor.getSnapshot().context;
    actor.send({ type: 'user.dismiss', id: 'toast-99' });
    expect(actor.getSnapshot().context).toEqual(before);
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
  });

  it('ignores an unknown id when only one toast is left', () => {
    const { actor, add } = start();
    add('a');
    actor.send({ type: 'user.dismiss', id: 'nope' });
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
    expect(titles(actor.getSnapshot())).toEqual(['a']);
  });

  it('goes empty when the last toast is dismissed, running or paused', () => {
    const running = start();
    running.add('a');
    running.actor.send({ type: 'user.dismiss', id: 'toast-1' });
    expect(running.actor.getSnapshot().matches('empty')).toBe(true);

    const paused = start();
    paused.add('a');
    paused.actor.send({ type: 'user.pause' });
    paused.actor.send({ type: 'user.dismiss', id: 'toast-1' });
    expect(paused.actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('dismissing a toast while paused resumes the queue with the next toast’s full time', () => {
    const { actor, clock, add } = start();
    add('a', 'b', 'c');
    clock.increment(4000);
    actor.send({ type: 'user.pause' });
    clock.increment(10_000);
    // Closed with its button under the pointer: no leave follows, the closing is the end of the pause.
    actor.send({ type: 'user.dismiss', id: 'toast-1' });
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
    clock.increment(duration - 1);
    expect(titles(actor.getSnapshot())).toEqual(['b', 'c']);
    clock.increment(1);
    expect(titles(actor.getSnapshot())).toEqual(['c']);
  });

  it('an unknown id while paused changes nothing', () => {
    const { actor, clock, add } = start();
    add('a', 'b');
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.dismiss', id: 'toast-99' });
    clock.increment(duration);
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true);
    expect(titles(actor.getSnapshot())).toEqual(['a', 'b']);
  });

  it('leaves no timer behind after going empty by dismissal', () => {
    const { actor, clock, add } = start();
    add('a');
    clock.increment(3000);
    actor.send({ type: 'user.dismiss', id: 'toast-1' });
    add('b');
    clock.increment(2000); // the dismissed toast's timer would have fired here
    expect(titles(actor.getSnapshot())).toEqual(['b']);
    clock.increment(3000);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  // Dismissing the oldest by hand restarts the timer: the next toast does not inherit the remainder.
  it('gives the next toast a full duration when the oldest is dismissed by hand', () => {
    const { actor, clock, add } = start();
    add('a', 'b');
    clock.increment(4000);
    actor.send({ type: 'user.dismiss', id: 'toast-1' });
    clock.increment(1000);
    expect(titles(actor.getSnapshot())).toEqual(['b']);
    clock.increment(duration - 1000);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('keeps counting ids after the queue empties, so ids never repeat', () => {
    const { actor, clock, add } = start();
    add('a');
    clock.increment(duration);
    add('b');
    expect(actor.getSnapshot().context.toasts[0]?.id).toBe('toast-2');
  });

  const afterDuration = 'xstate.after.toastDuration.toastQueue.showing.running';
  const graphEvents = [
    { type: 'toast.add', toast: toast('graph') },
    { type: 'user.dismiss', id: 'toast-1' },
    { type: 'user.pause' },
    { type: 'user.resume' },
    { type: afterDuration }, // the delayed transition, as the graph sees it
  ] as ToastQueueEvent[];
  const graphOptions = {
    // Only the events each state takes, so the graph has no do-nothing self-loops.
    events: (snapshot: ToastQueueSnapshot) => graphEvents.filter((event) => snapshot.can(event)),
    // State nodes only: the queue's contents would make the graph infinite.
    serializeState: (snapshot: ToastQueueSnapshot) => JSON.stringify(snapshot.value),
  };

  it('takes every transition of the chart (xstate/graph adjacency, one toast)', () => {
    const adjacency = getAdjacencyMap(toastQueueMachine, graphOptions);
    type Edge = { event: ToastQueueEvent; state: ToastQueueSnapshot };
    const edges = Object.entries(adjacency).flatMap(([from, { transitions }]) =>
      Object.values(transitions as Record<string, Edge>).map(
        ({ event, state }) => `${from} --${event.type}--> ${JSON.stringify(state.value)}`,
      ),
    );
    expect(edges.sort()).toEqual(
      [
        '"empty" --toast.add--> {"showing":"running"}',
        '{"showing":"running"} --toast.add--> {"showing":"running"}',
        '{"showing":"running"} --user.dismiss--> "empty"',
        '{"showing":"running"} --user.pause--> {"showing":"paused"}',
        `{"showing":"running"} --${afterDuration}--> "empty"`,
        '{"showing":"paused"} --toast.add--> {"showing":"paused"}',
        '{"showing":"paused"} --user.dismiss--> "empty"',
        '{"showing":"paused"} --user.resume--> {"showing":"running"}',
      ].sort(),
    );
  });

  it('reaches every state node (xstate/graph shortest paths, replayed on the simulated clock)', () => {
    const paths = getShortestPaths(toastQueueMachine, graphOptions);
    const reached = paths.map((path) => JSON.stringify(path.state.value));
    const leaves = getStateNodes(toastQueueMachine.root)
      .filter((node) => node.type === 'atomic')
      .map((node) =>
        JSON.stringify(node.path.reduceRight<unknown>((value, key) => (value ? { [key]: value } : key), '')),
      );
    expect(new Set(reached)).toEqual(new Set(leaves));
    expect(reached).toHaveLength(3);

    // Each path replays on a real actor: delayed events become clock increments.
    for (const path of paths) {
      const { actor, clock } = start();
      for (const { event } of path.steps) {
        const type: string = event.type;
        if (type.startsWith('xstate.after.')) clock.increment(duration);
        else if (type !== 'xstate.init') actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
  });
});

describe('toastQueueMachine: a toast with an action', () => {
  it('keeps the action (View and where it leads) with the toast, and times it like any other', () => {
    const { actor, clock } = start();
    const viewable: ToastInput = {
      tone: 'info',
      title: 'Transfer completed',
      action: { label: 'View', link: '/srd-wallet?tab=history&entry=TX-1' },
    };
    actor.send({ type: 'toast.add', toast: viewable });
    expect(selectVisibleToasts(actor.getSnapshot())).toEqual([{ ...viewable, id: 'toast-1' }]);
    clock.increment(duration);
    expect(selectVisibleToasts(actor.getSnapshot())).toEqual([]);
  });
});
