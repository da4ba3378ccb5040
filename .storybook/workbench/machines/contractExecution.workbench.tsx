/** Workbench defaults of `src/machines/contractExecution.machine.ts`: seeded hashes, two matches to execute. */
import type { WorkbenchConfig } from '../workbenchConfig';
import type { WorkbenchStory } from '../machineStories';

export default {
  input: ({ random }) => ({ random }),
  events: { 'user.execute': { matchCount: 2 } },
} satisfies WorkbenchConfig;

// Mid-run: the first step is processing with its hash drawn (reached by user.execute).
export const Processing: WorkbenchStory = { startIn: 'running.processing' };
