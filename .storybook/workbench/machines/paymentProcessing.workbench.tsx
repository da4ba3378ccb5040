/** Workbench defaults of `src/machines/paymentProcessing.machine.ts`: a payment, a schedule day, the store's news. */
import type { paymentProcessingMachine } from '../../../src/machines/paymentProcessing.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import type { WorkbenchStory } from '../machineStories';

const payment = {
  id: 'PAY-0001',
  amountCents: 150_000,
  feeCents: 150,
  to: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  method: 'srd',
  at: '2026-11-22T10:00:00.000Z',
};

export default {
  events: {
    'user.process': { payment, availableCents: 11_043_050 },
    'user.schedule': {
      payment: { ...payment, id: 'PAY-0002', at: '2026-11-30T00:00:00.000Z' },
      date: '2026-11-30',
      today: '2026-11-22',
      availableCents: 11_043_050,
    },
    'store.entry': { id: 'PAY-0001', status: 'completed' },
  },
} satisfies WorkbenchConfig<typeof paymentProcessingMachine>;

// A payment the store is processing (reached by user.process): send store.entry to complete it.
export const Processing: WorkbenchStory = { startIn: 'processing' };
