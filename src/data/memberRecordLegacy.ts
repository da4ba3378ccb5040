/**
 * What earlier builds stored before the member's record existed (version 0): the tier, profile and deal
 * draft under their own keys, read once and folded into a new record (src/data/memberRecord.ts).
 */
import { parseStoredDraft } from './dealTerms';
import { defaultTier, isTierId } from './memberKey';
import {
  hasProfileErrors,
  normalizeProfileFields,
  profileFieldNames,
  sampleProfileFields,
  validateProfileFields,
  type ProfileFields,
} from './memberProfileFields';
import { sampleMemberRecord, type MemberRecord } from './memberRecord';

/**
 * Settings fields an earlier build stored (legacy key, read once by the migration), or the sample's
 * when nothing is stored, the text is not valid JSON, a
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

/** The keys earlier builds kept the member's choices under (version 0). */
export const legacyKeys = {
  tier: 'membership.currentTier',
  profile: 'memberProfile.fields',
  dealDraft: 'dealMaker.draft',
} as const;

/**
 * Version 0 -> 1: the tier, profile and deal draft that earlier builds stored under their own keys,
 * folded into a new record (each unreadable value gives its default). Null when none is stored.
 */
export function migrateLegacy(read: (key: string) => string | null): MemberRecord | null {
  const tier = read(legacyKeys.tier);
  const profileText = read(legacyKeys.profile);
  const draft = read(legacyKeys.dealDraft);
  if (tier === null && profileText === null && draft === null) return null;
  const record = sampleMemberRecord();
  return {
    ...record,
    tier: isTierId(tier) ? tier : defaultTier,
    profile: parseStoredProfileFields(profileText),
    deal: { ...record.deal, draft: parseStoredDraft(draft) },
  };
}
