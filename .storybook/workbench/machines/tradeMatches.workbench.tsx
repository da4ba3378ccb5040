/** Workbench defaults of `src/machines/tradeMatches.machine.ts`: seeded scores, a sample drop and accept. */
import type { tradeMatchesMachine } from '../../../src/machines/tradeMatches.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: ({ random }) => ({ random }),
  events: {
    'user.drop': {
      from: 'party-cn',
      to: 'party-ae',
      item1: { code: 'steelCoils', value: 1_250_000 },
      item2: { code: 'crudeOil', value: 1_350_000 },
    },
    'user.accept': { id: 'sim-match-1' },
  },
} satisfies WorkbenchConfig<typeof tradeMatchesMachine>;
