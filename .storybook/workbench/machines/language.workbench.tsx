/** Workbench defaults of `src/machines/language.machine.ts`: its required input and a sample choice. */
import type { languageMachine } from '../../../src/machines/language.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: () => ({ stored: 'en' }),
  // Edit the JSON to try an unsupported code: the button greys out (the guard says no).
  events: { 'user.select': { language: 'ar' }, 'storage.read': { language: 'zh' } },
} satisfies WorkbenchConfig<typeof languageMachine>;
