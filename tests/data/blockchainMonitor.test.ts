// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  averageGasWei,
  barterFlowSteps,
  blockchainTransactions,
  countByTransactionStatus,
  filterTransactions,
  latestBlock,
  shortHash,
  stepTransactionType,
  transactionStatusTone,
  transactionTypes,
  type BlockchainTransaction,
} from '../../src/data/blockchainMonitor';
import { worldAnchorDay } from '../../src/data/worldAnchor';

/** The sample blockchain transactions, as they read on the anchor day (the unit tests' today). */
const sampleTransactions = blockchainTransactions(worldAnchorDay);

const tx = (gasUsed: number, blockNumber = 1): BlockchainTransaction => ({
  id: `t${gasUsed}`,
  hash: '0xabc',
  type: 'approval',
  status: 'confirmed',
  timestamp: '2026-11-22T00:00:00Z',
  blockNumber,
  gasUsed,
  tradeId: 'TRD-1',
  participants: ['sino-steel'],
});

describe('sample data', () => {
  it('has the seven barter types, one transaction each', () => {
    expect(transactionTypes).toHaveLength(7);
    expect(sampleTransactions.map((t) => t.type)).toEqual([...transactionTypes]);
  });
  it('uses only confirmed, pending and failed', () => {
    expect(countByTransactionStatus(sampleTransactions, 'confirmed')).toBe(5);
    expect(countByTransactionStatus(sampleTransactions, 'pending')).toBe(1);
    expect(countByTransactionStatus(sampleTransactions, 'failed')).toBe(1);
  });
  it('has the seven-step barter flow from initiation to payment release', () => {
    expect(barterFlowSteps).toEqual([
      'initiation',
      'valuation',
      'matching',
      'approval',
      'logistics',
      'tracking',
      'payment',
    ]);
    expect(stepTransactionType.initiation).toBe('barter_initiate');
    expect(stepTransactionType.payment).toBe('payment_release');
  });
});

describe('averageGasWei (shown in Wei)', () => {
  it('of the sample', () => expect(averageGasWei(sampleTransactions)).toBe(99_571));
  it.each([
    [[], Number.NaN],
    [[tx(100)], 100],
    [[tx(100), tx(201)], 151],
    [[tx(100), tx(Number.NaN)], 100],
    [[tx(100), tx(-50)], 100],
    [[tx(Number.POSITIVE_INFINITY)], Number.NaN],
    [[tx(0), tx(0)], 0],
  ] as const)('%j → %s', (list, average) => expect(averageGasWei(list)).toBe(average));
});

describe('latestBlock', () => {
  it('of the sample', () => expect(latestBlock(sampleTransactions)).toBe(18_452_541));
  it('of nothing', () => expect(latestBlock([])).toBeNaN());
  it('skips bad numbers', () => expect(latestBlock([tx(1, Number.NaN), tx(1, 7)])).toBe(7));
});

describe('transactionStatusTone', () => {
  it.each([
    ['confirmed', 'success'],
    ['pending', 'warning'],
    ['failed', 'danger'],
  ] as const)('%s → %s', (status, tone) => expect(transactionStatusTone(status)).toBe(tone));
});

describe('shortHash', () => {
  it.each([
    ['0x7f9a3c2e1b8d4f6a5c0e9b7d', '0x7f9a3c…0e9b7d'],
    ['0xabc', '0xabc'],
    ['', ''],
    ['  0x123  ', '0x123'],
  ])('%j → %j', (hash, short) => expect(shortHash(hash)).toBe(short));
});

describe('filterTransactions', () => {
  const ids = (status: Parameters<typeof filterTransactions>[1], query: string) =>
    filterTransactions(sampleTransactions, status, query).map((t) => t.id);
  it.each([
    ['all', '', 7],
    ['all', '   ', 7],
    ['confirmed', '', 5],
    ['pending', '', 1],
    ['failed', '', 1],
    ['all', 'SC-2026-001', 4],
    ['all', 'sc-2026-001', 4],
    ['pending', 'SC-2026-001', 1],
    ['all', 'andes', 3],
    ['all', '0x7F9A', 1],
    ['all', 'approval', 1],
    ['all', '.*', 0],
    ['all', '(', 0],
    ['all', '<b>x</b>', 0],
    ['all', 'https://x.test/?a=1&b=2', 0],
    ['all', 'x'.repeat(10_000), 0],
  ] as const)('status %s, query %j → %i', (status, query, count) => {
    expect(ids(status, query)).toHaveLength(count);
  });
  it('matches the translated type label', () => {
    const found = filterTransactions(sampleTransactions, 'all', 'Выплата', (type) =>
      type === 'payment_release' ? 'Выплата' : type,
    );
    expect(found.map((t) => t.id)).toEqual(['tx-007']);
  });
  it('matches a participant by the name shown, not by the English one', () => {
    const shown = (id: string) => (id === 'gulf-energy' ? '海湾能源贸易公司' : id);
    const found = filterTransactions(sampleTransactions, 'all', '海湾能源', (type) => type, shown);
    expect(found.map((t) => t.id)).toEqual(['tx-001', 'tx-003', 'tx-004', 'tx-006', 'tx-007']);
    expect(filterTransactions(sampleTransactions, 'all', 'Gulf Energy', (type) => type, shown)).toEqual([]);
  });
});
