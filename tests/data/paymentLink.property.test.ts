// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPaymentLink, receiveLink } from '../../src/data/paymentLink';
import { maxAmountCents } from '../../src/data/walletAmount';

const address = 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a';

/** What members type into an amount field: digits, dots, signs, exponents, junk, long runs. */
const amountText = fc.oneof(
  fc.stringMatching(/^[0-9]{0,25}(\.[0-9]{0,4})?$/),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('Infinity', 'NaN', '1e21', '-5', '0', '999999999999999999999', '123456789012345.67'),
);

describe('the payment link, property-based', () => {
  it('any amount and reference round-trip from the receive form to the send form, or are refused; never Infinity, NaN or an exponent', () => {
    fc.assert(
      fc.property(amountText, fc.string({ maxLength: 160, unit: 'grapheme' }), (amount, reference) => {
        const result = receiveLink(address, amount, reference, 'en');
        if (!result.ok) return;
        const read = readPaymentLink(result.link);
        if (!read.ok) throw new Error(`the send tab refuses ${result.link}: ${read.problem}`);
        expect(read.address).toBe(address);
        if (reference.trim()) expect(read.reference).toBe(reference);
        else expect(read.reference).toBeUndefined();
        const linkAmount = new URL(result.link).searchParams.get('amount');
        if (read.amountCents === undefined) {
          expect(amount.trim()).toBe('');
          expect(linkAmount).toBeNull();
          return;
        }
        expect(linkAmount).toMatch(/^\d+\.\d{2}$/);
        expect(read.amountCents).toBeGreaterThan(0);
        expect(read.amountCents).toBeLessThanOrEqual(maxAmountCents);
        // No digit rounded away: the link's amount is the typed one, to the cent.
        const [whole = '', fraction = ''] = amount.trim().split('.');
        expect(linkAmount).toBe(`${whole.replace(/^0+(?=\d)/, '') || '0'}.${fraction.padEnd(2, '0')}`);
      }),
      { numRuns: 3000 },
    );
  });
});
