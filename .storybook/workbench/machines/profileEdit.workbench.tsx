/**
 * Workbench defaults of `src/machines/profileEdit.machine.ts`: the sample member's Settings fields, a
 * sample payload for `user.change` and `member.profile`, and storage left alone (the workbench logs the steps instead).
 */
import type { profileEditMachine } from '../../../src/machines/profileEdit.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import type { WorkbenchStory } from '../machineStories';

const fields = {
  name: 'Li Wei',
  title: 'Head of Commodity Trading',
  company: 'Silk Road Agri Holdings',
  location: 'Shanghai, China',
};

export default {
  input: () => ({ fields }),
  provide: () => ({ actions: { writeProfile: () => {} } }),
  events: {
    'user.change': { field: 'title', value: 'Chief Trading Officer' },
    // The member store's profile changed elsewhere (another tab saved it).
    'member.profile': { fields: { ...fields, location: 'Almaty, Kazakhstan' } },
  },
} satisfies WorkbenchConfig<typeof profileEditMachine>;

// A save on its way (reached by user.edit then user.save): the next timer ends it.
export const Saving: WorkbenchStory = { startIn: 'saving' };
