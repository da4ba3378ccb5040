/**
 * Workbench file of `src/machines/marketTicker.machine.ts`: the dashboard's five opening quotes, the
 * seeded source for the moves, price alerts at 5% (the crossings are shown in the context, not told).
 */
import { marketItems } from '../../../src/data/market';
import type { marketTickerMachine } from '../../../src/machines/marketTicker.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: ({ random }) => ({
    quotes: marketItems.map(({ id, price, change, changePercent }) => ({ id, price, change, changePercent })),
    random,
    thresholdPercent: 5,
  }),
  events: { 'settings.threshold': { thresholdPercent: 2 } },
} satisfies WorkbenchConfig<typeof marketTickerMachine>;
