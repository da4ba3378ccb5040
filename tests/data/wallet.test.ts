// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  checkAmount,
  csvSafe,
  filterTransactions,
  isValidAddress,
  maxAmountText,
  newestFirst,
  networkFeeCents,
  overviewTransactionCount,
  portfolioGrowth,
  processingFeeCents,
  resolveWalletTab,
  sendableCents,
  sendFeeCents,
  sendTotalCents,
  shortenAddress,
  transactionCsvRows,
  wallet,
  walletTransactions,
  type WalletTransaction,
} from '../../src/data/wallet';

const balanceCents = 125430_50;
const goodAddress = 'SRD-0x9c4e7a2b5d8f1e3a6c9b';

describe('wallet constants (spec part 1, section 9)', () => {
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

  it('sample transactions have the spec fields, unique ids, and every type and status', () => {
    const ids = new Set(walletTransactions.map((tx) => tx.id));
    expect(ids.size).toBe(walletTransactions.length);
    expect(new Set(walletTransactions.map((tx) => tx.type))).toEqual(new Set(['received', 'sent']));
    expect(new Set(walletTransactions.map((tx) => tx.status))).toEqual(
      new Set(['completed', 'pending', 'failed']),
    );
    for (const tx of walletTransactions) {
      expect(Number.isNaN(Date.parse(tx.timestamp))).toBe(false);
      expect(tx.type === 'sent' ? tx.from : tx.to).toBe(wallet.walletAddress);
    }
    expect(portfolioGrowth.at(-1)?.balance).toBe(wallet.balance);
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

describe('isValidAddress: longer than 20 characters (spec section 5)', () => {
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
    ['999999999999999999999999', 'overBalance'],
  ])('"%s" is refused: %s', (text, problem) => {
    expect(checkAmount(text, balanceCents)).toEqual({ ok: false, problem });
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
    expect(checkAmount(text, balanceCents)).toEqual({ ok: true, cents });
  });

  it('without a maximum any positive amount passes', () => {
    expect(checkAmount('999999999')).toEqual({ ok: true, cents: 99999999900 });
  });

  it('Use Max fills the full balance with 2 decimals, never below 0', () => {
    expect(maxAmountText(balanceCents)).toBe('125430.50');
    expect(maxAmountText(100)).toBe('1.00');
    expect(maxAmountText(-35)).toBe('0.00');
    expect(checkAmount(maxAmountText(balanceCents), balanceCents)).toEqual({ ok: true, cents: balanceCents });
  });
});

describe('sendableCents: the whole draft', () => {
  it.each([
    [{ address: goodAddress, amount: '10', reference: '' }, 1000],
    [{ address: goodAddress, amount: '10', reference: 'x'.repeat(140) }, 1000],
    [{ address: goodAddress, amount: '10', reference: 'x'.repeat(141) }, null],
    [{ address: 'a'.repeat(20), amount: '10', reference: '' }, null],
    [{ address: goodAddress, amount: 'abc', reference: '' }, null],
    [{ address: goodAddress, amount: '125430.51', reference: '' }, null],
  ])('%j -> %s', (draft, cents) => {
    expect(sendableCents(draft, balanceCents)).toBe(cents);
  });
});

describe('resolveWalletTab: unknown values fall back to the overview', () => {
  it.each([
    ['overview', 'overview'],
    ['send', 'send'],
    ['receive', 'receive'],
    ['history', 'history'],
    [null, 'overview'],
    [undefined, 'overview'],
    ['', 'overview'],
    ['SEND', 'overview'],
    [' send', 'overview'],
    ['<b>send</b>', 'overview'],
    ['constructor', 'overview'],
  ])('%s -> %s', (value, tab) => {
    expect(resolveWalletTab(value)).toBe(tab);
  });
});

describe('filterTransactions', () => {
  it.each([
    ['all', 'all', 6],
    ['received', 'all', 3],
    ['sent', 'all', 3],
    ['all', 'completed', 4],
    ['all', 'pending', 1],
    ['all', 'failed', 1],
    ['sent', 'failed', 1],
    ['received', 'pending', 0],
  ] as const)('type %s, status %s -> %i', (type, status, count) => {
    const result = filterTransactions(walletTransactions, type, status);
    expect(result).toHaveLength(count);
    for (const tx of result) {
      if (type !== 'all') expect(tx.type).toBe(type);
      if (status !== 'all') expect(tx.status).toBe(status);
    }
  });

  it('newestFirst sorts by timestamp and keeps ties in order', () => {
    const a = { ...walletTransactions[0]!, id: 'a', timestamp: '2026-01-01T00:00:00Z' };
    const b = { ...a, id: 'b', timestamp: '2026-02-01T00:00:00Z' };
    const c = { ...a, id: 'c' };
    expect(newestFirst([a, b, c]).map((tx) => tx.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('CSV export', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['a=b', 'a=b'],
    ['', ''],
    ['Payment for steel', 'Payment for steel'],
  ])('csvSafe(%j) -> %j', (value, safe) => {
    expect(csvSafe(value)).toBe(safe);
  });

  it('has a header and one row per transaction, amounts with 2 decimals, formulas neutralised', () => {
    const tx: WalletTransaction = {
      ...walletTransactions[0]!,
      amount: 12.5,
      reference: '=HYPERLINK("http://evil.example")',
    };
    expect(transactionCsvRows([tx])).toEqual([
      ['id', 'type', 'amount', 'from', 'to', 'timestamp', 'status', 'reference'],
      [
        tx.id,
        tx.type,
        '12.50',
        tx.from,
        tx.to,
        tx.timestamp,
        tx.status,
        `'=HYPERLINK("http://evil.example")`,
      ],
    ]);
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
