/**
 * The member profile:
 * the sample member, the editable fields of Settings with their rules (name required, bounded
 * lengths), and reading a profile an earlier build stored under its own key (the member store migrates
 * it: src/data/memberRecord.ts), which falls back to the sample on anything that is not valid. The
 * member's tier and saved fields are the member store's. The profile's wallet is the SDR wallet.
 */
import type { CompanyId } from './cast';
import { builtDay, dated, sampleDay, sampleMoment } from './sampleWorld';
import { memberCreditRating, memberGreenCertificate, memberGreenCertifiedOn } from './memberStanding';

// Financial status takes the rating through here, so both load it in the profile's chunk.
export { memberCreditRating } from './memberStanding';
import { memberWalletAddress } from './memberWallet';
import { overallTrustScore, trustComponents, trustScoreWeights, type TrustComponent } from './trustScore';
import { sampleProfileFields, type ProfileFields } from './memberProfileFields';

export type VerificationStatus = 'verified' | 'pending' | 'rejected';
export type VerificationKind = 'identity' | 'business' | 'financial' | 'compliance' | 'sustainability';

export interface Verification {
  status: VerificationStatus;
  /** ISO day. */
  date: string;
  onBlockchain: boolean;
}

export interface ActivityTraceItem {
  id: string;
  /** Code translated by the screen (`activity.actions.<code>`). */
  action: string;
  timestamp: string;
  blockchainRef: string;
  verified: boolean;
}

export interface MemberProfile extends ProfileFields {
  memberSince: string;
  email: string;
  phone: string;
  website: string;
  verificationStatus: VerificationStatus;
  tradeScore: number;
  totalTrades: number;
  successRate: number;
  /** SDR. */
  totalVolume: number;
  activeDeals: number;
  connections: number;
  kycLevel: string;
  businessLicense: string;
  aeoStatus: string;
  creditRating: string;
  dueDiligenceStatus: string;
  blockchainWalletId: string;
  trustScore: Record<TrustComponent, number>;
  verifications: Record<VerificationKind, Verification>;
  activityTrace: readonly ActivityTraceItem[];
  greenCredits: number;
  complianceCertifications: readonly string[];
}

export const sampleProfile = dated((): MemberProfile => ({
  ...sampleProfileFields,
  memberSince: sampleDay('2023-03-15'),
  email: 'li.wei@silkroad-agri.example',
  phone: '+86 21 5555 0188',
  website: 'https://silkroad-agri.example',
  verificationStatus: 'verified',
  tradeScore: 94,
  totalTrades: 247,
  successRate: 98.4,
  totalVolume: 12_500_000,
  activeDeals: 8,
  connections: 156,
  kycLevel: 'Enhanced',
  businessLicense: 'CN-SH-2019-448812',
  aeoStatus: 'Certified',
  creditRating: memberCreditRating,
  dueDiligenceStatus: 'Completed',
  blockchainWalletId: memberWalletAddress,
  trustScore: { tradeVolume: 92, completionRate: 98, partnerRatings: 95, greenCredits: 88 },
  verifications: {
    identity: { status: 'verified', date: sampleDay('2023-03-16'), onBlockchain: true },
    business: { status: 'verified', date: sampleDay('2023-03-20'), onBlockchain: true },
    financial: { status: 'verified', date: sampleDay('2023-04-02'), onBlockchain: true },
    compliance: { status: 'pending', date: sampleDay('2026-11-10'), onBlockchain: false },
    sustainability: { status: 'verified', date: memberGreenCertifiedOn(builtDay()), onBlockchain: true },
  },
  activityTrace: [
    {
      id: 'act-1',
      action: 'tradeCompleted',
      timestamp: sampleMoment('2026-11-20T09:30:00Z'),
      blockchainRef: '0x8f3a…c21d',
      verified: true,
    },
    {
      id: 'act-2',
      action: 'kycUpdated',
      timestamp: sampleMoment('2026-11-10T14:05:00Z'),
      blockchainRef: '0x1b7e…90aa',
      verified: true,
    },
    {
      id: 'act-3',
      action: 'contractSigned',
      timestamp: sampleMoment('2026-11-02T11:45:00Z'),
      blockchainRef: '0x44d0…7f3b',
      verified: false,
    },
  ],
  greenCredits: 1250,
  complianceCertifications: ['ISO 9001', memberGreenCertificate, 'AEO', 'HACCP'],
}));

/** The overall trust score from the weights 30/40/20/10. */
export function profileTrustScore(profile: Pick<MemberProfile, 'trustScore'>): number {
  return overallTrustScore(profile.trustScore);
}

export interface TrustScoreRow {
  component: TrustComponent;
  /** The part's score, 0-100. */
  score: number;
  /** Its weight in percent (30, 40, 20, 10). */
  weight: number;
  /** Points it adds to the overall score: score x weight / 100, to one decimal. */
  contribution: number;
}

/** The trust score's parts in their fixed order, each with its weight and what it adds to the overall. */
export function trustScoreBreakdown(parts: Record<TrustComponent, number>): TrustScoreRow[] {
  return trustComponents.map((component) => {
    const raw = parts[component];
    const score = Number.isFinite(raw) ? Math.min(100, Math.max(0, raw)) : 0;
    const weight = trustScoreWeights[component];
    return { component, score, weight, contribution: Math.round((score * weight) / 10) / 10 };
  });
}

/** The six tabs, in order; the screen keeps the open one in the URL (`?tab=settings`). */
export const profileTabs = ['overview', 'kyc', 'blockchain', 'compliance', 'activity', 'settings'] as const;

export const verificationKinds: readonly VerificationKind[] = [
  'identity',
  'business',
  'financial',
  'compliance',
  'sustainability',
];

/** Semantic role of a verification status (verified green, pending amber, rejected red). */
export const verificationTone: Record<VerificationStatus, 'success' | 'warning' | 'danger'> = {
  verified: 'success',
  pending: 'warning',
  rejected: 'danger',
};

/** How many of the five checks are verified. */
export function verifiedCount(verifications: Record<VerificationKind, Verification>): number {
  return verificationKinds.filter((kind) => verifications[kind].status === 'verified').length;
}

export type RecentActivityStatus = 'completed' | 'pending' | 'inProgress';

/** Recent activity item: type and description are codes the screen translates. */
export interface RecentActivity {
  id: string;
  type: 'trade' | 'negotiation' | 'verification' | 'contract' | 'payment';
  /** Code under `activity.descriptions.<code>`. */
  description: string;
  /** The counterparty's cast id (src/data/cast.ts), named in the description (`{{company}}`). */
  company?: CompanyId;
  /** SDR; null when the item has no amount. */
  value: number | null;
  timestamp: string;
  status: RecentActivityStatus;
}

export const recentActivity = dated((): readonly RecentActivity[] => [
  {
    id: 'ra-1',
    type: 'trade',
    description: 'wheatForCopper',
    company: 'andes-copper',
    value: 2_450_000,
    timestamp: sampleMoment('2026-11-20T09:30:00Z'),
    status: 'completed',
  },
  {
    id: 'ra-2',
    type: 'negotiation',
    description: 'soybeanTerms',
    company: 'pampas-soy',
    value: 890_000,
    timestamp: sampleMoment('2026-11-18T15:10:00Z'),
    status: 'inProgress',
  },
  {
    id: 'ra-3',
    type: 'verification',
    description: 'complianceReview',
    value: null,
    timestamp: sampleMoment('2026-11-10T14:05:00Z'),
    status: 'pending',
  },
  {
    id: 'ra-4',
    type: 'contract',
    description: 'escrowContract',
    value: 1_200_000,
    timestamp: sampleMoment('2026-11-02T11:45:00Z'),
    status: 'completed',
  },
  {
    id: 'ra-5',
    type: 'payment',
    description: 'srdSettlement',
    company: 'caspian-energy',
    value: 640_500,
    timestamp: sampleMoment('2026-10-28T08:20:00Z'),
    status: 'completed',
  },
]);

export const recentActivityTone: Record<RecentActivityStatus, 'success' | 'warning' | 'info'> = {
  completed: 'success',
  pending: 'warning',
  inProgress: 'info',
};

/**
 * Up to two initials for the avatar: the first letter of the first and of the last word (letters and
 * digits only, so pasted HTML gives "SA" for "<script>alert</script>", never markup); "?" for none.
 */
export function profileInitials(name: string): string {
  const words = (typeof name === 'string' ? name : '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initials = [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return initials === '' ? '?' : initials.toLocaleUpperCase();
}
