// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePaymentLink, receiveLink } from '../../src/data/paymentLink';
import { maxAmountCents } from '../../src/data/walletAmount';

const address = 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a';

/** What members type into an amount field: digits, dots, signs, exponents, junk, long runs. */
const amountText = fc.oneof(
  fc.stringMatching(/^[0-9]{0,25}(\.[0-9]{0,4})?$/),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('Infinity', 'NaN', '1e21', '-5', '0', '999999999999999999999', '123456789012345.67'),
);

describe('the payment link, property-based', () => {
  it('any amount and reference round-trip through the link, or are refused; never Infinity, NaN or an exponent', () => {
    fc.assert(
      fc.property(amountText, fc.string({ maxLength: 160, unit: 'grapheme' }), (amount, reference) => {
        const result = receiveLink(address, amount, reference, 'en');
        if (!result.ok) return;
        const parsed = parsePaymentLink(result.link);
        expect(parsed?.address).toBe(address);
        if (reference.trim()) expect(parsed?.reference).toBe(reference);
        else expect(parsed?.reference).toBeUndefined();
        if (parsed?.amount === undefined) {
          expect(amount.trim()).toBe('');
          return;
        }
        expect(parsed.amount).toMatch(/^\d+\.\d{2}$/);
        const cents = Math.round(Number(parsed.amount) * 100);
        expect(cents).toBeGreaterThan(0);
        expect(cents).toBeLessThanOrEqual(maxAmountCents);
        // No digit rounded away: the link's amount is the typed one, to the cent.
        const [whole = '', fraction = ''] = amount.trim().split('.');
        expect(parsed.amount).toBe(`${whole.replace(/^0+(?=\d)/, '') || '0'}.${fraction.padEnd(2, '0')}`);
      }),
      { numRuns: 3000 },
    );
  });
});
