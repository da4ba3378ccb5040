import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../src/data/ledger';
import { fullLedger } from '../../src/platform/memberStore';
import {
  activityPreviewCount,
  activityType,
  assetCategories,
  defaultMetricPeriod,
  donutSegments,
  financialSummary,
  isFavourable,
  metricPeriods,
  metricsFor,
  recentActivities,
  recentActivityCount,
  riskBand,
  visibleActivities,
} from '../../src/data/financialStatus';
import { worldAnchorDay } from '../../src/data/worldAnchor';

describe('financial summary', () => {
  it('net worth is assets minus liabilities', () => {
    expect(financialSummary(worldAnchorDay).netWorth).toBe(
      financialSummary(worldAnchorDay).totalAssets - financialSummary(worldAnchorDay).totalLiabilities,
    );
  });

  it.each([
    [0, 'low'],
    [24, 'low'],
    [33.9, 'low'],
    [34, 'moderate'],
    [66, 'moderate'],
    [67, 'high'],
    [100, 'high'],
    [Number.NaN, 'high'],
    [Number.POSITIVE_INFINITY, 'high'],
  ] as const)('risk score %s is %s', (score, band) => {
    expect(riskBand(score)).toBe(band);
  });
});

describe('asset portfolio', () => {
  it('percents add up to 100 and amounts are the share of total assets', () => {
    expect(assetCategories.reduce((sum, c) => sum + c.percent, 0)).toBe(100);
    for (const category of assetCategories)
      expect(category.amount).toBe((financialSummary(worldAnchorDay).totalAssets * category.percent) / 100);
  });

  it('donut segments follow each other and close the circle', () => {
    const segments = donutSegments(assetCategories);
    expect(segments.map((s) => s.length)).toEqual([0.35, 0.25, 0.2, 0.12, 0.08]);
    expect(segments[0]?.start).toBe(0);
    for (let i = 1; i < segments.length; i += 1)
      expect(segments[i]!.start).toBeCloseTo(segments[i - 1]!.start + segments[i - 1]!.length);
    expect(segments.at(-1)!.start + segments.at(-1)!.length).toBeCloseTo(1);
  });

  it.each([
    ['empty', [], []],
    ['all zero', [{ category: 'a', percent: 0 }], [0]],
    [
      'negative and NaN count as 0',
      [
        { category: 'a', percent: -10 },
        { category: 'b', percent: Number.NaN },
        { category: 'c', percent: 50 },
      ],
      [0, 0, 1],
    ],
    [
      'sums other than 100 are scaled',
      [
        { category: 'a', percent: 30 },
        { category: 'b', percent: 30 },
      ],
      [0.5, 0.5],
    ],
  ])('bad shares: %s', (_name, categories, lengths) => {
    expect(donutSegments(categories).map((s) => s.length)).toEqual(lengths);
  });
});

describe('performance metrics', () => {
  it('every period has the same four metrics, up or down', () => {
    expect(metricPeriods).toContain(defaultMetricPeriod);
    for (const period of metricPeriods) {
      const metrics = metricsFor(period);
      expect(metrics.map((m) => m.metric)).toEqual(['roi', 'tradeVolume', 'operatingMargin', 'debtToEquity']);
      for (const metric of metrics) expect(['up', 'down']).toContain(metric.trend);
    }
  });

  it.each([
    ['up', 'up', true],
    ['down', 'down', true],
    ['down', 'up', false],
    ['up', 'down', false],
  ] as const)('trend %s when better %s: favourable %s', (trend, betterWhen, favourable) => {
    expect(isFavourable({ trend, betterWhen })).toBe(favourable);
  });
});

describe('recent activity: the newest entries of the member’s ledger', () => {
  it.each([
    [{ kind: 'settlement', direction: 'in' }, 'paymentReceived'],
    [{ kind: 'transfer', direction: 'in' }, 'paymentReceived'],
    [{ kind: 'transfer', direction: 'out' }, 'transferSent'],
    [{ kind: 'payment', direction: 'out' }, 'paymentSent'],
    [{ kind: 'settlement', direction: 'out' }, 'paymentSent'],
    [{ kind: 'duty', direction: 'out' }, 'customsDuty'],
    [{ kind: 'fee', direction: 'out' }, 'fee'],
  ] as const)('%j is a %s', (entry, type) => {
    expect(activityType(entry)).toBe(type);
  });

  it('the sample ledger: the six newest, signed amounts in SDR, the ledger’s statuses and times', () => {
    const activities = recentActivities(fullLedger([], worldAnchorDay).slice(0, recentActivityCount));
    expect(activities).toHaveLength(recentActivityCount);
    expect(activities.map((a) => [a.id, a.type, a.amount, a.status])).toEqual([
      ['TX-2026-0148', 'paymentReceived', 25000, 'completed'],
      ['TX-2026-0147', 'transferSent', -8750.25, 'pending'],
      ['TX-2026-0146', 'paymentReceived', 15500, 'completed'],
      ['TX-2026-0145', 'customsDuty', -3200, 'failed'],
      ['TX-2026-0144', 'paymentSent', -12480.75, 'completed'],
      ['TX-2026-0143', 'paymentReceived', 42000, 'completed'],
    ]);
    expect(activities[0]?.date).toBe('2026-11-20T14:32:00Z');
  });

  it('a send of the member comes first', () => {
    const send: LedgerEntry = {
      id: 'TX-SEND-001',
      kind: 'transfer',
      direction: 'out',
      amountCents: 100_00,
      feeCents: 35,
      counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
      reference: '',
      at: '2026-11-22T10:00:00Z',
      status: 'pending',
    };
    const [first] = recentActivities(fullLedger([send], worldAnchorDay).slice(0, recentActivityCount));
    expect(first).toMatchObject({ id: 'TX-SEND-001', type: 'transferSent', amount: -100, status: 'pending' });
  });

  it('shows the first few until View All', () => {
    const activities = recentActivities(fullLedger([], worldAnchorDay).slice(0, recentActivityCount));
    expect(activities.length).toBeGreaterThan(activityPreviewCount);
    expect(visibleActivities(activities, false)).toHaveLength(activityPreviewCount);
    expect(visibleActivities(activities, true)).toHaveLength(activities.length);
    expect(visibleActivities([], false)).toEqual([]);
  });
});
