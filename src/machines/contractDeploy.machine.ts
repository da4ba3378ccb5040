/**
 * Contract deploy of the smart contracts screen: the progress rises by 10 every 500 ms to 100, then
 * `contract.deployed` (the screen adds the contract to the member store). Deploy needs a template; the
 * template cannot change mid-deploy; leaving the screen deploys nothing.
 *
 * States: `idle` (initial), `deploying`, `deployed`.
 * Events: `user.select` (template id; not while deploying), `user.deploy`. Emits `contract.deployed`
 * (templateId).
 * Delays: `progressInterval` 500 ms.
 */
import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';

export const contractDeployDelays = { progressInterval: 500 } as const;
export const progressStep = 10;

export interface ContractDeployContext {
  templateId: string | null;
  progress: number;
}

export interface ContractDeployEmitted {
  type: 'contract.deployed';
  templateId: string;
}

export type ContractDeployEvent = { type: 'user.select'; templateId: string } | { type: 'user.deploy' };

export const contractDeployMachine = setup({
  types: {
    context: {} as ContractDeployContext,
    events: {} as ContractDeployEvent,
    emitted: {} as ContractDeployEmitted,
  },
  delays: contractDeployDelays,
  guards: {
    hasTemplate: ({ context }) => context.templateId !== null,
    isTemplateId: ({ event }) => {
      assertEvent(event, 'user.select');
      return typeof event.templateId === 'string' && event.templateId.trim() !== '';
    },
    isLastStep: ({ context }) => context.progress + progressStep >= 100,
  },
  actions: {
    setTemplate: assign({
      templateId: ({ event }) => {
        assertEvent(event, 'user.select');
        return event.templateId;
      },
    }),
    resetProgress: assign({ progress: 0 }),
    increaseProgress: assign({ progress: ({ context }) => context.progress + progressStep }),
    completeProgress: assign({ progress: 100 }),
    notifyDeployed: emit(({ context }) => ({
      type: 'contract.deployed' as const,
      templateId: context.templateId ?? '',
    })),
  },
}).createMachine({
  id: 'contractDeploy',
  context: { templateId: null, progress: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.select': { guard: 'isTemplateId', actions: 'setTemplate' },
        'user.deploy': { guard: 'hasTemplate', target: 'deploying', actions: 'resetProgress' },
      },
    },
    deploying: {
      after: {
        progressInterval: [
          { guard: 'isLastStep', target: 'deployed', actions: ['completeProgress', 'notifyDeployed'] },
          { target: 'deploying', reenter: true, actions: 'increaseProgress' },
        ],
      },
    },
    deployed: {
      on: {
        'user.select': { guard: 'isTemplateId', target: 'idle', actions: ['setTemplate', 'resetProgress'] },
        'user.deploy': { guard: 'hasTemplate', target: 'deploying', actions: 'resetProgress' },
      },
    },
  },
});

export type ContractDeploySnapshot = SnapshotFrom<typeof contractDeployMachine>;

export const selectDeployState = (snapshot: ContractDeploySnapshot): 'idle' | 'deploying' | 'deployed' =>
  snapshot.value;
export const selectIsDeploying = (snapshot: ContractDeploySnapshot): boolean => snapshot.matches('deploying');
export const selectDeployProgress = (snapshot: ContractDeploySnapshot): number => snapshot.context.progress;
export const selectSelectedTemplateId = (snapshot: ContractDeploySnapshot): string | null =>
  snapshot.context.templateId;
