// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { trackingLocation, voyageProgress } from '../../src/data/shippingLogistics';
import {
  replayStepPercent,
  selectLiveProgress,
  selectTrackingProgress,
  selectTrackingStatus,
  shipmentTrackingDelays,
  shipmentTrackingMachine,
  voyageShare,
  type ShipmentTrackingInput,
} from '../../src/machines/shipmentTracking.machine';

const tick = shipmentTrackingDelays.trackingTick;
const day = 86_400_000;
const departedAt = Date.parse('2026-11-02T22:00:00Z');
/** A 30-day sea voyage; 100 ticks of a replay cover it. */
const arrivesAt = departedAt + 30 * day;
const at = (share: number) => departedAt + (arrivesAt - departedAt) * share;

function start(input: Partial<ShipmentTrackingInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(shipmentTrackingMachine, {
    clock,
    input: { departedAt, arrivesAt, now: at(0.65), ...input },
  }).start();
  return {
    clock,
    actor,
    shown: () => selectTrackingProgress(actor.getSnapshot()),
    live: () => selectLiveProgress(actor.getSnapshot()),
    status: () => selectTrackingStatus(actor.getSnapshot()),
  };
}

describe('shipmentTrackingMachine', () => {
  it('ticks every 2000 ms; a replay adds 1 % of the voyage per tick', () => {
    expect(tick).toBe(2000);
    expect(replayStepPercent).toBe(1);
  });

  it('live: the box and the detail show one progress, the share of the voyage behind now', () => {
    const { shown, live, status } = start();
    expect(status()).toBe('live');
    expect(shown()).toBe(65);
    expect(live()).toBe(65);
  });

  it('live: the voyage takes as long as its ETA says (real time: 1 % of 30 days is 7.2 hours)', () => {
    const { clock, shown, live, status } = start({ now: at(0.4949) });
    expect(shown()).toBe(49);
    expect(trackingLocation(shown())).toBe('originPort');
    clock.increment(tick);
    expect(shown()).toBe(49);
    // 0.0001 of 30 days is 259.2 s: 130 ticks of 2 s reach 49.5 %.
    for (let i = 0; i < 129; i += 1) clock.increment(tick);
    expect(shown()).toBe(50);
    expect(live()).toBe(50);
    expect(trackingLocation(shown())).toBe('enRoute');
    expect(status()).toBe('live');
  });

  it('live: arrives when now reaches the arrival, then no timer is left', () => {
    const { clock, actor, shown, status } = start({ now: arrivesAt - tick });
    expect(status()).toBe('live');
    clock.increment(tick);
    expect(status()).toBe('arrived');
    expect(shown()).toBe(100);
    const context = actor.getSnapshot().context;
    clock.increment(tick * 10);
    expect(actor.getSnapshot().context).toEqual(context);
  });

  it('starts arrived for a voyage already over', () => {
    expect(start({ now: arrivesAt + day }).status()).toBe('arrived');
  });

  it('replay: runs the voyage so far from its departure at 1 % every 2 s, then goes back to live', () => {
    const { clock, actor, shown, live, status } = start({ now: at(0.03) });
    actor.send({ type: 'user.replay' });
    expect(status()).toBe('replaying');
    expect(shown()).toBe(0);
    expect(live()).toBe(3);
    clock.increment(tick - 1);
    expect(shown()).toBe(0);
    clock.increment(1);
    expect(shown()).toBe(1);
    clock.increment(tick);
    expect(shown()).toBe(2);
    expect(status()).toBe('replaying');
    clock.increment(tick);
    expect(status()).toBe('live');
    expect(shown()).toBe(live());
    expect(shown()).toBe(3);
  });

  it('replay: the location follows the replayed progress (origin port under 50 %)', () => {
    const { clock, actor, shown } = start({ now: at(0.6) });
    actor.send({ type: 'user.replay' });
    for (let i = 0; i < 49; i += 1) clock.increment(tick);
    expect(shown()).toBe(49);
    expect(trackingLocation(shown())).toBe('originPort');
    clock.increment(tick);
    expect(trackingLocation(shown())).toBe('enRoute');
  });

  it('pause holds the replay while the clock runs on; resume continues it; live returns to now', () => {
    const { clock, actor, shown, live, status } = start({ now: at(0.3) });
    actor.send({ type: 'user.replay' });
    clock.increment(tick);
    actor.send({ type: 'user.pause' });
    expect(status()).toBe('paused');
    const held = shown();
    const nowBefore = actor.getSnapshot().context.now;
    clock.increment(tick);
    clock.increment(tick);
    expect(shown()).toBe(held);
    expect(actor.getSnapshot().context.now).toBe(nowBefore + 2 * tick);
    actor.send({ type: 'user.resume' });
    expect(status()).toBe('replaying');
    clock.increment(tick);
    expect(shown()).toBe(held + 1);
    actor.send({ type: 'user.live' });
    expect(status()).toBe('live');
    expect(shown()).toBe(live());
  });

  it('live from paused goes back to now', () => {
    const { actor, shown, status } = start({ now: at(0.3) });
    actor.send({ type: 'user.replay' });
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.live' });
    expect(status()).toBe('live');
    expect(shown()).toBe(30);
  });

  it('an arrived voyage replays to its end and is arrived again', () => {
    const { clock, actor, shown, status } = start({ now: arrivesAt });
    actor.send({ type: 'user.replay' });
    expect(shown()).toBe(0);
    for (let i = 0; i < 99; i += 1) clock.increment(tick);
    expect(status()).toBe('replaying');
    clock.increment(tick);
    expect(status()).toBe('arrived');
    expect(shown()).toBe(100);
  });

  it('selecting another shipment tracks that voyage live from now, from any state', () => {
    const { actor, shown, status } = start();
    actor.send({ type: 'user.replay' });
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.track', departedAt, arrivesAt, now: at(0.2) });
    expect(status()).toBe('live');
    expect(shown()).toBe(20);
    actor.send({ type: 'user.track', departedAt, arrivesAt, now: arrivesAt });
    expect(status()).toBe('arrived');
  });

  it('events a state does not take are ignored', () => {
    const { actor, status } = start();
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.resume' });
    actor.send({ type: 'user.live' });
    expect(status()).toBe('live');
  });

  it.each([
    ['not numbers', { departedAt: Number.NaN, arrivesAt: Number.NaN, now: Number.NaN }],
    ['a voyage of no length', { departedAt, arrivesAt: departedAt, now: departedAt - day }],
    [
      'an arrival before the departure',
      { departedAt, arrivesAt: departedAt - day, now: departedAt - 2 * day },
    ],
  ])('bad input (%s) shows 0 and a replay ends at once', (_name, input) => {
    const { clock, actor, shown, status } = start(input);
    expect(shown()).toBe(0);
    if (status() === 'live') {
      actor.send({ type: 'user.replay' });
      clock.increment(tick);
      expect(status()).not.toBe('replaying');
    }
  });

  it("the machine's share is the data rule's voyage progress", () => {
    for (const share of [0, 0.25, 0.5, 0.65, 1, 1.2, -0.1]) {
      const moment = at(share);
      expect(voyageShare(departedAt, arrivesAt, moment)).toBe(
        voyageProgress(new Date(departedAt).toISOString(), new Date(arrivesAt).toISOString(), moment),
      );
    }
    expect(voyageShare(departedAt, arrivesAt, Number.NaN)).toBe(0);
  });

  it('the actor stops with its screen: no tick after stop', () => {
    const { clock, actor } = start();
    actor.stop();
    clock.increment(tick * 3);
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('reaches every state (shortest paths, replayed on the simulated clock)', () => {
    const input = { departedAt, arrivesAt, now: at(0.5) };
    const paths = getShortestPaths(shipmentTrackingMachine, {
      input,
      events: [
        { type: 'user.replay' },
        { type: 'user.pause' },
        { type: 'user.resume' },
        { type: 'user.live' },
        { type: 'user.track', departedAt, arrivesAt, now: arrivesAt },
      ],
    });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    const atomic = getStateNodes(shipmentTrackingMachine.root)
      .filter((node) => node.type === 'atomic')
      .map((node) => node.key);
    expect(reached).toEqual(new Set(atomic));
    for (const path of paths) {
      const { actor, clock } = start(input);
      for (const { event } of path.steps) {
        const type: string = event.type;
        if (type.startsWith('xstate.after.')) clock.increment(tick);
        else if (type !== 'xstate.init') actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
  });
});
