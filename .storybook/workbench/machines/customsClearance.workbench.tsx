/** Workbench defaults of `src/machines/customsClearance.machine.ts`: the customs shipments, the document rules, a ready submit and a sample pick. */
import { customsShipments } from '../../../src/data/customsClearance';
import { defaultDocumentUploadRules, validateUpload } from '../../../src/data/fileUpload';
import type { customsClearanceMachine } from '../../../src/machines/customsClearance.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import { worldAnchorDay } from '../../../src/data/worldAnchor';

// The workbench pins today to the anchor: the declarations as written.
const declarations = customsShipments(worldAnchorDay);
const shipmentId = declarations[0]?.id ?? 'SH-2026-006';
const file = { name: 'certificate-of-origin.pdf', size: 48_213, type: 'application/pdf' };

export default {
  input: () => ({
    shipmentIds: declarations.map((shipment) => shipment.id),
    validate: (picked: { name: string; size: number; type: string }) => {
      const check = validateUpload(picked, defaultDocumentUploadRules);
      return check.ok ? null : check.reason;
    },
  }),
  events: {
    'user.submit': {
      shipmentId,
      documents: [
        { status: 'approved', required: true },
        { status: 'pending', required: false },
      ],
      filed: false,
    },
    'user.pick': { shipmentId, file },
    'child.filed': { childId: `declaration:${shipmentId}` },
    'child.uploaded': { childId: `upload:${shipmentId}`, file },
  },
} satisfies WorkbenchConfig<typeof customsClearanceMachine>;
