/** Workbench defaults of `src/machines/tradeSimulator.machine.ts`: seeded children, a sample drop, accept and run. */
import { contractSteps } from '../../../src/data/tradeSimulator';
import type { tradeSimulatorMachine } from '../../../src/machines/tradeSimulator.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: ({ random }) => ({ random, stepCount: contractSteps.length }),
  events: {
    'user.drop': {
      from: 'party-cn',
      to: 'party-ae',
      item1: { code: 'steelCoils', value: 1_250_000 },
      item2: { code: 'crudeOil', value: 1_350_000 },
    },
    'user.accept': { id: 'sim-match-1' },
    'user.run': { summary: { totalValue: 2_600_000, successfulTrades: 1, averageMatchScore: 84 } },
  },
} satisfies WorkbenchConfig<typeof tradeSimulatorMachine>;
