/**
 * Balance visibility: the wallet's show/hide toggle; while hidden, every amount of the wallet is masked.
 *
 * States: `shown` (initial), `hidden`.
 * Events: `user.toggle`, `user.show`, `user.hide`.
 * Delays: none.
 */
import { setup, type SnapshotFrom } from 'xstate';

export type BalanceVisibilityEvent = { type: 'user.toggle' } | { type: 'user.show' } | { type: 'user.hide' };

export const balanceVisibilityMachine = setup({
  types: { events: {} as BalanceVisibilityEvent },
}).createMachine({
  id: 'balanceVisibility',
  initial: 'shown',
  states: {
    shown: {
      on: { 'user.toggle': 'hidden', 'user.hide': 'hidden' },
    },
    hidden: {
      on: { 'user.toggle': 'shown', 'user.show': 'shown' },
    },
  },
});

export type BalanceVisibilitySnapshot = SnapshotFrom<typeof balanceVisibilityMachine>;

export const selectIsHidden = (snapshot: BalanceVisibilitySnapshot): boolean => snapshot.matches('hidden');
