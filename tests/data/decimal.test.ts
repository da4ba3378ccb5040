import { describe, expect, it } from 'vitest';
import {
  checkNumber,
  decimalSyntaxOf,
  decimalText,
  numberIssueOf,
  readDecimal,
  type DecimalReading,
} from '../../src/data/decimal';
import { chatSdrValueField, walletAmountField } from '../../src/data/numberFields';
import { supportedLanguages } from '../../src/i18n/language';

const num = (
  value: number,
  whole: string,
  fraction = '',
  extra: { negative?: boolean; grouped?: boolean } = {},
) =>
  ({
    kind: 'number',
    value,
    whole,
    fraction,
    negative: extra.negative ?? false,
    grouped: extra.grouped ?? false,
  }) as const;
const invalid = (reason: 'exponent' | 'separator' | 'notNumber') => ({ kind: 'invalid', reason }) as const;

describe('readDecimal', () => {
  it.each<[string, DecimalReading]>([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['\t\n', { kind: 'empty' }],
    ['1500', num(1500, '1500')],
    [' 12.5 ', num(12.5, '12', '5')],
    ['12.', num(12, '12')],
    ['.5', num(0.5, '', '5')],
    ['0', num(0, '0')],
    ['0.00', num(0, '0', '00')],
    ['007', num(7, '007')],
    ['-5', num(5, '5', '', { negative: true })],
    ['- 5', num(5, '5', '', { negative: true })],
    ['−5.25', num(5.25, '5', '25', { negative: true })],
    ['-0', num(0, '0', '', { negative: true })],
    ['1,250,000.50', num(1250000.5, '1250000', '50', { grouped: true })],
    ['1 000', num(1000, '1000', '', { grouped: true })],
    ['1\u00a0000', num(1000, '1000', '', { grouped: true })],
    ['1\u202f000', num(1000, '1000', '', { grouped: true })],
    ["1'000'000", num(1000000, '1000000', '', { grouped: true })],
    ['1_000', num(1000, '1000', '', { grouped: true })],
    ['-1,000', num(1000, '1000', '', { negative: true, grouped: true })],
    ['2,5', invalid('separator')],
    ['1,5', invalid('separator')],
    ['10,00', invalid('separator')],
    ['1 0', invalid('separator')],
    ['1,0000', invalid('separator')],
    ['1 000,50', invalid('separator')],
    ['1e5', invalid('exponent')],
    ['2.5E-3', invalid('exponent')],
    ['-1e5', invalid('exponent')],
    ['abc', invalid('notNumber')],
    ['1.2.3', invalid('notNumber')],
    ['+5', invalid('notNumber')],
    ['.', invalid('notNumber')],
    ['-', invalid('notNumber')],
    ['--5', invalid('notNumber')],
    ['5-', invalid('notNumber')],
    ['<b>1</b>', invalid('notNumber')],
    ['1; DROP TABLE', invalid('notNumber')],
    ['(1)', invalid('notNumber')],
    ['$100', invalid('notNumber')],
    ['١٢٣', invalid('notNumber')], // Arabic-Indic digits: the app writes and reads Latin digits
    ['Infinity', invalid('notNumber')],
    ['NaN', invalid('notNumber')],
    ['0x10', invalid('notNumber')],
    ['.*+?^${}()|[]\\', invalid('notNumber')],
  ])('%j', (text, reading) => {
    expect(readDecimal(text)).toEqual(reading);
  });

  it.each<[string, DecimalReading]>([
    ['2,5', num(2.5, '2', '5')],
    ['-0,75', num(0.75, '0', '75', { negative: true })],
    ['1,000', num(1, '1', '000')], // with a decimal comma a single comma is the mark, never grouping
    ['1 000', num(1000, '1000', '', { grouped: true })],
    ['1,2,3', invalid('separator')],
    ['2.5', num(2.5, '2', '5')],
  ])('with a decimal comma: %j', (text, reading) => {
    expect(readDecimal(text, { decimalComma: true })).toEqual(reading);
  });

  it('reads very long digit strings without throwing (the value may be Infinity)', () => {
    const reading = readDecimal('9'.repeat(400));
    expect(reading.kind).toBe('number');
    expect(reading.kind === 'number' && reading.value).toBe(Infinity);
    expect(readDecimal('x'.repeat(10_000))).toEqual(invalid('notNumber'));
  });
});

describe('numbers as each language reads and writes them', () => {
  it.each([
    ['en', false, '2.5'],
    ['zh', false, '2.5'],
    ['ar', false, '2.5'],
    ['es', true, '2,5'],
    ['ru', true, '2,5'],
  ])('%s: decimal comma %s, 2.5 written %s', (language, comma, text) => {
    expect(decimalSyntaxOf(language)).toEqual({ decimalComma: comma });
    expect(decimalText(2.5, language)).toBe(text);
    const reading = readDecimal(text, decimalSyntaxOf(language));
    expect(reading.kind === 'number' && reading.value).toBe(2.5);
  });
});

/** A field that reads thousands separators, and one that refuses them (money sent from the wallet). */
const grouping = chatSdrValueField;
const plain = walletAmountField;
type Outcome = number | string;
const outcome = (text: string, field: typeof grouping, language: string): Outcome => {
  const check = checkNumber(text, field, language);
  return check.ok ? check.value : check.problem;
};

describe('one decimal rule, five languages', () => {
  // Each row: what is typed, then what a grouping field makes of it in en, zh, ar, es, ru.
  it.each<[string, [Outcome, Outcome, Outcome, Outcome, Outcome]]>([
    ['2.5', [2.5, 2.5, 2.5, 2.5, 2.5]],
    ['2,5', ['separator', 'separator', 'separator', 2.5, 2.5]],
    // Where the comma is the decimal mark, 1,250 is 1.250: three decimals, one more than SDR takes.
    ['1,250', [1250, 1250, 1250, 'decimals', 'decimals']],
    ['1,234.56', [1234.56, 1234.56, 1234.56, 1234.56, 1234.56]],
    ['1 234,56', ['separator', 'separator', 'separator', 1234.56, 1234.56]],
    ['1\u00a0234\u00a0567,5', ['separator', 'separator', 'separator', 1234567.5, 1234567.5]],
    ['1.234,56', ['separator', 'separator', 'separator', 1234.56, 1234.56]],
    ['1.234.567,5', ['separator', 'separator', 'separator', 1234567.5, 1234567.5]],
    // A dot is a decimal mark in every language: 1.234 has three decimals, one more than SDR takes.
    ['1.234', ['decimals', 'decimals', 'decimals', 'decimals', 'decimals']],
    ['1 234.5', [1234.5, 1234.5, 1234.5, 1234.5, 1234.5]],
    ['1,234,56', ['separator', 'separator', 'separator', 'separator', 'separator']],
    ['1 234,5 6', ['separator', 'separator', 'separator', 'separator', 'separator']],
    ['1e3', ['exponent', 'exponent', 'exponent', 'exponent', 'exponent']],
    ['-2,5', ['separator', 'separator', 'separator', 'negative', 'negative']],
  ])('%j', (text, expected) => {
    expect(supportedLanguages.map((language) => outcome(text, grouping, language))).toEqual(expected);
  });

  it.each(supportedLanguages)(
    '%s: a field without thousands separators refuses them however written',
    (language) => {
      const grouped = decimalSyntaxOf(language).decimalComma ? '1 234,56' : '1,234.56';
      expect(outcome(grouped, plain, language)).toBe('grouping');
      expect(outcome(decimalText(1234.56, language), plain, language)).toBe(1234.56);
    },
  );

  it('forms without finer messages name each problem the same way', () => {
    expect(numberIssueOf).toEqual({
      empty: 'required',
      tooLong: 'tooLong',
      exponent: 'notNumber',
      separator: 'notNumber',
      grouping: 'notNumber',
      notNumber: 'notNumber',
      negative: 'notPositive',
      belowMin: 'notPositive',
      decimals: 'decimals',
      aboveMax: 'tooLarge',
    });
  });
});
