/**
 * Connecting to one AI trade match on the dashboard: accepted after `connectDuration`, then connected for
 * good; a second click while connecting is ignored.
 *
 * States: `idle` (initial), `connecting`, `connected`.
 * Events: `user.connect`. Emits `connected`.
 * Delays: `connectDuration` 1500 ms.
 */
import { emit, setup, type SnapshotFrom } from 'xstate';

export const matchConnectionDelays = { connectDuration: 1500 } as const;

export type MatchConnectionEvent = { type: 'user.connect' };
export type MatchConnectionState = 'idle' | 'connecting' | 'connected';
export type MatchConnectionEmitted = { type: 'connected' };

export const matchConnectionMachine = setup({
  types: {
    events: {} as MatchConnectionEvent,
    emitted: {} as MatchConnectionEmitted,
  },
  delays: matchConnectionDelays,
  actions: {
    notifyConnected: emit({ type: 'connected' } as const),
  },
}).createMachine({
  id: 'matchConnection',
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.connect': 'connecting' },
    },
    connecting: {
      after: { connectDuration: { target: 'connected', actions: 'notifyConnected' } },
    },
    connected: {},
  },
});

export type MatchConnectionSnapshot = SnapshotFrom<typeof matchConnectionMachine>;

export const selectConnectionState = (snapshot: MatchConnectionSnapshot): MatchConnectionState =>
  snapshot.value;
