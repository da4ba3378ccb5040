/**
 * Simulated live tracking of the selected freight shipment: the progress rises by `trackingStep` percent on every tick until the shipment arrives at
 * 100; the screen shows the origin port while the progress is under 50, otherwise en route. Selecting
 * another shipment restarts the tracking from that shipment's progress. Pause stops the ticks (moving
 * content a user can stop); Resume starts them again.
 *
 * States: `tracking` (initial; ticks), `paused`, `arrived` (progress 100, no ticks).
 * Events: `user.track` { progress } (any state: track from this progress), `user.pause` (tracking),
 * `user.resume` (paused).
 * Delays: `trackingTick` 2000 ms (progress + `trackingStep` = 1).
 * Input: `{ progress }` the starting progress (clamped to 0..100; not a number counts as 0).
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export const shipmentTrackingDelays = { trackingTick: 2000 } as const;
/** Percent added per tick. */
export const trackingStep = 1;

export interface ShipmentTrackingInput {
  progress: number;
}

export interface ShipmentTrackingContext {
  progress: number;
}

export type ShipmentTrackingEvent =
  { type: 'user.track'; progress: number } | { type: 'user.pause' } | { type: 'user.resume' };

/** 0..100 whole percent; anything not a finite number is 0. */
export const clampProgress = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

export const shipmentTrackingMachine = setup({
  types: {
    context: {} as ShipmentTrackingContext,
    events: {} as ShipmentTrackingEvent,
    input: {} as ShipmentTrackingInput,
  },
  delays: shipmentTrackingDelays,
  guards: {
    hasArrived: ({ context }) => context.progress >= 100,
    isArriving: ({ context }) => context.progress + trackingStep >= 100,
    isArrivedProgress: ({ event }) => {
      assertEvent(event, 'user.track');
      return clampProgress(event.progress) >= 100;
    },
  },
  actions: {
    setProgress: assign({
      progress: ({ event }) => {
        assertEvent(event, 'user.track');
        return clampProgress(event.progress);
      },
    }),
    advanceProgress: assign({
      progress: ({ context }) => Math.min(100, context.progress + trackingStep),
    }),
  },
}).createMachine({
  id: 'shipmentTracking',
  context: ({ input }) => ({ progress: clampProgress(input.progress) }),
  initial: 'tracking',
  on: {
    'user.track': [
      { guard: 'isArrivedProgress', target: '.arrived', actions: 'setProgress' },
      { target: '.tracking', reenter: true, actions: 'setProgress' },
    ],
  },
  states: {
    tracking: {
      always: { guard: 'hasArrived', target: 'arrived' },
      on: { 'user.pause': { target: 'paused' } },
      after: {
        trackingTick: [
          { guard: 'isArriving', target: 'arrived', actions: 'advanceProgress' },
          { target: 'tracking', reenter: true, actions: 'advanceProgress' },
        ],
      },
    },
    paused: {
      on: { 'user.resume': { target: 'tracking' } },
    },
    arrived: {},
  },
});

export type ShipmentTrackingSnapshot = SnapshotFrom<typeof shipmentTrackingMachine>;
export type ShipmentTrackingStatus = 'tracking' | 'paused' | 'arrived';

export const selectTrackingStatus = (snapshot: ShipmentTrackingSnapshot): ShipmentTrackingStatus =>
  snapshot.value;
export const selectTrackingProgress = (snapshot: ShipmentTrackingSnapshot): number =>
  snapshot.context.progress;
