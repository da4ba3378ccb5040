// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  nextReading,
  selectIsLive,
  selectTickCount,
  selectValues,
  SENSOR_FEED_INTERVAL_MS,
  sensorFeedMachine,
  type SensorChannel,
} from '../../src/machines/sensorFeed.machine';
import type { RandomSource } from '../../src/machines/random';
import { createSequenceRandom } from '../support/random';

const temperature: SensorChannel = { value: 20, step: 2, min: -40, max: 60 };
const battery: SensorChannel = { value: 50, step: 1, min: 0, max: 100 };

function start(random: RandomSource = createSequenceRandom([1]), intervalMs?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(sensorFeedMachine, {
    clock,
    input: { channels: [temperature, battery], random, intervalMs },
  }).start();
  return { clock, actor, snap: () => actor.getSnapshot() };
}

describe('nextReading (one tick of one channel)', () => {
  it.each([
    // draw, value before -> value after
    [0.5, 20, 20], // the middle draw does not move
    [0.75, 20, 21], // half a step up
    [0, 20, 18], // a whole step down
    [0.999, 20, 22], // just under a whole step up, kept to 2 decimals
    [0, -39, -40], // clamped at min
    [0, -40, -40],
    [0.999, 59.5, 60], // clamped at max
    [0.123456, 20, 18.49], // 2 decimals
  ])('draw %s from %s gives %s', (draw, before, after) => {
    expect(nextReading(temperature, before, () => draw)).toBe(after);
  });

  it('a channel with step 0 never moves', () => {
    expect(nextReading({ value: 5, step: 0, min: 0, max: 10 }, 5, () => 0.9)).toBe(5);
  });
});

describe('sensorFeedMachine', () => {
  it('defaults to a 3 s interval and takes the screen one', () => {
    expect(SENSOR_FEED_INTERVAL_MS).toBe(3000);
    const { clock, snap } = start(createSequenceRandom([1]), 1000);
    clock.increment(999);
    expect(selectTickCount(snap())).toBe(0);
    clock.increment(1);
    expect(selectTickCount(snap())).toBe(1);
  });

  it('starts live with the opening readings; every tick moves every channel', () => {
    const { clock, snap } = start(createSequenceRandom([0.75, 0, 0.5]));
    expect(selectIsLive(snap())).toBe(true);
    expect(selectValues(snap())).toEqual([20, 50]);
    clock.increment(SENSOR_FEED_INTERVAL_MS - 1);
    expect(selectValues(snap())).toEqual([20, 50]);
    clock.increment(1);
    expect(selectValues(snap())).toEqual([21, 49]);
    expect(selectTickCount(snap())).toBe(1);
    clock.increment(SENSOR_FEED_INTERVAL_MS);
    expect(selectValues(snap())).toEqual([21, 49]); // the middle draw repeats
    expect(selectTickCount(snap())).toBe(2);
  });

  it('live -> paused stops the readings; paused -> live resumes a full interval later', () => {
    const { actor, clock, snap } = start(createSequenceRandom([1]));
    clock.increment(1000);
    actor.send({ type: 'user.pause' });
    expect(selectIsLive(snap())).toBe(false);
    expect(snap().can({ type: 'user.pause' })).toBe(false);
    clock.increment(SENSOR_FEED_INTERVAL_MS * 3);
    expect(selectTickCount(snap())).toBe(0);
    actor.send({ type: 'user.resume' });
    expect(selectIsLive(snap())).toBe(true);
    expect(snap().can({ type: 'user.resume' })).toBe(false);
    clock.increment(SENSOR_FEED_INTERVAL_MS - 1);
    expect(selectTickCount(snap())).toBe(0);
    clock.increment(1);
    expect(selectTickCount(snap())).toBe(1);
  });

  it('a double pause or resume changes nothing', () => {
    const { actor, snap } = start();
    actor.send({ type: 'user.resume' });
    expect(selectIsLive(snap())).toBe(true);
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.pause' });
    expect(snap().value).toBe('paused');
  });

  it('stopping the actor leaves no timer behind', () => {
    const { actor, clock, snap } = start();
    clock.increment(1000);
    actor.stop();
    const before = snap();
    clock.increment(SENSOR_FEED_INTERVAL_MS * 5);
    expect(snap()).toBe(before);
    expect(selectTickCount(snap())).toBe(0);
  });
});
