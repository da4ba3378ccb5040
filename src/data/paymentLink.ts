/**
 * The receive tab's payment link: a fixed external payment address with the
 * query parameters `address`, `amount` (optional) and `reference` (optional). Built with
 * `URLSearchParams`, so every character of a reference (&, ?, #, =, %, +, spaces, any script, emoji)
 * survives a round trip through `new URL(link).searchParams` exactly.
 */
import { checkAmount, type AmountProblem } from './walletAmount';
import { referenceMaxLength } from './srdWallet';

/** The fixed external payment page (no server of this app answers it). */
export const paymentBaseUrl = 'https://pay.silkroadtrade.example/pay';

export interface PaymentRequest {
  address: string;
  /** Already checked: 2 decimals ("250.00"), or absent. */
  amount?: string;
  reference?: string;
}

export function buildPaymentLink({ address, amount, reference }: PaymentRequest): string {
  const params = new URLSearchParams({ address });
  if (amount) params.set('amount', amount);
  if (reference) params.set('reference', reference);
  return `${paymentBaseUrl}?${params.toString()}`;
}

export function parsePaymentLink(link: string): PaymentRequest | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (`${url.origin}${url.pathname}` !== paymentBaseUrl) return null;
  const address = url.searchParams.get('address');
  if (!address) return null;
  const amount = url.searchParams.get('amount');
  const reference = url.searchParams.get('reference');
  return {
    address,
    ...(amount !== null ? { amount } : {}),
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
