// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  adminAlerts,
  alertTypes,
  filterAlerts,
  healthTone,
  isBelowLiquidityThreshold,
  liquidityThresholdSdr,
  severityTone,
  watchedPool,
} from '../../src/data/adminConsole';
import { worldAnchorDay } from '../../src/data/worldAnchor';

describe('liquidity threshold (below 10M SDR)', () => {
  it('is 10M SDR', () => expect(liquidityThresholdSdr).toBe(10_000_000));
  it.each([
    [0, true],
    [8_400_000, true],
    [9_999_999.99, true],
    [10_000_000, false],
    [10_000_001, false],
    [45_200_000, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s SDR → below: %s', (value, below) => expect(isBelowLiquidityThreshold(value)).toBe(below));
  it('the sample liquidity alert is about a pool below the threshold', () => {
    const alert = adminAlerts(worldAnchorDay).find((a) => a.type === 'liquidity');
    expect(alert?.values?.threshold).toBe(10_000_000);
    expect(isBelowLiquidityThreshold(watchedPool.liquiditySdr)).toBe(true);
  });
});

describe('healthTone', () => {
  it.each([
    [100, 'success'],
    [99, 'success'],
    [98.99, 'warning'],
    [95, 'warning'],
    [94.9, 'danger'],
    [0, 'danger'],
    [Number.NaN, 'danger'],
  ] as const)('%s%% → %s', (percent, tone) => expect(healthTone(percent)).toBe(tone));
});

describe('alerts', () => {
  it('use the three types and three severities', () => {
    expect(new Set(adminAlerts(worldAnchorDay).map((a) => a.type))).toEqual(new Set(alertTypes));
    for (const alert of adminAlerts(worldAnchorDay))
      expect(['high', 'medium', 'low']).toContain(alert.severity);
  });
  it.each([
    ['all', 4],
    ['high', 2],
    ['medium', 1],
    ['low', 1],
  ] as const)('filter %s → %i', (severity, count) =>
    expect(filterAlerts(adminAlerts(worldAnchorDay), severity)).toHaveLength(count),
  );
  it.each([
    ['high', 'danger'],
    ['medium', 'warning'],
    ['low', 'info'],
  ] as const)('severity %s → %s', (severity, tone) => expect(severityTone(severity)).toBe(tone));
});
