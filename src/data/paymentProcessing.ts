/**
 * Sample data and pure rules of the payment processing screen. Display text lives in `public/locales/<lng>/paymentProcessing.json`; this
 * file holds codes that name those keys.
 *
 * How the amount's free text is read ("free text, parsed as a decimal for the
 * summary; no other rule"; "empty input shows 0"). One strict parser decides, and the
 * summary and the buttons follow the same verdict:
 *
 * | typed                  | verdict               | summary | Process / Schedule                   |
 * | ---------------------- | --------------------- | ------- | ------------------------------------ |
 * | `""`, `"   "`          | empty                 | 0       | disabled, "Enter an amount"          |
 * | `"1500"`, `" 12.5 "`   | valid (outer spaces   | fee and | enabled (with both addresses)        |
 * |                        | of a paste trimmed)   | total   |                                      |
 * | `"12."`, `".5"`        | valid (12, 0.5)       | yes     | enabled                              |
 * | `"0"`, `"0.00"`        | zero                  | 0       | disabled, "must be more than 0"      |
 * | `"-5"`                 | negative              | 0       | disabled, "cannot be negative"       |
 * | `"abc"`, `"1.2.3"`     | notNumber             | 0       | disabled, "digits and one dot"       |
 * | `"1e5"`                | exponent              | 0       | disabled, "write it out in digits"   |
 * | `"12.345"`             | tooManyDecimals       | 0       | disabled, "at most 2 decimals"       |
 * | `"1,000"`, `"1 000"`   | separator             | 0       | disabled, "no thousands separators"  |
 * | above 1,000,000,000    | tooLarge              | 0       | disabled, "at most SDR 1,000,000,000"|
 * | over 40 characters     | tooLong               | 0       | disabled, "at most 40 characters"    |
 *
 * In Spanish and Russian a comma is the decimal mark (`"12,5"` is 12.5), as everywhere in the app.
 *
 * An invalid value counts as 0 in the summary, as an empty input does, rather than a partial
 * reading (`parseFloat("1e5")` would say 1, `parseFloat("12.345")` 12.345, `parseFloat("1,000")` 1):
 * the summary never shows a figure the payment would not be made for. What was typed always stays.
 */
import { isCalendarDay } from './calendar';
import { centsOf, checkNumber, type NumberProblem } from './decimal';
import { paymentAmountField } from './numberFields';
import {
  canSpend,
  memberWalletAddress,
  type LedgerEntry,
  type LedgerStatus,
  type PaymentMethodCode,
} from './ledger';

export type PaymentMethodId = PaymentMethodCode;

export interface PaymentMethod {
  id: PaymentMethodId;
  /** Fee in per mille of the amount: 1 = 0.1 %. Integer, so fees are computed in whole cents. */
  feePerMille: number;
  /** Settlement time code (`methods.time.<code>`). */
  time: 'instant' | 'days' | 'onDelivery';
  available: boolean;
}

/** Stablecoin 0.1 % instant, traditional bank 2.5 % 3-5 days, smart escrow 0.5 % on delivery. */
export const paymentMethods: readonly PaymentMethod[] = [
  { id: 'srd', feePerMille: 1, time: 'instant', available: true },
  { id: 'traditional', feePerMille: 25, time: 'days', available: true },
  { id: 'escrow', feePerMille: 5, time: 'onDelivery', available: true },
];

/** The payment method defaults to the stablecoin. */
export const defaultPaymentMethod: PaymentMethodId = 'srd';

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return paymentMethods.some((method) => method.id === value);
}

export function paymentMethodById(id: PaymentMethodId): PaymentMethod {
  return paymentMethods.find((method) => method.id === id) ?? paymentMethods[0]!;
}

/** The method's rate in percent (0.1, 2.5, 0.5), for display. */
export function methodRatePercent(method: PaymentMethod): number {
  return method.feePerMille / 10;
}

/** Summary fee = 0.001 x amount, total = 1.001 x amount (in per mille: 1). */
export const summaryFeePerMille = 1;

/** The largest amount the form takes: a sanity limit, so a typo of extra digits is refused. */
export const maxPaymentAmount = paymentAmountField.max;

export type AmountProblem =
  | 'empty'
  | 'tooLong'
  | 'zero'
  | 'negative'
  | 'notNumber'
  | 'exponent'
  | 'tooManyDecimals'
  | 'separator'
  | 'tooLarge';

export type ParsedAmount = { ok: true; value: number; cents: number } | { ok: false; problem: AmountProblem };

/** This form's name for each problem of the shared reader. */
const amountProblems: Record<NumberProblem, AmountProblem> = {
  empty: 'empty',
  tooLong: 'tooLong',
  exponent: 'exponent',
  separator: 'separator',
  grouping: 'separator',
  notNumber: 'notNumber',
  negative: 'negative',
  decimals: 'tooManyDecimals',
  aboveMax: 'tooLarge',
  belowMin: 'zero',
};

/** Reads the amount's free text strictly, as `language` writes numbers (see the table above). */
export function parseAmount(text: string, language: string): ParsedAmount {
  const check = checkNumber(text, paymentAmountField, language);
  if (!check.ok) return { ok: false, problem: amountProblems[check.problem] };
  const cents = centsOf(check.value);
  return { ok: true, value: cents / 100, cents };
}

/** A fee in whole cents, rounded half up: `cents x perMille / 1000` (exact, no float drift). */
function feeCents(cents: number, perMille: number): number {
  return Math.round((cents * perMille) / 1000);
}

export interface PaymentSummary {
  amount: number;
  fee: number;
  total: number;
}

/**
 * The summary: fee = 0.001 x amount, total = 1.001 x amount, both to 2 decimals;
 * empty (and, by this screen's rule, any invalid) input shows 0.
 */
export function summarize(text: string, language: string): PaymentSummary {
  const parsed = parseAmount(text, language);
  if (!parsed.ok) return { amount: 0, fee: 0, total: 0 };
  const fee = feeCents(parsed.cents, summaryFeePerMille);
  return { amount: parsed.value, fee: fee / 100, total: (parsed.cents + fee) / 100 };
}

/** Amount and fee in cents of a valid amount (the fee is the summary's 0.1 %), else null. */
export function paymentCents(
  text: string,
  language: string,
): { amountCents: number; feeCents: number } | null {
  const parsed = parseAmount(text, language);
  return parsed.ok
    ? { amountCents: parsed.cents, feeCents: feeCents(parsed.cents, summaryFeePerMille) }
    : null;
}

/** The selected method's own fee at its rate (2.5 % of SDR 1,000 is SDR 25.00), 0 when the amount is invalid. */
export function methodFee(text: string, method: PaymentMethod, language: string): number {
  const parsed = parseAmount(text, language);
  return parsed.ok ? feeCents(parsed.cents, method.feePerMille) / 100 : 0;
}

export type DateProblem = 'empty' | 'invalid' | 'past';
export type ParsedDate = { ok: true; date: string } | { ok: false; problem: DateProblem };

/** The schedule date: a real day, today (`today`, `YYYY-MM-DD` in the member's time zone) or later. */
export function parseScheduleDate(text: string, today: string): ParsedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!isCalendarDay(trimmed)) return { ok: false, problem: 'invalid' };
  if (trimmed < today) return { ok: false, problem: 'past' };
  return { ok: true, date: trimmed };
}

/** The longest wallet address the fields take (an address has no format check; this keeps the list tidy). */
export const maxAddressLength = 120;

/** A wallet address field is filled when it has something besides spaces (no format check). */
export function isAddressFilled(text: string): boolean {
  return text.trim() !== '';
}

/** A payment's status is a ledger status: the store moves it on (processing, then completed). */
export type TransactionStatus = LedgerStatus;

/** The member's own wallet: every payment leaves the member's one SDR account. */
export const defaultFromAccount = memberWalletAddress;

/** Id of the n-th payment the member made (1-based): PAY-0001. */
export function newTransactionId(sequence: number): string {
  return `PAY-${String(sequence).padStart(4, '0')}`;
}

const paymentId = /^PAY-(\d+)$/;

/** The next payment id: one above the highest PAY-n the member has (ids never repeat after a gap). */
export function nextPaymentId(entries: readonly LedgerEntry[]): string {
  let highest = 0;
  for (const entry of entries) {
    const match = paymentId.exec(entry.id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return newTransactionId(highest + 1);
}

/** The member's payments in the ledger, newest submitted first (the store keeps that order). */
export function memberPayments(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return entries.filter((entry) => entry.kind === 'payment');
}

/** How many of the account's earlier payments the recent list shows below the member's own. */
export const earlierPaymentsShown = 3;

/**
 * The recent list: every payment the member made here, then the account's newest earlier payments
 * from the sample history (the same entries the wallet history lists).
 */
export function recentPayments(
  memberEntries: readonly LedgerEntry[],
  history: readonly LedgerEntry[],
): LedgerEntry[] {
  return [...memberPayments(memberEntries), ...memberPayments(history).slice(0, earlierPaymentsShown)];
}

export interface PaymentRequest {
  id: string;
  amountCents: number;
  feeCents: number;
  /** The recipient's address as typed. */
  to: string;
  method: PaymentMethodId;
  /** Processed now: when it was submitted. Scheduled: the start of its day (`startOfLocalDay`). */
  at: string;
  status: 'processing' | 'scheduled';
}

/** The ledger entry of a payment: an outflow of the amount plus its fee to the recipient. */
export function paymentEntry(request: PaymentRequest): LedgerEntry {
  return {
    id: request.id,
    kind: 'payment',
    direction: 'out',
    amountCents: request.amountCents,
    feeCents: request.feeCents,
    counterparty: request.to,
    reference: '',
    at: request.at,
    status: request.status,
    method: request.method,
  };
}

/** Can a payment of this amount and fee (in cents) be paid from what is available? */
export function isAffordable(cents: { amountCents: number; feeCents: number }, availableCents: number) {
  return canSpend(cents.amountCents + cents.feeCents, availableCents);
}

export function transactionStatusTone(status: TransactionStatus): 'success' | 'info' | 'active' | 'danger' {
  if (status === 'completed') return 'success';
  if (status === 'scheduled') return 'active';
  if (status === 'failed') return 'danger';
  return 'info';
}
