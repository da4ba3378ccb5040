/** Workbench defaults of `src/machines/financingApplication.machine.ts`: an Available offer to apply for. */
import type { financingApplicationMachine } from '../../../src/machines/financingApplication.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  events: { 'user.apply': { offerId: 'FIN-002' } },
} satisfies WorkbenchConfig<typeof financingApplicationMachine>;
