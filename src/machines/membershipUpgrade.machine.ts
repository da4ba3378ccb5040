/**
 * Changing the membership tier on the membership packages screen (spec part 2, section 4: clicking
 * upgrade puts the chosen tier into processing, the button reads Processing... and is disabled). The
 * spec leaves the end open; here processing ends after `upgradeDuration` in a confirmation and the
 * chosen tier becomes the current one. Choosing a lower tier first asks for confirmation.
 *
 * One change at a time: while one is asked about or processing, every other choice is refused, so a
 * double click starts one change. Tiers are codes (`bronze` < `silver` < `gold` < `platinum`); the
 * screen stores the current tier (src/data/membership.ts) when it changes.
 *
 * States: `idle` (initial), `confirmingDowngrade`, `processing`, `confirmed` (the change is done; a new
 * choice can start from here, `user.dismiss` returns to idle).
 * Events: `user.choose` (tier), `user.confirm`, `user.cancel`, `user.dismiss`.
 * Delays: `upgradeDuration` 2000 ms (the spec gives no duration; the same 2 s as a payment).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export const membershipUpgradeDelays = { upgradeDuration: 2000 } as const;

export const membershipTierOrder = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type MembershipTierCode = (typeof membershipTierOrder)[number];

export interface MembershipUpgradeInput {
  currentTier: MembershipTierCode;
}

export interface MembershipUpgradeContext {
  currentTier: MembershipTierCode;
  /** The tier being asked about or processed, else null. */
  pendingTier: MembershipTierCode | null;
  /** The tier before the last confirmed change, else null. */
  previousTier: MembershipTierCode | null;
}

export type MembershipUpgradeEvent =
  | { type: 'user.choose'; tier: MembershipTierCode }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismiss' };

function isTierCode(value: unknown): value is MembershipTierCode {
  return typeof value === 'string' && (membershipTierOrder as readonly string[]).includes(value);
}

const rank = (tier: MembershipTierCode) => membershipTierOrder.indexOf(tier);

function chosenTier(event: MembershipUpgradeEvent): MembershipTierCode | null {
  return event.type === 'user.choose' && isTierCode(event.tier) ? event.tier : null;
}

export const membershipUpgradeMachine = setup({
  types: {
    context: {} as MembershipUpgradeContext,
    events: {} as MembershipUpgradeEvent,
    input: {} as MembershipUpgradeInput,
  },
  delays: membershipUpgradeDelays,
  guards: {
    isUpgrade: ({ context, event }) => {
      const tier = chosenTier(event);
      return tier !== null && rank(tier) > rank(context.currentTier);
    },
    isDowngrade: ({ context, event }) => {
      const tier = chosenTier(event);
      return tier !== null && rank(tier) < rank(context.currentTier);
    },
  },
  actions: {
    setPendingTier: assign({ pendingTier: ({ event }) => chosenTier(event) }),
    clearPendingTier: assign({ pendingTier: null }),
    applyPendingTier: assign(({ context }) => ({
      previousTier: context.currentTier,
      currentTier: context.pendingTier ?? context.currentTier,
      pendingTier: null,
    })),
  },
}).createMachine({
  id: 'membershipUpgrade',
  context: ({ input }) => ({
    currentTier: isTierCode(input?.currentTier) ? input.currentTier : 'gold',
    pendingTier: null,
    previousTier: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.choose': [
          { guard: 'isUpgrade', target: 'processing', actions: 'setPendingTier' },
          { guard: 'isDowngrade', target: 'confirmingDowngrade', actions: 'setPendingTier' },
        ],
      },
    },
    confirmingDowngrade: {
      on: {
        'user.confirm': { target: 'processing' },
        'user.cancel': { target: 'idle', actions: 'clearPendingTier' },
      },
    },
    processing: {
      after: { upgradeDuration: { target: 'confirmed', actions: 'applyPendingTier' } },
    },
    confirmed: {
      on: {
        'user.choose': [
          { guard: 'isUpgrade', target: 'processing', actions: 'setPendingTier' },
          { guard: 'isDowngrade', target: 'confirmingDowngrade', actions: 'setPendingTier' },
        ],
        'user.dismiss': { target: 'idle' },
      },
    },
  },
});

export type MembershipUpgradeSnapshot = SnapshotFrom<typeof membershipUpgradeMachine>;
export type MembershipUpgradeState = 'idle' | 'confirmingDowngrade' | 'processing' | 'confirmed';

export const selectUpgradeState = (snapshot: MembershipUpgradeSnapshot): MembershipUpgradeState =>
  snapshot.value;
export const selectCurrentTier = (snapshot: MembershipUpgradeSnapshot): MembershipTierCode =>
  snapshot.context.currentTier;
export const selectPendingTier = (snapshot: MembershipUpgradeSnapshot): MembershipTierCode | null =>
  snapshot.context.pendingTier;
export const selectPreviousTier = (snapshot: MembershipUpgradeSnapshot): MembershipTierCode | null =>
  snapshot.context.previousTier;
/** The tier whose card shows Processing..., else null. */
export const selectProcessingTier = (snapshot: MembershipUpgradeSnapshot): MembershipTierCode | null =>
  snapshot.matches('processing') ? snapshot.context.pendingTier : null;
