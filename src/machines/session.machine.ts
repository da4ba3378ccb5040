/**
 * Session: the member's local logged-in state.
 *
 * States: `loggedOut` (initial), `loggedIn`.
 * Events: `user.login`, `user.logout`.
 * Delays: none.
 */
import { setup, type SnapshotFrom } from 'xstate';

export type SessionEvent = { type: 'user.login' } | { type: 'user.logout' };

export const sessionMachine = setup({
  types: {
    events: {} as SessionEvent,
  },
  actions: {
    // Provided by the app: tell the member (a toast).
    notifyLoggedIn: () => {},
    notifyLoggedOut: () => {},
  },
}).createMachine({
  id: 'session',
  initial: 'loggedOut',
  states: {
    loggedOut: {
      on: { 'user.login': { target: 'loggedIn', actions: 'notifyLoggedIn' } },
    },
    loggedIn: {
      on: { 'user.logout': { target: 'loggedOut', actions: 'notifyLoggedOut' } },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('loggedIn');
