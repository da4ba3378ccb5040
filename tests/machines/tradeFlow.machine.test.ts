// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  selectActiveIndex,
  selectFlowAction,
  selectFlowState,
  selectStepStatuses,
  tradeFlowDelays,
  tradeFlowMachine,
  type TradeFlowEvent,
  type TradeFlowSnapshot,
} from '../../src/machines/tradeFlow.machine';

const interval = tradeFlowDelays.stepInterval;

function start(stepCount = 6) {
  const clock = new SimulatedClock();
  const actor = createActor(tradeFlowMachine, { clock, input: { stepCount } }).start();
  const send = (type: TradeFlowEvent['type']) => actor.send({ type });
  const snap = () => actor.getSnapshot();
  return { clock, actor, send, snap };
}

/** Statuses as one letter each: p(ending), a(ctive), c(ompleted). */
const row = (statuses: string[]) => statuses.map((s) => s[0]).join('');

describe('tradeFlowMachine', () => {
  it('ticks every 1.2 s', () => {
    expect(interval).toBe(1200);
  });

  it('starts idle with every step pending and offers Start only', () => {
    const { snap } = start();
    expect(snap().matches('idle')).toBe(true);
    expect(row(selectStepStatuses(snap()))).toBe('pppppp');
    expect(selectActiveIndex(snap())).toBeNull();
    expect(selectFlowAction(snap())).toBe('start');
    expect(selectFlowState(snap())).toBe('idle');
    expect(snap().can({ type: 'user.start' })).toBe(true);
    expect(snap().can({ type: 'user.pause' })).toBe(false);
    expect(snap().can({ type: 'user.replay' })).toBe(false);
  });

  it('stays idle without a start, however long', () => {
    const { clock, snap } = start();
    clock.increment(interval * 10);
    expect(snap().matches('idle')).toBe(true);
  });

  it('idle + user.start -> running with the first step active at once', () => {
    const { send, snap } = start();
    send('user.start');
    expect(snap().matches('running')).toBe(true);
    expect(row(selectStepStatuses(snap()))).toBe('appppp');
    expect(selectActiveIndex(snap())).toBe(0);
    expect(selectFlowAction(snap())).toBe('pause');
    expect(snap().can({ type: 'user.start' })).toBe(false);
    expect(snap().can({ type: 'user.pause' })).toBe(true);
    expect(snap().can({ type: 'user.replay' })).toBe(false);
  });

  it('running + stepInterval (hasNextStep) advances one step: earlier completed, current active', () => {
    const { clock, send, snap } = start();
    send('user.start');
    const seen = [row(selectStepStatuses(snap()))];
    for (let i = 0; i < 5; i += 1) {
      clock.increment(interval - 1);
      expect(selectActiveIndex(snap())).toBe(i); // not a millisecond early
      clock.increment(1);
      seen.push(row(selectStepStatuses(snap())));
    }
    expect(seen).toEqual(['appppp', 'capppp', 'ccappp', 'cccapp', 'ccccap', 'ccccca']);
    expect(snap().matches('running')).toBe(true);
  });

  it('running + stepInterval on the last step -> finished, all completed, Replay offered', () => {
    const { clock, send, snap } = start();
    send('user.start');
    for (let i = 0; i < 6; i += 1) clock.increment(interval);
    expect(snap().matches('finished')).toBe(true);
    expect(row(selectStepStatuses(snap()))).toBe('cccccc');
    expect(selectActiveIndex(snap())).toBeNull();
    expect(selectFlowAction(snap())).toBe('replay');
    expect(snap().can({ type: 'user.replay' })).toBe(true);
    expect(snap().can({ type: 'user.start' })).toBe(false);
    expect(snap().can({ type: 'user.pause' })).toBe(false);
    // It stops: no further timer.
    clock.increment(interval * 5);
    expect(row(selectStepStatuses(snap()))).toBe('cccccc');
  });

  it('running + user.pause -> paused, which holds the current step', () => {
    const { clock, send, snap } = start();
    send('user.start');
    clock.increment(interval);
    clock.increment(600);
    send('user.pause');
    expect(snap().matches('paused')).toBe(true);
    expect(selectFlowAction(snap())).toBe('start');
    expect(snap().can({ type: 'user.pause' })).toBe(false);
    expect(snap().can({ type: 'user.replay' })).toBe(false);
    for (let i = 0; i < 10; i += 1) clock.increment(interval);
    expect(row(selectStepStatuses(snap()))).toBe('capppp');
  });

  it('paused + user.start -> running again, the current step getting its full interval', () => {
    const { clock, send, snap } = start();
    send('user.start');
    clock.increment(1000);
    send('user.pause');
    send('user.start');
    expect(snap().matches('running')).toBe(true);
    clock.increment(interval - 1);
    expect(selectActiveIndex(snap())).toBe(0);
    clock.increment(1);
    expect(selectActiveIndex(snap())).toBe(1);
  });

  it('Start/Pause toggles many times without losing or skipping a step', () => {
    const { clock, send, snap } = start();
    send('user.start');
    for (let i = 0; i < 4; i += 1) {
      send('user.pause');
      send('user.start');
    }
    expect(selectActiveIndex(snap())).toBe(0);
    clock.increment(interval);
    expect(selectActiveIndex(snap())).toBe(1);
  });

  it('finished + user.replay resets to the first step and runs to the end again', () => {
    const { clock, send, snap } = start();
    send('user.start');
    for (let i = 0; i < 6; i += 1) clock.increment(interval);
    send('user.replay');
    expect(snap().matches('running')).toBe(true);
    expect(row(selectStepStatuses(snap()))).toBe('appppp');
    for (let i = 0; i < 6; i += 1) clock.increment(interval);
    expect(snap().matches('finished')).toBe(true);
  });

  it('ignores double clicks: a second start while running, a second pause while paused', () => {
    const { clock, send, snap } = start();
    send('user.start');
    send('user.start');
    expect(selectActiveIndex(snap())).toBe(0);
    clock.increment(interval);
    expect(selectActiveIndex(snap())).toBe(1); // the timer was not restarted by the second click
    send('user.pause');
    send('user.pause');
    expect(snap().matches('paused')).toBe(true);
    send('user.replay'); // not offered while paused
    expect(snap().matches('paused')).toBe(true);
    expect(selectActiveIndex(snap())).toBe(1);
  });

  it('replay while finished twice in a row restarts once', () => {
    const { clock, send, snap } = start(2);
    send('user.start');
    clock.increment(interval);
    clock.increment(interval);
    send('user.replay');
    send('user.replay');
    expect(selectActiveIndex(snap())).toBe(0);
    clock.increment(interval);
    expect(selectActiveIndex(snap())).toBe(1);
  });

  it('a single step runs and finishes; a bad step count is at least one step', () => {
    const one = start(1);
    one.send('user.start');
    expect(row(selectStepStatuses(one.snap()))).toBe('a');
    one.clock.increment(interval);
    expect(one.snap().matches('finished')).toBe(true);
    expect(row(selectStepStatuses(one.snap()))).toBe('c');
    for (const count of [0, -3, Number.NaN]) {
      expect(selectStepStatuses(start(count).snap())).toHaveLength(1);
    }
  });

  it('stopping mid-run leaves no timer behind', () => {
    const { clock, send, snap, actor } = start();
    send('user.start');
    clock.increment(interval);
    actor.stop();
    const before = snap();
    for (let i = 0; i < 10; i += 1) clock.increment(interval);
    expect(snap()).toBe(before);
    expect(snap().status).toBe('stopped');
    expect(selectActiveIndex(snap())).toBe(1);
  });

  const afterInterval = 'xstate.after.stepInterval.tradeFlow.running';
  const graphEvents = [
    { type: 'user.start' },
    { type: 'user.pause' },
    { type: 'user.replay' },
    { type: afterInterval }, // the delayed transition, as the graph sees it
  ] as TradeFlowEvent[];
  const graphOptions = {
    input: { stepCount: 2 },
    // Only the events each state takes, so the graph has no do-nothing self-loops.
    events: (snapshot: TradeFlowSnapshot) => graphEvents.filter((event) => snapshot.can(event)),
    // State and step index: two steps keep the graph small and show both branches of the delay.
    serializeState: (snapshot: TradeFlowSnapshot) => `${String(snapshot.value)}@${snapshot.context.index}`,
  };

  it('takes every transition of the chart, each guarded branch separately (two steps)', () => {
    const adjacency = getAdjacencyMap(tradeFlowMachine, graphOptions);
    type Edge = { event: TradeFlowEvent; state: TradeFlowSnapshot };
    const edges = Object.entries(adjacency).flatMap(([from, { transitions }]) =>
      Object.values(transitions as Record<string, Edge>).map(
        ({ event, state }) => `${from} --${event.type}--> ${String(state.value)}@${state.context.index}`,
      ),
    );
    expect(edges.sort()).toEqual(
      [
        'idle@-1 --user.start--> running@0',
        `running@0 --${afterInterval}--> running@1`, // hasNextStep
        `running@1 --${afterInterval}--> finished@2`, // last step
        'running@0 --user.pause--> paused@0',
        'running@1 --user.pause--> paused@1',
        'paused@0 --user.start--> running@0',
        'paused@1 --user.start--> running@1',
        'finished@2 --user.replay--> running@0',
      ].sort(),
    );
  });

  it('reaches every state node (xstate/graph shortest paths, replayed on the simulated clock)', () => {
    const paths = getShortestPaths(tradeFlowMachine, graphOptions);
    const reached = new Set(paths.map((path) => String(path.state.value)));
    const atomic = getStateNodes(tradeFlowMachine.root)
      .filter((node) => node.type === 'atomic')
      .map((node) => node.key);
    expect(reached).toEqual(new Set(atomic));
    for (const path of paths) {
      const { actor, clock } = start(2);
      for (const { event } of path.steps) {
        const type: string = event.type;
        if (type.startsWith('xstate.after.')) clock.increment(interval);
        else if (type !== 'xstate.init') actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context.index).toBe(path.state.context.index);
    }
  });
});
