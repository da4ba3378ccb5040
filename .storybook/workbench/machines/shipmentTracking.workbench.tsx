/** Workbench defaults of `src/machines/shipmentTracking.machine.ts`: a 30-day voyage just before the 50% mark. */
import type { shipmentTrackingMachine } from '../../../src/machines/shipmentTracking.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

const departedAt = Date.parse('2026-11-02T22:00:00Z');
const arrivesAt = Date.parse('2026-12-02T22:00:00Z');

export default {
  input: () => ({ departedAt, arrivesAt, now: departedAt + (arrivesAt - departedAt) * 0.49 }),
  events: {
    'user.track': { departedAt, arrivesAt, now: arrivesAt - 4000 },
  },
} satisfies WorkbenchConfig<typeof shipmentTrackingMachine>;
