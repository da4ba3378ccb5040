/**
 * Workbench file of `src/machines/copyIndicator.machine.ts`: a clipboard that accepts every text
 * except one containing "fail" (edit the `user.copy` payload to see `failed`), and the wallet address.
 */
import type { copyIndicatorMachine } from '../../../src/machines/copyIndicator.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: () => ({
    writeText: (text: string) =>
      text.includes('fail') ? Promise.reject(new Error('The clipboard refused')) : Promise.resolve(),
  }),
  events: {
    'user.copy': { text: 'SRD-0x7a3f9c2e8b1d4f6a5c3e' },
  },
} satisfies WorkbenchConfig<typeof copyIndicatorMachine>;
