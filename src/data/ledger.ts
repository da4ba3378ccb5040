/**
 * The member's SDR account as one ledger: every money movement is an entry, and the balance, the
 * locked part and what is available are derived from the entries, never stored beside them.
 *
 * - balance = opening balance + completed inflows - outflows that are under way or done (pending,
 *   processing, completed: money leaves the account when a send or payment starts, and comes back
 *   only if it fails).
 * - locked = the escrow hold + scheduled outflows (reserved until their day).
 * - available = balance - locked. Nothing may spend more than that.
 *
 * Amounts are whole cents. The sample history is generated from the wallet's six sample
 * transactions plus a seeded, deterministic run of older entries, so the "total transactions" figure
 * is the length of the history, the same on every load.
 */

import { builtDay, dated, sampleMoment } from './sampleWorld';
import { compareText } from './order';
/** Like `Math.random`: a number in [0, 1). The app passes the project's seeded source. */
export type RandomSource = () => number;

export const ledgerKinds = ['transfer', 'payment', 'duty', 'settlement', 'fee'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export const ledgerDirections = ['in', 'out'] as const;
export type LedgerDirection = (typeof ledgerDirections)[number];
export const ledgerStatuses = ['pending', 'processing', 'scheduled', 'completed', 'failed'] as const;
export type LedgerStatus = (typeof ledgerStatuses)[number];
/** How a payment made on the payment screen travelled (stablecoin, bank transfer, smart escrow). */
export const paymentMethodCodes = ['srd', 'traditional', 'escrow'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

export interface LedgerEntry {
  /** Stable id: `TX-…` for samples, `TX-SEND-…`, `PAY-…`, `DUTY-…` for what the member does. */
  id: string;
  kind: LedgerKind;
  direction: LedgerDirection;
  /** What moved, in cents, always above 0. */
  amountCents: number;
  /** Fees charged on top of an outflow, in cents (0 for inflows). */
  feeCents: number;
  /** The other side: a wallet address, an account or a name shown as written. */
  counterparty: string;
  /** The member's reference, as typed (may be empty). */
  reference: string;
  /** ISO 8601: when it was submitted, or the planned day of a scheduled payment. */
  at: string;
  status: LedgerStatus;
  /** The item the money is for, on another screen (a customs shipment id, a payment id). */
  subject?: string;
  /** The method of a payment made on the payment screen (absent on every other entry). */
  method?: PaymentMethodCode;
}

/** The wallet's own address: outflows come from it, inflows go to it. */
export { memberWalletAddress } from './memberWallet';
/** The balance the sample account shows before the member does anything. */
export const sampleBalanceCents = 12_543_050;
/** The escrow hold of the sample account (locked, not spendable). */
export const escrowHoldCents = 1_500_000;
/** How many transactions the sample history holds (the wallet's "total transactions"). */
export const sampleTransactionCount = 1247;
/** The seed of the generated history: change it and every figure of the history changes. */
export const sampleLedgerSeed = 1247;

/** The wallet's six most recent sample transactions, newest first. */
export const recentSampleEntries = dated((): readonly LedgerEntry[] => [
  {
    id: 'TX-2026-0148',
    kind: 'settlement',
    direction: 'in',
    amountCents: 2_500_000,
    feeCents: 0,
    counterparty: 'SRD-0x3f8a2c1d9e7b5f4a6c8d2e1f9a7b3c5d8e2f4a6b',
    reference: 'Payment for steel shipment #SH-2026-009',
    at: sampleMoment('2026-11-20T14:32:00Z'),
    status: 'completed',
    subject: 'SH-2026-009',
  },
  {
    id: 'TX-2026-0147',
    kind: 'transfer',
    direction: 'out',
    amountCents: 875_025,
    feeCents: 0,
    counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b2d5e8f1a4c7b9e2d5f8a',
    reference: 'Escrow deposit - copper cathodes',
    at: sampleMoment('2026-11-19T09:15:00Z'),
    status: 'pending',
  },
  {
    id: 'TX-2026-0146',
    kind: 'settlement',
    direction: 'in',
    amountCents: 1_550_000,
    feeCents: 0,
    counterparty: 'SRD-0x5b8d1e4a7c2f9b3e6a8d1c4f7b2e5a9c3d6f8b1e',
    reference: 'Barter settlement - textiles for grain',
    at: sampleMoment('2026-11-18T16:45:00Z'),
    status: 'completed',
  },
  {
    id: 'TX-2026-0145',
    kind: 'duty',
    direction: 'out',
    amountCents: 320_000,
    feeCents: 0,
    counterparty: 'SRD-0x2e6a9d3c7f1b4e8a2d5c9f3b6e1a4d7c2f5b8e9a',
    reference: 'Customs clearance fee',
    at: sampleMoment('2026-11-16T11:20:00Z'),
    status: 'failed',
  },
  {
    id: 'TX-2026-0144',
    kind: 'payment',
    direction: 'out',
    amountCents: 1_248_075,
    feeCents: 0,
    counterparty: 'SRD-0x8f2b5e9a3d6c1f4b7e2a5d8c3f6b9e1a4d7c2f5e',
    reference: 'Logistics - Rotterdam to Jebel Ali',
    at: sampleMoment('2026-11-14T08:05:00Z'),
    status: 'completed',
  },
  {
    id: 'TX-2026-0143',
    kind: 'settlement',
    direction: 'in',
    amountCents: 4_200_000,
    feeCents: 0,
    counterparty: 'SRD-0x6d9c2f5b8e1a4d7c3f6b9e2a5d8c1f4b7e3a6d9c',
    reference: '',
    at: sampleMoment('2026-11-10T13:50:00Z'),
    status: 'completed',
  },
]);

/** Counterparties of the generated history: sample partner wallets. */
const historyCounterparties = [
  'SRD-0x3f8a2c1d9e7b5f4a6c8d2e1f9a7b3c5d8e2f4a6b',
  'SRD-0x9c4e7a2b5d8f1e3a6c9b2d5e8f1a4c7b9e2d5f8a',
  'SRD-0x5b8d1e4a7c2f9b3e6a8d1c4f7b2e5a9c3d6f8b1e',
  'SRD-0x2e6a9d3c7f1b4e8a2d5c9f3b6e1a4d7c2f5b8e9a',
  'SRD-0x8f2b5e9a3d6c1f4b7e2a5d8c3f6b9e1a4d7c2f5e',
  'SRD-0x6d9c2f5b8e1a4d7c3f6b9e2a5d8c1f4b7e3a6d9c',
  'SRD-0x1a4d7c2f5b8e9a3d6c1f4b7e2a5d8c3f6b9e2d5f',
  'SRD-0x4b7e2a5d8c3f6b9e1a4d7c2f5e8a3d6c9f2b5e8a',
] as const;

/** How the balance of the generated history moves: it is pulled towards this many cents. */
const historyTargetCents = 1_000_000;
const dayMs = 86_400_000;
/** How far back the generated history goes. */
const historySpanDays = 400;

/** The effect of an entry on the balance, in cents (signed). */
export function balanceEffectCents(entry: LedgerEntry): number {
  if (entry.direction === 'in') return entry.status === 'completed' ? entry.amountCents : 0;
  const movesNow =
    entry.status === 'pending' || entry.status === 'processing' || entry.status === 'completed';
  return movesNow ? -(entry.amountCents + entry.feeCents) : 0;
}

/** The part of the balance an entry reserves (scheduled outflows), in cents. */
export function lockedByCents(entry: LedgerEntry): number {
  return entry.direction === 'out' && entry.status === 'scheduled' ? entry.amountCents + entry.feeCents : 0;
}

/**
 * The older part of the sample history: `count` entries before `before`, oldest first in the
 * generation, returned newest first. Deterministic for a given random source.
 */
export function generateHistory(random: RandomSource, count: number, before: string): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  const end = Date.parse(before);
  // Spread over the year before `before`, oldest first.
  const times = Array.from({ length: count }, () => end - 1 - Math.floor(random() * historySpanDays * dayMs));
  times.sort((x, y) => x - y);
  let running = 0;
  for (const [index, time] of times.entries()) {
    const prefersOut = running > historyTargetCents;
    const direction: LedgerDirection = random() < (prefersOut ? 0.7 : 0.35) ? 'out' : 'in';
    const amountCents = 50_000 + Math.floor(random() * 2_000_000);
    const failed = random() < 0.03;
    const kindRoll = random();
    const kind: LedgerKind =
      direction === 'in'
        ? 'settlement'
        : kindRoll < 0.5
          ? 'transfer'
          : kindRoll < 0.85
            ? 'payment'
            : kindRoll < 0.95
              ? 'duty'
              : 'fee';
    const feeCents = direction === 'out' && kind === 'transfer' ? 35 : 0;
    // Never spend more than the generated account holds: such an outflow would have been refused.
    const overdraws = direction === 'out' && amountCents + feeCents > running;
    const entry: LedgerEntry = {
      id: `TX-H-${String(index + 1).padStart(4, '0')}`,
      kind,
      direction,
      amountCents,
      feeCents,
      counterparty: historyCounterparties[Math.floor(random() * historyCounterparties.length)] ?? '',
      reference: '',
      at: new Date(time).toISOString().replace('.000Z', 'Z'),
      status: failed || overdraws ? 'failed' : 'completed',
    };
    running += balanceEffectCents(entry);
    entries.push(entry);
  }
  return entries.reverse();
}

export interface SampleLedger {
  /** Newest first: the six recent samples, then the generated history. */
  entries: readonly LedgerEntry[];
  /** What the account held before its oldest entry, in cents. */
  openingCents: number;
}

/**
 * The whole sample history, `sampleTransactionCount` entries summing to `sampleBalanceCents`, as it
 * reads on the day being built (inside `dated`).
 */
export function buildSampleLedger(random: RandomSource): SampleLedger {
  const recent = recentSampleEntries(builtDay());
  const oldestRecent = recent[recent.length - 1]?.at ?? sampleMoment('2026-11-10T00:00:00Z');
  const history = generateHistory(random, sampleTransactionCount - recent.length, oldestRecent);
  const entries = [...recent, ...history];
  const net = entries.reduce((sum, entry) => sum + balanceEffectCents(entry), 0);
  return { entries, openingCents: sampleBalanceCents - net };
}

export interface AccountFigures {
  balanceCents: number;
  lockedCents: number;
  availableCents: number;
  /** Outflows under way (pending or processing), in cents: already out of the balance. */
  inFlightCents: number;
  transactionCount: number;
}

/** The figures of an account after `entries`, starting from `base` (available is derived). */
export function addEntries(
  base: Omit<AccountFigures, 'availableCents'>,
  entries: readonly LedgerEntry[],
): AccountFigures {
  let { balanceCents, lockedCents, inFlightCents } = base;
  for (const entry of entries) {
    balanceCents += balanceEffectCents(entry);
    lockedCents += lockedByCents(entry);
    if (entry.direction === 'out' && (entry.status === 'pending' || entry.status === 'processing')) {
      inFlightCents += entry.amountCents + entry.feeCents;
    }
  }
  return {
    balanceCents,
    lockedCents,
    availableCents: balanceCents - lockedCents,
    inFlightCents,
    transactionCount: base.transactionCount + entries.length,
  };
}

/** Balance, locked and available of the account: opening balance plus every entry. */
export function accountFigures(openingCents: number, entries: readonly LedgerEntry[]): AccountFigures {
  const opening = {
    balanceCents: openingCents,
    lockedCents: escrowHoldCents,
    inFlightCents: 0,
    transactionCount: 0,
  };
  return addEntries(opening, entries);
}

/** Newest first by `at`; ties keep their order. */
export function newestEntriesFirst(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return [...entries].sort((a, b) => compareText(b.at, a.at));
}

/** Can an outflow of `totalCents` (amount + fees) be paid from what is available? */
export function canSpend(totalCents: number, availableCents: number): boolean {
  return Number.isSafeInteger(totalCents) && totalCents > 0 && totalCents <= availableCents;
}
