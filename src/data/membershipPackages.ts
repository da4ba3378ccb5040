/**
 * Membership tiers: prices in USD, the annual
 * saving, requirements, privileges and limitations (as codes: the screen translates them), the feature
 * comparison, and (from ./trustScore.ts) the trust score weights. The member's current tier is not here: it is the member
 * store's (src/machines/memberStore.machine.ts, `tier.set` and `selectTier`).
 */

import { tierIds, type TierId } from './memberKey';

export type BillingPeriod = 'monthly' | 'annual';
export const billingPeriods: readonly BillingPeriod[] = ['monthly', 'annual'];

export interface MembershipTier {
  id: TierId;
  /** USD per month and per year. */
  monthlyPrice: number;
  annualPrice: number;
  /** Translation codes under `tiers.<id>.requirements` / `privileges` / `limitations` / `badges`. */
  requirements: readonly string[];
  privileges: readonly string[];
  limitations: readonly string[];
  trustBadges: readonly string[];
  popular: boolean;
}

export const membershipTiers: readonly MembershipTier[] = [
  {
    id: 'bronze',
    monthlyPrice: 29,
    annualPrice: 290,
    requirements: ['basicKyc', 'businessRegistration'],
    privileges: ['listings5', 'manualEscrow', 'basicMatching', 'forum', 'emailSupport'],
    limitations: [],
    trustBadges: ['verifiedBusiness'],
    popular: false,
  },
  {
    id: 'silver',
    monthlyPrice: 149,
    annualPrice: 1490,
    requirements: ['volume50k', 'aeoCertification', 'enhancedDueDiligence', 'activity3Months'],
    privileges: [
      'aiMatching',
      'valuationTools',
      'disputes48h',
      'prioritySupport',
      'analytics',
      'multiCurrency',
    ],
    limitations: ['bilateralOnly'],
    trustBadges: ['aeoCertified'],
    popular: false,
  },
  {
    id: 'gold',
    monthlyPrice: 299,
    annualPrice: 2990,
    requirements: ['volume500k', 'completedTrades5', 'creditRating', 'greenCertification'],
    privileges: [
      'multiPartyBarter',
      'liquidityPool',
      'customsFastLane',
      'accountManager',
      'basicApi',
      'riskManagement',
      'marketIntelligence',
    ],
    limitations: ['regionalApi'],
    trustBadges: ['greenCertified'],
    popular: true,
  },
  {
    id: 'platinum',
    monthlyPrice: 999,
    annualPrice: 9990,
    requirements: ['volume5m', 'governmentPartnership', 'institutionalCompliance', 'regulatorEndorsement'],
    privileges: [
      'whiteLabelApi',
      'arbitrationSeat',
      'stablecoinMinting',
      'customIntegration',
      'regulatoryConsultation',
      'marketMaker',
      'events',
      'regulatoryLiaison',
    ],
    limitations: [],
    trustBadges: ['institutional'],
    popular: false,
  },
];

/** Position in Bronze < Silver < Gold < Platinum. */
export function tierRank(id: TierId): number {
  return tierIds.indexOf(id);
}

/** Price for the chosen billing period. */
export function tierPrice(tier: Pick<MembershipTier, 'monthlyPrice' | 'annualPrice'>, period: BillingPeriod) {
  return period === 'annual' ? tier.annualPrice : tier.monthlyPrice;
}

/** What paying yearly saves: twelve months minus the annual price. */
export function annualSavings(monthlyPrice: number, annualPrice: number): number {
  if (!Number.isFinite(monthlyPrice) || !Number.isFinite(annualPrice)) return 0;
  return Math.max(0, 12 * monthlyPrice - annualPrice);
}

/** The saving the annual view advertises: "Save 17%". */
export const advertisedAnnualSavingPercent = 17;

/** Feature comparison, one value code per tier in Bronze, Silver, Gold, Platinum order. */
export interface ComparisonRow {
  feature: 'listings' | 'disputes' | 'escrow' | 'matching' | 'api' | 'kyc' | 'support';
  values: readonly [string, string, string, string];
}

export const comparisonRows: readonly ComparisonRow[] = [
  { feature: 'listings', values: ['5', '25', 'unlimited', 'unlimited'] },
  { feature: 'disputes', values: ['days7', 'hours48', 'hours24', 'priority'] },
  { feature: 'escrow', values: ['manual', 'smartContract', 'liquidityPool', 'custom'] },
  { feature: 'matching', values: ['basic', 'ai', 'multiParty', 'institutional'] },
  { feature: 'api', values: ['none', 'none', 'basic', 'whiteLabel'] },
  { feature: 'kyc', values: ['basic', 'enhanced', 'premium', 'institutional'] },
  { feature: 'support', values: ['email', 'priority', 'dedicated', 'whiteGlove'] },
];

// The trust score is the profile's too: in a module of its own, so the profile's first paint does not load the tiers.
export { trustComponents, trustScoreWeights } from './trustScore';
