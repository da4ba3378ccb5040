/** Workbench defaults of `src/machines/colorScheme.machine.ts`: its required input and sample payloads. */
import type { colorSchemeMachine } from '../../../src/machines/colorScheme.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: () => ({ stored: 'system', systemScheme: 'light' }),
  events: {
    'user.select': { preference: 'dark' },
    'system.change': { scheme: 'dark' },
    'storage.read': { preference: 'light' },
  },
} satisfies WorkbenchConfig<typeof colorSchemeMachine>;
