/**
 * Workbench defaults of `src/machines/valuationRefresh.machine.ts`: the local valuation service with a
 * fixed clock (the same payload on every load) and its real validator. The live story starts loading,
 * is ready at once, and "next timer" shows the 30 s refresh.
 */
import { fromPromise } from 'xstate';
import { createValuationService, isValuationPayload } from '../../../src/data/valuation';
import type { valuationRefreshMachine } from '../../../src/machines/valuationRefresh.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

/** 2026-11-22 15:30 UTC: a fixed "now" keeps the context the same on every run. */
const service = createValuationService({ now: () => Date.UTC(2026, 10, 22, 15, 30) });

export default {
  input: () => ({ validate: isValuationPayload }),
  provide: () => ({
    actors: { loadValuation: fromPromise<unknown>(() => service.load()) },
  }),
} satisfies WorkbenchConfig<typeof valuationRefreshMachine>;
