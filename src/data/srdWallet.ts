/**
 * The SRD wallet's own rules: the send form (address, amount against what is available, fees, Use
 * Max), the tabs, the address shortening, the growth chart and the CSV cell guard. Pure and
 * deterministic: amounts are whole cents (integers) so fees and balances never drift by
 * floating-point error. The account itself (balance, locked, available, every transaction) is the
 * member's ledger: src/data/ledger.ts.
 *
 * Nothing spends more than is available: an amount is valid when amount + fees (SDR 0.35) is at most
 * the available balance (balance - locked), so Use Max fills available - fees, never below zero.
 */
import { dated, sampleMonth } from './sampleWorld';
import { memberWalletAddress, sampleBalanceCents, type LedgerEntry } from './ledger';

/** A transaction's direction as the wallet names it: money in is received, money out is sent. */
export type WalletTransactionType = 'received' | 'sent';

export const typeOfEntry = (entry: Pick<LedgerEntry, 'direction'>): WalletTransactionType =>
  entry.direction === 'in' ? 'received' : 'sent';

/** The wallet: what is not derived from the ledger. */
export const wallet = {
  /** Percent this month (12.5 means +12.5 %). */
  monthlyGrowth: 12.5,
  walletAddress: memberWalletAddress,
  verified: true,
} as const;

/** Month-end balances of the growth chart (the last month ends at the balance as it is now). */
export const portfolioGrowth = dated((): readonly { month: string; balance: number }[] => [
  { month: sampleMonth('2026-06'), balance: 78250 },
  { month: sampleMonth('2026-07'), balance: 84900 },
  { month: sampleMonth('2026-08'), balance: 91300.25 },
  { month: sampleMonth('2026-09'), balance: 99850 },
  { month: sampleMonth('2026-10'), balance: 111490.4 },
  { month: sampleMonth('2026-11'), balance: sampleBalanceCents / 100 },
]);

/** Fees of every send, in cents. */
export const networkFeeCents = 25;
export const processingFeeCents = 10;
export const sendFeeCents = networkFeeCents + processingFeeCents;
/** The overview lists this many transactions. */
export const overviewTransactionCount = 3;
/** The shortened address keeps the first 12 and the last 8 characters. */
const addressHead = 12;
const addressTail = 8;
/** An address is valid when longer than this many characters. */
const addressMinExclusive = 20;
/** Longest reference accepted (send and receive), so a pasted essay does not become a link. */
export const referenceMaxLength = 140;

export const toCents = (amount: number) => Math.round(amount * 100);

/** "SRD-0x7a9f3c2e…b9d3f7a": first 12 + "…" + last 8; short addresses stay whole. */
export function shortenAddress(address: string): string {
  if (address.length <= addressHead + addressTail) return address;
  return `${address.slice(0, addressHead)}…${address.slice(-addressTail)}`;
}

/**
 * Valid when longer than 20 characters. Also: surrounding spaces are ignored, and an
 * address with inner spaces or characters other than letters, digits, "-", "_", "." or ":" (pasted HTML,
 * a URL) is invalid too.
 */
export function isValidAddress(text: string): boolean {
  const address = text.trim();
  return address.length > addressMinExclusive && /^[A-Za-z0-9\-_.:]+$/.test(address);
}

/** Total = amount + 0.35, in cents. */
export const sendTotalCents = (amountCents: number) => amountCents + sendFeeCents;

/** Ids of the member's sends: `TX-SEND-001`, then one above the highest already in the ledger. */
export function nextSendId(entries: readonly Pick<LedgerEntry, 'id'>[]): string {
  let highest = 0;
  for (const { id } of entries) {
    const match = /^TX-SEND-(\d+)$/.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `TX-SEND-${String(highest + 1).padStart(3, '0')}`;
}

/** A click time as the ledger writes it: ISO 8601 to the second, UTC ("2026-11-22T10:00:00Z"). */
export const isoSeconds = (epochMs: number) => new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const walletTabs = ['overview', 'send', 'receive', 'history'] as const;

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
