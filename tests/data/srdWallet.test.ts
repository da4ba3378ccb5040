// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberWalletAddress, sampleBalanceCents } from '../../src/data/ledger';
import {
  canSendAnything,
  checkAmount,
  maxAmountCents,
  checkSendAmount,
  amountFieldText,
  maxSendCents,
  sendableCents,
} from '../../src/data/walletAmount';
import {
  chartPoints,
  isoSeconds,
  isValidAddress,
  networkFeeCents,
  nextSendId,
  overviewTransactionCount,
  portfolioGrowth,
  processingFeeCents,
  sendFeeCents,
  sendTotalCents,
  shortenAddress,
  typeOfEntry,
  wallet,
} from '../../src/data/srdWallet';
import { worldAnchorDay } from '../../src/data/worldAnchor';

const balanceCents = 125430_50;
/** The sample account: the balance minus the 15,000 locked in escrow. */
const availableCents = 110430_50;
const goodAddress = 'SRD-0x9c4e7a2b5d8f1e3a6c9b';

describe('wallet constants', () => {
  it('fees are SDR 0.25 + 0.10 and the total is amount + 0.35', () => {
    expect(networkFeeCents).toBe(25);
    expect(processingFeeCents).toBe(10);
    expect(sendFeeCents).toBe(35);
    expect(sendTotalCents(100_00)).toBe(100_35);
    expect(sendTotalCents(1)).toBe(36);
  });

  it('the overview shows 3 transactions; the address has the SRD-0x prefix', () => {
    expect(overviewTransactionCount).toBe(3);
    expect(wallet.walletAddress.startsWith('SRD-0x')).toBe(true);
    expect(wallet.verified).toBe(true);
  });

  it('the wallet is the ledger’s: its address, and the growth chart ends at the sample balance', () => {
    expect(wallet.walletAddress).toBe(memberWalletAddress);
    expect(portfolioGrowth(worldAnchorDay).at(-1)?.balance).toBe(sampleBalanceCents / 100);
    expect(typeOfEntry({ direction: 'in' })).toBe('received');
    expect(typeOfEntry({ direction: 'out' })).toBe('sent');
  });
});

describe('shortenAddress: first 12 and last 8 characters', () => {
  it.each([
    ['SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a', 'SRD-0x7a9f3c…6b9d3f7a'],
    ['12345678901234567890', '12345678901234567890'],
    ['123456789012345678901', '123456789012…45678901'],
    ['', ''],
  ])('%s -> %s', (address, short) => {
    expect(shortenAddress(address)).toBe(short);
  });
});

describe('isValidAddress: longer than 20 characters', () => {
  it.each([
    ['20 characters', 'a'.repeat(20), false],
    ['21 characters', 'a'.repeat(21), true],
    ['a real address', wallet.walletAddress, true],
    ['empty', '', false],
    ['whitespace only', ' '.repeat(30), false],
    ['21 characters between spaces', `  ${'b'.repeat(21)}  `, true],
    ['20 characters between spaces', `  ${'b'.repeat(20)}  `, false],
    ['an inner space', 'SRD-0x9c4e7a2b 5d8f1e3a6c9b', false],
    ['a tab inside', 'SRD-0x9c4e7a2b\t5d8f1e3a6c9b', false],
    ['HTML', '<script>alert(1)</script>', false],
    ['an image tag', '<img src=x onerror=alert(1)>', false],
    ['a URL', 'https://evil.example/?a=1&b=2', false],
    ['regex characters', '.*+?^${}()|[]\\SRD-0x000000', false],
    ['very long', 'a'.repeat(10_000), true],
  ])('%s -> %s', (_, text, valid) => {
    expect(isValidAddress(text)).toBe(valid);
  });
});

describe('checkAmount: above 0, at most the balance, 2 decimals', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['.0', 'zero'],
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['- 5', 'negative'],
    ['abc', 'format'],
    ['1e5', 'format'],
    ['1E5', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['0x10', 'format'],
    ['+5', 'format'],
    ['.', 'format'],
    ['1.2.3', 'format'],
    ['12 abc', 'format'],
    ['<b>5</b>', 'format'],
    ['5 SDR', 'format'],
    ['−5', 'negative'], // the Unicode minus sign reads as a minus (src/data/decimal.ts)
    ['12.345', 'decimals'],
    ['0.001', 'decimals'],
    ['1,000', 'separator'],
    ['1,000.50', 'separator'],
    ['12,50', 'separator'],
    ['1 000', 'separator'],
    ['1\u00a0000', 'separator'],
    ['125430.51', 'overBalance'],
    ['999999999999999999999999', 'tooLarge'],
    ['123456789012345.67', 'tooLarge'],
    ['1000000000.01', 'tooLarge'],
    ['9'.repeat(32), 'tooLarge'],
    ['9'.repeat(100_000), 'tooLong'],
  ])('"%s" is refused: %s', (text, problem) => {
    expect(checkAmount(text, 'en', balanceCents)).toEqual({ ok: false, problem });
  });

  it.each([
    ['0.01', 1],
    ['1', 100],
    ['12.5', 1250],
    ['12.50', 1250],
    ['.5', 50],
    ['5.', 500],
    ['007', 700],
    ['  40.25  ', 4025],
    ['125430.50', balanceCents],
    ['125430.5', balanceCents],
  ])('"%s" is %i cents', (text, cents) => {
    expect(checkAmount(text, 'en', balanceCents)).toEqual({ ok: true, cents });
  });

  it('without a balance any amount up to the largest passes, to the cent', () => {
    expect(checkAmount('999999999', 'en')).toEqual({ ok: true, cents: 99999999900 });
    expect(checkAmount('1000000000.00', 'en')).toEqual({ ok: true, cents: maxAmountCents });
    expect(checkAmount('0001000000000', 'en')).toEqual({ ok: true, cents: maxAmountCents });
    expect(checkAmount('1000000000.01', 'en')).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe('checkSendAmount: amount + SDR 0.35 in fees within what is available', () => {
  it.each([
    // text, available cents, result
    ['100', availableCents, { ok: true, cents: 100_00 }],
    ['110430.15', availableCents, { ok: true, cents: 110430_15 }],
    ['110430.16', availableCents, { ok: false, problem: 'overAvailable' }],
    ['110430.50', availableCents, { ok: false, problem: 'overAvailable' }],
    ['125430.50', availableCents, { ok: false, problem: 'overAvailable' }],
    ['99999999999999999999', availableCents, { ok: false, problem: 'tooLarge' }],
    ['0.01', 36, { ok: true, cents: 1 }],
    ['0.02', 36, { ok: false, problem: 'overAvailable' }],
    ['0.01', 35, { ok: false, problem: 'nothingAvailable' }],
    ['0.00', 35, { ok: false, problem: 'nothingAvailable' }],
    ['0.00', 0, { ok: false, problem: 'nothingAvailable' }],
    ['5', -1_000, { ok: false, problem: 'nothingAvailable' }],
    ['0', availableCents, { ok: false, problem: 'zero' }],
    ['', 0, { ok: false, problem: 'empty' }],
    ['abc', 0, { ok: false, problem: 'format' }],
    ['-5', availableCents, { ok: false, problem: 'negative' }],
    ['1.234', availableCents, { ok: false, problem: 'decimals' }],
    ['1,000', availableCents, { ok: false, problem: 'separator' }],
  ] as const)('%j with %i available -> %j', (text, available, result) => {
    expect(checkSendAmount(text, available, 'en')).toEqual(result);
  });

  it.each([
    // available, max cents, Use Max text, anything to send
    [availableCents, 110430_15, '110430.15', true],
    [100_00, 99_65, '99.65', true],
    [36, 1, '0.01', true],
    [35, 0, '0.00', false],
    [1, 0, '0.00', false],
    [0, 0, '0.00', false],
    [-5_000, 0, '0.00', false],
  ])('Use Max with %i available: %i cents, %j; something to send: %s', (available, max, text, any) => {
    expect(maxSendCents(available)).toBe(max);
    // The Send tab gives its store `amountFieldText`: Use Max writes the most that can be sent with it.
    expect(amountFieldText(maxSendCents(available), 'en')).toBe(text);
    expect(canSendAnything(available)).toBe(any);
    // What Use Max fills is always sendable when anything is, and spends at most what is available.
    const check = checkSendAmount(text, available, 'en');
    expect(check.ok).toBe(any);
    if (check.ok) expect(sendTotalCents(check.cents)).toBeLessThanOrEqual(available);
  });
});

describe('nextSendId and isoSeconds', () => {
  it.each([
    [[], 'TX-SEND-001'],
    [[{ id: 'TX-2026-0148' }], 'TX-SEND-001'],
    [[{ id: 'TX-SEND-001' }], 'TX-SEND-002'],
    [[{ id: 'TX-SEND-009' }, { id: 'TX-SEND-002' }], 'TX-SEND-010'],
    [[{ id: 'TX-SEND-999' }], 'TX-SEND-1000'],
    [[{ id: 'TX-SEND-abc' }, { id: 'PAY-001' }], 'TX-SEND-001'],
  ])('%j -> %s', (entries, id) => {
    expect(nextSendId(entries)).toBe(id);
  });

  it('writes the click time to the second, in UTC', () => {
    expect(isoSeconds(Date.UTC(2026, 10, 22, 10, 0, 0, 500))).toBe('2026-11-22T10:00:00Z');
  });
});

describe('sendableCents: the whole draft against what is available', () => {
  it.each([
    [{ address: goodAddress, amount: '10', reference: '' }, 1000],
    [{ address: goodAddress, amount: '10', reference: 'x'.repeat(140) }, 1000],
    [{ address: goodAddress, amount: '10', reference: 'x'.repeat(141) }, null],
    [{ address: 'a'.repeat(20), amount: '10', reference: '' }, null],
    [{ address: goodAddress, amount: 'abc', reference: '' }, null],
    [{ address: goodAddress, amount: '110430.15', reference: '' }, 110430_15],
    [{ address: goodAddress, amount: '110430.16', reference: '' }, null],
  ])('%j -> %s', (draft, cents) => {
    expect(sendableCents(draft, availableCents, 'en')).toBe(cents);
  });
});

describe('chartPoints', () => {
  it('spreads the values over the width and keeps them inside the padding', () => {
    const points = chartPoints([1, 2, 3], 116, 66, 8);
    expect(points).toEqual([
      { x: 8, y: 58 },
      { x: 58, y: 33 },
      { x: 108, y: 8 },
    ]);
  });

  it('handles empty, single and flat series', () => {
    expect(chartPoints([], 100, 50)).toEqual([]);
    expect(chartPoints([5], 100, 50)).toEqual([{ x: 8, y: 42 }]);
    expect(chartPoints([5, 5], 100, 50).map((p) => p.y)).toEqual([42, 42]);
  });
});
