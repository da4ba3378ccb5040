/**
 * The receive tab's payment link: a fixed external payment address with the
 * query parameters `address`, `amount` (optional) and `reference` (optional). Built with
 * `URLSearchParams`, so every character of a reference (&, ?, #, =, %, +, spaces, any script, emoji)
 * survives a round trip through `new URL(link).searchParams` exactly.
 */
import { checkAmount, type AmountProblem } from './walletAmount';
import { isValidAddress, referenceMaxLength } from './srdWallet';

/** The fixed external payment page (no server of this app answers it). */
const paymentBaseUrl = 'https://pay.silkroadtrade.example/pay';

interface PaymentRequest {
  address: string;
  /** Already checked: 2 decimals ("250.00"), or absent. */
  amount?: string;
  reference?: string;
}

function buildPaymentLink({ address, amount, reference }: PaymentRequest): string {
  const params = new URLSearchParams({ address });
  if (amount) params.set('amount', amount);
  if (reference) params.set('reference', reference);
  return `${paymentBaseUrl}?${params.toString()}`;
}

/** Why a pasted link fills nothing: not the wallet's payment page, or a part the receive tab never writes. */
export type PaymentLinkProblem = 'notPaymentLink' | 'address' | 'amount' | 'reference';

/** What a payment link asks for, read back: the amount in cents, so each language writes it its own way. */
export type PaymentLinkRead =
  | { ok: true; address: string; amountCents?: number; reference?: string }
  | { ok: false; problem: PaymentLinkProblem };

/**
 * Pasted text that names a scheme (`https://…`, `ftp://…`) is taken for a link, which either fills the
 * send form or says why not; anything else (an address) is pasted as typed text.
 */
export const looksLikeLink = (text: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(text.trim());

/**
 * Reads a link as the receive tab writes it: the payment page, a valid address, an optional amount
 * with 2 decimals above 0 and within the largest amount, an optional reference of at most 140
 * characters. Anything else is refused whole, with the first part that is wrong.
 */
export function readPaymentLink(text: string): PaymentLinkRead {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, problem: 'notPaymentLink' };
  }
  if (`${url.origin}${url.pathname}` !== paymentBaseUrl) return { ok: false, problem: 'notPaymentLink' };
  const address = url.searchParams.get('address');
  if (address === null || !isValidAddress(address)) return { ok: false, problem: 'address' };
  const amount = url.searchParams.get('amount');
  const checked = amount === null ? null : checkAmount(amount, 'en');
  if (checked && (!checked.ok || !/^\d+\.\d{2}$/.test(amount ?? ''))) return { ok: false, problem: 'amount' };
  const reference = url.searchParams.get('reference');
  if (reference !== null && reference.length > referenceMaxLength) return { ok: false, problem: 'reference' };
  return {
    ok: true,
    address,
    ...(checked?.ok ? { amountCents: checked.cents } : {}),
    ...(reference !== null ? { reference } : {}),
  };
}

export type ReceiveProblem = Exclude<AmountProblem, 'empty' | 'overBalance'> | 'referenceTooLong';

export type ReceiveCheck =
  { ok: true; link: string } | { ok: false; amountProblem?: ReceiveProblem; referenceTooLong: boolean };

/**
 * The link for what the receive form holds. The amount is optional (empty means none) but when typed it
 * must be a valid amount (above 0, 2 decimals); the reference is optional and kept exactly as typed,
 * except that one made of spaces only counts as none.
 */
export function receiveLink(
  address: string,
  amountText: string,
  referenceText: string,
  language: string,
): ReceiveCheck {
  const amount = amountText.trim() === '' ? null : checkAmount(amountText, language);
  const referenceTooLong = referenceText.length > referenceMaxLength;
  if ((amount && !amount.ok) || referenceTooLong) {
    const problem = amount && !amount.ok ? (amount.problem as ReceiveProblem) : undefined;
    return { ok: false, referenceTooLong, ...(problem ? { amountProblem: problem } : {}) };
  }
  return {
    ok: true,
    link: buildPaymentLink({
      address,
      ...(amount?.ok ? { amount: (amount.cents / 100).toFixed(2) } : {}),
      ...(referenceText.trim() ? { reference: referenceText } : {}),
    }),
  };
}
