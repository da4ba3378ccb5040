/** Workbench defaults of `src/machines/customsDeclaration.machine.ts`: a declaration ready to submit, a file to add. */
import type { WorkbenchConfig } from '../../src/workbench/workbenchConfig';

export default {
  input: () => ({
    documents: [
      { id: 'D-1', code: 'commercialInvoice', status: 'approved', required: true },
      { id: 'D-2', code: 'billOfLading', status: 'approved', required: true },
    ],
  }),
  events: {
    'user.addDocument': { document: { id: 'U-1', fileName: 'packing-list.pdf' } },
  },
} satisfies WorkbenchConfig;
