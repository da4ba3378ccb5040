/**
 * The wallet's amount fields (send and receive): how a typed amount is read and what Use Max writes.
 * Apart from wallet.ts so the wallet's first paint does not carry the number reader: only the send and
 * receive tabs, which load when opened, need it.
 */
import { centsOf, checkNumber, decimalText, type NumberProblem } from './decimal';
import { walletAmountField } from './numberFields';
import { isValidAddress, referenceMaxLength, sendFeeCents, sendTotalCents } from './srdWallet';

export type AmountProblem =
  | 'empty'
  | 'tooLong'
  | 'separator'
  | 'format'
  | 'negative'
  | 'zero'
  | 'decimals'
  | 'tooLarge'
  | 'overBalance';

/**
 * The largest amount a wallet form takes: SDR 1,000,000,000.00. Far below where whole cents stop
 * being exact in a JavaScript number, so a link or a total never carries digits rounded away.
 */
export const maxAmountCents = walletAmountField.max * 100;

export type AmountCheck = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

/** This form's name for each problem of the shared reader. */
const amountProblems: Record<NumberProblem, AmountProblem> = {
  empty: 'empty',
  tooLong: 'tooLong',
  exponent: 'format',
  notNumber: 'format',
  separator: 'separator',
  grouping: 'separator',
  negative: 'negative',
  decimals: 'decimals',
  aboveMax: 'tooLarge',
  belowMin: 'zero',
};

/**
 * Reads a typed amount as `language` writes it (`walletAmountField`: at most 2 decimals, above 0, no
 * thousands separators; in Spanish and Russian the comma is the decimal mark), and at most `maxCents`
 * when given. Never rewrites the text.
 */
export function checkAmount(text: string, language: string, maxCents?: number): AmountCheck {
  const check = checkNumber(text, walletAmountField, language);
  if (!check.ok) return { ok: false, problem: amountProblems[check.problem] };
  const cents = centsOf(check.value);
  if (maxCents !== undefined && cents > maxCents) return { ok: false, problem: 'overBalance' };
  return { ok: true, cents };
}

/** The most a send can carry: what is available minus the fees, never below zero. */
export const maxSendCents = (availableCents: number) => Math.max(0, availableCents - sendFeeCents);

/** Nothing can be sent when what is available does not cover the fees and one cent. */
export const canSendAnything = (availableCents: number) => maxSendCents(availableCents) > 0;

export type SendAmountProblem = AmountProblem | 'overAvailable' | 'nothingAvailable';
export type SendAmountCheck = { ok: true; cents: number } | { ok: false; problem: SendAmountProblem };

/**
 * The send form's amount: a valid amount (checkAmount) whose total with the fees is at most what is
 * available. When the fees alone use up what is available, every number says nothing can be sent.
 */
export function checkSendAmount(text: string, availableCents: number, language: string): SendAmountCheck {
  const amount = checkAmount(text, language);
  if (!amount.ok && amount.problem !== 'zero') return amount;
  if (!canSendAnything(availableCents)) return { ok: false, problem: 'nothingAvailable' };
  if (!amount.ok) return amount;
  if (sendTotalCents(amount.cents) > availableCents) return { ok: false, problem: 'overAvailable' };
  return amount;
}

export interface SendDraft {
  address: string;
  amount: string;
  reference: string;
}

/** The send amount in cents when the whole draft can be sent from what is available, else null. */
export function sendableCents(draft: SendDraft, availableCents: number, language: string): number | null {
  if (!isValidAddress(draft.address)) return null;
  if (draft.reference.length > referenceMaxLength) return null;
  const amount = checkSendAmount(draft.amount, availableCents, language);
  return amount.ok ? amount.cents : null;
}

/** An amount as the field shows it in `language`: 2 decimals, "110430.15" or, in Spanish, "110430,15". */
export const amountFieldText = (cents: number, language: string) => decimalText(cents / 100, language, 2);
