/**
 * Mobile navigation: below 768 px the navigation hides behind a menu button that opens it in a panel.
 *
 * States: `closed` (initial), `open`.
 * Events: `user.open`, `user.close`, `route.changed` (following a link closes the panel).
 * Delays: none.
 */
import { setup, type SnapshotFrom } from 'xstate';

export type MobileNavEvent = { type: 'user.open' } | { type: 'user.close' } | { type: 'route.changed' };

export const mobileNavMachine = setup({
  types: { events: {} as MobileNavEvent },
}).createMachine({
  id: 'mobileNav',
  initial: 'closed',
  states: {
    closed: {
      on: { 'user.open': 'open' },
    },
    open: {
      on: { 'user.close': 'closed', 'route.changed': 'closed' },
    },
  },
});

export type MobileNavSnapshot = SnapshotFrom<typeof mobileNavMachine>;

export const selectIsOpen = (snapshot: MobileNavSnapshot): boolean => snapshot.matches('open');
