/** Workbench defaults of `src/machines/paymentProcessing.machine.ts`: a valid payment and a schedule day. */
import type { WorkbenchConfig } from '../../src/workbench/workbenchConfig';
import type { WorkbenchStory } from '../support/machineStories';

const payment = {
  amount: 1500,
  from: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  to: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  method: 'srd',
};

export default {
  events: {
    'user.process': { payment, at: '2026-11-22T10:00:00.000Z' },
    'user.schedule': { payment, date: '2026-11-30', today: '2026-11-22', at: '2026-11-22T10:00:00.000Z' },
  },
} satisfies WorkbenchConfig;

// A payment mid-processing (reached by user.process): "+1 s" twice completes it.
export const Processing: WorkbenchStory = { startIn: 'processing' };
