/**
 * Live sensor feed: a bounded random walk over numeric channels; every tick each moves by
 * `(2r - 1) * step`, clamped to its range, 2 decimals. The member can pause and resume.
 *
 * States: `live` (initial), `paused`.
 * Events: `user.pause`, `user.resume`.
 * Delays: `tick` (`intervalMs`, by default `SENSOR_FEED_INTERVAL_MS` 3000 ms).
 * Input: `channels`, `random`, `intervalMs` (optional).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { RandomSource } from './random';

/** Time between two readings when the screen does not say (the dashboard ticker's 3 s). */
export const SENSOR_FEED_INTERVAL_MS = 3000;

export interface SensorChannel {
  /** The opening reading. */
  value: number;
  /** The largest move of one tick, either way (0: the channel stays still). */
  step: number;
  min: number;
  max: number;
}

export interface SensorFeedInput {
  channels: readonly SensorChannel[];
  random: RandomSource;
  intervalMs?: number;
}

export interface SensorFeedContext {
  channels: readonly SensorChannel[];
  values: readonly number[];
  random: RandomSource;
  intervalMs: number;
  /** Ticks applied since start: tells an update from the opening readings. */
  ticks: number;
}

export type SensorFeedEvent = { type: 'user.pause' } | { type: 'user.resume' };

const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** One channel's next reading: the move within ±step, clamped to [min, max], 2 decimals. */
export function nextReading(channel: SensorChannel, value: number, random: RandomSource): number {
  const moved = value + (random() * 2 - 1) * channel.step;
  return toHundredths(Math.min(channel.max, Math.max(channel.min, moved)));
}

export const sensorFeedMachine = setup({
  types: {
    context: {} as SensorFeedContext,
    events: {} as SensorFeedEvent,
    input: {} as SensorFeedInput,
  },
  delays: {
    tick: ({ context }) => context.intervalMs,
  },
  actions: {
    moveReadings: assign(({ context }) => ({
      values: context.channels.map((channel, index) =>
        nextReading(channel, context.values[index] ?? channel.value, context.random),
      ),
      ticks: context.ticks + 1,
    })),
  },
}).createMachine({
  id: 'sensorFeed',
  context: ({ input }) => {
    const channels = input.channels;
    return {
      channels,
      values: channels.map((channel) => channel.value),
      random: input.random,
      intervalMs: input.intervalMs ?? SENSOR_FEED_INTERVAL_MS,
      ticks: 0,
    };
  },
  initial: 'live',
  states: {
    live: {
      after: { tick: { target: 'live', reenter: true, actions: 'moveReadings' } },
      on: { 'user.pause': 'paused' },
    },
    paused: {
      on: { 'user.resume': 'live' },
    },
  },
});

export type SensorFeedSnapshot = SnapshotFrom<typeof sensorFeedMachine>;

/** The current readings, in the order of the input channels. */
export const selectValues = (snapshot: SensorFeedSnapshot): readonly number[] => snapshot.context.values;
export const selectTickCount = (snapshot: SensorFeedSnapshot): number => snapshot.context.ticks;
export const selectIsLive = (snapshot: SensorFeedSnapshot): boolean => snapshot.matches('live');
