/** Workbench defaults of `src/machines/contractDeploy.machine.ts`: a template to select before deploying. */
import type { contractDeployMachine } from '../../../src/machines/contractDeploy.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  events: { 'user.select': { templateId: 'tpl-barter' } },
} satisfies WorkbenchConfig<typeof contractDeployMachine>;
