// @vitest-environment node
import { createActor, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import {
  matchConnectionDelays,
  matchConnectionMachine,
  selectConnectionState,
  type MatchConnectionEvent,
  type MatchConnectionSnapshot,
} from '../../src/machines/matchConnection.machine';

const duration = matchConnectionDelays.connectDuration;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(matchConnectionMachine, { clock });
  const notifyConnected = vi.fn();
  actor.on('connected', notifyConnected);
  actor.start();
  return { clock, actor, notifyConnected, snap: () => actor.getSnapshot() };
}

describe('matchConnectionMachine', () => {
  it('connects in 1.5 s', () => {
    expect(duration).toBe(1500);
  });

  it('starts idle; Connect is offered', () => {
    const { snap } = start();
    expect(selectConnectionState(snap())).toBe('idle');
    expect(snap().can({ type: 'user.connect' })).toBe(true);
  });

  it('idle + user.connect -> connecting; Connect is no longer offered', () => {
    const { actor, snap, notifyConnected } = start();
    actor.send({ type: 'user.connect' });
    expect(selectConnectionState(snap())).toBe('connecting');
    expect(snap().can({ type: 'user.connect' })).toBe(false);
    expect(notifyConnected).not.toHaveBeenCalled();
  });

  it('connecting + connectDuration -> connected, notifying once', () => {
    const { actor, clock, snap, notifyConnected } = start();
    actor.send({ type: 'user.connect' });
    clock.increment(duration - 1);
    expect(selectConnectionState(snap())).toBe('connecting');
    clock.increment(1);
    expect(selectConnectionState(snap())).toBe('connected');
    expect(snap().can({ type: 'user.connect' })).toBe(false);
    expect(notifyConnected).toHaveBeenCalledTimes(1);
  });

  it('a double click connects once; clicks once connected do nothing', () => {
    const { actor, clock, snap, notifyConnected } = start();
    actor.send({ type: 'user.connect' });
    clock.increment(700);
    actor.send({ type: 'user.connect' }); // would restart the timer if it were taken
    clock.increment(duration - 700);
    expect(selectConnectionState(snap())).toBe('connected');
    actor.send({ type: 'user.connect' });
    clock.increment(duration * 3);
    expect(selectConnectionState(snap())).toBe('connected');
    expect(notifyConnected).toHaveBeenCalledTimes(1);
  });

  it('emits connected with nobody listening without error', () => {
    const clock = new SimulatedClock();
    const actor = createActor(matchConnectionMachine, { clock }).start();
    actor.send({ type: 'user.connect' });
    clock.increment(duration);
    expect(selectConnectionState(actor.getSnapshot())).toBe('connected');
  });

  it('emits exactly { type: connected }', () => {
    const { actor, clock, notifyConnected } = start();
    actor.send({ type: 'user.connect' });
    clock.increment(duration);
    expect(notifyConnected).toHaveBeenCalledWith({ type: 'connected' });
  });

  it('stopping while connecting (leaving the dashboard) leaves no timer and no toast', () => {
    const { actor, clock, snap, notifyConnected } = start();
    actor.send({ type: 'user.connect' });
    actor.stop();
    const before = snap();
    clock.increment(duration * 4);
    expect(snap()).toBe(before);
    expect(notifyConnected).not.toHaveBeenCalled();
  });

  const afterConnect = 'xstate.after.connectDuration.matchConnection.connecting';
  const graphEvents = [{ type: 'user.connect' }, { type: afterConnect }] as MatchConnectionEvent[];
  const graphOptions = {
    events: (snapshot: AnyMachineSnapshot) => graphEvents.filter((event) => snapshot.can(event)),
    serializeState: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  };
  // xstate/graph's types know no emitted events: the machine is seen as any machine here.
  const graphMachine: AnyStateMachine = matchConnectionMachine;

  it('takes every transition of the chart', () => {
    const adjacency = getAdjacencyMap(graphMachine, graphOptions);
    type Edge = { event: MatchConnectionEvent; state: MatchConnectionSnapshot };
    const edges = Object.entries(adjacency).flatMap(([from, { transitions }]) =>
      Object.values(transitions as Record<string, Edge>).map(
        ({ event, state }) => `${from} --${event.type}--> ${String(state.value)}`,
      ),
    );
    expect(edges.sort()).toEqual(
      ['idle --user.connect--> connecting', `connecting --${afterConnect}--> connected`].sort(),
    );
  });

  it('reaches every state node (shortest paths, replayed on the simulated clock)', () => {
    const paths = getShortestPaths(graphMachine, graphOptions);
    const atomic = getStateNodes(matchConnectionMachine.root)
      .filter((node) => node.type === 'atomic')
      .map((node) => node.key);
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(atomic));
    for (const path of paths) {
      const { actor, clock } = start();
      for (const step of path.steps) {
        const event = step.event as MatchConnectionEvent;
        const type: string = event.type;
        if (type.startsWith('xstate.after.')) clock.increment(duration);
        else if (type !== 'xstate.init') actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
  });
});
