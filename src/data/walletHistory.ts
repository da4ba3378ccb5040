/**
 * The wallet's history of the ledger: filters (type: a direction or a kind of entry; status, date
 * range, counterparty text, amount range), sorting (date, amount, status, counterparty), pages and the CSV rows of exactly what is
 * filtered and sorted. Pure: the screen keeps the typed filter text and reads it here.
 *
 * Bad filter text never goes through and is never rewritten: a field that cannot be read (an amount
 * that is not a number, a day that is not YYYY-MM-DD or does not exist, a range whose start is after
 * its end) is named in `problems` and left out of the criteria, so the rest still filters.
 * Days are UTC calendar days of the entry's timestamp; both ends of the range are included.
 */
import { isCalendarDay } from './calendar';
import { centsOf, checkNumber } from './decimal';
import { walletHistoryAmountField } from './numberFields';
import {
  ledgerKinds,
  ledgerStatuses,
  memberWalletAddress,
  type LedgerEntry,
  type LedgerKind,
  type LedgerStatus,
} from './ledger';
import { toCsv, type CsvColumn, type CsvHeaderText, type CsvTable } from './csv';
import { typeOfEntry, type WalletTransactionType } from './srdWallet';
import { compareText } from './order';

/** A direction (received, sent) or a kind of entry (transfers, payments, duties, settlements, fees). */
export type TypeFilter = 'all' | WalletTransactionType | LedgerKind;
export type StatusFilter = 'all' | LedgerStatus;
/** The directions, always offered. */
export const typeFilters: readonly TypeFilter[] = ['all', 'received', 'sent'];

const isKind = (type: TypeFilter): type is LedgerKind => (ledgerKinds as readonly string[]).includes(type);

/**
 * The type filter's options: all, the directions, then each kind the ledger holds (in `ledgerKinds`
 * order), so no option can only give an empty list; the one chosen stays offered while it is chosen.
 */
export function typeFiltersOf(entries: readonly LedgerEntry[], chosen: TypeFilter = 'all'): TypeFilter[] {
  const held = new Set(entries.map((entry) => entry.kind));
  return [...typeFilters, ...ledgerKinds.filter((kind) => held.has(kind) || kind === chosen)];
}
export const statusFilters: readonly StatusFilter[] = ['all', ...ledgerStatuses];

/** What the member typed or chose in the filter bar, as typed. */
export interface HistoryFilterText {
  type: TypeFilter;
  status: StatusFilter;
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
  counterparty: string;
  /** SDR amounts, dot decimals, or empty. */
  min: string;
  max: string;
}

export const emptyHistoryFilters: HistoryFilterText = {
  type: 'all',
  status: 'all',
  from: '',
  to: '',
  counterparty: '',
  min: '',
  max: '',
};

export type HistoryFilterField = 'from' | 'to' | 'min' | 'max';
/**
 * `amount`: not an amount; `tooLong`: longer than the field reads; `tooLarge`: above the largest amount;
 * `date`: not a YYYY-MM-DD day that exists; `range`: start after end.
 */
export type HistoryFilterProblem = 'amount' | 'tooLong' | 'tooLarge' | 'date' | 'range';
type AmountFilterProblem = Extract<HistoryFilterProblem, 'amount' | 'tooLong' | 'tooLarge'>;

export interface HistoryCriteria {
  type: TypeFilter;
  status: StatusFilter;
  from: string | null;
  to: string | null;
  /** Lower-cased, trimmed; empty matches every entry. */
  counterparty: string;
  minCents: number | null;
  maxCents: number | null;
}

export interface HistoryFilterReading {
  criteria: HistoryCriteria;
  problems: Partial<Record<HistoryFilterField, HistoryFilterProblem>>;
}

/**
 * Cents of a filter amount as `language` writes it (`walletHistoryAmountField`: 0 allowed, at most 2
 * decimals); null when empty, else what is wrong.
 */
export function readFilterAmount(text: string, language: string): number | null | AmountFilterProblem {
  const check = checkNumber(text, walletHistoryAmountField, language);
  if (check.ok) return centsOf(check.value);
  if (check.problem === 'empty') return null;
  return check.problem === 'tooLong' ? 'tooLong' : check.problem === 'aboveMax' ? 'tooLarge' : 'amount';
}

/** A YYYY-MM-DD day that exists (2026-02-30 does not), else 'bad'; empty is null. */
export function readFilterDay(text: string): { day: string } | null | 'bad' {
  const day = text.trim();
  if (day === '') return null;
  return isCalendarDay(day) ? { day } : 'bad';
}

export function readHistoryFilters(text: HistoryFilterText, language: string): HistoryFilterReading {
  const problems: HistoryFilterReading['problems'] = {};
  const min = readFilterAmount(text.min, language);
  const max = readFilterAmount(text.max, language);
  const from = readFilterDay(text.from);
  const to = readFilterDay(text.to);
  if (typeof min === 'string') problems.min = min;
  if (typeof max === 'string') problems.max = max;
  if (from === 'bad') problems.from = 'date';
  if (to === 'bad') problems.to = 'date';
  let minCents = typeof min === 'string' ? null : min;
  let maxCents = typeof max === 'string' ? null : max;
  let fromDay = from === 'bad' || from === null ? null : from.day;
  let toDay = to === 'bad' || to === null ? null : to.day;
  // A range the wrong way round filters nothing out: the member is told, and fixes it.
  if (minCents !== null && maxCents !== null && minCents > maxCents) {
    problems.max = 'range';
    minCents = null;
    maxCents = null;
  }
  if (fromDay !== null && toDay !== null && fromDay > toDay) {
    problems.to = 'range';
    fromDay = null;
    toDay = null;
  }
  return {
    criteria: {
      type: text.type,
      status: text.status,
      from: fromDay,
      to: toDay,
      counterparty: text.counterparty.trim().toLowerCase(),
      minCents,
      maxCents,
    },
    problems,
  };
}

function matchesCriteria(entry: LedgerEntry, criteria: HistoryCriteria): boolean {
  const day = entry.at.slice(0, 10);
  return (
    (criteria.type === 'all' ||
      (isKind(criteria.type) ? entry.kind === criteria.type : typeOfEntry(entry) === criteria.type)) &&
    (criteria.status === 'all' || entry.status === criteria.status) &&
    (criteria.from === null || day >= criteria.from) &&
    (criteria.to === null || day <= criteria.to) &&
    (criteria.counterparty === '' || entry.counterparty.toLowerCase().includes(criteria.counterparty)) &&
    (criteria.minCents === null || entry.amountCents >= criteria.minCents) &&
    (criteria.maxCents === null || entry.amountCents <= criteria.maxCents)
  );
}

export const sortKeys = ['date', 'amount', 'status', 'counterparty'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'ascending' | 'descending';
export interface HistorySort {
  key: SortKey;
  direction: SortDirection;
}
/** Newest first, as the history opens. */
export const defaultSort: HistorySort = { key: 'date', direction: 'descending' };

/** Status order of the table: what still moves first, then done, then failed. */
const statusRank: Record<LedgerStatus, number> = {
  pending: 0,
  processing: 1,
  scheduled: 2,
  completed: 3,
  failed: 4,
};

const compareBy: Record<SortKey, (a: LedgerEntry, b: LedgerEntry) => number> = {
  date: (a, b) => compareText(a.at, b.at),
  amount: (a, b) => a.amountCents - b.amountCents,
  status: (a, b) => statusRank[a.status] - statusRank[b.status],
  counterparty: (a, b) => compareText(a.counterparty, b.counterparty),
};

/** Sorted by `sort`; ties newest first, then by id, so the order is the same on every load. */
export function sortEntries(entries: readonly LedgerEntry[], sort: HistorySort): LedgerEntry[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...entries].sort(
    (a, b) => sign * compareBy[sort.key](a, b) || -compareBy.date(a, b) || compareText(a.id, b.id),
  );
}

/** Clicking a column: the same column flips; another starts descending (newest, largest, pending first). */
export function nextSort(current: HistorySort, key: SortKey): HistorySort {
  if (current.key !== key) return { key, direction: key === 'counterparty' ? 'ascending' : 'descending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** Rows per page of the history table. */
export const historyPageSize = 25;

export interface HistoryPage<T> {
  rows: T[];
  /** 1-based, clamped into 1..pageCount. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown (0 and 0 when empty). */
  first: number;
  last: number;
}

export function pageOf<T>(items: readonly T[], page: number, size = historyPageSize): HistoryPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Number.isFinite(page) ? Math.min(Math.max(1, Math.trunc(page)), pageCount) : 1;
  const start = (current - 1) * size;
  const rows = items.slice(start, start + size);
  return {
    rows,
    page: current,
    pageCount,
    first: rows.length ? start + 1 : 0,
    last: start + rows.length,
  };
}

/** The history as shown: filtered, then sorted. */
export function historyView(
  entries: readonly LedgerEntry[],
  criteria: HistoryCriteria,
  sort: HistorySort,
): LedgerEntry[] {
  return sortEntries(
    entries.filter((entry) => matchesCriteria(entry, criteria)),
    sort,
  );
}

const amount = (cents: number) => (cents / 100).toFixed(2);

const csvColumns: readonly CsvColumn<LedgerEntry>[] = [
  { header: 'id', value: (entry) => entry.id },
  { header: 'type', value: (entry) => typeOfEntry(entry) },
  { header: 'kind', value: (entry) => entry.kind },
  { header: 'amount', value: (entry) => amount(entry.amountCents) },
  { header: 'fee', value: (entry) => amount(entry.feeCents) },
  { header: 'from', value: (entry) => (entry.direction === 'in' ? entry.counterparty : memberWalletAddress) },
  { header: 'to', value: (entry) => (entry.direction === 'in' ? memberWalletAddress : entry.counterparty) },
  { header: 'timestamp', value: (entry) => entry.at },
  { header: 'status', value: (entry) => entry.status },
  { header: 'reference', value: (entry) => entry.reference },
];

/** How a wallet file reads in the member's language: header labels and each entry's reference as shown. */
export interface LedgerCsvText {
  header: CsvHeaderText;
  reference: (entry: LedgerEntry) => string;
}

/** The codes and references as stored (a file read by a program rather than a person). */
export const ledgerCsvCodes: LedgerCsvText = {
  header: (code) => code,
  reference: (entry) => entry.reference,
};

/**
 * The CSV export of exactly the entries shown, amounts with 2 decimals; headers and references in the
 * language of `text` (type, kind and status stay codes a spreadsheet can filter on).
 */
export const ledgerCsv = (entries: readonly LedgerEntry[], text: LedgerCsvText = ledgerCsvCodes): CsvTable =>
  toCsv(
    entries,
    csvColumns.map((column) =>
      column.header === 'reference' ? { header: column.header, value: text.reference } : column,
    ),
    text.header,
  );
