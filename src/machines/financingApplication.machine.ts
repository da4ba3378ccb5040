/**
 * Applying for a financing offer: submitted after `applyDuration`, then the offer joins the applied list.
 * One application at a time; an offer applied for already is refused; Cancel while applying withdraws it.
 *
 * States: `idle` (initial), `applying`, `applied`.
 * Events: `user.apply` (offer id), `user.cancel`.
 * Delays: `applyDuration` 1500 ms.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export const financingApplicationDelays = { applyDuration: 1500 } as const;

export interface FinancingApplicationContext {
  /** The offer being applied for, or the last one applied for. */
  offerId: string | null;
  /** Offers applied for in this session, in order. */
  appliedIds: string[];
}

export type FinancingApplicationEvent = { type: 'user.apply'; offerId: string } | { type: 'user.cancel' };

export const financingApplicationMachine = setup({
  types: {
    context: {} as FinancingApplicationContext,
    events: {} as FinancingApplicationEvent,
  },
  delays: financingApplicationDelays,
  guards: {
    canApply: ({ context, event }) => {
      assertEvent(event, 'user.apply');
      return (
        typeof event.offerId === 'string' &&
        event.offerId.trim() !== '' &&
        !context.appliedIds.includes(event.offerId)
      );
    },
  },
  actions: {
    setOffer: assign({
      offerId: ({ event }) => {
        assertEvent(event, 'user.apply');
        return event.offerId;
      },
    }),
    clearOffer: assign({ offerId: null }),
    recordApplication: assign({
      appliedIds: ({ context }) =>
        context.offerId ? [...context.appliedIds, context.offerId] : context.appliedIds,
    }),
  },
}).createMachine({
  id: 'financingApplication',
  context: { offerId: null, appliedIds: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.apply': { guard: 'canApply', target: 'applying', actions: 'setOffer' } },
    },
    applying: {
      after: { applyDuration: { target: 'applied', actions: 'recordApplication' } },
      on: { 'user.cancel': { target: 'idle', actions: 'clearOffer' } },
    },
    applied: {
      on: { 'user.apply': { guard: 'canApply', target: 'applying', actions: 'setOffer' } },
    },
  },
});

export type FinancingApplicationSnapshot = SnapshotFrom<typeof financingApplicationMachine>;

export const selectApplyingOfferId = (snapshot: FinancingApplicationSnapshot): string | null =>
  snapshot.matches('applying') ? snapshot.context.offerId : null;
export const selectAppliedIds = (snapshot: FinancingApplicationSnapshot): string[] =>
  snapshot.context.appliedIds;
