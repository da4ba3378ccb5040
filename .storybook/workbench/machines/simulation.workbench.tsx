/** Workbench defaults of `src/machines/simulation.machine.ts`: seeded carbon and days, a sample summary. */
import type { simulationMachine } from '../../../src/machines/simulation.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: ({ random }) => ({ random }),
  events: { 'user.run': { summary: { totalValue: 2_600_000, successfulTrades: 1, averageMatchScore: 84 } } },
} satisfies WorkbenchConfig<typeof simulationMachine>;
