/** Workbench file of `src/machines/tradeFlow.machine.ts`: the dashboard's six steps. */
import type { tradeFlowMachine } from '../../../src/machines/tradeFlow.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import type { WorkbenchStory } from '../machineStories';

export default {
  input: () => ({ stepCount: 6 }),
} satisfies WorkbenchConfig<typeof tradeFlowMachine>;

// Held mid-flow (reached by user.start, then user.pause).
export const Paused: WorkbenchStory = { startIn: 'paused' };
