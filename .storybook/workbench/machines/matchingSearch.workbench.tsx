/** Workbench defaults of `src/machines/matchingSearch.machine.ts`: sample offering and seeking lists. */
import type { matchingSearchMachine } from '../../../src/machines/matchingSearch.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  events: { 'user.search': { offering: ['crude oil'], seeking: ['wheat'] } },
} satisfies WorkbenchConfig<typeof matchingSearchMachine>;
