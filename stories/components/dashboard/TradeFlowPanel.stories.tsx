import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TradeFlowPanel, type TradeFlowStepView } from '../../../src/components/dashboard/TradeFlowPanel';
import type { FlowStepStatus } from '../../../src/machines/tradeFlow.machine';

const titles = [
  'Barter Request',
  'AI Matching',
  'SDR Valuation',
  'Smart Contract',
  'Shipment & Customs',
  'Settlement',
];
const statusLabel = { pending: 'Pending', active: 'In progress', completed: 'Completed' };
const stepsAt = (statuses: FlowStepStatus[]): TradeFlowStepView[] =>
  titles.map((title, index) => {
    const status = statuses[index] ?? 'pending';
    return {
      id: `flow-${index + 1}`,
      title,
      description: 'What happens in this step.',
      party: 'Blockchain network',
      typical: `Typically ${index + 1} s`,
      status,
      statusLabel: statusLabel[status],
    };
  });

const meta = {
  title: 'Components/Dashboard/TradeFlowPanel',
  component: TradeFlowPanel,
  args: {
    heading: 'Trade Flow',
    description: 'How a barter moves from request to settlement.',
    listLabel: 'Trade flow steps',
    steps: stepsAt([]),
    state: 'idle',
    action: 'start',
    actionLabel: 'Start',
    onAction: fn(),
    announcement: '',
  },
} satisfies Meta<typeof TradeFlowPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Running: Story = {
  args: {
    steps: stepsAt(['completed', 'completed', 'active']),
    state: 'running',
    action: 'pause',
    actionLabel: 'Pause',
    announcement: 'Step 3 of 6: SDR Valuation',
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveAttribute('data-state', 'completed');
  },
};

export const Paused: Story = {
  args: {
    steps: stepsAt(['completed', 'active']),
    state: 'paused',
    action: 'start',
    actionLabel: 'Start',
    announcement: 'Paused at step 2 of 6: AI Matching',
  },
};

export const Finished: Story = {
  args: {
    steps: stepsAt(Array<FlowStepStatus>(6).fill('completed')),
    state: 'finished',
    action: 'replay',
    actionLabel: 'Replay',
    announcement: 'All 6 steps completed.',
  },
};
