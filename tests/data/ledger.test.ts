// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accountFigures,
  balanceEffectCents,
  buildSampleLedger,
  canSpend,
  escrowHoldCents,
  generateHistory,
  lockedByCents,
  newestEntriesFirst,
  recentSampleEntries,
  sampleBalanceCents,
  sampleLedgerSeed,
  sampleTransactionCount,
  type LedgerEntry,
} from '../../src/data/ledger';
import { createSeededRandom } from '../../src/machines/random';
import { dated, worldAnchorDay } from '../../src/data/sampleWorld';

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'E',
  kind: 'transfer',
  direction: 'out',
  amountCents: 10_000,
  feeCents: 35,
  counterparty: 'SRD-0xabc',
  reference: '',
  at: '2026-11-21T10:00:00Z',
  status: 'completed',
  ...over,
});

describe('balance effects', () => {
  it.each([
    ['in', 'completed', 10_000],
    ['in', 'pending', 0],
    ['in', 'failed', 0],
    ['out', 'pending', -10_035],
    ['out', 'processing', -10_035],
    ['out', 'completed', -10_035],
    ['out', 'scheduled', 0],
    ['out', 'failed', 0],
  ] as const)('%s %s moves the balance by %i cents', (direction, status, effect) => {
    expect(balanceEffectCents(entry({ direction, status }))).toBe(effect);
  });

  it('a scheduled outflow is locked with its fees; nothing else is', () => {
    expect(lockedByCents(entry({ status: 'scheduled' }))).toBe(10_035);
    expect(lockedByCents(entry({ status: 'pending' }))).toBe(0);
    expect(lockedByCents(entry({ direction: 'in', status: 'scheduled' }))).toBe(0);
  });
});

describe('the sample ledger', () => {
  /** The sample history as the app builds it (src/platform/memberStore.ts), for a day. */
  const sampleLedgerBuilder = () => dated(() => buildSampleLedger(createSeededRandom(sampleLedgerSeed)));
  const built = sampleLedgerBuilder()(worldAnchorDay);

  it('holds exactly the total transactions count and sums to the sample balance', () => {
    expect(built.entries).toHaveLength(sampleTransactionCount);
    const figures = accountFigures(built.openingCents, built.entries);
    expect(figures.balanceCents).toBe(sampleBalanceCents);
    expect(figures.lockedCents).toBe(escrowHoldCents);
    expect(figures.availableCents).toBe(sampleBalanceCents - escrowHoldCents);
    expect(figures.transactionCount).toBe(1247);
  });

  it('is the same on every build (deterministic) and starts with the six recent samples', () => {
    const again = sampleLedgerBuilder()(worldAnchorDay);
    expect(again).not.toBe(built);
    expect(again).toEqual(built);
    expect(built.entries.slice(0, 6)).toEqual(recentSampleEntries(worldAnchorDay));
  });

  it('is newest first, with unique ids, and never overdraws along the way', () => {
    expect(newestEntriesFirst(built.entries).map((e) => e.id)).toEqual(built.entries.map((e) => e.id));
    expect(new Set(built.entries.map((e) => e.id)).size).toBe(built.entries.length);
    expect(built.openingCents).toBeGreaterThanOrEqual(0);
    let running = built.openingCents;
    for (const tx of [...built.entries].reverse()) {
      running += balanceEffectCents(tx);
      expect(running).toBeGreaterThanOrEqual(0);
    }
  });

  it('reads the same on a later day, each entry 100 days later: any day sums to the sample balance', () => {
    const later = sampleLedgerBuilder()('2027-03-02');
    const dayMs = 86_400_000;
    expect(later.openingCents).toBe(built.openingCents);
    expect(later.entries.map(({ at: _at, ...rest }) => rest)).toEqual(
      built.entries.map(({ at: _at, ...rest }) => rest),
    );
    later.entries.forEach((entry, index) =>
      expect(Date.parse(entry.at) - Date.parse(built.entries[index]?.at ?? '')).toBe(100 * dayMs),
    );
    expect(accountFigures(later.openingCents, later.entries)).toEqual(
      accountFigures(built.openingCents, built.entries),
    );
  });

  it('generates entries before the given time with positive amounts', () => {
    const history = generateHistory(createSeededRandom(1), 50, '2026-01-01T00:00:00Z');
    expect(history).toHaveLength(50);
    for (const tx of history) {
      expect(tx.at < '2026-01-01T00:00:00Z').toBe(true);
      expect(tx.amountCents).toBeGreaterThan(0);
    }
  });
});

describe('canSpend', () => {
  it.each([
    [100, 100, true],
    [101, 100, false],
    [0, 100, false],
    [-1, 100, false],
    [Number.NaN, 100, false],
    [Infinity, 100, false],
  ])('%s of %s available: %s', (total, available, expected) => {
    expect(canSpend(total, available)).toBe(expected);
  });

  it('available excludes the escrow hold, scheduled outflows and what is already on its way', () => {
    const figures = accountFigures(100_000, [
      entry({ id: 'a', status: 'scheduled', amountCents: 1000, feeCents: 0 }),
      entry({ id: 'b', status: 'pending', amountCents: 2000, feeCents: 35 }),
    ]);
    expect(figures.balanceCents).toBe(100_000 - 2035);
    expect(figures.lockedCents).toBe(escrowHoldCents + 1000);
    expect(figures.availableCents).toBe(100_000 - 2035 - escrowHoldCents - 1000);
    expect(figures.inFlightCents).toBe(2035);
  });
});
