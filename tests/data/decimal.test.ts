import { describe, expect, it } from 'vitest';
import {
  decimalSyntaxOf,
  decimalText,
  readDecimal,
  signedValue,
  type DecimalReading,
} from '../../src/data/decimal';

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

  it('signedValue gives the sign back', () => {
    const reading = readDecimal('-12.5');
    expect(reading.kind === 'number' && signedValue(reading)).toBe(-12.5);
    const positive = readDecimal('12.5');
    expect(positive.kind === 'number' && signedValue(positive)).toBe(12.5);
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
