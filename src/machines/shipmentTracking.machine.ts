/**
 * Live tracking of the selected shipment: live, each tick moves the tracked moment by the tick's length;
 * a replay runs the voyage so far again at 1 % per tick and goes live once it catches up.
 *
 * States: `live` (initial), `replaying`, `paused`, `arrived`.
 * Events: `user.track` (departedAt, arrivesAt, now), `user.replay`, `user.pause`, `user.resume`, `user.live`.
 * Delays: `trackingTick` 2000 ms.
 * Input: `departedAt`, `arrivesAt`, `now` (epoch ms).
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export const shipmentTrackingDelays = { trackingTick: 2000 } as const;
/** Percent of the voyage a replay adds per tick. */
export const replayStepPercent = 1;

export interface ShipmentTrackingInput {
  /** Epoch ms of the departure, the arrival and the present moment. */
  departedAt: number;
  arrivesAt: number;
  now: number;
}

export interface ShipmentTrackingContext {
  departedAt: number;
  arrivesAt: number;
  /** The present moment, moved on by every tick. */
  now: number;
  /** The moment shown: now when live, earlier during a replay. */
  at: number;
}

export type ShipmentTrackingEvent =
  | ({ type: 'user.track' } & ShipmentTrackingInput)
  | { type: 'user.replay' }
  | { type: 'user.pause' }
  | { type: 'user.resume' }
  | { type: 'user.live' };

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The share of the voyage behind `at`, whole percent 0..100; 0 for a voyage of no length. */
export function voyageShare(departedAt: number, arrivesAt: number, at: number): number {
  const length = arrivesAt - departedAt;
  if (!(length > 0) || !Number.isFinite(at)) return 0;
  return Math.min(100, Math.max(0, Math.round(((at - departedAt) / length) * 100)));
}

const voyage = (input: ShipmentTrackingInput): ShipmentTrackingContext => {
  const now = finite(input.now);
  return { departedAt: finite(input.departedAt), arrivesAt: finite(input.arrivesAt), now, at: now };
};

const replayStep = (context: ShipmentTrackingContext) =>
  (Math.max(0, context.arrivesAt - context.departedAt) * replayStepPercent) / 100;

export const shipmentTrackingMachine = setup({
  types: {
    context: {} as ShipmentTrackingContext,
    events: {} as ShipmentTrackingEvent,
    input: {} as ShipmentTrackingInput,
  },
  delays: shipmentTrackingDelays,
  guards: {
    hasArrived: ({ context }) => context.now >= context.arrivesAt,
    // The next replay step would pass now (or a replay would be no faster than real time).
    hasReplayCaughtUp: ({ context }) => {
      const step = replayStep(context);
      const tick = shipmentTrackingDelays.trackingTick;
      return step <= tick || context.at + 2 * step > context.now + tick;
    },
  },
  actions: {
    setVoyage: assign(({ event }) => {
      assertEvent(event, 'user.track');
      return voyage(event);
    }),
    tickLive: assign(({ context }) => {
      const now = context.now + shipmentTrackingDelays.trackingTick;
      return { now, at: now };
    }),
    tickClock: assign({ now: ({ context }) => context.now + shipmentTrackingDelays.trackingTick }),
    tickReplay: assign(({ context }) => ({
      now: context.now + shipmentTrackingDelays.trackingTick,
      at: context.at + replayStep(context),
    })),
    startReplay: assign({ at: ({ context }) => context.departedAt }),
    goLive: assign({ at: ({ context }) => context.now }),
  },
}).createMachine({
  id: 'shipmentTracking',
  context: ({ input }) => voyage(input),
  initial: 'live',
  on: {
    'user.track': { target: '.live', reenter: true, actions: 'setVoyage' },
  },
  states: {
    live: {
      always: { guard: 'hasArrived', target: 'arrived' },
      on: { 'user.replay': { target: 'replaying', actions: 'startReplay' } },
      after: { trackingTick: { target: 'live', reenter: true, actions: 'tickLive' } },
    },
    replaying: {
      on: {
        'user.pause': { target: 'paused' },
        'user.live': { target: 'live', actions: 'goLive' },
      },
      after: {
        trackingTick: [
          { guard: 'hasReplayCaughtUp', target: 'live', actions: 'tickLive' },
          { target: 'replaying', reenter: true, actions: 'tickReplay' },
        ],
      },
    },
    paused: {
      on: {
        'user.resume': { target: 'replaying' },
        'user.live': { target: 'live', actions: 'goLive' },
      },
      after: { trackingTick: { target: 'paused', reenter: true, actions: 'tickClock' } },
    },
    arrived: {
      on: { 'user.replay': { target: 'replaying', actions: 'startReplay' } },
    },
  },
});

export type ShipmentTrackingSnapshot = SnapshotFrom<typeof shipmentTrackingMachine>;
export type ShipmentTrackingStatus = 'live' | 'replaying' | 'paused' | 'arrived';

export const selectTrackingStatus = (snapshot: ShipmentTrackingSnapshot): ShipmentTrackingStatus =>
  snapshot.value;
/** The progress the box shows: live, the shipment's own; in a replay, the replayed moment's. */
export const selectTrackingProgress = (snapshot: ShipmentTrackingSnapshot): number =>
  voyageShare(snapshot.context.departedAt, snapshot.context.arrivesAt, snapshot.context.at);
/** The shipment's own progress now (the detail's). */
export const selectLiveProgress = (snapshot: ShipmentTrackingSnapshot): number =>
  voyageShare(snapshot.context.departedAt, snapshot.context.arrivesAt, snapshot.context.now);
