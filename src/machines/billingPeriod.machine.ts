/**
 * Billing period of the membership packages: which price every tier card shows; choosing the period
 * already shown changes nothing.
 *
 * States: `monthly` (initial), `annual`.
 * Events: `user.choose` (period: `monthly` | `annual`), `user.toggle`.
 * Delays: none.
 */
import { assertEvent, setup, type SnapshotFrom } from 'xstate';

export type BillingPeriodChoice = 'monthly' | 'annual';

export type BillingPeriodEvent =
  { type: 'user.choose'; period: BillingPeriodChoice } | { type: 'user.toggle' };

export const billingPeriodMachine = setup({
  types: { events: {} as BillingPeriodEvent },
  guards: {
    isAnnualChosen: ({ event }) => {
      assertEvent(event, 'user.choose');
      return event.period === 'annual';
    },
    isMonthlyChosen: ({ event }) => {
      assertEvent(event, 'user.choose');
      return event.period === 'monthly';
    },
  },
}).createMachine({
  id: 'billingPeriod',
  initial: 'monthly',
  states: {
    monthly: {
      on: {
        'user.choose': { guard: 'isAnnualChosen', target: 'annual' },
        'user.toggle': 'annual',
      },
    },
    annual: {
      on: {
        'user.choose': { guard: 'isMonthlyChosen', target: 'monthly' },
        'user.toggle': 'monthly',
      },
    },
  },
});

export type BillingPeriodSnapshot = SnapshotFrom<typeof billingPeriodMachine>;

export const selectBillingPeriod = (snapshot: BillingPeriodSnapshot): BillingPeriodChoice =>
  snapshot.matches('annual') ? 'annual' : 'monthly';
