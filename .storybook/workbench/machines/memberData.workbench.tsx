/**
 * Workbench file of `src/machines/memberData.machine.ts`: the reset, export and import steps with
 * stubs for what the screen provides. A JSON payload cannot carry a readable file, so `user.import`
 * stays greyed here; the machine tests drive the import.
 */
import { fromPromise } from 'xstate';
import type { ChosenFile, ImportOutcome } from '../../../src/machines/memberData.machine';
import type { memberDataMachine } from '../../../src/machines/memberData.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  provide: () => ({
    actions: { resetData: () => {}, exportData: () => {} },
    actors: {
      importFile: fromPromise<ImportOutcome, ChosenFile>(() => Promise.resolve({ ok: true })),
    },
  }),
  events: { 'user.import': { file: { name: 'silk-road-member.json', size: 2048 } } },
} satisfies WorkbenchConfig<typeof memberDataMachine>;
