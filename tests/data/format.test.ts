// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCompact,
  formatCount,
  formatDate,
  formatList,
  formatNumber,
  formatPercent,
  formatSdr,
  formatSignedNumber,
  formatSignedPercent,
  formatSignedSdr,
  formatUsd,
  formatsOf,
  intlLocale,
  isolateLtr,
  localeDataKeys,
  makeFormats,
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
    // A negative figure (a chart's axis below zero) takes the minus sign, as wide as a digit.
    ['en', -500_000, '\u2212500K'],
    ['ru', -1_500_000, '\u22121,5 млн'],
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

describe('formatList', () => {
  it('separates items as each language does, English as a plain comma list', () => {
    const items = ['Bill of Lading', 'Packing List', 'Certificate of Origin'];
    expect(formatList(items, 'en')).toBe('Bill of Lading, Packing List, Certificate of Origin');
    expect(formatList(['原产地证书', '装箱单'], 'zh')).toBe('原产地证书、装箱单');
    expect(formatList(['A', 'B', 'C'], 'es')).toBe('A, B y C');
    expect(formatList(['A', 'B'], 'ru')).toBe('A, B');
    expect(formatList(['أ', 'ب'], 'ar')).toBe('أ وب');
  });

  it('gives one item alone and nothing for none', () => {
    expect(formatList(['Packing List'], 'en')).toBe('Packing List');
    expect(formatList([], 'zh')).toBe('');
  });
});

describe('formatNumber', () => {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  it.each([
    ['en', 4.8, oneDecimal, '4.8'],
    ['en', 5, oneDecimal, '5.0'],
    ['ru', 4.85, oneDecimal, '4,9'],
    ['es', 0.4278, { maximumFractionDigits: 4 }, '0,4278'],
    ['ar', 0.8, { minimumFractionDigits: 2 }, '0.80'],
    ['zh', 1234.5, {}, '1,234.5'],
    ['ru', 1234.5, {}, '1 234,5'],
    ['en', 0.000_123_45, { maximumFractionDigits: 8 }, '0.00012345'],
    ['en', 2.5, { maximumFractionDigits: 1 }, '2.5'],
    ['en', 12.5, { style: 'currency', currency: 'USD', currencyDisplay: 'code' }, 'USD 12.50'],
  ] as const)('%s %d %j → %s', (language, value, options, expected) => {
    expect(plain(formatNumber(value, language, options))).toBe(expected);
  });

  it('writes Arabic numbers with Latin digits', () => {
    expect(formatNumber(1234.5, 'ar')).not.toMatch(easternArabicDigits);
  });

  it.each(nonFinite)('%d → placeholder', (value) => {
    expect(formatNumber(value, 'en')).toBe(notAvailable);
  });
});

describe('signed figures: a sign in front unless zero after rounding, the minus as U+2212', () => {
  it.each([
    ['en', 27.6, '+27.6'],
    ['en', -0.44, '\u22120.4'],
    ['en', 0, '0.0'],
    ['en', 0.04, '0.0'],
    ['en', -0.04, '0.0'],
    ['es', 19, '+19,0'],
    ['ru', -1234.5, '\u22121 234,5'],
    ['ar', 8.8, '+8.8'],
  ] as const)('formatSignedNumber %s %d → %s', (language, value, expected) => {
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(plain(formatSignedNumber(value, language, oneDecimal))).toBe(expected);
  });

  it.each([
    ['en', 25_000, '+SDR 25,000.00'],
    ['en', -100, '\u2212SDR 100.00'],
    ['en', -8750.25, '\u2212SDR 8,750.25'],
    ['en', 0, 'SDR 0.00'],
    ['en', -0.001, 'SDR 0.00'],
    ['zh', 2.35, '+SDR 2.35'],
    ['ar', 25_000, '+25,000.00 SDR'],
    ['es', -1234.5, '\u22121234,50 SDR'],
    ['ru', 1234.5, '+1 234,50 SDR'],
  ] as const)('formatSignedSdr %s %d → %s', (language, value, expected) => {
    expect(plain(formatSignedSdr(value, language))).toBe(expected);
  });

  it.each([
    ['en', 12.5, 1, '+12.5%'],
    ['en', 2.3, 1, '+2.3%'],
    ['en', -3.234, 2, '\u22123.23%'],
    ['en', 0, 2, '0.00%'],
    ['ar', 12.5, 1, '+12.5%'],
    ['es', -1.5, 1, '\u22121,5 %'],
    ['ru', 12.5, 1, '+12,5 %'],
  ] as const)('formatSignedPercent %s %d with %i digits → %s', (language, value, digits, expected) => {
    expect(plain(formatSignedPercent(value, language, digits))).toBe(expected);
  });

  it('says SDR, never XDR, and keeps Latin digits in Arabic', () => {
    const text = formatSignedSdr(-9876543.21, 'ar');
    expect(text).not.toContain('XDR');
    expect(text).not.toMatch(easternArabicDigits);
    expect(plain(text)).toBe('\u22129,876,543.21 SDR');
  });

  it('a signed Arabic figure keeps its sign in front inside a left-to-right isolate', () => {
    expect(plain(isolateLtr(formatSignedPercent(12.5, 'ar'), 'ar'))).toBe('\u2066+12.5%\u2069');
  });

  it.each(nonFinite)('%d → placeholder', (value) => {
    expect(formatSignedNumber(value, 'en')).toBe(notAvailable);
    expect(formatSignedSdr(value, 'en')).toBe(notAvailable);
    expect(formatSignedPercent(value, 'en')).toBe(notAvailable);
  });
});

describe('formatters named by a prerender and made before hydration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formatsOf names every formatter a render asked for, made before or not, and only during it', async () => {
    formatCount(1, 'es');
    const [result, keys] = await formatsOf(async () => {
      await Promise.resolve();
      return `${formatCount(1247, 'es')} ${formatDate('2026-11-22', 'es')}`;
    });
    expect(plain(result)).toMatch(/^1247 /);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe('number|es|{"maximumFractionDigits":0}');
    expect(keys[1]).toMatch(/^date\|es\|\{/);
    formatSdr(5, 'es');
    const [, none] = await formatsOf(() => Promise.resolve('no figure'));
    expect(none).toEqual([]);
  });

  it('localeDataKeys names a plain number and a plain date formatter of the language', async () => {
    const [, asked] = await formatsOf(() =>
      Promise.resolve(`${formatNumber(1, 'zh')} ${formatDate(0, 'zh', {})}`),
    );
    expect(localeDataKeys('zh')).toEqual(asked);
  });

  it('makeFormats makes them, so the render that formats makes none; keys that name none are skipped', () => {
    const options = { minimumFractionDigits: 3, maximumFractionDigits: 3 };
    const key = `number|ru|${JSON.stringify(options)}`;
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    });
    makeFormats([key, 'number|ru', 'rate|ru|{}', 'number|ru|{oops', 'number|ru|7']);
    expect(made).toHaveBeenCalledTimes(1);
    expect(plain(formatNumber(1.5, 'ru', options))).toBe('1,500');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
