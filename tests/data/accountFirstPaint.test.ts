// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  figuresOverSample,
  isLedgerEntry,
  ledgerOfRecordText,
  newestEntries,
  newestKnownCount,
} from '../../src/data/accountFirstPaint';
import {
  accountFigures,
  buildSampleLedger,
  newestEntriesFirst,
  sampleLedgerSeed,
  type LedgerEntry,
} from '../../src/data/ledger';
import { sampleMemberRecord, serializeMemberRecord, validateMemberRecord } from '../../src/data/memberRecord';
import { createSeededRandom } from '../../src/machines/random';

const sample = buildSampleLedger(createSeededRandom(sampleLedgerSeed));
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'TX-SEND-001',
  kind: 'transfer',
  direction: 'out',
  amountCents: 100_00,
  feeCents: 35,
  counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
  reference: '',
  at: '2026-11-22T10:00:00Z',
  status: 'pending',
  ...over,
});
const recordText = (ledger: unknown[]) => JSON.stringify({ ...sampleMemberRecord(), ledger });

describe('figuresOverSample equals the figures of the whole ledger', () => {
  it.each([
    ['nothing yet', []],
    ['a pending send', [entry({})]],
    ['a completed send', [entry({ status: 'completed' })]],
    ['a failed send', [entry({ status: 'failed' })]],
    ['a scheduled payment', [entry({ id: 'PAY-1', kind: 'payment', status: 'scheduled', feeCents: 0 })]],
    ['a processing payment', [entry({ id: 'PAY-2', kind: 'payment', status: 'processing' })]],
    ['money in', [entry({ id: 'IN-1', direction: 'in', status: 'completed', feeCents: 0 })]],
    [
      'a busy session',
      [
        entry({ id: 'A', status: 'completed', amountCents: 110430_15 }),
        entry({ id: 'B', kind: 'duty', status: 'completed', feeCents: 0 }),
        entry({ id: 'C', direction: 'in', status: 'pending', feeCents: 0 }),
      ],
    ],
  ])('%s', (_, member) => {
    expect(figuresOverSample(member)).toEqual(
      accountFigures(sample.openingCents, [...member, ...sample.entries]),
    );
  });

  it('the sample account: 125,430.50, 15,000 locked, 110,430.50 available, 1,247 transactions', () => {
    expect(figuresOverSample([])).toMatchObject({
      balanceCents: 125430_50,
      lockedCents: 15000_00,
      availableCents: 110430_50,
      transactionCount: 1247,
    });
  });
});

describe('newestEntries: the newest of the whole ledger without generating it', () => {
  const full = (member: LedgerEntry[]) => newestEntriesFirst([...member, ...sample.entries]);
  it.each([
    [[], 3],
    [[], newestKnownCount],
    [[entry({})], 3],
    [[entry({ at: '2025-01-01T00:00:00Z' })], 6],
    [[entry({}), entry({ id: 'TX-SEND-002', at: '2026-11-23T00:00:00Z' })], 6],
  ])('%j, %i newest', (member, count) => {
    expect(newestEntries(member, count)).toEqual(full(member).slice(0, count));
  });

  it('never claims more than it can know', () => {
    expect(newestEntries([], 50)).toHaveLength(newestKnownCount);
  });
});

describe('ledgerOfRecordText: the member entries the store would read', () => {
  it.each([
    ['no record', null, []],
    ['empty text', '', []],
    ['not JSON', '{oops', []],
    ['not an object', '42', []],
    ['a newer version', JSON.stringify({ ...sampleMemberRecord(), version: 99 }), []],
    ['no ledger', JSON.stringify({ version: 1 }), []],
    ['a bad entry', recordText([entry({}), { ...entry({}), amountCents: -5 }]), []],
    ['a bad date', recordText([{ ...entry({}), at: 'soon' }]), []],
  ])('%s -> nothing', (_, text, result) => {
    expect(ledgerOfRecordText(text)).toEqual(result);
  });

  it('a saved record gives its entries as saved', () => {
    const record = { ...sampleMemberRecord(), ledger: [entry({}), entry({ id: 'PAY-1', subject: 'SH-1' })] };
    expect(ledgerOfRecordText(serializeMemberRecord(record))).toEqual(record.ledger);
  });

  it.each([
    [{ kind: 'gift' }],
    [{ direction: 'sideways' }],
    [{ status: 'lost' }],
    [{ amountCents: 0 }],
    [{ amountCents: 1.5 }],
    [{ feeCents: -1 }],
    [{ reference: 5 }],
    [{ subject: 5 }],
    [{ method: 'cash' }],
  ])('an entry with %j is not one, for the first paint as for the store', (over) => {
    expect(isLedgerEntry({ ...entry({}), ...over })).toBe(false);
    const record = { ...sampleMemberRecord(), ledger: [{ ...entry({}), ...over }] };
    expect(validateMemberRecord(record)).toBeNull();
  });

  it.each([[{}], [{ method: 'escrow' }], [{ subject: 'SH-1' }]])(
    'an entry with %j is one, for the first paint as for the store',
    (over) => {
      expect(isLedgerEntry({ ...entry({}), ...over })).toBe(true);
      const record = { ...sampleMemberRecord(), ledger: [{ ...entry({}), ...over }] };
      expect(validateMemberRecord(record)).not.toBeNull();
    },
  );
});
