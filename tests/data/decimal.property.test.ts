// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNumber,
  decimalText,
  readDecimal,
  type DecimalReading,
  type NumberLimits,
} from '../../src/data/decimal';
import * as numberFields from '../../src/data/numberFields';
import { formatNumber } from '../../src/i18n/format';
import { supportedLanguages } from '../../src/i18n/language';

/**
 * The reading the scanner must agree with: the regular expressions the reader was first written
 * with. They backtrack quadratically on long runs, so they only ever see short texts here.
 */
function referenceReading(text: string, decimalComma: boolean): DecimalReading {
  const separator = "[,\\s\\u00a0\\u202f'’_]";
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const sign = /^[-−]\s*/.exec(trimmed);
  const unsigned = sign ? trimmed.slice(sign[0].length) : trimmed;
  const reading = (whole: string, fraction: string, grouped: boolean): DecimalReading => ({
    kind: 'number',
    value: Number(`${whole || '0'}.${fraction || '0'}`),
    negative: sign !== null,
    whole,
    fraction,
    grouped,
  });
  if (/^(?:\d+\.?\d*|\.\d+)e[-+]?\d+$/i.test(unsigned)) return { kind: 'invalid', reason: 'exponent' };
  const comma = decimalComma ? /^(\d+),(\d+)$/.exec(unsigned) : null;
  if (comma) return reading(comma[1] ?? '', comma[2] ?? '', false);
  // Grouped as es and ru write it: one separator (never a comma) between groups, a decimal comma; dots
  // between groups only before a decimal comma.
  const commaGrouped = decimalComma
    ? /^(\d{1,3}(?:([\s'’_.])\d{3})(?:\2\d{3})*)(?:,(\d+))?$/.exec(unsigned)
    : null;
  if (commaGrouped && !(commaGrouped[2] === '.' && commaGrouped[3] === undefined)) {
    return reading((commaGrouped[1] ?? '').replace(/\D/g, ''), commaGrouped[3] ?? '', true);
  }
  const grouped = new RegExp(`^(\\d{1,3}(?:${separator}\\d{3})+)(?:\\.(\\d*))?$`).exec(unsigned);
  if (grouped) return reading((grouped[1] ?? '').replace(/\D/g, ''), grouped[2] ?? '', true);
  const plain = /^(\d*)(?:\.(\d*))?$/.exec(unsigned);
  if (plain && `${plain[1] ?? ''}${plain[2] ?? ''}` !== '')
    return reading(plain[1] ?? '', plain[2] ?? '', false);
  if (new RegExp(`^[\\d.]*\\d[\\d.]*(?:${separator}+[\\d.]+)+$`).test(unsigned)) {
    return { kind: 'invalid', reason: 'separator' };
  }
  return { kind: 'invalid', reason: 'notNumber' };
}

/** Texts made of what numbers are typed with, so most of them are near-numbers, not noise. */
const numberish = fc
  .array(fc.constantFrom(..."0123456789012345.,,  -−eE+_'’\u00a0\u202f\tx١".split('')), { maxLength: 24 })
  .map((chars) => chars.join(''));

describe('readDecimal, property-based', () => {
  it('agrees with the reference reading on short texts, with and without a decimal comma', () => {
    fc.assert(
      fc.property(numberish, fc.boolean(), (text, decimalComma) => {
        expect(readDecimal(text, { decimalComma })).toEqual(referenceReading(text, decimalComma));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees on any short unicode text too', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 16 }), (text) => {
        expect(readDecimal(text)).toEqual(referenceReading(text, false));
      }),
      { numRuns: 2000 },
    );
  });

  it('returns a reading for any text up to 200 kB and never throws or reads NaN', () => {
    const long = fc
      .tuple(numberish, fc.integer({ min: 0, max: 200_000 }), fc.constantFrom('1', '9', ' ', ',', '.', 'e'))
      .map(([head, length, fill]) => `${head}${fill.repeat(length)}${head}`);
    fc.assert(
      fc.property(long, fc.boolean(), (text, decimalComma) => {
        const reading = readDecimal(text, { decimalComma });
        expect(['empty', 'number', 'invalid']).toContain(reading.kind);
        if (reading.kind === 'number') expect(Number.isNaN(reading.value)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('a pasted 100 kB run of digits is read as one number (what a paste into an amount field does)', () => {
    const digits = '9'.repeat(100_000);
    for (const text of [digits, `${digits}x`, `${digits}e`, `1 ${digits}`, `${digits},5`]) {
      expect(readDecimal(text).kind).not.toBe('empty');
    }
    const reading = readDecimal(digits);
    expect(reading.kind === 'number' && reading.whole.length).toBe(100_000);
  });
});

describe('checkNumber, property-based: rejects non-finite values', () => {
  /** A field without an upper bound and a long cap, so only finiteness stands between a text and ok. */
  const unbounded: NumberLimits = {
    min: 0,
    max: Infinity,
    maxDecimals: 400,
    maxLength: 1_000,
    grouping: true,
  };
  const fields: NumberLimits[] = [unbounded, ...Object.values(numberFields)];
  /** Near-numbers, runs of 300 to 700 digits (past the largest double), and words for non-numbers. */
  const text = fc.oneof(
    numberish,
    fc
      .tuple(fc.integer({ min: 300, max: 700 }), fc.constantFrom('', '.5', ',5', '.', ' 000'))
      .map(([length, tail]) => `${'9'.repeat(length)}${tail}`),
    fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e400', '1e309', '0x10', '١٢٣'),
  );

  it('accepts only a finite value inside the field’s limits, in every language, and never throws', () => {
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(...fields),
        fc.constantFrom(...supportedLanguages),
        (typed, field, language) => {
          const check = checkNumber(typed, field, language);
          if (!check.ok) return;
          expect(Number.isFinite(check.value)).toBe(true);
          expect(check.value).toBeGreaterThanOrEqual(field.min);
          expect(check.value).toBeLessThanOrEqual(field.max);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a number too long for a double is refused as above the maximum, never read as Infinity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 310, max: 1_000 }),
        fc.constantFrom(...supportedLanguages),
        (length, language) => {
          expect(checkNumber('9'.repeat(length), unbounded, language)).toEqual({
            ok: false,
            problem: 'aboveMax',
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('round trip, property-based: what a language writes, its fields read back', () => {
  const language = fc.constantFrom(...supportedLanguages);
  const cents = fc.integer({ min: 1, max: 100_000_000_000 });

  it('a figure as the field writes it (Use Max, Apply) reads back as the same figure', () => {
    fc.assert(
      fc.property(cents, language, (amount, lang) => {
        const value = amount / 100;
        expect(checkNumber(decimalText(value, lang, 2), numberFields.walletAmountField, lang)).toEqual({
          ok: true,
          value,
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('a figure as the screen shows it (grouped by Intl) reads back in a field that takes grouping', () => {
    fc.assert(
      fc.property(cents, language, (amount, lang) => {
        const value = amount / 100;
        const shown = formatNumber(value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(checkNumber(shown, numberFields.chatSdrValueField, lang)).toEqual({ ok: true, value });
      }),
      { numRuns: 2000 },
    );
  });
});
