/**
 * Session: the member's local logged-in state. No server call.
 *
 * States: `loggedOut` (initial), `loggedIn`.
 * Events: `user.login`, `user.logout`.
 * Actions to provide: `notifyLoggedIn`, `notifyLoggedOut` (for example a toast).
 * Delays: none.
 */
import { setup, type SnapshotFrom } from 'xstate';

export type SessionEvent = { type: 'user.login' } | { type: 'user.logout' };

export const sessionMachine = setup({
  types: {
    events: {} as SessionEvent,
  },
  actions: {
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
