// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dashboardStats,
  defaultAlertSettings,
  flowSteps,
  marketAlerts,
  matchesSearch,
  normalizeSearch,
  parseAlertSettings,
  parseThreshold,
  tradeMatches,
  visibleAlerts,
  type AlertSettings,
} from '../../src/data/dashboard';
import { worldAnchorDay } from '../../src/data/worldAnchor';

describe('dashboard sample data', () => {
  it('has the spec figures', () => {
    expect(dashboardStats).toEqual({
      volumeSdr: 12_500_000,
      activeMatches: 47,
      successRatePercent: 94.2,
      partners: 1247,
      partnerCountries: 23,
    });
  });

  it('has matches with the spec statuses, scores 0-100 and unique ids', () => {
    expect(new Set(tradeMatches.map((match) => match.id)).size).toBe(tradeMatches.length);
    for (const match of tradeMatches) {
      expect(['active', 'negotiating', 'pending']).toContain(match.status);
      expect(match.matchScore).toBeGreaterThanOrEqual(0);
      expect(match.matchScore).toBeLessThanOrEqual(100);
      expect(match.country).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has six flow steps with delays from 1000 to 5000 ms', () => {
    expect(flowSteps).toHaveLength(6);
    expect(Math.min(...flowSteps.map((step) => step.delay))).toBe(1000);
    expect(Math.max(...flowSteps.map((step) => step.delay))).toBe(5000);
  });

  it('has two market alerts of the spec types and severities', () => {
    expect(marketAlerts(worldAnchorDay)).toHaveLength(2);
    for (const alert of marketAlerts(worldAnchorDay)) {
      expect(['price', 'volume']).toContain(alert.type);
      expect(['info', 'warning', 'critical']).toContain(alert.severity);
      expect(Number.isNaN(Date.parse(alert.timestamp))).toBe(false);
    }
  });
});

describe('matchesSearch', () => {
  const fields = ['Crude Oil', 'Industrial Machinery', 'United Arab Emirates'];
  it.each([
    ['', true], // empty: everything
    ['   ', true], // whitespace only: everything
    ['crude', true],
    ['CRUDE OIL', true], // case-insensitive
    ['  machinery  ', true], // trimmed
    ['emirates', true],
    ['wheat', false],
    ['.*', false], // regex characters are literal text
    ['(', false],
    ['[a-z]+', false],
    ['\\', false],
    ['<b>Crude</b>', false], // HTML is text
    ['x'.repeat(10_000), false], // very long
    ['NaN', false],
  ])('%j -> %s', (query, expected) => {
    expect(matchesSearch(fields, query)).toBe(expected);
  });

  it('finds regex and HTML characters literally when the text holds them', () => {
    expect(matchesSearch(['Price (est.) <b>'], '(est.)')).toBe(true);
    expect(matchesSearch(['Price (est.) <b>'], '<b>')).toBe(true);
  });

  it('lower-cases for the language (Turkish-free, Russian, Chinese)', () => {
    expect(matchesSearch(['Сырая нефть'], 'НЕФТЬ', 'ru')).toBe(true);
    expect(matchesSearch(['原油'], '原油', 'zh')).toBe(true);
    expect(normalizeSearch('  MiXeD  ')).toBe('mixed');
  });

  it('matches nothing in an empty field list unless the query is empty', () => {
    expect(matchesSearch([], 'a')).toBe(false);
    expect(matchesSearch([], ' ')).toBe(true);
  });
});

describe('parseThreshold (price-move threshold, 0.5 to 50 %)', () => {
  it.each([
    ['3', { ok: true, value: 3 }],
    [' 2.5 ', { ok: true, value: 2.5 }],
    ['2,5', { ok: false, error: 'notNumber' }], // in English the comma is not a decimal mark
    ['1,000', { ok: false, error: 'outOfRange' }], // one thousand, never 1
    ['0.5', { ok: true, value: 0.5 }], // lower limit included
    ['50', { ok: true, value: 50 }], // upper limit included
    ['', { ok: false, error: 'empty' }],
    ['   ', { ok: false, error: 'empty' }],
    ['0', { ok: false, error: 'outOfRange' }],
    ['0.49', { ok: false, error: 'outOfRange' }],
    ['50.01', { ok: false, error: 'outOfRange' }],
    ['-2', { ok: false, error: 'outOfRange' }],
    ['9'.repeat(400), { ok: false, error: 'tooLong' }], // longer than the field reads
    ['9'.repeat(32), { ok: false, error: 'outOfRange' }], // huge, within the length cap
    ['2.555', { ok: false, error: 'decimals' }],
    ['abc', { ok: false, error: 'notNumber' }],
    ['NaN', { ok: false, error: 'notNumber' }],
    ['Infinity', { ok: false, error: 'notNumber' }],
    ['1e1', { ok: false, error: 'notNumber' }],
    ['0x10', { ok: false, error: 'notNumber' }],
    ['3%', { ok: false, error: 'notNumber' }],
    ['1.2.3', { ok: false, error: 'notNumber' }],
    ['<script>alert(1)</script>', { ok: false, error: 'notNumber' }],
    ['https://example.com/?a=1&b=2', { ok: false, error: 'notNumber' }],
  ])('%j -> %j', (text, expected) => {
    expect(parseThreshold(text, 'en')).toEqual(expected);
  });

  it.each([
    ['es', '2,5', { ok: true, value: 2.5 }],
    ['ru', '2,5', { ok: true, value: 2.5 }],
    ['es', '2.5', { ok: true, value: 2.5 }],
    ['es', '1,000', { ok: false, error: 'decimals' }], // the Spanish comma is the decimal mark: 1.000
    ['es', '1,25', { ok: true, value: 1.25 }],
    ['zh', '2,5', { ok: false, error: 'notNumber' }],
    ['ar', '1,000', { ok: false, error: 'outOfRange' }],
    ['ru', '2,5,5', { ok: false, error: 'notNumber' }],
  ] as const)('in %s %j -> %j', (language, text, expected) => {
    expect(parseThreshold(text, language)).toEqual(expected);
  });
});

describe('parseAlertSettings (local storage, safe fallback)', () => {
  const custom: AlertSettings = {
    priceAlerts: false,
    volumeAlerts: true,
    minSeverity: 'warning',
    thresholdPercent: 4.5,
  };

  it('reads back what was stored', () => {
    expect(parseAlertSettings(JSON.stringify(custom))).toEqual(custom);
  });

  it.each([[null], [''], ['{'], ['not json'], ['null'], ['42'], ['"text"'], ['[]'], ['[1,2]'], ['{}']])(
    'broken or empty value %j gives the defaults',
    (raw) => {
      expect(parseAlertSettings(raw)).toEqual(defaultAlertSettings);
    },
  );

  it('replaces each bad field by its default and keeps the good ones', () => {
    expect(
      parseAlertSettings(
        JSON.stringify({
          priceAlerts: 'no',
          volumeAlerts: false,
          minSeverity: 'extreme',
          thresholdPercent: 99,
        }),
      ),
    ).toEqual({ ...defaultAlertSettings, volumeAlerts: false });
    expect(parseAlertSettings('{"thresholdPercent":"3"}').thresholdPercent).toBe(3);
    expect(parseAlertSettings('{"thresholdPercent":0.1}').thresholdPercent).toBe(3);
    expect(parseAlertSettings('{"minSeverity":"critical"}').minSeverity).toBe('critical');
  });
});

describe('visibleAlerts', () => {
  const ids = (settings: Partial<AlertSettings>) =>
    visibleAlerts(marketAlerts(worldAnchorDay), { ...defaultAlertSettings, ...settings }).map(
      (alert) => alert.id,
    );

  it.each([
    [{}, ['alert-1', 'alert-2']],
    [{ priceAlerts: false }, ['alert-2']],
    [{ volumeAlerts: false }, ['alert-1']],
    [{ priceAlerts: false, volumeAlerts: false }, []],
    [{ minSeverity: 'warning' as const }, ['alert-1']], // the info alert is below warning
    [{ minSeverity: 'critical' as const }, []],
  ])('%j shows %j', (settings, expected) => {
    expect(ids(settings)).toEqual(expected);
  });
});
