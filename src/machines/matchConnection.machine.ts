/**
 * Connecting to one AI trade match on the dashboard: Connect sends the request, which takes
 * `connectDuration` to be accepted (simulated; no server), after which the match is connected for good.
 * On connecting it emits `connected`, which the screen turns into a toast (`actor.on('connected', ...)`).
 *
 * States: `idle` (initial), `connecting`, `connected`.
 * Events: `user.connect` (idle only: a second click while connecting is ignored).
 * Delays: `connectDuration` 1500 ms (the spec gives none; long enough to see "Connecting…", short
 * enough not to wait for).
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
export const selectCanConnect = (snapshot: MatchConnectionSnapshot): boolean =>
  snapshot.can({ type: 'user.connect' });
