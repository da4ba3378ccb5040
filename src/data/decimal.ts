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

/** Thousands separators people type: comma, space, no-break and thin spaces, apostrophes, underscore. */
const groupSeparator = "[,\\s\\u00a0\\u202f'’_]";
const groupedNumber = new RegExp(`^(\\d{1,3}(?:${groupSeparator}\\d{3})+)(?:\\.(\\d*))?$`);
const plainNumber = /^(\d*)(?:\.(\d*))?$/;
const commaDecimal = /^(\d+),(\d+)$/;
const exponentNumber = /^(?:\d+\.?\d*|\.\d+)e[-+]?\d+$/i;
const brokenDigits = new RegExp(`^[\\d.]*\\d[\\d.]*(?:${groupSeparator}+[\\d.]+)+$`);

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

/** Reads typed text as a decimal number (see the table above). Never throws, whatever the text. */
export function readDecimal(text: string, syntax: DecimalSyntax = {}): DecimalReading {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return { kind: 'empty' };
  const sign = /^[-−]\s*/.exec(trimmed);
  const negative = sign !== null;
  const unsigned = sign ? trimmed.slice(sign[0].length) : trimmed;

  if (exponentNumber.test(unsigned)) return { kind: 'invalid', reason: 'exponent' };
  const comma = syntax.decimalComma ? commaDecimal.exec(unsigned) : null;
  if (comma) return numberReading(negative, comma[1] ?? '', comma[2] ?? '', false);
  const grouped = groupedNumber.exec(unsigned);
  if (grouped) {
    return numberReading(negative, (grouped[1] ?? '').replace(/\D/g, ''), grouped[2] ?? '', true);
  }
  const plain = plainNumber.exec(unsigned);
  if (plain && `${plain[1] ?? ''}${plain[2] ?? ''}` !== '') {
    return numberReading(negative, plain[1] ?? '', plain[2] ?? '', false);
  }
  if (brokenDigits.test(unsigned)) return { kind: 'invalid', reason: 'separator' };
  return { kind: 'invalid', reason: 'notNumber' };
}

/** The signed value of a number reading. */
export const signedValue = (reading: Extract<DecimalReading, { kind: 'number' }>): number =>
  reading.negative ? -reading.value : reading.value;
