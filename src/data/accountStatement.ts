/**
 * The monthly statement of the SDR account, derived from the one ledger (src/data/ledger.ts): the
 * months there are, and for one month its opening balance, every booked entry in date order with the
 * balance after it, the closing balance, and the totals in, out and in fees. Pure and in whole cents,
 * so every figure agrees with the ledger to the cent.
 *
 * What a statement lists (booked entries) is exactly what moves the wallet's balance
 * (`balanceEffectCents` of src/data/ledger.ts is not zero), so the closing balance of the current month is the balance the
 * wallet shows:
 * - inflows once completed;
 * - outflows from the moment they start (pending, processing) and when completed: the wallet already
 *   takes a send out of the balance while it is under way, so the statement lists it too, marked with
 *   its status (like a card payment a bank shows as pending). Should it fail, it leaves the statement,
 *   as it leaves the balance;
 * - not listed: failed entries (nothing moved) and scheduled payments (reserved, not spent: they are
 *   part of what is locked, and are booked on their day). The scheduled payments planned in the month
 *   are counted beside the statement (`scheduledCount`, `scheduledCents`), outside its totals.
 *
 * Fees: the fees charged on top of an outflow, plus outflows that are themselves a fee (kind `fee`).
 * "Out" is every other outflow's amount. So closing = opening + in - out - fees, and each line's
 * balance = the previous one + its in - its out - its fees.
 *
 * Months are calendar months in UTC (an entry's timestamp is UTC), written `YYYY-MM`.
 */
import { positionalColumns, toCsv, type CsvTable } from './csv';
import { addEntries, type LedgerEntry } from './ledger';
import { ledgerCsvCodes, type LedgerCsvText } from './walletHistory';
import { compareText } from './order';

/** A calendar month in UTC, `YYYY-MM`. */
export type MonthKey = string;

/** The month of an ISO timestamp, in UTC (an offset other than Z is taken into account). */
export function monthOf(at: string | Date): MonthKey {
  const time = at instanceof Date ? at.getTime() : Date.parse(at);
  return new Date(time).toISOString().slice(0, 7);
}

/** `text` when it is a month that exists (`2026-11`), else null. */
export function readMonth(text: string | null | undefined): MonthKey | null {
  if (typeof text !== 'string') return null;
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null;
}

/** The month after `month`. */
export function nextMonth(month: MonthKey): MonthKey {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 12
    ? `${String(year + 1).padStart(4, '0')}-01`
    : `${month.slice(0, 5)}${String(index + 1).padStart(2, '0')}`;
}

const nothing = { balanceCents: 0, lockedCents: 0, inFlightCents: 0, transactionCount: 0 };
/**
 * What an entry did to the balance, in cents: the ledger's own rule (`addEntries` applies
 * `balanceEffectCents`; going through it keeps the ledger's chunk as it was for the wallet's first paint).
 */
const balanceMoveCents = (entry: LedgerEntry): number => addEntries(nothing, [entry]).balanceCents;

/** Whether an entry is on the statement: it moved the balance (see the rule at the top). */
export const isBooked = (entry: LedgerEntry): boolean => balanceMoveCents(entry) !== 0;

/**
 * The months a statement can be asked for, newest first: from the month of the oldest booked entry
 * to the current month (or the month of the newest booked entry, should it be later). Months without
 * an entry in between are there too (their statement is empty). With no booked entry: the current
 * month only.
 */
export function statementMonths(entries: readonly LedgerEntry[], now: Date | string): MonthKey[] {
  let first = monthOf(now);
  let last = first;
  for (const entry of entries) {
    if (!isBooked(entry)) continue;
    const month = monthOf(entry.at);
    if (month < first) first = month;
    if (month > last) last = month;
  }
  const months: MonthKey[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months.reverse();
}

/** Why the month asked for is not the one shown: not a month at all, or one without a statement. */
export type MonthFallback = 'invalid' | 'unavailable';

/**
 * The month to show for `requested` (the URL's value): itself when it is an available month;
 * otherwise the current month, saying why. Empty or absent asks for the current month.
 */
export function resolveStatementMonth(
  requested: string | null,
  months: readonly MonthKey[],
  current: MonthKey,
): { month: MonthKey; fallback: MonthFallback | null } {
  if (requested === null || requested === '') return { month: current, fallback: null };
  const month = readMonth(requested);
  if (month === null) return { month: current, fallback: 'invalid' };
  return months.includes(month) ? { month, fallback: null } : { month: current, fallback: 'unavailable' };
}

export interface StatementLine {
  entry: LedgerEntry;
  /** Money in, in cents (0 for an outflow). */
  inCents: number;
  /** Money out, fees apart, in cents (0 for an inflow and for an outflow that is a fee). */
  outCents: number;
  /** Fees of this line, in cents. */
  feeCents: number;
  /** The account's balance after this line, in cents. */
  balanceCents: number;
}

export interface AccountStatement {
  month: MonthKey;
  openingCents: number;
  closingCents: number;
  inCents: number;
  outCents: number;
  feesCents: number;
  /** Booked entries of the month, oldest first (ties by id), each with the balance after it. */
  lines: StatementLine[];
  /** Scheduled payments planned in the month: not booked, not in the totals. */
  scheduledCount: number;
  scheduledCents: number;
}

/** A line's money: in, out and fees, in cents (see the rule on fees at the top). */
export function lineAmounts(entry: LedgerEntry): Pick<StatementLine, 'inCents' | 'outCents' | 'feeCents'> {
  if (entry.direction === 'in') return { inCents: entry.amountCents, outCents: 0, feeCents: 0 };
  if (entry.kind === 'fee') return { inCents: 0, outCents: 0, feeCents: entry.amountCents + entry.feeCents };
  return { inCents: 0, outCents: entry.amountCents, feeCents: entry.feeCents };
}

const byDateThenId = (a: LedgerEntry, b: LedgerEntry) => compareText(a.at, b.at) || compareText(a.id, b.id);

/**
 * The statement of `month` for an account that held `openingCents` before its oldest entry (the
 * sample ledger's `openingCents`) and has `entries` (in any order).
 */
export function accountStatement(
  openingCents: number,
  entries: readonly LedgerEntry[],
  month: MonthKey,
): AccountStatement {
  let opening = openingCents;
  const inMonth: LedgerEntry[] = [];
  let scheduledCount = 0;
  let scheduledCents = 0;
  for (const entry of entries) {
    const entryMonth = monthOf(entry.at);
    if (entryMonth === month && entry.status === 'scheduled' && entry.direction === 'out') {
      scheduledCount += 1;
      scheduledCents += entry.amountCents + entry.feeCents;
    }
    if (!isBooked(entry)) continue;
    if (entryMonth < month) opening += balanceMoveCents(entry);
    else if (entryMonth === month) inMonth.push(entry);
  }
  inMonth.sort(byDateThenId);
  let balance = opening;
  let inCents = 0;
  let outCents = 0;
  let feesCents = 0;
  const lines = inMonth.map((entry): StatementLine => {
    const amounts = lineAmounts(entry);
    inCents += amounts.inCents;
    outCents += amounts.outCents;
    feesCents += amounts.feeCents;
    balance += amounts.inCents - amounts.outCents - amounts.feeCents;
    return { entry, ...amounts, balanceCents: balance };
  });
  return {
    month,
    openingCents: opening,
    closingCents: balance,
    inCents,
    outCents,
    feesCents,
    lines,
    scheduledCount,
    scheduledCents,
  };
}

/** A CSV amount: dot decimals, 2 places, a minus sign when below zero (never a formula). */
const csvAmount = (cents: number) => (cents / 100).toFixed(2);

export const statementCsvColumns = [
  'date',
  'id',
  'type',
  'kind',
  'status',
  'counterparty',
  'reference',
  'in',
  'out',
  'fee',
  'balance',
] as const;

/**
 * A statement's CSV: an `opening` row, one row per line, a `closing` row with the month's totals,
 * every cell through the one guard against formulas (`toCsv`); headers and references in the language
 * of `text`, as the wallet's history file.
 */
export function statementCsv(statement: AccountStatement, text: LedgerCsvText = ledgerCsvCodes): CsvTable {
  const start = `${statement.month}-01T00:00:00Z`;
  const end = `${nextMonth(statement.month)}-01T00:00:00Z`;
  const rows: string[][] = [
    [start, '', 'opening', '', '', '', '', '', '', '', csvAmount(statement.openingCents)],
    ...statement.lines.map(({ entry, inCents, outCents, feeCents, balanceCents }) => [
      entry.at,
      entry.id,
      entry.direction === 'in' ? 'received' : 'sent',
      entry.kind,
      entry.status,
      entry.counterparty,
      text.reference(entry),
      inCents ? csvAmount(inCents) : '',
      outCents ? csvAmount(outCents) : '',
      feeCents ? csvAmount(feeCents) : '',
      csvAmount(balanceCents),
    ]),
    [
      end,
      '',
      'closing',
      '',
      '',
      '',
      '',
      csvAmount(statement.inCents),
      csvAmount(statement.outCents),
      csvAmount(statement.feesCents),
      csvAmount(statement.closingCents),
    ],
  ];
  return toCsv(rows, positionalColumns(statementCsvColumns), text.header);
}

/** The statement's file name: `srd-wallet-statement-2026-11.csv`. */
export const statementFileName = (month: MonthKey) => `srd-wallet-statement-${month}.csv`;
