// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { trackingLocation } from '../../src/data/shippingLogistics';
import {
  clampProgress,
  selectTrackingProgress,
  selectTrackingStatus,
  shipmentTrackingDelays,
  shipmentTrackingMachine,
  trackingStep,
} from '../../src/machines/shipmentTracking.machine';

const tick = shipmentTrackingDelays.trackingTick;

function start(progress: number) {
  const clock = new SimulatedClock();
  const actor = createActor(shipmentTrackingMachine, {
    clock,
    input: { progress },
  }).start();
  return {
    clock,
    actor,
    progress: () => selectTrackingProgress(actor.getSnapshot()),
    status: () => selectTrackingStatus(actor.getSnapshot()),
  };
}

describe('shipmentTrackingMachine', () => {
  it('ticks every 2000 ms by 1 percent', () => {
    expect(tick).toBe(2000);
    expect(trackingStep).toBe(1);
  });

  it.each([
    [Number.NaN, 0],
    [-5, 0],
    [45.4, 45],
    [150, 100],
  ])('input progress %s starts at %s', (input, expected) => {
    const { progress } = start(input);
    expect(progress()).toBe(expected);
  });

  it('tracking: one tick at a time, location flips from origin port to en route at 49 -> 50', () => {
    const { clock, progress, status } = start(48);
    expect(status()).toBe('tracking');
    clock.increment(tick - 1);
    expect(progress()).toBe(48);
    clock.increment(1);
    expect(progress()).toBe(49);
    expect(trackingLocation(progress())).toBe('originPort');
    clock.increment(tick);
    expect(progress()).toBe(50);
    expect(trackingLocation(progress())).toBe('enRoute');
    expect(status()).toBe('tracking');
  });

  // The spec's edge (section 9): under 50 the origin port, from 50 en route; here through the machine.
  it.each([
    [48, 0, 48, 'originPort'],
    [48, 1, 49, 'originPort'],
    [49, 0, 49, 'originPort'],
    [49, 1, 50, 'enRoute'],
    [50, 0, 50, 'enRoute'],
    [50, 1, 51, 'enRoute'],
  ] as const)('from %s%%, after %s tick(s): %s%%, %s', (from, ticks, expected, place) => {
    const { clock, progress } = start(from);
    for (let i = 0; i < ticks; i += 1) clock.increment(tick);
    expect(progress()).toBe(expected);
    expect(trackingLocation(progress())).toBe(place);
  });

  it('reaches every state (shortest paths, replayed on the simulated clock)', () => {
    const paths = getShortestPaths(shipmentTrackingMachine, {
      input: { progress: 99 },
      events: [
        { type: 'user.pause' },
        { type: 'user.resume' },
        { type: 'user.track', progress: 100 },
        { type: 'user.track', progress: 10 },
      ],
    });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    const atomic = getStateNodes(shipmentTrackingMachine.root)
      .filter((node) => node.type === 'atomic')
      .map((node) => node.key);
    expect(reached).toEqual(new Set(atomic));
    for (const path of paths) {
      const { actor, clock } = start(99);
      for (const { event } of path.steps) {
        const type: string = event.type;
        if (type.startsWith('xstate.after.')) clock.increment(tick);
        else if (type !== 'xstate.init') actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
  });

  it('arrives at 100 and stops ticking', () => {
    const { clock, progress, status } = start(98);
    clock.increment(tick);
    expect(progress()).toBe(99);
    expect(status()).toBe('tracking');
    clock.increment(tick);
    expect(progress()).toBe(100);
    expect(status()).toBe('arrived');
    clock.increment(tick * 5);
    expect(progress()).toBe(100);
  });

  it('starts arrived for a delivered shipment (progress 100)', () => {
    const { status, progress } = start(100);
    expect(status()).toBe('arrived');
    expect(progress()).toBe(100);
  });

  it('pause stops the ticks; resume goes on from the same progress; bare events elsewhere do nothing', () => {
    const { actor, clock, progress, status } = start(10);
    expect(actor.getSnapshot().can({ type: 'user.resume' })).toBe(false);
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.pause' });
    expect(status()).toBe('paused');
    clock.increment(tick * 3);
    expect(progress()).toBe(10);
    expect(actor.getSnapshot().can({ type: 'user.pause' })).toBe(false);
    actor.send({ type: 'user.resume' });
    expect(status()).toBe('tracking');
    clock.increment(tick);
    expect(progress()).toBe(11);
  });

  it('user.track restarts from another shipment: tracking, paused and arrived alike', () => {
    const { actor, clock, progress, status } = start(10);
    clock.increment(tick / 2);
    actor.send({ type: 'user.track', progress: 45 });
    expect(status()).toBe('tracking');
    // The tick restarts with the new shipment: half a tick later nothing moved.
    clock.increment(tick / 2);
    expect(progress()).toBe(45);
    clock.increment(tick / 2);
    expect(progress()).toBe(46);
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.track', progress: 100 });
    expect(status()).toBe('arrived');
    actor.send({ type: 'user.track', progress: 30 });
    expect(status()).toBe('tracking');
    expect(progress()).toBe(30);
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.track', progress: 60 });
    expect(status()).toBe('tracking');
    expect(progress()).toBe(60);
  });

  it('a bare user.track (no payload) restarts from 0 without throwing', () => {
    const { actor, progress } = start(70);
    actor.send({ type: 'user.track' } as never);
    expect(progress()).toBe(0);
    expect(clampProgress('12')).toBe(0);
  });

  it('stopping mid-run (unmount) leaves no timer behind', () => {
    const { actor, clock } = start(20);
    clock.increment(tick);
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(tick * 10);
    expect(actor.getSnapshot()).toBe(before);
    expect(before.context.progress).toBe(21);
  });
});
