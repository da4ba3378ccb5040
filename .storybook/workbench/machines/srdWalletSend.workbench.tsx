/**
 * Workbench defaults of `src/machines/srdWalletSend.machine.ts`: the sample account's available balance
 * (125,430.50 minus the 15,000 locked), the fees, the real send-form rule in English, and payloads that make a
 * sendable draft (edit the address, then the amount) and answer it as the member store would.
 */
import { escrowHoldCents, sampleBalanceCents } from '../../../src/data/ledger';
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
  }),
  events: {
    'user.edit': { field: 'address', value: 'SRD-0x9c4e7a2b5d8f1e3a6c9b' },
    'user.send': { at: Date.UTC(2026, 10, 22, 10), id: 'TX-SEND-001' },
    'account.update': { availableCents: 35 },
    'locale.update': { language: 'ar' },
    'transfer.completed': { id: 'TX-SEND-001' },
    'transfer.refused': { id: 'TX-SEND-001' },
  },
} satisfies WorkbenchConfig<typeof srdWalletSendMachine>;
