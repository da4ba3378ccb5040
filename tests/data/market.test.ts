// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { marketAlertOf, marketAlertThresholds, marketItems } from '../../src/data/market';

describe('marketAlertOf', () => {
  it('has the spec thresholds', () => {
    expect(marketAlertThresholds).toEqual({ volatile: 3, high: 2, low: -2 });
  });

  it.each([
    [3.01, 'volatile'],
    [-3.01, 'volatile'], // absolute value: a fall of more than 3 % is volatile too
    [50, 'volatile'],
    [-100, 'volatile'],
    [3, 'high'], // "above 3": exactly 3 is not volatile
    [2.01, 'high'],
    [2, 'none'], // "above 2": exactly 2 is not high
    [0, 'none'],
    [-0, 'none'],
    [1.99, 'none'],
    [-2, 'none'], // "below -2": exactly -2 is not low
    [-2.01, 'low'],
    [-3, 'low'],
    [Number.NaN, 'none'],
    [Number.POSITIVE_INFINITY, 'none'],
    [Number.NEGATIVE_INFINITY, 'none'],
  ])('%f %% gives %s', (percent, alert) => {
    expect(marketAlertOf(percent)).toBe(alert);
  });
});

describe('marketItems (five items)', () => {
  it('has five items with unique ids and symbols, prices on whole cents', () => {
    expect(marketItems).toHaveLength(5);
    expect(new Set(marketItems.map((item) => item.id)).size).toBe(5);
    expect(new Set(marketItems.map((item) => item.symbol)).size).toBe(5);
    for (const item of marketItems) {
      expect(item.price).toBeGreaterThan(0);
      expect(Math.round(item.price * 100)).toBe(item.price * 100);
    }
  });

  it('opening changes agree with their percent (against the previous price) and show every badge', () => {
    for (const item of marketItems) {
      const previous = item.price - item.change;
      expect((item.change / previous) * 100).toBeCloseTo(item.changePercent, 2);
    }
    expect(marketItems.map((item) => marketAlertOf(item.changePercent))).toEqual([
      'volatile',
      'low',
      'high',
      'none',
      'none',
    ]);
  });
});
