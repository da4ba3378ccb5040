/**
 * Workbench defaults of `src/machines/walletSend.machine.ts`: the sample wallet's balance, the fees and
 * the real send-form rule, and payloads that make a sendable draft (edit the address, then the amount).
 */
import { sendableCents, sendFeeCents, toCents, wallet } from '../../src/data/wallet';
import type { WorkbenchConfig } from '../../src/workbench/workbenchConfig';

export default {
  input: () => ({ balanceCents: toCents(wallet.balance), feeCents: sendFeeCents, sendableCents }),
  events: {
    'user.edit': { field: 'address', value: 'SRD-0x9c4e7a2b5d8f1e3a6c9b' },
    'user.send': { at: Date.UTC(2026, 10, 22, 10) },
  },
} satisfies WorkbenchConfig;
