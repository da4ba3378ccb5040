/** Workbench file of `src/machines/mobileNav.machine.ts`: no input, no payloads (its events carry none). */
import type { mobileNavMachine } from '../../../src/machines/mobileNav.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {} satisfies WorkbenchConfig<typeof mobileNavMachine>;
