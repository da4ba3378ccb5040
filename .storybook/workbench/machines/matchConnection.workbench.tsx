/** Workbench file of `src/machines/matchConnection.machine.ts`: no input, no payloads (its event carries none). */
import type { matchConnectionMachine } from '../../../src/machines/matchConnection.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {} satisfies WorkbenchConfig<typeof matchConnectionMachine>;
