import { describe, expect, it } from 'vitest';
import {
  defaultPaymentMethod,
  isAddressFilled,
  isCalendarDay,
  isPaymentMethodId,
  localDay,
  maxPaymentAmount,
  methodFee,
  methodRatePercent,
  newTransactionId,
  parseAmount,
  parseScheduleDate,
  paymentMethodById,
  paymentMethods,
  recentTransactions,
  summarize,
  transactionStatusTone,
} from '../../src/data/payments';

describe('payment methods (spec part 2, sections 4 and 9)', () => {
  it('stablecoin 0.1 % instant, bank 2.5 % 3-5 days, escrow 0.5 % on delivery; stablecoin by default', () => {
    expect(paymentMethods.map((m) => [m.id, methodRatePercent(m), m.time])).toEqual([
      ['srd', 0.1, 'instant'],
      ['traditional', 2.5, 'days'],
      ['escrow', 0.5, 'onDelivery'],
    ]);
    expect(defaultPaymentMethod).toBe('srd');
    expect(paymentMethodById('escrow').feePerMille).toBe(5);
    expect(isPaymentMethodId('traditional')).toBe(true);
    expect(isPaymentMethodId('cash')).toBe(false);
    expect(isPaymentMethodId(undefined)).toBe(false);
  });
});

describe('parseAmount: the free-text amount', () => {
  it.each([
    ['1500', 1500],
    ['0.01', 0.01],
    ['12.5', 12.5],
    ['12.50', 12.5],
    ['12.', 12],
    ['.5', 0.5],
    [' 250 ', 250],
    ['\t99.99\n', 99.99],
    ['007', 7],
    ['1000000000', maxPaymentAmount],
  ])('%j is %s', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value, cents: Math.round(value * 100) });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-0', 'zero'],
    ['-5', 'negative'],
    ['- 5', 'negative'],
    ['−12.5', 'negative'],
    ['abc', 'notNumber'],
    ['12abc', 'notNumber'],
    ['1.2.3', 'notNumber'],
    ['+5', 'notNumber'],
    ['NaN', 'notNumber'],
    ['Infinity', 'notNumber'],
    ['0x10', 'notNumber'],
    ['<b>100</b>', 'notNumber'],
    ['100?&#=', 'notNumber'],
    ['.*+?^${}()|[]\\', 'notNumber'],
    ['１２', 'notNumber'],
    ['1e5', 'exponent'],
    ['1E-2', 'exponent'],
    ['2.5e+3', 'exponent'],
    ['12.345', 'tooManyDecimals'],
    ['0.001', 'tooManyDecimals'],
    ['1,000', 'separator'],
    ['1,000.50', 'separator'],
    ['1 000', 'separator'],
    ['1 000 000', 'separator'],
    ['12,5', 'separator'],
    ['1 2 3', 'separator'],
    ["1'000", 'separator'],
    ['1000000000.01', 'tooLarge'],
    ['9'.repeat(30), 'tooLarge'],
    ['1'.repeat(10_000), 'tooLarge'],
  ])('%j is refused: %s', (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem });
  });
});

describe('summarize: fee = 0.001 x amount, total = 1.001 x amount, 2 decimals; empty shows 0', () => {
  it.each([
    ['', 0, 0, 0],
    ['1000', 1000, 1, 1001],
    ['1500', 1500, 1.5, 1501.5],
    ['12.5', 12.5, 0.01, 12.51],
    ['5', 5, 0.01, 5.01],
    ['4.99', 4.99, 0, 4.99],
    ['0.01', 0.01, 0, 0.01],
    ['125000', 125000, 125, 125125],
    ['999999.99', 999999.99, 1000, 1000999.99],
    ['1000000000', 1e9, 1e6, 1.001e9],
  ])('%j: amount %s, fee %s, total %s', (text, amount, fee, total) => {
    expect(summarize(text)).toEqual({ amount, fee, total });
  });

  it.each(['0', '-5', 'abc', '1e5', '12.345', '1,000', '1 000', '<script>', 'NaN'])(
    'invalid %j shows 0 like empty input',
    (text) => {
      expect(summarize(text)).toEqual({ amount: 0, fee: 0, total: 0 });
    },
  );
});

describe("methodFee: the selected method's own fee", () => {
  it.each([
    ['1000', 'srd', 1],
    ['1000', 'traditional', 25],
    ['1000', 'escrow', 5],
    ['10.10', 'traditional', 0.25],
    ['0.5', 'escrow', 0],
    ['abc', 'traditional', 0],
    ['', 'escrow', 0],
  ] as const)('%j by %s: %s', (text, id, fee) => {
    expect(methodFee(text, paymentMethodById(id))).toBe(fee);
  });
});

describe('parseScheduleDate: a real day, not in the past', () => {
  const today = '2026-11-22';
  it.each([
    ['2026-11-22', { ok: true, date: '2026-11-22' }],
    ['2026-12-01', { ok: true, date: '2026-12-01' }],
    [' 2027-02-28 ', { ok: true, date: '2027-02-28' }],
    ['', { ok: false, problem: 'empty' }],
    ['  ', { ok: false, problem: 'empty' }],
    ['2026-11-21', { ok: false, problem: 'past' }],
    ['1999-01-01', { ok: false, problem: 'past' }],
    ['2027-02-30', { ok: false, problem: 'invalid' }],
    ['2026-13-01', { ok: false, problem: 'invalid' }],
    ['22/11/2026', { ok: false, problem: 'invalid' }],
    ['<b>2026-12-01</b>', { ok: false, problem: 'invalid' }],
    ['tomorrow', { ok: false, problem: 'invalid' }],
  ])('%j', (text, expected) => {
    expect(parseScheduleDate(text, today)).toEqual(expected);
  });

  it('knows leap days and reads local days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('addresses, ids and the sample transactions', () => {
  it.each([
    ['0xabc', true],
    ['<img src=x onerror=alert(1)>', true],
    ['', false],
    ['   ', false],
  ])('address %j filled: %s', (text, filled) => {
    expect(isAddressFilled(text)).toBe(filled);
  });

  it('numbers new payments and tones statuses', () => {
    expect(newTransactionId(1)).toBe('PAY-0001');
    expect(newTransactionId(123)).toBe('PAY-0123');
    expect(transactionStatusTone('completed')).toBe('success');
    expect(transactionStatusTone('processing')).toBe('info');
    expect(transactionStatusTone('scheduled')).toBe('active');
  });

  it('sample transactions are Completed or Processing, with unique ids and known methods', () => {
    expect(new Set(recentTransactions.map((t) => t.id)).size).toBe(recentTransactions.length);
    for (const transaction of recentTransactions) {
      expect(['completed', 'processing']).toContain(transaction.status);
      expect(isPaymentMethodId(transaction.method)).toBe(true);
      expect(Number.isNaN(Date.parse(transaction.timestamp))).toBe(false);
    }
  });
});
