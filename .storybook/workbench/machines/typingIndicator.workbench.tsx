/** Workbench file of `src/machines/typingIndicator.machine.ts`: the seeded source, the 30% typing chance. */
import type { typingIndicatorMachine } from '../../../src/machines/typingIndicator.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: ({ random }) => ({ random }),
} satisfies WorkbenchConfig<typeof typingIndicatorMachine>;
