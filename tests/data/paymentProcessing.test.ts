import { describe, expect, it } from 'vitest';
import { isCalendarDay, localDay, startOfLocalDay } from '../../src/data/calendar';
import {
  buildSampleLedger,
  memberWalletAddress,
  sampleLedgerSeed,
  type LedgerEntry,
} from '../../src/data/ledger';
import { createSeededRandom } from '../../src/machines/random';
import { dated, worldAnchorDay } from '../../src/data/sampleWorld';
import {
  defaultPaymentMethod,
  defaultFromAccount,
  isAddressFilled,
  isAffordable,
  isPaymentMethodId,
  maxPaymentAmount,
  memberPayments,
  methodFee,
  methodRatePercent,
  newTransactionId,
  nextPaymentId,
  parseAmount,
  paymentCents,
  paymentEntry,
  parseScheduleDate,
  paymentMethodById,
  paymentMethods,
  recentPayments,
  earlierPaymentsShown,
  summarize,
  transactionStatusTone,
} from '../../src/data/paymentProcessing';

describe('payment methods', () => {
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
    expect(parseAmount(text, 'en')).toEqual({ ok: true, value, cents: Math.round(value * 100) });
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
    ['1'.repeat(10_000), 'tooLong'],
  ])('%j is refused: %s', (text, problem) => {
    expect(parseAmount(text, 'en')).toEqual({ ok: false, problem });
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
    expect(summarize(text, 'en')).toEqual({ amount, fee, total });
  });

  it.each(['0', '-5', 'abc', '1e5', '12.345', '1,000', '1 000', '<script>', 'NaN'])(
    'invalid %j shows 0 like empty input',
    (text) => {
      expect(summarize(text, 'en')).toEqual({ amount: 0, fee: 0, total: 0 });
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
    expect(methodFee(text, paymentMethodById(id), 'en')).toBe(fee);
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
    expect(transactionStatusTone('pending')).toBe('info');
    expect(transactionStatusTone('failed')).toBe('danger');
  });
});

describe('payments in the member ledger', () => {
  const entry = (id: string, kind: LedgerEntry['kind'] = 'payment'): LedgerEntry => ({
    id,
    kind,
    direction: 'out',
    amountCents: 100,
    feeCents: 0,
    counterparty: 'x',
    reference: '',
    at: '2026-11-22T10:00:00.000Z',
    status: 'completed',
  });

  it('the member pays from their own SRD wallet', () => {
    expect(defaultFromAccount).toBe(memberWalletAddress);
  });

  it.each([
    ['no entries', [], 'PAY-0001'],
    ['one payment', [entry('PAY-0001')], 'PAY-0002'],
    ['a gap (ids never repeat)', [entry('PAY-0007'), entry('PAY-0002')], 'PAY-0008'],
    ['other entries only', [entry('TX-SEND-0001', 'transfer'), entry('DUTY-CC-1', 'duty')], 'PAY-0001'],
    ['a look-alike id', [entry('PAY-12a'), entry('XPAY-0009')], 'PAY-0001'],
  ])('next payment id with %s: %s', (_name, entries, id) => {
    expect(nextPaymentId(entries)).toBe(id);
  });

  it("the member's payments are the payment entries, in the store's order (newest first)", () => {
    const entries = [entry('PAY-0002'), entry('TX-SEND-0001', 'transfer'), entry('PAY-0001')];
    expect(memberPayments(entries).map((e) => e.id)).toEqual(['PAY-0002', 'PAY-0001']);
  });

  it.each([
    ['1500', { amountCents: 150_000, feeCents: 150 }],
    ['0.01', { amountCents: 1, feeCents: 0 }],
    ['2500.75', { amountCents: 250_075, feeCents: 250 }],
    ['', null],
    ['1e5', null],
    ['-5', null],
  ])('amount %j in cents with its 0.1 %% fee: %j', (text, cents) => {
    expect(paymentCents(text, 'en')).toEqual(cents);
  });

  it.each([
    [{ amountCents: 150_000, feeCents: 150 }, 150_150, true],
    [{ amountCents: 150_000, feeCents: 150 }, 150_149, false],
    [{ amountCents: 150_000, feeCents: 150 }, -1, false],
    [{ amountCents: 0, feeCents: 0 }, 100, false],
  ])('%j with %i cents available: affordable %s', (cents, available, ok) => {
    expect(isAffordable(cents, available)).toBe(ok);
  });

  it("a scheduled payment is due at the start of its day in the member's time zone", () => {
    const at = startOfLocalDay('2026-11-30');
    const moment = new Date(at);
    expect([moment.getFullYear(), moment.getMonth(), moment.getDate(), moment.getHours()]).toEqual([
      2026, 10, 30, 0,
    ]);
    expect(at).toMatch(/Z$/);
  });

  it('a payment is an outflow of its amount plus fee to the recipient, with its method', () => {
    expect(
      paymentEntry({
        id: 'PAY-0001',
        amountCents: 150_000,
        feeCents: 150,
        to: '<b>0xto</b>',
        method: 'escrow',
        at: '2026-11-22T10:00:00.000Z',
        status: 'processing',
      }),
    ).toEqual({
      id: 'PAY-0001',
      kind: 'payment',
      direction: 'out',
      amountCents: 150_000,
      feeCents: 150,
      counterparty: '<b>0xto</b>',
      reference: '',
      at: '2026-11-22T10:00:00.000Z',
      status: 'processing',
      method: 'escrow',
    });
  });
});

describe('the recent payments list', () => {
  const history = dated(() => buildSampleLedger(createSeededRandom(sampleLedgerSeed)))(
    worldAnchorDay,
  ).entries;

  it("shows the account history's own newest payments, the same entries the wallet lists", () => {
    const recent = recentPayments([], history);
    expect(recent).toHaveLength(earlierPaymentsShown);
    expect(recent[0]?.id).toBe('TX-2026-0144');
    for (const entry of recent) {
      expect(entry.kind).toBe('payment');
      expect(history).toContain(entry);
    }
  });

  it('puts every payment the member made first', () => {
    const mine: LedgerEntry = { ...history[0]!, id: 'PAY-0001', kind: 'payment', method: 'srd' };
    const transfer: LedgerEntry = { ...history[0]!, id: 'TX-SEND-1', kind: 'transfer' };
    expect(recentPayments([mine, transfer], history).map((entry) => entry.id)).toEqual([
      'PAY-0001',
      ...recentPayments([], history).map((entry) => entry.id),
    ]);
  });
});
