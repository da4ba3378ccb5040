/** Workbench defaults of `src/machines/sensorFeed.machine.ts`: a seeded walk over a temperature and a battery channel. */
import type { sensorFeedMachine } from '../../../src/machines/sensorFeed.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: ({ random }) => ({
    random,
    channels: [
      { value: 22, step: 1.5, min: -40, max: 60 },
      { value: 80, step: 1, min: 0, max: 100 },
    ],
  }),
} satisfies WorkbenchConfig<typeof sensorFeedMachine>;
