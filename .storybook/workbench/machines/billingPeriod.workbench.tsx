/** Workbench file of `src/machines/billingPeriod.machine.ts`: a sample choice of period. */
import type { billingPeriodMachine } from '../../../src/machines/billingPeriod.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  events: { 'user.choose': { period: 'annual' } },
} satisfies WorkbenchConfig<typeof billingPeriodMachine>;
