/** Workbench defaults of `src/machines/contractExecution.machine.ts`: seeded hashes, two matches to execute. */
import { contractSteps } from '../../../src/data/tradeSimulator';
import type { contractExecutionMachine } from '../../../src/machines/contractExecution.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import type { WorkbenchStory } from '../machineStories';

export default {
  input: ({ random }) => ({ random, stepCount: contractSteps.length }),
  events: { 'user.execute': { matchCount: 2 } },
} satisfies WorkbenchConfig<typeof contractExecutionMachine>;

// Mid-run: the first step is processing with its hash drawn (reached by user.execute).
export const Processing: WorkbenchStory = { startIn: 'running.processing' };
