/** Workbench file of `src/machines/balanceVisibility.machine.ts`: no input, no payloads (its events carry none). */
import type { balanceVisibilityMachine } from '../../../src/machines/balanceVisibility.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {} satisfies WorkbenchConfig<typeof balanceVisibilityMachine>;
