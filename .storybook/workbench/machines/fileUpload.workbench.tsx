/** Workbench defaults of `src/machines/fileUpload.machine.ts`: the document rules, a sample PDF to pick. */
import { defaultDocumentUploadRules, validateUpload } from '../../../src/data/fileUpload';
import type { fileUploadMachine } from '../../../src/machines/fileUpload.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: () => ({
    validate: (file: { name: string; size: number; type: string }) => {
      const check = validateUpload(file, defaultDocumentUploadRules);
      return check.ok ? null : check.reason;
    },
  }),
  events: {
    'user.pick': { file: { name: 'certificate-of-origin.pdf', size: 48_213, type: 'application/pdf' } },
  },
} satisfies WorkbenchConfig<typeof fileUploadMachine>;
