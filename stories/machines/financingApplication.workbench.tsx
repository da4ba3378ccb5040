/** Workbench defaults of `src/machines/financingApplication.machine.ts`: an Available offer to apply for. */
import type { WorkbenchConfig } from '../../src/workbench/workbenchConfig';

export default {
  events: { 'user.apply': { offerId: 'FIN-002' } },
} satisfies WorkbenchConfig;
