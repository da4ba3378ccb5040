/**
 * The account as the first paint draws it, before the member store (its validator, its machine and
 * the 1,247-entry sample history) has loaded: the member's ledger entries read from the stored
 * record's text, and the figures computed from them over the sample history's constant part.
 *
 * The sample history never changes, so what it adds to the balance, to what is locked and to what is
 * in flight is known without generating it: `accountFigures(opening, [...member, ...sample])` equals
 * `figuresOverSample(member)` (tests/data/accountFirstPaint.test.ts holds the two together). A record
 * the store would not read gives no entries here, as the store then starts from the sample state.
 */
import {
  addEntries,
  escrowHoldCents,
  ledgerDirections,
  ledgerKinds,
  ledgerStatuses,
  newestEntriesFirst,
  paymentMethodCodes,
  recentSampleEntries,
  sampleBalanceCents,
  sampleTransactionCount,
  type AccountFigures,
  type LedgerEntry,
} from './ledger';
import { isReadableVersion } from './memberKey';

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isOneOf = (list: readonly string[], value: unknown) => isText(value) && list.includes(value);

/** The same rule as the record's validator for one entry (src/data/memberRecord.ts). */
export function isLedgerEntry(value: unknown): value is LedgerEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    isText(entry.id) &&
    isOneOf(ledgerKinds, entry.kind) &&
    isOneOf(ledgerDirections, entry.direction) &&
    isCount(entry.amountCents) &&
    entry.amountCents > 0 &&
    isCount(entry.feeCents) &&
    isText(entry.counterparty) &&
    isText(entry.reference) &&
    isText(entry.at) &&
    Number.isFinite(Date.parse(entry.at)) &&
    isOneOf(ledgerStatuses, entry.status) &&
    (entry.subject === undefined || isText(entry.subject)) &&
    (entry.method === undefined || isOneOf(paymentMethodCodes, entry.method))
  );
}

/** The member's entries of a stored record's text; none when there is no readable record. */
export function ledgerOfRecordText(text: string | null): LedgerEntry[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return [];
    const { version, ledger } = parsed as { version?: unknown; ledger?: unknown };
    if (!isReadableVersion(version) || !Array.isArray(ledger)) return [];
    return ledger.every(isLedgerEntry) ? ledger : [];
  } catch {
    return [];
  }
}

/** What the sample history keeps in flight (its pending outflows), in cents. */
const sampleInFlightCents = recentSampleEntries.reduce(
  (sum, entry) =>
    sum +
    (entry.direction === 'out' && (entry.status === 'pending' || entry.status === 'processing')
      ? entry.amountCents + entry.feeCents
      : 0),
  0,
);

/** Balance, locked, available and the count of the sample history plus the member's entries. */
export function figuresOverSample(memberEntries: readonly LedgerEntry[]): AccountFigures {
  const sample = {
    balanceCents: sampleBalanceCents,
    lockedCents: escrowHoldCents,
    inFlightCents: sampleInFlightCents,
    transactionCount: sampleTransactionCount,
  };
  return addEntries(sample, memberEntries);
}

/** How many of the newest entries can be known without the generated history: its six most recent. */
export const newestKnownCount = recentSampleEntries.length;

/**
 * The `count` newest entries of the whole ledger (at most `newestKnownCount`): they are among the
 * member's entries and the sample's most recent ones, as every generated entry is older.
 */
export function newestEntries(memberEntries: readonly LedgerEntry[], count: number): LedgerEntry[] {
  return newestEntriesFirst([...memberEntries, ...recentSampleEntries]).slice(
    0,
    Math.min(count, newestKnownCount),
  );
}
