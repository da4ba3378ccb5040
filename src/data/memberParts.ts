/**
 * Which parts of the member's record differ from the sample member's, for the page before the app is
 * live. Pages are prerendered with the sample's figures; the head script of index.html holds hidden
 * only the figures of the parts this member changed (marked with `memberFigure`), which it reads from
 * a small key the member store writes beside the record (`memberPartsKey`): it never parses the record.
 */
import { sampleMemberRecord, type MemberRecord } from './memberRecord';

/**
 * The parts of the record a prerendered page shows the sample's figures of. Not the notifications:
 * the sample has none, and the unread count's badge sits over the bell, so it appears without moving
 * anything. index.html names every part in its fallback and holds each part's figures in a rule of its own.
 */
export const memberParts = [
  'tier',
  'profile',
  'ledger',
  'contracts',
  'deal',
  'customs',
  'compliance',
  'chat',
  'matching',
] as const satisfies readonly (keyof MemberRecord)[];

export type MemberPart = (typeof memberParts)[number];

/** Same JSON value, whatever the order of an object's keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const aFields = a as Record<string, unknown>;
  const bFields = b as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bFields, key) && sameValue(aFields[key], bFields[key]));
}

/** The parts of `record` that differ from the sample member's, in `memberParts` order. */
export function changedParts(record: MemberRecord): MemberPart[] {
  const sample = sampleMemberRecord();
  return memberParts.filter((part) => !sameValue(record[part], sample[part]));
}

/**
 * What the store writes under `memberPartsKey` (memberKey.ts) beside the record's `text`: the text's
 * length, then the changed parts, space-separated ("2873 tier ledger"). index.html trusts the parts
 * only when the length is the stored record's: a record written by anything else (an earlier build, a
 * test, the browser's tools) almost always has another length, and then every part is held.
 */
export function memberPartsText(record: MemberRecord, text: string): string {
  return [String(text.length), ...changedParts(record)].join(' ');
}
