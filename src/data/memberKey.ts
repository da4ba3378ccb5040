/** Where the member's record is kept, its versions and its tiers (the record itself: memberRecord.ts). */

/** localStorage key of the member's record (JSON, see memberRecord.ts). */
export const memberRecordKey = 'srt.member';
/**
 * Which parts of the stored record differ from the sample's (memberParts.ts): index.html reads this
 * small key before the first paint instead of the record.
 */
export const memberPartsKey = 'srt.member.parts';
/** Where an unreadable record is kept, untouched, so the member can still export it. */
export const unreadableRecordKey = 'srt.member.unreadable';
/** The record's schema version; a record of a newer version is kept but not read (2: notifications). */
export const memberRecordVersion = 2;

export const tierIds = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type TierId = (typeof tierIds)[number];
/** The member holds Gold until they choose another tier. */
export const defaultTier: TierId = 'gold';

export function isTierId(value: unknown): value is TierId {
  return typeof value === 'string' && (tierIds as readonly string[]).includes(value);
}
