import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ContractExecutionPanel,
  type ContractStepView,
} from '../../../src/components/tradeSimulator/ContractExecutionPanel';
import type { ContractStepStatus } from '../../../src/machines/contractExecution.machine';

const titles = [
  ['Initiate Barter', 85000],
  ['Request Valuation', 45000],
  ['Find Counterparties', 120000],
  ['Multi-party Approval', 65000],
  ['Multi-sig Escrow', 95000],
  ['Trigger Shipment', 55000],
  ['Auto Settlement', 75000],
] as const;
const statusLabel = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
const stepsAt = (statuses: ContractStepStatus[]): ContractStepView[] =>
  titles.map(([title, gas], index) => {
    const status = statuses[index] ?? 'pending';
    return {
      id: `step-${index + 1}`,
      title,
      description: 'What this step does on chain.',
      status,
      statusLabel: statusLabel[status],
      gas: `Gas: ${gas.toLocaleString('en-US')}`,
      txHash: status === 'pending' ? null : `0x${String(index + 1).repeat(64)}`,
    };
  });

const meta = {
  title: 'Components/TradeSimulator/ContractExecutionPanel',
  component: ContractExecutionPanel,
  args: {
    state: 'idle',
    labels: {
      heading: 'Smart Contract Execution',
      description: 'Seven on-chain steps settle the matched barter.',
      stepsLabel: 'Contract steps',
      estimatedCost: 'Estimated Cost',
      estimatedTime: 'Estimated Time',
      execute: 'Execute',
      executing: 'Executing...',
      reset: 'Reset',
      contractActive: 'Contract Active',
      txHash: 'Tx hash:',
      noMatchesHint: 'Create at least one match to execute the contract.',
    },
    steps: stepsAt([]),
    cost: '10.8 ETH',
    time: '~2-3 min',
    canExecute: true,
    canReset: true,
    showNoMatchesHint: false,
    announcement: '',
    onExecute: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ContractExecutionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10.8 ETH')).toBeVisible();
    await expect(canvas.getByText('~2-3 min')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Execute' }));
    await expect(args.onExecute).toHaveBeenCalledTimes(1);
  },
};

// Execute is disabled without matches, and says why.
export const NoMatches: Story = {
  args: { canExecute: false, canReset: false, showNoMatchesHint: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Execute' })).toBeDisabled();
  },
};

export const Processing: Story = {
  args: {
    state: 'running',
    steps: stepsAt(['completed', 'completed', 'processing']),
    canExecute: false,
    announcement: 'Step 3 of 7: Find Counterparties',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Executing...' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const ContractActive: Story = {
  args: { state: 'active', steps: stepsAt(Array<ContractStepStatus>(7).fill('completed')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('contract-active')).toHaveTextContent('Contract Active');
  },
};
