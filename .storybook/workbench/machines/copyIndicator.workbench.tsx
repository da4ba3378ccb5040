/** Workbench file of `src/machines/copyIndicator.machine.ts`: no input, no payloads (its events carry none). */
import type { copyIndicatorMachine } from '../../../src/machines/copyIndicator.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {} satisfies WorkbenchConfig<typeof copyIndicatorMachine>;
