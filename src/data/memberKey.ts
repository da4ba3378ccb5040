/**
 * Where the member's record is kept, and the one thing the first paint reads from it: the tier the
 * header's badge shows. Tiny on purpose: the first paint of `/` carries it, not the full validator
 * (src/data/memberRecord.ts), which loads with the member store.
 */

/** localStorage key of the member's record (JSON, see memberRecord.ts). */
export const memberRecordKey = 'srt.member';
/** Where an unreadable record is kept, untouched, so the member can still export it. */
export const unreadableRecordKey = 'srt.member.unreadable';
/** The record's schema version; a record of a newer version is kept but not read (2: notifications). */
export const memberRecordVersion = 2;
/** The oldest version this build reads (memberRecord.ts upgrades it on load). */
export const oldestRecordVersion = 1;

/** Whether this build reads a record of this version (the current one, or the one before it). */
export const isReadableVersion = (version: unknown) =>
  version === memberRecordVersion || version === oldestRecordVersion;

export const tierIds = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type TierId = (typeof tierIds)[number];
/** The member holds Gold until they choose another tier. */
export const defaultTier: TierId = 'gold';

export function isTierId(value: unknown): value is TierId {
  return typeof value === 'string' && (tierIds as readonly string[]).includes(value);
}

/** The tier of a stored record's text: Gold when there is none or it cannot be read. */
export function tierOfRecordText(text: string | null): TierId {
  if (!text) return defaultTier;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return defaultTier;
    const { version, tier } = parsed as { version?: unknown; tier?: unknown };
    return isReadableVersion(version) && isTierId(tier) ? tier : defaultTier;
  } catch {
    return defaultTier;
  }
}
