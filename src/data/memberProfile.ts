/**
 * The member profile (spec part 2, Member Profile; section 3 entity, section 9 trust score weights):
 * the sample member, the editable fields of Settings with their rules (name required, bounded
 * lengths), and reading a stored profile, which falls back to the sample on anything that is not a
 * valid stored profile. The tier badge reads the current tier of src/data/membership.ts.
 */
import { overallTrustScore, type TrustComponent } from './membership';

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

/** The four fields Settings edits. */
export interface ProfileFields {
  name: string;
  title: string;
  company: string;
  location: string;
}
export type ProfileField = keyof ProfileFields;
export const profileFieldNames: readonly ProfileField[] = ['name', 'title', 'company', 'location'];

/** Longest accepted value per field, in characters after trimming. */
export const profileFieldMaxLength: Record<ProfileField, number> = {
  name: 80,
  title: 80,
  company: 120,
  location: 120,
};

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

export const sampleProfile: MemberProfile = {
  name: 'Li Wei',
  title: 'Head of Commodity Trading',
  company: 'Silk Road Agri Holdings',
  location: 'Shanghai, China',
  memberSince: '2023-03-15',
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
  creditRating: 'A',
  dueDiligenceStatus: 'Completed',
  blockchainWalletId: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  trustScore: { tradeVolume: 92, completionRate: 98, partnerRatings: 95, greenCredits: 88 },
  verifications: {
    identity: { status: 'verified', date: '2023-03-16', onBlockchain: true },
    business: { status: 'verified', date: '2023-03-20', onBlockchain: true },
    financial: { status: 'verified', date: '2023-04-02', onBlockchain: true },
    compliance: { status: 'pending', date: '2026-11-10', onBlockchain: false },
    sustainability: { status: 'rejected', date: '2026-09-28', onBlockchain: false },
  },
  activityTrace: [
    {
      id: 'act-1',
      action: 'tradeCompleted',
      timestamp: '2026-11-20T09:30:00Z',
      blockchainRef: '0x8f3a…c21d',
      verified: true,
    },
    {
      id: 'act-2',
      action: 'kycUpdated',
      timestamp: '2026-11-10T14:05:00Z',
      blockchainRef: '0x1b7e…90aa',
      verified: true,
    },
    {
      id: 'act-3',
      action: 'contractSigned',
      timestamp: '2026-11-02T11:45:00Z',
      blockchainRef: '0x44d0…7f3b',
      verified: false,
    },
  ],
  greenCredits: 1250,
  complianceCertifications: ['ISO 9001', 'ISO 14001', 'AEO', 'HACCP'],
};

/** The overall trust score from the weights 30/40/20/10 (spec section 9). */
export function profileTrustScore(profile: Pick<MemberProfile, 'trustScore'>): number {
  return overallTrustScore(profile.trustScore);
}

export type ProfileFieldProblem = 'required' | 'tooLong';
export type ProfileErrors = Partial<Record<ProfileField, ProfileFieldProblem>>;

/** Name is required; every field is bounded. Values are judged trimmed; HTML is just text. */
export function validateProfileFields(fields: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of profileFieldNames) {
    const value = typeof fields[field] === 'string' ? fields[field].trim() : '';
    if (field === 'name' && value === '') errors[field] = 'required';
    else if (value.length > profileFieldMaxLength[field]) errors[field] = 'tooLong';
  }
  return errors;
}

export function hasProfileErrors(errors: ProfileErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The saved fields, trimmed. */
export function normalizeProfileFields(fields: ProfileFields): ProfileFields {
  return {
    name: fields.name.trim(),
    title: fields.title.trim(),
    company: fields.company.trim(),
    location: fields.location.trim(),
  };
}

export const profileStorageKey = 'memberProfile.fields';

export const sampleProfileFields: ProfileFields = {
  name: sampleProfile.name,
  title: sampleProfile.title,
  company: sampleProfile.company,
  location: sampleProfile.location,
};

/**
 * The stored Settings fields, or the sample's when nothing is stored, the text is not valid JSON, a
 * field is missing or not text, or the stored values break the rules.
 */
export function parseStoredProfileFields(stored: string | null | undefined): ProfileFields {
  if (typeof stored !== 'string' || stored.trim() === '') return sampleProfileFields;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return sampleProfileFields;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return sampleProfileFields;
  const record = parsed as Record<string, unknown>;
  if (!profileFieldNames.every((field) => typeof record[field] === 'string')) return sampleProfileFields;
  const fields = normalizeProfileFields(record as unknown as ProfileFields);
  return hasProfileErrors(validateProfileFields(fields)) ? sampleProfileFields : fields;
}

export function serializeProfileFields(fields: ProfileFields): string {
  return JSON.stringify(normalizeProfileFields(fields));
}
