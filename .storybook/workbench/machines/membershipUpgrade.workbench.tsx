/** Workbench defaults of `src/machines/membershipUpgrade.machine.ts`: the member starts on Gold. */
import { tierIds } from '../../../src/data/memberKey';
import type { membershipUpgradeMachine } from '../../../src/machines/membershipUpgrade.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import type { WorkbenchStory } from '../machineStories';

export default {
  input: () => ({ currentTier: 'gold', tiers: tierIds }),
  events: {
    'user.choose': { tier: 'platinum' },
    'member.tier': { tier: 'silver' },
  },
} satisfies WorkbenchConfig<typeof membershipUpgradeMachine>;

// An upgrade mid-processing (reached by user.choose platinum): "+1 s" twice confirms it.
export const Processing: WorkbenchStory = { startIn: 'processing' };
