/**
 * Workbench defaults of `src/machines/srdWalletSend.machine.ts`: the sample account's available balance
 * (125,430.50 minus the 15,000 locked), the fees, the real send-form rule in English, and payloads that make a
 * sendable draft (edit the address, then the amount; or paste a payment link) and answer it as the member store would.
 */
import { escrowHoldCents, sampleBalanceCents } from '../../../src/data/ledger';
import { readPaymentLink } from '../../../src/data/paymentLink';
import { amountFieldText, sendableCents } from '../../../src/data/walletAmount';
import { sendFeeCents } from '../../../src/data/srdWallet';
import type { srdWalletSendMachine } from '../../../src/machines/srdWalletSend.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: () => ({
    availableCents: sampleBalanceCents - escrowHoldCents,
    feeCents: sendFeeCents,
    sendableCents,
    language: 'en',
    amountText: amountFieldText,
    readPaymentLink,
  }),
  events: {
    'user.edit': { field: 'address', value: 'SRD-0x9c4e7a2b5d8f1e3a6c9b' },
    'user.pasteLink': {
      text: 'https://pay.silkroadtrade.example/pay?address=SRD-0x9c4e7a2b5d8f1e3a6c9b&amount=250.00&reference=Steel',
    },
    'user.send': { at: Date.UTC(2026, 10, 22, 10), id: 'TX-SEND-001' },
    'account.update': { availableCents: 35 },
    'locale.update': { language: 'ar' },
    'transfer.completed': { id: 'TX-SEND-001' },
    'transfer.refused': { id: 'TX-SEND-001' },
  },
} satisfies WorkbenchConfig<typeof srdWalletSendMachine>;
