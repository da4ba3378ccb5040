/**
 * Changing the membership tier: the chosen tier is processing for `upgradeDuration`, then confirmed; a
 * lower tier asks first. One change at a time. The tier is the member store's: the machine follows it
 * (`member.tier`) and emits `tier.confirmed`.
 *
 * States: `idle` (initial), `confirmingDowngrade`, `processing`, `confirmed`.
 * Events: `user.choose` (tier), `user.confirm`, `user.cancel`, `user.dismiss`, `member.tier` (tier).
 * Emits `tier.confirmed` (tier).
 * Delays: `upgradeDuration` 2000 ms.
 * Input: `currentTier`, `tiers` (every tier, lowest first).
 */
import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { TierId } from '../data/memberKey';

export const membershipUpgradeDelays = { upgradeDuration: 2000 } as const;

export interface MembershipUpgradeInput {
  currentTier: TierId;
  /** Every tier, lowest first. */
  tiers: readonly TierId[];
}

export interface MembershipUpgradeContext {
  tiers: readonly TierId[];
  currentTier: TierId;
  /** The tier being asked about or processed, else null. */
  pendingTier: TierId | null;
  /** The tier before the last confirmed change, else null. */
  previousTier: TierId | null;
}

export type MembershipUpgradeEvent =
  | { type: 'user.choose'; tier: TierId }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismiss' }
  | { type: 'member.tier'; tier: TierId };

export interface MembershipUpgradeEmitted {
  type: 'tier.confirmed';
  tier: TierId;
}

const rank = (context: MembershipUpgradeContext, tier: TierId) => context.tiers.indexOf(tier);

/** The tier an event names, when it is one of the tiers. */
function namedTier(context: MembershipUpgradeContext, event: MembershipUpgradeEvent): TierId | null {
  assertEvent(event, ['user.choose', 'member.tier']);
  return rank(context, event.tier) >= 0 ? event.tier : null;
}

export const membershipUpgradeMachine = setup({
  types: {
    context: {} as MembershipUpgradeContext,
    events: {} as MembershipUpgradeEvent,
    input: {} as MembershipUpgradeInput,
    emitted: {} as MembershipUpgradeEmitted,
  },
  delays: membershipUpgradeDelays,
  guards: {
    isUpgrade: ({ context, event }) => {
      const tier = namedTier(context, event);
      return tier !== null && rank(context, tier) > rank(context, context.currentTier);
    },
    isDowngrade: ({ context, event }) => {
      const tier = namedTier(context, event);
      return tier !== null && rank(context, tier) < rank(context, context.currentTier);
    },
    isKnownTier: ({ context, event }) => namedTier(context, event) !== null,
  },
  actions: {
    setPendingTier: assign({ pendingTier: ({ context, event }) => namedTier(context, event) }),
    setCurrentTier: assign({
      currentTier: ({ context, event }) => namedTier(context, event) ?? context.currentTier,
    }),
    clearPendingTier: assign({ pendingTier: null }),
    applyPendingTier: assign(({ context }) => ({
      previousTier: context.currentTier,
      currentTier: context.pendingTier ?? context.currentTier,
      pendingTier: null,
    })),
    notifyConfirmed: emit(({ context }) => ({ type: 'tier.confirmed' as const, tier: context.currentTier })),
  },
}).createMachine({
  id: 'membershipUpgrade',
  context: ({ input }) => ({
    tiers: input.tiers,
    // A tier outside the list would make every choice an upgrade: start from the lowest instead.
    currentTier: input.tiers.includes(input.currentTier)
      ? input.currentTier
      : (input.tiers[0] ?? input.currentTier),
    pendingTier: null,
    previousTier: null,
  }),
  initial: 'idle',
  on: { 'member.tier': { guard: 'isKnownTier', actions: 'setCurrentTier' } },
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
      after: { upgradeDuration: { target: 'confirmed', actions: ['applyPendingTier', 'notifyConfirmed'] } },
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
export const selectPendingTier = (snapshot: MembershipUpgradeSnapshot): TierId | null =>
  snapshot.context.pendingTier;
/** The tier whose card shows Processing..., else null. */
export const selectProcessingTier = (snapshot: MembershipUpgradeSnapshot): TierId | null =>
  snapshot.matches('processing') ? snapshot.context.pendingTier : null;
