/** Workbench defaults of `src/machines/shipmentTracking.machine.ts`: a shipment just before the 50% mark. */
import type { shipmentTrackingMachine } from '../../../src/machines/shipmentTracking.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: () => ({ progress: 48 }),
  events: {
    'user.track': { progress: 97 },
  },
} satisfies WorkbenchConfig<typeof shipmentTrackingMachine>;
