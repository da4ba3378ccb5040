import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ScheduledTransactions,
  type ScheduledTransactionView,
} from '../../../src/components/transactionPlanning/ScheduledTransactions';

type Filter = 'all' | 'high' | 'medium' | 'low';

const item = (
  id: string,
  priority: 'high' | 'medium' | 'low',
  pending: boolean,
  description = 'Copper cathode barter',
): ScheduledTransactionView => ({
  id,
  description,
  counterparty: 'Andes Copper SA',
  amount: 'SDR 320,000.00',
  scheduledDate: 'Dec 12, 2026',
  statusLabel: pending ? 'Pending Approval' : 'Scheduled',
  statusTone: pending ? 'warning' : 'info',
  priorityLabel: `${priority[0]!.toUpperCase()}${priority.slice(1)} priority`,
  priorityTone: priority === 'high' ? 'danger' : priority === 'medium' ? 'warning' : 'success',
  canApprove: pending,
  approveLabel: `Approve ${id}: ${description}`,
});

const meta = {
  title: 'Components/TransactionPlanning/ScheduledTransactions',
  component: ScheduledTransactions<Filter>,
  args: {
    heading: 'Scheduled Transactions',
    description: 'For Q4 2026 Commodity Procurement',
    listLabel: 'Scheduled transactions',
    transactions: [
      item('PT-1001', 'high', false, 'Wheat purchase, 2,000 t'),
      item('PT-1002', 'medium', true),
    ],
    filter: {
      label: 'Filter by priority',
      options: [
        { value: 'all', label: 'All priorities' },
        { value: 'high', label: 'High' },
        { value: 'medium', label: 'Medium' },
        { value: 'low', label: 'Low' },
      ],
      value: 'all',
      dir: 'ltr',
    },
    labels: {
      counterparty: 'Counterparty',
      amount: 'Amount',
      scheduledDate: 'Scheduled date',
      approve: 'Approve',
    },
    empty: { title: 'No scheduled transactions', body: 'Nothing in this plan matches the chosen priority.' },
    onFilterChange: fn(),
    onApprove: fn(),
  },
} satisfies Meta<typeof ScheduledTransactions<Filter>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPendingApproval: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('priority and status are written, not only coloured', async () => {
      await expect(canvas.getByText('High priority')).toHaveAttribute('data-tone', 'danger');
      await expect(canvas.getByText('Pending Approval')).toHaveAttribute('data-tone', 'warning');
    });
    await step('Approve shows only for Pending Approval and reports the id', async () => {
      await expect(canvas.getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Approve PT-1002: Copper cathode barter' }));
      await expect(args.onApprove).toHaveBeenCalledWith('PT-1002');
    });
    await step('a priority chip filters', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'High' }));
      await expect(args.onFilterChange).toHaveBeenCalledWith('high');
    });
  },
};

export const Empty: Story = {
  args: { transactions: [], filter: { ...meta.args.filter, value: 'low' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No scheduled transactions')).toBeVisible();
  },
};

export const AllScheduled: Story = {
  args: { transactions: [item('PT-1001', 'high', false), item('PT-1003', 'low', false)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

export const ManyAndLongText: Story = {
  args: {
    transactions: Array.from({ length: 10 }, (_, i) =>
      item(
        `PT-${2000 + i}`,
        (['high', 'medium', 'low'] as const)[i % 3]!,
        i % 2 === 0,
        i === 0
          ? 'A very long description <script>alert(1)</script> & a counter-trade of 40 containers of mixed electronics for grain'
          : 'Palm oil purchase, 800 t',
      ),
    ),
  },
};
