// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  budgetLines,
  budgetUsedPercent,
  levelTone,
  parsePriorityFilter,
  planProgress,
  planStatusTone,
  plannedTransactions,
  plans,
  riskFactors,
  transactionStatusTone,
  transactionsOf,
  withApprovals,
} from '../../src/data/transactionPlanning';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { itemOrFirst } from '../../src/data/itemOrFirst';

/** The sample plans, as they read on the anchor day (the unit tests' today). */
const samplePlans = plans(worldAnchorDay);
/** The sample scheduled transactions, as they read on the anchor day (the unit tests' today). */
const sampleTransactions = plannedTransactions(worldAnchorDay);

describe('transaction planning sample data', () => {
  it('plans are Active or Planning, with unique ids and completed within transactions', () => {
    expect(new Set(samplePlans.map((plan) => plan.status))).toEqual(new Set(['active', 'planning']));
    expect(new Set(samplePlans.map((plan) => plan.id)).size).toBe(samplePlans.length);
    for (const plan of samplePlans) expect(plan.completed).toBeLessThanOrEqual(plan.transactions);
  });

  it('planned transactions are Scheduled or Pending Approval, priority High/Medium/Low, of a known plan', () => {
    expect(new Set(sampleTransactions.map((item) => item.status))).toEqual(
      new Set(['scheduled', 'pendingApproval']),
    );
    expect(new Set(sampleTransactions.map((item) => item.priority))).toEqual(
      new Set(['high', 'medium', 'low']),
    );
    for (const item of sampleTransactions) expect(samplePlans.map((plan) => plan.id)).toContain(item.planId);
  });

  it('each budget line has remaining = allocated − used', () => {
    for (const line of budgetLines) expect(line.remaining).toBe(line.allocated - line.used);
  });

  it('risk factors use High/Medium/Low for risk and impact', () => {
    for (const factor of riskFactors) {
      expect(['high', 'medium', 'low']).toContain(factor.risk);
      expect(['high', 'medium', 'low']).toContain(factor.impact);
    }
  });
});

describe('itemOrFirst: the ?plan= value, falling back to the first plan', () => {
  it.each([
    ['TP-2026-002', 'TP-2026-002'],
    ['TP-2026-003', 'TP-2026-003'],
    ['tp-2026-002', 'TP-2026-001'],
    ['unknown', 'TP-2026-001'],
    ['', 'TP-2026-001'],
    ['   ', 'TP-2026-001'],
    [null, 'TP-2026-001'],
    [undefined, 'TP-2026-001'],
    ['<script>alert(1)</script>', 'TP-2026-001'],
    ['.*', 'TP-2026-001'],
    ['x'.repeat(10_000), 'TP-2026-001'],
  ])('%j → %s', (id, expected) => {
    expect(itemOrFirst(id, samplePlans)?.id).toBe(expected);
  });

  it('is undefined for an empty list', () => {
    expect(itemOrFirst('TP-2026-001', [])).toBeUndefined();
  });
});

describe('parsePriorityFilter', () => {
  it.each([
    ['high', 'high'],
    ['medium', 'medium'],
    ['low', 'low'],
    ['all', 'all'],
    ['HIGH', 'all'],
    ['', 'all'],
    [null, 'all'],
    ['<b>', 'all'],
  ])('%j → %s', (value, expected) => {
    expect(parsePriorityFilter(value)).toBe(expected);
  });
});

describe('transactionsOf', () => {
  it('lists a plan’s transactions by scheduled date', () => {
    expect(transactionsOf('TP-2026-001', 'all', sampleTransactions).map((item) => item.id)).toEqual([
      'PT-1001',
      'PT-1002',
      'PT-1003',
      'PT-1004',
    ]);
  });

  it.each([
    ['high', ['PT-1001', 'PT-1004']],
    ['medium', ['PT-1002']],
    ['low', ['PT-1003']],
    ['all', ['PT-1001', 'PT-1002', 'PT-1003', 'PT-1004']],
  ] as const)('filters by priority %s', (filter, ids) => {
    expect(transactionsOf('TP-2026-001', filter, sampleTransactions).map((item) => item.id)).toEqual(ids);
  });

  it('is empty for an unknown plan or a priority without transactions', () => {
    expect(transactionsOf('nope', 'all', sampleTransactions)).toEqual([]);
    expect(transactionsOf('TP-2026-002', 'low', sampleTransactions)).toEqual([]);
  });
});

describe('planProgress', () => {
  it.each([
    [8, 12, (8 / 12) * 100],
    [0, 20, 0],
    [6, 6, 100],
    [9, 6, 100],
    [-1, 6, 0],
    [3, 0, 0],
    [3, -2, 0],
    [Number.NaN, 5, 0],
  ])('%s of %s → %s %%', (completed, total, expected) => {
    expect(planProgress(completed, total)).toBeCloseTo(expected, 10);
  });
});

describe('budget rules', () => {
  it.each([
    [1_200_000, 850_000, (850_000 / 1_200_000) * 100],
    [100, 0, 0],
    [100, 100, 100],
    // Overspent: the bar is full.
    [100, 150, 100],
    [0, 0, 0],
    [0, 50, 0],
    [Number.NaN, 50, 0],
  ])('allocated %s, used %s → used %s %%', (allocated, used, percent) => {
    expect(budgetUsedPercent(allocated, used)).toBeCloseTo(percent, 10);
  });
});

describe('tones', () => {
  it('plan and transaction status tones', () => {
    expect(planStatusTone('active')).toBe('success');
    expect(planStatusTone('planning')).toBe('info');
    expect(transactionStatusTone('scheduled')).toBe('info');
    expect(transactionStatusTone('pendingApproval')).toBe('warning');
  });

  it.each([
    ['high', 'danger'],
    ['medium', 'warning'],
    ['low', 'success'],
  ] as const)('level %s → %s', (level, tone) => {
    expect(levelTone(level)).toBe(tone);
  });
});

describe('withApprovals', () => {
  it('turns approved Pending Approval transactions into Scheduled and leaves the rest', () => {
    const result = withApprovals(sampleTransactions, new Set(['PT-1002', 'PT-1001', 'nope']));
    expect(result.find((item) => item.id === 'PT-1002')?.status).toBe('scheduled');
    expect(result.find((item) => item.id === 'PT-1004')?.status).toBe('pendingApproval');
    expect(result.find((item) => item.id === 'PT-1001')?.status).toBe('scheduled');
    expect(result).toHaveLength(sampleTransactions.length);
  });
});
