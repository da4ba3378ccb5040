/**
 * The SRD wallet (spec part 1, sections 2.8, 3, 4, 5, 7, 8 and 9): the member's wallet, its sample
 * transactions, the send-form rules and the history filters. Pure and deterministic: amounts are kept
 * in whole cents (integers) so fees and balances never drift by floating-point error.
 *
 * Decision on "Use Max" and fees (spec section 5 vs 9): the amount is valid above 0 and up to the FULL
 * available balance, and Use Max fills the full balance, as the spec says. The fees (SDR 0.25 + 0.10)
 * come on top, so the total may exceed the balance by at most SDR 0.35; the form shows that total and
 * the balance after sending (which can then be below zero) instead of hiding it.
 */
import { readDecimal } from './decimal';

export type WalletTransactionType = 'received' | 'sent';
export type WalletTransactionStatus = 'completed' | 'pending' | 'failed';

/** Spec section 3, "Wallet". Money in SDR (2 decimals). */
export interface Wallet {
  balance: number;
  lockedBalance: number;
  totalTransactions: number;
  /** Percent this month (12.5 means +12.5 %). */
  monthlyGrowth: number;
  walletAddress: string;
  verified: boolean;
}

/** Spec section 3, "Wallet transaction". `timestamp` is ISO 8601 (UTC). `reference` may be empty. */
export interface WalletTransaction {
  id: string;
  type: WalletTransactionType;
  amount: number;
  from: string;
  to: string;
  timestamp: string;
  status: WalletTransactionStatus;
  reference: string;
}

export const wallet: Wallet = {
  balance: 125430.5,
  lockedBalance: 15000,
  totalTransactions: 1247,
  monthlyGrowth: 12.5,
  walletAddress: 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
  verified: true,
};

/** Sample transactions, newest first. Counterparties are wallet addresses: they are not translated. */
export const walletTransactions: readonly WalletTransaction[] = [
  {
    id: 'TX-2026-0148',
    type: 'received',
    amount: 25000,
    from: 'SRD-0x3f8a2c1d9e7b5f4a6c8d2e1f9a7b3c5d8e2f4a6b',
    to: wallet.walletAddress,
    timestamp: '2026-11-20T14:32:00Z',
    status: 'completed',
    reference: 'Payment for steel shipment #SS-4471',
  },
  {
    id: 'TX-2026-0147',
    type: 'sent',
    amount: 8750.25,
    from: wallet.walletAddress,
    to: 'SRD-0x9c4e7a2b5d8f1e3a6c9b2d5e8f1a4c7b9e2d5f8a',
    timestamp: '2026-11-19T09:15:00Z',
    status: 'pending',
    reference: 'Escrow deposit - copper cathodes',
  },
  {
    id: 'TX-2026-0146',
    type: 'received',
    amount: 15500,
    from: 'SRD-0x5b8d1e4a7c2f9b3e6a8d1c4f7b2e5a9c3d6f8b1e',
    to: wallet.walletAddress,
    timestamp: '2026-11-18T16:45:00Z',
    status: 'completed',
    reference: 'Barter settlement - textiles for grain',
  },
  {
    id: 'TX-2026-0145',
    type: 'sent',
    amount: 3200,
    from: wallet.walletAddress,
    to: 'SRD-0x2e6a9d3c7f1b4e8a2d5c9f3b6e1a4d7c2f5b8e9a',
    timestamp: '2026-11-16T11:20:00Z',
    status: 'failed',
    reference: 'Customs clearance fee',
  },
  {
    id: 'TX-2026-0144',
    type: 'sent',
    amount: 12480.75,
    from: wallet.walletAddress,
    to: 'SRD-0x8f2b5e9a3d6c1f4b7e2a5d8c3f6b9e1a4d7c2f5e',
    timestamp: '2026-11-14T08:05:00Z',
    status: 'completed',
    reference: 'Logistics - Rotterdam to Jebel Ali',
  },
  {
    id: 'TX-2026-0143',
    type: 'received',
    amount: 42000,
    from: 'SRD-0x6d9c2f5b8e1a4d7c3f6b9e2a5d8c1f4b7e3a6d9c',
    to: wallet.walletAddress,
    timestamp: '2026-11-10T13:50:00Z',
    status: 'completed',
    reference: '',
  },
];

/** Balance at the end of each month, oldest first, for the portfolio growth chart (ends at the balance). */
export const portfolioGrowth: readonly { month: string; balance: number }[] = [
  { month: '2026-06', balance: 78250 },
  { month: '2026-07', balance: 84900 },
  { month: '2026-08', balance: 91300.25 },
  { month: '2026-09', balance: 99850 },
  { month: '2026-10', balance: 111490.4 },
  { month: '2026-11', balance: wallet.balance },
];

/** Spec section 9: fees of every send, in cents. */
export const networkFeeCents = 25;
export const processingFeeCents = 10;
export const sendFeeCents = networkFeeCents + processingFeeCents;
/** Spec section 9: the overview lists this many transactions. */
export const overviewTransactionCount = 3;
/** Spec section 9: the shortened address keeps the first 12 and the last 8 characters. */
export const addressHead = 12;
export const addressTail = 8;
/** Spec section 5: an address is valid when longer than this many characters. */
export const addressMinExclusive = 20;
/** Longest reference accepted (send and receive), so a pasted essay does not become a link. */
export const referenceMaxLength = 140;

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** "SRD-0x7a9f3c2e…b9d3f7a": first 12 + "…" + last 8; short addresses stay whole. */
export function shortenAddress(address: string): string {
  if (address.length <= addressHead + addressTail) return address;
  return `${address.slice(0, addressHead)}…${address.slice(-addressTail)}`;
}

/**
 * Spec section 5: valid when longer than 20 characters. Also: surrounding spaces are ignored, and an
 * address with inner spaces or characters other than letters, digits, "-", "_", "." or ":" (pasted HTML,
 * a URL) is invalid too.
 */
export function isValidAddress(text: string): boolean {
  const address = text.trim();
  return address.length > addressMinExclusive && /^[A-Za-z0-9\-_.:]+$/.test(address);
}

export type AmountProblem =
  'empty' | 'separator' | 'format' | 'negative' | 'zero' | 'decimals' | 'overBalance';

export type AmountCheck = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

/**
 * Reads a typed amount: digits with an optional dot and at most 2 decimals (step 0.01), above 0, and
 * at most `maxCents` when given. Surrounding spaces are tolerated; commas, inner spaces, exponents
 * ("1e5"), signs other than a leading minus, and words are not. Never rewrites the text.
 */
export function checkAmount(text: string, maxCents?: number): AmountCheck {
  const reading = readDecimal(text);
  if (reading.kind === 'empty') return { ok: false, problem: 'empty' };
  if (reading.kind === 'invalid') {
    return { ok: false, problem: reading.reason === 'separator' ? 'separator' : 'format' };
  }
  if (reading.negative) return { ok: false, problem: 'negative' };
  if (reading.grouped) return { ok: false, problem: 'separator' };
  if (reading.fraction.length > 2) return { ok: false, problem: 'decimals' };
  // Beyond 15 digits the number is over any balance; keep it exact enough to say so.
  const cents =
    reading.whole.length > 15
      ? Infinity
      : Number(reading.whole || '0') * 100 + Number(reading.fraction.padEnd(2, '0'));
  if (cents === 0) return { ok: false, problem: 'zero' };
  if (maxCents !== undefined && cents > maxCents) return { ok: false, problem: 'overBalance' };
  return { ok: true, cents };
}

export interface SendDraft {
  address: string;
  amount: string;
  reference: string;
}

export const emptySendDraft: SendDraft = { address: '', amount: '', reference: '' };

/** The send amount in cents when the whole draft can be sent (address, amount, reference), else null. */
export function sendableCents(draft: SendDraft, balanceCents: number): number | null {
  if (!isValidAddress(draft.address)) return null;
  if (draft.reference.length > referenceMaxLength) return null;
  const amount = checkAmount(draft.amount, balanceCents);
  return amount.ok ? amount.cents : null;
}

/** Spec section 9: total = amount + 0.35, in cents. */
export const sendTotalCents = (amountCents: number) => amountCents + sendFeeCents;

/** The amount text Use Max puts in the field: the full balance with 2 decimals ("125430.50"). */
export const maxAmountText = (balanceCents: number) => (Math.max(0, balanceCents) / 100).toFixed(2);

export type TypeFilter = 'all' | WalletTransactionType;
export type StatusFilter = 'all' | WalletTransactionStatus;
export const typeFilters: readonly TypeFilter[] = ['all', 'received', 'sent'];
export const statusFilters: readonly StatusFilter[] = ['all', 'completed', 'pending', 'failed'];

export function filterTransactions(
  transactions: readonly WalletTransaction[],
  type: TypeFilter,
  status: StatusFilter,
): WalletTransaction[] {
  return transactions.filter(
    (tx) => (type === 'all' || tx.type === type) && (status === 'all' || tx.status === status),
  );
}

/** Newest first (ISO timestamps compare as text); ties keep their order. */
export const newestFirst = (transactions: readonly WalletTransaction[]) =>
  [...transactions].sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));

export const walletTabs = ['overview', 'send', 'receive', 'history'] as const;
export type WalletTab = (typeof walletTabs)[number];

/** The `?tab=` value of the URL; anything unknown (missing, "SEND", "<b>") is the overview. */
export function resolveWalletTab(value: string | null | undefined): WalletTab {
  return (walletTabs as readonly string[]).includes(value ?? '') ? (value as WalletTab) : 'overview';
}

/**
 * Spreadsheet formula injection: a cell starting with = + - @ (or a tab / carriage return) is run as a
 * formula by Excel and friends; a leading quote makes it text.
 */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const csvColumns = ['id', 'type', 'amount', 'from', 'to', 'timestamp', 'status', 'reference'] as const;

/** The rows of the CSV export: every cell text, guarded against formulas; amounts with 2 decimals. */
export function transactionCsvRows(transactions: readonly WalletTransaction[]): string[][] {
  return [
    [...csvColumns],
    ...transactions.map((tx) =>
      [tx.id, tx.type, tx.amount.toFixed(2), tx.from, tx.to, tx.timestamp, tx.status, tx.reference].map(
        csvSafe,
      ),
    ),
  ];
}

/** Lowest and highest value of the chart, padded so the line never touches the frame. */
export function chartPoints(
  values: readonly number[],
  width: number,
  height: number,
  padding = 8,
): { x: number; y: number }[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = values.length > 1 ? (width - padding * 2) / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: padding + index * step,
    y: height - padding - ((value - min) / span) * (height - padding * 2),
  }));
}
