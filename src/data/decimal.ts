/**
 * How the app reads a number a member types (amounts, prices, volumes, thresholds, loan terms): one
 * reading of the text, the same on every screen; each screen then applies its own policy (whether
 * thousands grouping is welcome, how many decimals, which limits) and its own messages.
 *
 * | typed (outer spaces trimmed)            | reading                                          |
 * | --------------------------------------- | ------------------------------------------------ |
 * | `""`, `"   "`                           | empty                                            |
 * | `"1500"`, `"12.5"`, `"12."`, `".5"`     | number                                           |
 * | `"-5"`, `"− 5"` (minus sign, U+2212)    | number, negative                                 |
 * | `"1,250,000.50"`, `"1 000"`, `"1_000"`  | number, grouped (thousands separators)           |
 * | `"2,5"` (only with `decimalComma`)      | number 2.5 (a comma as the decimal mark)         |
 * | `"1 234,5"`, `"1.234,5"` (`decimalComma`)| number 1234.5, grouped (as es and ru write it)   |
 * | `"1e5"`, `"2.5E-3"`                     | invalid: exponent                                |
 * | `"1,5"`, `"10,00"`, `"1 0"`             | invalid: separator (digits broken oddly)         |
 * | `"abc"`, `"1.2.3"`, `"+5"`, `"<b>1</b>"`| invalid: notNumber                               |
 */

export type DecimalInvalidReason = 'exponent' | 'separator' | 'notNumber';

export type DecimalReading =
  | { kind: 'empty' }
  | {
      kind: 'number';
      /** The absolute value (the sign is `negative`). */
      value: number;
      negative: boolean;
      /** Digits before the decimal mark, separators removed ('' for ".5"). */
      whole: string;
      /** Digits after the decimal mark ('' when none). */
      fraction: string;
      /** Written with thousands separators. */
      grouped: boolean;
    }
  | { kind: 'invalid'; reason: DecimalInvalidReason };

export interface DecimalSyntax {
  /** Read a single comma between digits as the decimal mark ("2,5" is 2.5) instead of refusing it. */
  decimalComma?: boolean;
}

/**
 * Thousands separators people type: comma, white space (no-break and thin spaces included),
 * apostrophes, underscore.
 */
function isSeparator(char: string): boolean {
  return char === ',' || char === "'" || char === '’' || char === '_' || /^\s$/.test(char);
}
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

// The reader is a scanner, not a set of regular expressions: each step walks the text once, so a
// pasted 100 kB run of digits is read in linear time (patterns such as `\d+\.?\d*$` backtrack
// quadratically on a long run that does not match).

/** Index of the first character at or after `from` that is not a digit. */
function skipDigits(text: string, from: number): number {
  let index = from;
  while (isDigit(text[index])) index += 1;
  return index;
}

/** `1.5e3`, `.5E-2`, `12e+4`: a mantissa, an e, an optional sign and digits. */
function isExponentNumber(text: string): boolean {
  let index = skipDigits(text, 0);
  const wholeDigits = index;
  if (text[index] === '.') index = skipDigits(text, index + 1);
  const fractionDigits = index - wholeDigits - 1;
  if (wholeDigits === 0 && fractionDigits <= 0) return false;
  if (text[index] !== 'e' && text[index] !== 'E') return false;
  index += 1;
  if (text[index] === '+' || text[index] === '-') index += 1;
  const exponentStart = index;
  index = skipDigits(text, index);
  return index > exponentStart && index === text.length;
}

/** `2,5`: digits, one comma, digits. Returns the two parts, or null. */
function readCommaDecimal(text: string): [string, string] | null {
  const comma = skipDigits(text, 0);
  if (comma === 0 || text[comma] !== ',') return null;
  const end = skipDigits(text, comma + 1);
  return end > comma + 1 && end === text.length ? [text.slice(0, comma), text.slice(comma + 1)] : null;
}

/**
 * `1 234,56`, `1.234.567,8`: a number grouped as Spanish and Russian write it: 1 to 3 digits, groups
 * of one separator (the same each time, never a comma) and 3 digits, then a comma and the decimals.
 * Dots between groups are read so only before a decimal comma: "1.234" alone is 1.234, since a dot is
 * a decimal mark there too.
 */
function readCommaGrouped(text: string): [string, string] | null {
  let index = skipDigits(text, 0);
  if (index < 1 || index > 3) return null;
  const separator = text[index] ?? '';
  if (separator === ',' || (separator !== '.' && !isSeparator(separator))) return null;
  let whole = text.slice(0, index);
  while (text[index] === separator) {
    const next = skipDigits(text, index + 1);
    if (next - index - 1 !== 3) return null;
    whole += text.slice(index + 1, next);
    index = next;
  }
  if (index === text.length) return separator === '.' ? null : [whole, ''];
  if (text[index] !== ',') return null;
  const end = skipDigits(text, index + 1);
  return end > index + 1 && end === text.length ? [whole, text.slice(index + 1)] : null;
}

/** `1,250,000.50`: 1 to 3 digits, then groups of one separator and 3 digits, then an optional fraction. */
function readGrouped(text: string): [string, string] | null {
  let index = skipDigits(text, 0);
  if (index < 1 || index > 3) return null;
  let whole = text.slice(0, index);
  let groups = 0;
  while (index < text.length && isSeparator(text[index] ?? '')) {
    const next = skipDigits(text, index + 1);
    if (next - index - 1 !== 3) return null;
    whole += text.slice(index + 1, next);
    groups += 1;
    index = next;
  }
  if (groups === 0) return null;
  if (index === text.length) return [whole, ''];
  if (text[index] !== '.') return null;
  const end = skipDigits(text, index + 1);
  return end === text.length ? [whole, text.slice(index + 1)] : null;
}

/** `12.5`, `12.`, `.5`, `1500`: digits and at most one dot. */
function readPlain(text: string): [string, string] | null {
  const dot = skipDigits(text, 0);
  if (dot === text.length) return [text, ''];
  if (text[dot] !== '.') return null;
  const end = skipDigits(text, dot + 1);
  return end === text.length ? [text.slice(0, dot), text.slice(dot + 1)] : null;
}

/**
 * Digits broken by separators where grouping cannot be meant (`1,5`, `10,00`, `1 0`): runs of digits
 * and dots (the first with a digit) joined by runs of separators, and nothing else.
 */
function isBrokenDigits(text: string): boolean {
  let index = 0;
  let sawDigit = false;
  while (index < text.length && (isDigit(text[index]) || text[index] === '.')) {
    sawDigit ||= isDigit(text[index]);
    index += 1;
  }
  if (!sawDigit) return false;
  let joins = 0;
  while (index < text.length) {
    const separatorStart = index;
    while (index < text.length && isSeparator(text[index] ?? '')) index += 1;
    const runStart = index;
    while (index < text.length && (isDigit(text[index]) || text[index] === '.')) index += 1;
    if (index === separatorStart || separatorStart === runStart || index === runStart) return false;
    joins += 1;
  }
  return joins > 0;
}

function numberReading(negative: boolean, whole: string, fraction: string, grouped: boolean): DecimalReading {
  return {
    kind: 'number',
    value: Number(`${whole || '0'}.${fraction || '0'}`),
    negative,
    whole,
    fraction,
    grouped,
  };
}

/** Reads typed text as a decimal number (see the table above). Never throws; linear in the length. */
export function readDecimal(text: string, syntax: DecimalSyntax = {}): DecimalReading {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return { kind: 'empty' };
  const negative = trimmed[0] === '-' || trimmed[0] === '−';
  const unsigned = negative ? trimmed.slice(1).trimStart() : trimmed;

  if (isExponentNumber(unsigned)) return { kind: 'invalid', reason: 'exponent' };
  const comma = syntax.decimalComma ? readCommaDecimal(unsigned) : null;
  if (comma) return numberReading(negative, comma[0], comma[1], false);
  const commaGrouped = syntax.decimalComma ? readCommaGrouped(unsigned) : null;
  if (commaGrouped) return numberReading(negative, commaGrouped[0], commaGrouped[1], true);
  const grouped = readGrouped(unsigned);
  if (grouped) return numberReading(negative, grouped[0], grouped[1], true);
  const plain = readPlain(unsigned);
  if (plain && `${plain[0]}${plain[1]}` !== '') return numberReading(negative, plain[0], plain[1], false);
  if (isBrokenDigits(unsigned)) return { kind: 'invalid', reason: 'separator' };
  return { kind: 'invalid', reason: 'notNumber' };
}

/** Languages that write a comma as the decimal mark ("2,5"): a comma typed there is the decimal mark. */
const decimalCommaLanguages: readonly string[] = ['es', 'ru'];

/** How `language` reads typed numbers: in Spanish and Russian a comma is the decimal mark. */
export function decimalSyntaxOf(language: string): DecimalSyntax {
  return { decimalComma: decimalCommaLanguages.includes(language) };
}

/**
 * A plain number as `language` writes it in a field: "2.5", or "2,5" where the comma is the mark; with
 * `decimals`, that many digits after the mark ("110430.15").
 */
export function decimalText(value: number, language: string, decimals?: number): string {
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return decimalSyntaxOf(language).decimalComma ? text.replace('.', ',') : text;
}

/**
 * A number field's limits. `maxLength` is checked before anything is read, so a pasted 100 kB run
 * answers at once; the field keeps the text and says how long it may be.
 */
export interface NumberLimits {
  /** Smallest value accepted (inclusive). */
  min: number;
  /** Largest value accepted (inclusive). */
  max: number;
  /** Most digits after the decimal mark; 0 for whole numbers. */
  maxDecimals: number;
  /** Most characters the field reads, spaces included. */
  maxLength: number;
  /** Thousands separators ("1,000") are read; otherwise they are a `grouping` problem. */
  grouping: boolean;
}

export type NumberProblem =
  'empty' | 'tooLong' | DecimalInvalidReason | 'grouping' | 'negative' | 'decimals' | 'belowMin' | 'aboveMax';

export type NumberCheck = { ok: true; value: number } | { ok: false; problem: NumberProblem };

/** What most forms say about a number field's problem; a form with finer messages maps its own. */
export type NumberIssue = 'required' | 'tooLong' | 'notNumber' | 'notPositive' | 'decimals' | 'tooLarge';

/** The default message of each problem of `checkNumber`. */
export const numberIssueOf: Readonly<Record<NumberProblem, NumberIssue>> = {
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
};

/**
 * The one reading of a number field: `text` as `language` writes numbers (decimalSyntaxOf), held to
 * `limits`. Problems in this order: empty, tooLong, the reading's own (exponent, separator: digits
 * broken oddly, notNumber), grouping (thousands separators where they are not read), negative,
 * decimals, aboveMax, belowMin. Only a finite value inside the limits is `ok`; it is never negative
 * (no field takes a negative number: "-0" is 0).
 */
export function checkNumber(text: string, limits: NumberLimits, language: string): NumberCheck {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, problem: 'empty' };
  if (text.length > limits.maxLength) return { ok: false, problem: 'tooLong' };
  const reading = readDecimal(text, decimalSyntaxOf(language));
  if (reading.kind !== 'number')
    return { ok: false, problem: reading.kind === 'empty' ? 'empty' : reading.reason };
  if (reading.grouped && !limits.grouping) return { ok: false, problem: 'grouping' };
  if (reading.negative && reading.value > 0) return { ok: false, problem: 'negative' };
  if (reading.fraction.length > limits.maxDecimals) return { ok: false, problem: 'decimals' };
  if (!Number.isFinite(reading.value) || reading.value > limits.max)
    return { ok: false, problem: 'aboveMax' };
  if (reading.value < limits.min) return { ok: false, problem: 'belowMin' };
  return { ok: true, value: reading.value };
}

/** Why a filter bound was refused: the field's own problems, a figure above its limit said as too large. */
export type BoundProblem = 'tooLong' | 'notNumber' | 'negative' | 'decimals' | 'tooLarge';

/** A filter bound as typed: none (empty or only spaces), a number, or refused with the reason. */
export type FilterBound =
  { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'invalid'; problem: BoundProblem };

/**
 * A bound of a range filter (a price, a volume) as typed in `language`: `checkNumber` with the field's
 * limits, every reason it does not name itself being "not a number". The text is never changed.
 */
export function parseFilterBound(text: string, limits: NumberLimits, language: string): FilterBound {
  const check = checkNumber(text, limits, language);
  if (check.ok) return { kind: 'value', value: check.value };
  switch (check.problem) {
    case 'empty':
      return { kind: 'empty' };
    case 'tooLong':
    case 'negative':
    case 'decimals':
      return { kind: 'invalid', problem: check.problem };
    case 'aboveMax':
      return { kind: 'invalid', problem: 'tooLarge' };
    default:
      return { kind: 'invalid', problem: 'notNumber' };
  }
}

/** Whole cents of a checked value with at most 2 decimals (exact: the value is far below 2^53 / 100). */
export const centsOf = (value: number): number => Math.round(value * 100);
