// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  amountRule,
  calculatorEstimate,
  canApplyFor,
  cashFlowForecast,
  financingOffers,
  financingStatusTone,
  investments,
  loanProgress,
  loans,
  parseNumberField,
  rateRule,
  riskTone,
  termRule,
  validateCalculator,
} from '../../src/data/financingActivities';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { itemOrFirst } from '../../src/data/itemOrFirst';

describe('financing sample data', () => {
  it('the calculator estimate is a fixed SDR 12,500', () => {
    expect(calculatorEstimate).toBe(12_500);
  });

  it('investment minimums are SDR 10,000, 50,000 and 100,000', () => {
    expect(investments.map((item) => item.minInvestment)).toEqual([10_000, 50_000, 100_000]);
  });

  it('offers use the three statuses of the spec, with unique ids', () => {
    expect(new Set(financingOffers.map((offer) => offer.status))).toEqual(
      new Set(['active', 'available', 'underReview']),
    );
    expect(new Set(financingOffers.map((offer) => offer.id)).size).toBe(financingOffers.length);
  });

  it('each forecast month has net = inflow − outflow', () => {
    for (const month of cashFlowForecast(worldAnchorDay))
      expect(month.net).toBe(month.inflow - month.outflow);
  });

  it('each sample loan has remaining within its principal', () => {
    for (const loan of loans(worldAnchorDay)) expect(loan.remaining).toBeLessThanOrEqual(loan.principal);
  });
});

describe('loanProgress = (principal − remaining) / principal', () => {
  it.each([
    [2_000_000, 1_250_000, 37.5],
    [800_000, 200_000, 75],
    [1000, 1000, 0],
    [1000, 0, 100],
    [1000, 250.5, 74.95],
    // Remaining above the principal (a capitalised charge) shows no progress, not a negative one.
    [1000, 1500, 0],
    // A negative remaining (overpaid) is capped at 100.
    [1000, -10, 100],
    // No principal: nothing to divide by.
    [0, 0, 0],
    [0, 500, 0],
    [-1000, 500, 0],
    [Number.NaN, 10, 0],
    [1000, Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 10, 0],
  ])('principal %s, remaining %s → %s %%', (principal, remaining, expected) => {
    expect(loanProgress(principal, remaining)).toBeCloseTo(expected, 10);
  });
});

describe('status and risk tones, apply rule, offer lookup', () => {
  it.each([
    ['active', 'success', false],
    ['available', 'info', true],
    ['underReview', 'warning', false],
  ] as const)('%s → %s, can apply: %s', (status, tone, canApply) => {
    expect(financingStatusTone(status)).toBe(tone);
    expect(canApplyFor(status)).toBe(canApply);
  });

  it.each([
    ['low', 'success'],
    ['medium', 'warning'],
    ['high', 'danger'],
  ] as const)('risk %s → %s', (level, tone) => {
    expect(riskTone(level)).toBe(tone);
  });

  it.each([
    ['FIN-003', 'FIN-003'],
    ['nope', 'FIN-001'],
    ['', 'FIN-001'],
    [null, 'FIN-001'],
    ['<script>', 'FIN-001'],
  ])('itemOrFirst(%j) → %s', (id, expected) => {
    expect(itemOrFirst(id, financingOffers)?.id).toBe(expected);
  });

  it('itemOrFirst of an empty list is undefined', () => {
    expect(itemOrFirst('FIN-001', [])).toBeUndefined();
  });
});

describe('parseNumberField (calculator inputs)', () => {
  it.each([
    ['250000', amountRule, 250_000],
    ['  250000  ', amountRule, 250_000],
    ['1000', amountRule, 1000],
    ['100000000', amountRule, 100_000_000],
    ['12345.67', amountRule, 12_345.67],
    ['12', termRule, 12],
    ['360', termRule, 360],
    ['4.5', rateRule, 4.5],
    ['0.01', rateRule, 0.01],
    ['5000.', amountRule, 5000], // a trailing point reads as on every other form (src/data/decimal.ts)
    ['.5', rateRule, 0.5],
  ])('%j is valid', (text, rule, value) => {
    expect(parseNumberField(text, rule, 'en')).toEqual({ ok: true, value });
  });

  it.each([
    ['', amountRule, 'empty'],
    ['   ', amountRule, 'empty'],
    ['abc', amountRule, 'notNumber'],
    ['12abc', amountRule, 'notNumber'],
    ['<b>5000</b>', amountRule, 'notNumber'],
    ['<img src=x onerror=alert(1)>', amountRule, 'notNumber'],
    ['https://x.test/?a=1&b=2#c', amountRule, 'notNumber'],
    ['SDR 5000', amountRule, 'notNumber'],
    ['(5000)', amountRule, 'notNumber'],
    ['1.2.3', amountRule, 'notNumber'],
    ['12,5', amountRule, 'notNumber'],
    ['五千', amountRule, 'notNumber'],
    ['NaN', amountRule, 'notNumber'],
    ['Infinity', amountRule, 'notNumber'],
    ['1e5', amountRule, 'exponent'],
    ['1E5', amountRule, 'exponent'],
    ['2.5e-3', rateRule, 'exponent'],
    ['-5000', amountRule, 'negative'],
    ['- 5000', amountRule, 'negative'],
    ['+5000', amountRule, 'notNumber'],
    ['250,000', amountRule, 'separators'],
    ['1,250,000.50', amountRule, 'separators'],
    ['250 000', amountRule, 'separators'],
    ['250\u00a0000', amountRule, 'separators'],
    ["250'000", amountRule, 'separators'],
    ['0', amountRule, 'belowMin'],
    ['0.00', amountRule, 'belowMin'],
    ['999.99', amountRule, 'belowMin'],
    ['0', termRule, 'belowMin'],
    ['0', rateRule, 'belowMin'],
    ['100000000.01', amountRule, 'aboveMax'],
    ['9'.repeat(32), amountRule, 'aboveMax'],
    ['9'.repeat(400), amountRule, 'tooLong'],
    ['361', termRule, 'aboveMax'],
    ['50.01', rateRule, 'aboveMax'],
    ['12.345', amountRule, 'decimals'],
    ['4.555', rateRule, 'decimals'],
    ['12.5', termRule, 'notWhole'],
  ])('%j is refused (%s)', (text, rule, error) => {
    expect(parseNumberField(text, rule, 'en')).toEqual({ ok: false, error });
  });

  it('a very long non-number is refused without hanging', () => {
    expect(parseNumberField('1,'.repeat(5000), amountRule, 'en')).toEqual({ ok: false, error: 'tooLong' });
    expect(parseNumberField('1,'.repeat(16), amountRule, 'en')).toEqual({ ok: false, error: 'notNumber' });
  });
});

describe('validateCalculator', () => {
  it('has no errors for valid input', () => {
    expect(validateCalculator({ amount: '250000', term: '12', rate: '4.5' }, 'en')).toEqual({});
  });

  it('reports every invalid field at once', () => {
    expect(validateCalculator({ amount: '', term: 'abc', rate: '-1' }, 'en')).toEqual({
      amount: 'empty',
      term: 'notNumber',
      rate: 'negative',
    });
  });
});
