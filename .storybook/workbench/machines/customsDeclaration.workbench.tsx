/** Workbench defaults of `src/machines/customsDeclaration.machine.ts`: a declaration ready to submit. */
import type { customsDeclarationMachine } from '../../../src/machines/customsDeclaration.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  events: {
    'user.submit': {
      documents: [
        { status: 'approved', required: true },
        { status: 'approved', required: true },
        { status: 'pending', required: false },
      ],
      filed: false,
    },
  },
} satisfies WorkbenchConfig<typeof customsDeclarationMachine>;
