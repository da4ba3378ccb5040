// @vitest-environment node
/**
 * Every number field of the app, held to its stated limits in the five languages: each row names the
 * field's limits (src/data/numberFields.ts), reads samples through the screen's own reader (what the
 * form shows) and expects the screen's own problem codes. A field added to numberFields.ts without a
 * row here fails the first test.
 */
import { describe, expect, it } from 'vitest';
import { parseThreshold } from '../../src/data/dashboard';
import { checkTerms, parseAmount as parseDealAmount } from '../../src/data/dealMaker';
import { checkNumber, decimalSyntaxOf } from '../../src/data/decimal';
import { amountRule, parseNumberField, rateRule, termRule } from '../../src/data/financingActivities';
import { validateOfferDraft } from '../../src/data/negotiationChat';
import * as numberFields from '../../src/data/numberFields';
import type { NumberField } from '../../src/data/numberFields';
import { receiveLink } from '../../src/data/paymentLink';
import { parseAmount } from '../../src/data/paymentProcessing';
import { parsePriceBound } from '../../src/data/productCatalog';
import { parseVolumeBound } from '../../src/data/tradeSearch';
import { emptyTerms } from '../../src/data/dealTerms';
import { wallet } from '../../src/data/srdWallet';
import { checkAmount } from '../../src/data/walletAmount';
import { readFilterAmount } from '../../src/data/walletHistory';
import { supportedLanguages } from '../../src/i18n/language';

/** What a form makes of a text: the value it accepts, or its own problem code. */
type Outcome = number | string;

interface Row {
  name: string;
  field: NumberField;
  /** The field's limits as stated (changing a limit means changing this table on purpose). */
  limits: Pick<NumberField, 'min' | 'max' | 'maxDecimals' | 'maxLength' | 'grouping'>;
  read: (text: string, language: string) => Outcome;
  /** The screen's codes for each kind of problem. */
  codes: { tooLong: string; aboveMax: string; belowMin: string; decimals: string; grouping: string };
}

const offer = (field: 'quantity' | 'sdrValue') => (text: string, language: string) => {
  const draft = { commodity: 'wheat', quantity: '10', sdrValue: '1000', [field]: text };
  const result = validateOfferDraft(draft, language);
  return result.ok ? result.offer[field] : (result.issues[field] ?? 'ok');
};

/** The deal maker's form, sending with `field` as typed (the other fields ready). */
const deal = (field: 'volume' | 'price') => (text: string, language: string) => {
  const problem = checkTerms(
    { ...emptyTerms, volume: '1', price: '1', [field]: text },
    '2026-11-22',
    language,
  )[field];
  return problem ?? parseDealAmount(text, field, language) ?? 'unread';
};

const rows: Row[] = [
  {
    name: 'wallet send amount',
    field: numberFields.walletAmountField,
    limits: { min: 0.01, max: 1_000_000_000, maxDecimals: 2, maxLength: 32, grouping: false },
    read: (text, language) => {
      const check = checkAmount(text, language);
      return check.ok ? check.cents / 100 : check.problem;
    },
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'tooLarge',
      belowMin: 'zero',
      decimals: 'decimals',
      grouping: 'separator',
    },
  },
  {
    name: 'wallet receive amount',
    field: numberFields.walletAmountField,
    limits: { min: 0.01, max: 1_000_000_000, maxDecimals: 2, maxLength: 32, grouping: false },
    read: (text, language) => {
      const result = receiveLink(wallet.walletAddress, text, '', language);
      if (!result.ok) return result.amountProblem ?? 'reference';
      return Number(new URL(result.link).searchParams.get('amount'));
    },
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'tooLarge',
      belowMin: 'zero',
      decimals: 'decimals',
      grouping: 'separator',
    },
  },
  {
    name: 'wallet history amount filter',
    field: numberFields.walletHistoryAmountField,
    limits: { min: 0, max: 1_000_000_000, maxDecimals: 2, maxLength: 32, grouping: false },
    read: (text, language) => {
      const cents = readFilterAmount(text, language);
      return typeof cents === 'number' ? cents / 100 : (cents ?? 'empty');
    },
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'tooLarge',
      belowMin: 'amount',
      decimals: 'amount',
      grouping: 'amount',
    },
  },
  ...(
    [
      ['financing amount', amountRule, { min: 1_000, max: 100_000_000, maxDecimals: 2 }, 'decimals'],
      ['financing term', termRule, { min: 1, max: 360, maxDecimals: 0 }, 'notWhole'],
      ['financing rate', rateRule, { min: 0.01, max: 50, maxDecimals: 2 }, 'decimals'],
    ] as const
  ).map(([name, rule, limits, decimals]): Row => ({
    name,
    field: rule,
    limits: { ...limits, maxLength: 32, grouping: false },
    read: (text, language) => {
      const result = parseNumberField(text, rule, language);
      return result.ok ? result.value : result.error;
    },
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'aboveMax',
      belowMin: 'belowMin',
      decimals,
      grouping: 'separators',
    },
  })),
  {
    name: 'dashboard alert threshold',
    field: numberFields.dashboardThresholdField,
    limits: { min: 0.5, max: 50, maxDecimals: 2, maxLength: 32, grouping: true },
    read: (text, language) => {
      const result = parseThreshold(text, language);
      return result.ok ? result.value : result.error;
    },
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'outOfRange',
      belowMin: 'outOfRange',
      decimals: 'decimals',
      grouping: '-',
    },
  },
  {
    name: 'chat offer quantity',
    field: numberFields.chatQuantityField,
    limits: { min: 0.001, max: 10_000_000, maxDecimals: 3, maxLength: 32, grouping: true },
    read: offer('quantity'),
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'tooLarge',
      belowMin: 'notPositive',
      decimals: 'decimals',
      grouping: '-',
    },
  },
  {
    name: 'chat offer value',
    field: numberFields.chatSdrValueField,
    limits: { min: 0.01, max: 1_000_000_000_000, maxDecimals: 2, maxLength: 32, grouping: true },
    read: offer('sdrValue'),
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'tooLarge',
      belowMin: 'notPositive',
      decimals: 'decimals',
      grouping: '-',
    },
  },
  {
    name: 'payment amount',
    field: numberFields.paymentAmountField,
    limits: { min: 0.01, max: 1_000_000_000, maxDecimals: 2, maxLength: 40, grouping: false },
    read: (text, language) => {
      const result = parseAmount(text, language);
      return result.ok ? result.value : result.problem;
    },
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'tooLarge',
      belowMin: 'zero',
      decimals: 'tooManyDecimals',
      grouping: 'separator',
    },
  },
  {
    name: 'product price bound',
    field: numberFields.productPriceField,
    limits: { min: 0, max: 1_000_000_000, maxDecimals: 2, maxLength: 32, grouping: true },
    read: (text, language) => {
      const result = parsePriceBound(text, language);
      return result.kind === 'value' ? result.value : result.kind === 'empty' ? 'empty' : result.problem;
    },
    codes: { tooLong: 'tooLong', aboveMax: 'tooLarge', belowMin: '-', decimals: 'decimals', grouping: '-' },
  },
  {
    name: 'trade search volume bound',
    field: numberFields.tradeVolumeField,
    limits: { min: 0, max: 1_000_000_000_000, maxDecimals: 3, maxLength: 40, grouping: true },
    read: (text, language) => {
      const result = parseVolumeBound(text, language);
      return result.kind === 'value' ? result.value : result.kind === 'empty' ? 'empty' : result.problem;
    },
    codes: { tooLong: 'tooLong', aboveMax: 'tooLarge', belowMin: '-', decimals: 'decimals', grouping: '-' },
  },
  {
    name: 'deal maker volume',
    field: numberFields.dealVolumeField,
    limits: { min: 0.001, max: 10_000_000, maxDecimals: 3, maxLength: 32, grouping: true },
    read: deal('volume'),
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'tooLarge',
      belowMin: 'notPositive',
      decimals: 'decimals',
      grouping: '-',
    },
  },
  {
    name: 'deal maker price',
    field: numberFields.dealPriceField,
    limits: { min: 0.01, max: 1_000_000, maxDecimals: 2, maxLength: 32, grouping: true },
    read: deal('price'),
    codes: {
      tooLong: 'tooLong',
      aboveMax: 'tooLarge',
      belowMin: 'notPositive',
      decimals: 'decimals',
      grouping: '-',
    },
  },
];

/** `value` with `decimals` digits after the language's own decimal mark. */
const written = (value: number, decimals: number, language: string) => {
  const text = value.toFixed(decimals);
  return decimalSyntaxOf(language).decimalComma ? text.replace('.', ',') : text;
};
const step = (field: NumberField) => 10 ** -field.maxDecimals;
const hundredKb = '9'.repeat(100_000);

describe('number fields: every field is in the table', () => {
  it('lists each field of src/data/numberFields.ts', () => {
    const declared = Object.values(numberFields).map((field) => field.id);
    expect(new Set(rows.map((row) => row.field.id))).toEqual(new Set(declared));
  });

  it.each(rows)('$name: its limits are as stated', ({ field, limits }) => {
    expect(field).toMatchObject(limits);
    // Every limit is a number of whole cents (or finer) that a JavaScript number holds exactly.
    expect(Number.isSafeInteger(Math.round(field.max * 10 ** field.maxDecimals))).toBe(true);
    expect(field.min).toBeGreaterThanOrEqual(0);
  });
});

describe.each(supportedLanguages)('number fields in %s', (language) => {
  const comma = decimalSyntaxOf(language).decimalComma === true;

  it.each(rows)(
    '$name: the largest figure, written as the language writes it, is taken',
    ({ field, read }) => {
      expect(read(written(field.max, field.maxDecimals, language), language)).toBe(field.max);
    },
  );

  it.each(rows)('$name: the smallest figure is taken', ({ field, read }) => {
    expect(read(written(field.min, field.maxDecimals, language), language)).toBe(field.min);
  });

  it.each(rows)('$name: one step above the largest is refused', ({ field, read, codes }) => {
    expect(read(written(field.max + step(field), field.maxDecimals, language), language)).toBe(
      codes.aboveMax,
    );
  });

  it.each(rows.filter((row) => row.field.min > 0))(
    '$name: one step below the smallest is refused',
    ({ field, read, codes }) => {
      expect(read(written(field.min - step(field), field.maxDecimals, language), language)).toBe(
        codes.belowMin,
      );
    },
  );

  it.each(rows)('$name: one decimal too many is refused', ({ field, read, codes }) => {
    expect(read(written(1 + step(field) / 10, field.maxDecimals + 1, language), language)).toBe(
      codes.decimals,
    );
  });

  it.each(rows)('$name: "1,000" reads as the language writes it', ({ field, read, codes }) => {
    const outcome = read('1,000', language);
    if (comma) {
      // The comma is the decimal mark: 1.000, three decimals.
      expect(outcome).toBe(field.maxDecimals >= 3 ? 1 : codes.decimals);
    } else if (!field.grouping) {
      expect(outcome).toBe(codes.grouping);
    } else {
      expect(outcome).toBe(1_000 <= field.max ? 1_000 : codes.aboveMax);
    }
  });

  it.each(rows)(
    '$name: a pasted 100 kB run is refused for its length before it is read',
    ({ read, codes }) => {
      expect(read(hundredKb, language)).toBe(codes.tooLong);
      // Letters would be an invalid figure: the length check answers first, without reading the text.
      expect(read('x'.repeat(100_000), language)).toBe(codes.tooLong);
    },
  );

  it.each(rows)(
    '$name: a leading plus ("+500") is refused with the message of any other text that is no number',
    ({ field, read }) => {
      const refusal = read('abc', language);
      expect(typeof refusal).toBe('string');
      for (const text of ['+500', ' +500 ', '+ 500', `+${written(field.min, field.maxDecimals, language)}`])
        expect(read(text, language), text).toBe(refusal);
    },
  );

  it.each(rows)('$name: the length cap counts every character typed', ({ field, read, codes }) => {
    const smallest = written(field.min, field.maxDecimals, language);
    expect(read(smallest.padStart(field.maxLength, '0'), language)).toBe(field.min);
    expect(read(smallest.padStart(field.maxLength + 1, '0'), language)).toBe(codes.tooLong);
  });
});

describe('checkNumber', () => {
  const field = numberFields.walletAmountField;
  it.each([
    ['', 'en', { ok: false, problem: 'empty' }],
    ['1e5', 'en', { ok: false, problem: 'exponent' }],
    ['1,5', 'en', { ok: false, problem: 'separator' }],
    ['1,500', 'en', { ok: false, problem: 'grouping' }],
    ['1,5', 'es', { ok: true, value: 1.5 }],
    ['1.5', 'ru', { ok: true, value: 1.5 }], // a point is still read where the comma is the mark
    ['-0', 'en', { ok: false, problem: 'belowMin' }],
    ['-1', 'en', { ok: false, problem: 'negative' }],
    ['+500', 'en', { ok: false, problem: 'notNumber' }], // a leading plus is no sign a field reads
    ['+0,5', 'es', { ok: false, problem: 'notNumber' }],
    ['Infinity', 'en', { ok: false, problem: 'notNumber' }],
    [' '.repeat(100_000), 'en', { ok: false, problem: 'empty' }],
  ] as const)('%j in %s -> %j', (text, language, expected) => {
    expect(checkNumber(text, field, language)).toEqual(expected);
  });
});
