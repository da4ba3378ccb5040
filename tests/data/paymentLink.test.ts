// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { looksLikeLink, readPaymentLink, receiveLink } from '../../src/data/paymentLink';
import { wallet } from '../../src/data/srdWallet';

const address = wallet.walletAddress;
const paymentBaseUrl = 'https://pay.silkroadtrade.example/pay';

/** The link the receive form makes, which it must (every example here is one it accepts). */
function linkOf(amount: string, reference: string): string {
  const made = receiveLink(address, amount, reference, 'en');
  if (!made.ok) throw new Error(`the receive form refused ${JSON.stringify(reference)}`);
  return made.link;
}

/** At least 50 references that break hand-made query strings. */
const trickyReferences = [
  'a&b',
  '&',
  '&&&',
  'a=b',
  '=',
  '==',
  '?',
  'a?b=c',
  '#',
  '#top',
  'a#b&c=d?e',
  '%',
  '%20',
  '%25',
  '100%',
  '%E4%B8%AD',
  '+',
  'a+b',
  '1 + 1 = 2',
  ' ',
  'two  spaces',
  ' leading',
  'trailing ',
  '\ttab',
  'line\nbreak',
  'carriage\r\nreturn',
  '中文参考',
  '付款 #12 & 运费',
  'مرجع الدفع',
  'فاتورة رقم ٤٥',
  'Оплата за сталь',
  'Счёт №7 & Co',
  'Pago de café ñandú',
  'Ελληνικά',
  'עברית',
  'हिन्दी',
  '日本語のテキスト',
  '한국어',
  '🚢📦',
  '👨‍👩‍👧‍👦 family',
  '🇨🇳🇦🇪',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"quoted"',
  "it's",
  '`backtick`',
  'a/b\\c',
  'https://evil.example/?x=1&y=2#z',
  'address=SRD-0xdeadbeef',
  '&address=SRD-0xattacker',
  '&amount=999999',
  'reference=again',
  '[]{}|^~',
  ';,:@$!*()',
  '\u200b zero width',
  '\u202e right-to-left override',
  'x'.repeat(140),
  '=SUM(A1)',
  'null',
  'undefined',
];

describe('payment link', () => {
  it('has enough tricky references', () => {
    expect(trickyReferences.length).toBeGreaterThanOrEqual(50);
    expect(new Set(trickyReferences).size).toBe(trickyReferences.length);
  });

  it.each(
    trickyReferences
      .filter((r) => r.trim() !== '')
      .map((reference) => [JSON.stringify(reference), reference]),
  )('round-trips the reference %s with the address and amount', (_, reference) => {
    const link = linkOf('250', reference);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(paymentBaseUrl);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('address')).toBe(address);
    expect(url.searchParams.get('amount')).toBe('250.00');
    expect(url.searchParams.get('reference')).toBe(reference);
    expect([...url.searchParams.keys()]).toEqual(['address', 'amount', 'reference']);
    expect(readPaymentLink(link)).toEqual({ ok: true, address, amountCents: 25_000, reference });
  });

  it.each(
    trickyReferences
      .filter((r) => r.trim() !== '')
      .map((reference) => [JSON.stringify(reference), reference]),
  )('the receive form keeps the reference %s exactly', (_, reference) => {
    const result = receiveLink(address, '', reference, 'en');
    if (!result.ok) throw new Error('expected a link');
    expect(readPaymentLink(result.link)).toEqual({ ok: true, address, reference });
  });

  it('leaves out the amount and the reference when they are not given', () => {
    expect(linkOf('', '')).toBe(`${paymentBaseUrl}?address=${address}`);
    expect(readPaymentLink(linkOf('', ''))).toEqual({ ok: true, address });
    expect(receiveLink(address, '  ', '   ', 'en')).toEqual({
      ok: true,
      link: `${paymentBaseUrl}?address=${address}`,
    });
  });

  it('writes a typed amount with 2 decimals', () => {
    const result = receiveLink(address, ' 12.5 ', '', 'en');
    expect(result.ok && result.link).toBe(`${paymentBaseUrl}?address=${address}&amount=12.50`);
    expect(result.ok && readPaymentLink(result.link)).toEqual({ ok: true, address, amountCents: 1250 });
  });

  it.each([
    ['0', 'zero'],
    ['-1', 'negative'],
    ['abc', 'format'],
    ['1e5', 'format'],
    ['12.345', 'decimals'],
    ['1,000', 'separator'],
  ])('refuses the amount "%s" (%s): no link', (amount, problem) => {
    expect(receiveLink(address, amount, '', 'en')).toEqual({
      ok: false,
      amountProblem: problem,
      referenceTooLong: false,
    });
  });

  it('refuses a reference over 140 characters', () => {
    expect(receiveLink(address, '', 'x'.repeat(141), 'en')).toEqual({ ok: false, referenceTooLong: true });
  });

  it.each([
    ['', 'notPaymentLink'],
    ['not a url', 'notPaymentLink'],
    [`https://other.example/pay?address=${address}`, 'notPaymentLink'],
    [`${paymentBaseUrl}/more?address=${address}`, 'notPaymentLink'],
    [`http://pay.silkroadtrade.example/pay?address=${address}`, 'notPaymentLink'],
    [`${paymentBaseUrl}?amount=1.00`, 'address'],
    [`${paymentBaseUrl}?address=`, 'address'],
    [`${paymentBaseUrl}?address=SRD-0x%3Cb%3E-not-an-address`, 'address'],
    [`${paymentBaseUrl}?address=${address}&amount=`, 'amount'],
    [`${paymentBaseUrl}?address=${address}&amount=-1.00`, 'amount'],
    [`${paymentBaseUrl}?address=${address}&amount=1000000000.01`, 'amount'],
    [`${paymentBaseUrl}?address=${address}&amount=Infinity`, 'amount'],
    [`${paymentBaseUrl}?address=${address}&amount=1%2C00`, 'amount'],
    [`${paymentBaseUrl}?address=${address}&reference=${'x'.repeat(141)}`, 'reference'],
  ])('readPaymentLink refuses %j whole: %s', (link, problem) => {
    expect(readPaymentLink(link)).toEqual({ ok: false, problem });
  });

  it('reads a link with spaces around it, as pasted', () => {
    expect(readPaymentLink(`  ${linkOf('1', 'a')}\n`)).toEqual({
      ok: true,
      address,
      amountCents: 100,
      reference: 'a',
    });
  });

  it.each([
    ['https://pay.silkroadtrade.example/pay', true],
    [' ftp://x', true],
    ['HTTPS://X', true],
    [address, false],
    ['srd:0xabc', false],
    ['pay.silkroadtrade.example/pay?address=x', false],
    ['', false],
  ])('looksLikeLink(%j) is %s: a link is read, anything else pasted as typed', (text, expected) => {
    expect(looksLikeLink(text)).toBe(expected);
  });
});
