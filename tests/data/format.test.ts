// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatCount,
  formatDate,
  formatPercent,
  formatSdr,
  formatUsd,
  intlLocale,
  isolateLtr,
  notAvailable,
} from '../../src/i18n/format';

/** Drops the invisible bidi marks and unifies the spaces (no-break, narrow) that `Intl` inserts. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\s\u00a0\u202f]/g, ' ');
const easternArabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/;
const languages = ['en', 'zh', 'ar', 'es', 'ru'] as const;
const nonFinite = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe('intlLocale', () => {
  it.each([
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
    ['ar', 'ar-u-nu-latn'],
    ['es', 'es-ES'],
    ['ru', 'ru-RU'],
    ['fr', 'en-US'],
    ['', 'en-US'],
  ])('%j → %s', (language, locale) => {
    expect(intlLocale(language)).toBe(locale);
  });
});

describe('formatSdr', () => {
  it.each([
    ['en', 1234.5, 'SDR 1,234.50'],
    ['zh', 1234.5, 'SDR 1,234.50'],
    ['ar', 1234.5, '1,234.50 SDR'],
    ['es', 1234.5, '1234,50 SDR'],
    ['ru', 1234.5, '1 234,50 SDR'],
    ['en', 1234567.891, 'SDR 1,234,567.89'],
    ['es', 1234567.891, '1.234.567,89 SDR'],
    ['ru', 1234567.891, '1 234 567,89 SDR'],
    ['en', 0, 'SDR 0.00'],
    ['en', 7, 'SDR 7.00'],
    ['en', -42.1, '-SDR 42.10'],
    ['fr', 1234.5, 'SDR 1,234.50'],
  ])('%s %d → %s', (language, amount, expected) => {
    expect(plain(formatSdr(amount, language))).toBe(expected);
  });

  it.each(languages)('has exactly 2 decimals and says SDR, never XDR, in %s', (language) => {
    for (const amount of [1, 0.1, 12.345, 99999.999]) {
      const text = plain(formatSdr(amount, language));
      expect(text).toContain('SDR');
      expect(text).not.toContain('XDR');
      expect(text).toMatch(/\d[.,]\d{2}(?!\d)/);
    }
  });

  it('writes Arabic amounts with Latin digits', () => {
    const text = formatSdr(9876543.21, 'ar');
    expect(text).not.toMatch(easternArabicDigits);
    expect(plain(text)).toBe('9,876,543.21 SDR');
  });

  it.each(languages.flatMap((language) => nonFinite.map((value) => [language, value] as const)))(
    '%s %d → placeholder',
    (language, value) => {
      expect(formatSdr(value, language)).toBe(notAvailable);
    },
  );

  it('the placeholder is an em dash', () => {
    expect(notAvailable).toBe('—');
  });
});

describe('isolateLtr', () => {
  it.each([
    ['ar', '22.5 °C', '\u206622.5 °C\u2069'],
    ['ar', '+12.5%', '\u2066+12.5%\u2069'],
    ['en', '22.5 °C', '22.5 °C'],
    ['zh', '+12.5%', '+12.5%'],
    ['es', 'x', 'x'],
    ['ru', 'x', 'x'],
    ['xx', 'x', 'x'],
  ])('%s %s → %s', (language, text, expected) => {
    expect(isolateLtr(text, language)).toBe(expected);
  });
});

describe('formatUsd', () => {
  it.each([
    ['en', 999, '$999'],
    ['en', 9990, '$9,990'],
    ['zh', 29, 'US$29'],
    ['es', 2990, '2990 US$'],
    ['ru', 2990, '2 990 $'],
    ['ar', 2990, '\u20662,990 US$\u2069'],
  ])('%s %d → %s', (language, value, expected) => {
    expect(plain(formatUsd(value, language))).toBe(plain(expected));
  });

  it('keeps the Arabic amount a left-to-right island without a stray right-to-left mark', () => {
    const text = formatUsd(999, 'ar');
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(text).not.toMatch(/\u200f/);
  });

  it.each(nonFinite)('%d → placeholder', (value) => {
    expect(formatUsd(value, 'en')).toBe(notAvailable);
  });
});

describe('formatPercent', () => {
  it.each([
    ['en', 94.2, 1, '94.2%'],
    ['en', 12.345, 2, '12.35%'],
    ['en', 50, 0, '50%'],
    ['en', 0, 1, '0.0%'],
    ['zh', 94.2, 1, '94.2%'],
    ['ar', 94.2, 1, '94.2%'],
    ['es', 94.2, 1, '94,2 %'],
    ['ru', 94.2, 1, '94,2 %'],
  ])('%s %d with %i digits → %s', (language, value, digits, expected) => {
    expect(plain(formatPercent(value, language, digits))).toBe(expected);
  });

  it('uses 1 decimal by default and Latin digits in Arabic', () => {
    expect(formatPercent(7, 'en')).toBe('7.0%');
    expect(formatPercent(7, 'ar')).not.toMatch(easternArabicDigits);
  });

  it.each(nonFinite)('%d → placeholder', (value) => {
    expect(formatPercent(value, 'en')).toBe(notAvailable);
  });
});

describe('formatCount', () => {
  it.each([
    ['en', 1247, '1,247'],
    ['zh', 1247, '1,247'],
    ['ar', 1247, '1,247'],
    ['es', 12470, '12.470'],
    ['ru', 1247, '1 247'],
    ['en', 1247.6, '1,248'],
    ['en', 0, '0'],
  ])('%s %d → %s', (language, value, expected) => {
    expect(plain(formatCount(value, language))).toBe(expected);
  });

  it.each(nonFinite)('%d → placeholder', (value) => {
    expect(formatCount(value, 'ru')).toBe(notAvailable);
  });
});

describe('formatCompact', () => {
  it.each([
    ['en', 12_500_000, '12.5M'],
    ['en', 1250, '1.3K'],
    ['en', 999, '999'],
    ['zh', 12_500_000, '1250万'],
    ['ar', 12_500_000, '12.5 مليون'],
    ['es', 12_500_000, '12,5 M'],
    ['ru', 12_500_000, '12,5 млн'],
  ])('%s %d → %s', (language, value, expected) => {
    expect(plain(formatCompact(value, language))).toBe(expected);
  });

  it.each(nonFinite)('%d → placeholder', (value) => {
    expect(formatCompact(value, 'zh')).toBe(notAvailable);
  });
});

describe('formatDate', () => {
  const noonUtc = '2024-03-15T12:00:00Z';
  const utc = { dateStyle: 'long', timeZone: 'UTC' } as const;

  it.each([
    ['en', 'March 15, 2024'],
    ['zh', '2024年3月15日'],
    ['ar', '15 مارس 2024'],
    ['es', '15 de marzo de 2024'],
    ['ru', '15 марта 2024 г.'],
  ])('%s → %s', (language, expected) => {
    expect(plain(formatDate(noonUtc, language, utc))).toBe(expected);
  });

  it('accepts a Date, an ISO string and a timestamp alike, medium style by default', () => {
    const date = new Date(noonUtc);
    expect(formatDate(date, 'en')).toBe('Mar 15, 2024');
    expect(formatDate(noonUtc, 'en')).toBe('Mar 15, 2024');
    expect(formatDate(date.getTime(), 'en')).toBe('Mar 15, 2024');
  });

  it('writes Arabic dates with Latin digits', () => {
    expect(formatDate(noonUtc, 'ar')).not.toMatch(easternArabicDigits);
  });

  it.each([['not a date'], [''], [Number.NaN], [new Date('nope')]])('%j → placeholder', (value) => {
    expect(formatDate(value as string, 'en')).toBe(notAvailable);
  });
});
