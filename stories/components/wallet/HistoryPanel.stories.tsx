import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryPanel } from '../../../src/components/wallet/HistoryPanel';
import { TransactionList } from '../../../src/components/wallet/TransactionList';
import { listLabels, transactionViews } from './fixtures';

const meta = {
  title: 'Components/Wallet/HistoryPanel',
  component: HistoryPanel,
  args: {
    labels: {
      heading: 'Transaction History',
      description: 'Every transaction of this wallet, newest first.',
      type: 'Type',
      status: 'Status',
      export: 'Export CSV',
      exporting: 'Exporting...',
      count: 'Showing 3 of 3 transactions',
    },
    type: 'all',
    status: 'all',
    typeOptions: [
      { value: 'all', label: 'All' },
      { value: 'received', label: 'Received' },
      { value: 'sent', label: 'Sent' },
    ],
    statusOptions: [
      { value: 'all', label: 'All' },
      { value: 'completed', label: 'Completed' },
      { value: 'pending', label: 'Pending' },
      { value: 'failed', label: 'Failed' },
    ],
    exporting: false,
    canExport: true,
    onTypeChange: fn(),
    onStatusChange: fn(),
    onExport: fn(),
    children: <TransactionList labels={listLabels} transactions={transactionViews} />,
  },
} satisfies Meta<typeof HistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'sent');
    await expect(args.onTypeChange).toHaveBeenCalledWith('sent');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'failed');
    await expect(args.onStatusChange).toHaveBeenCalledWith('failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  },
};

export const NothingMatches: Story = {
  args: {
    type: 'received',
    status: 'failed',
    canExport: false,
    labels: { ...meta.args.labels, count: 'Showing 0 of 6 transactions' },
    children: <TransactionList labels={listLabels} transactions={[]} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvas.getByText('No transactions')).toBeVisible();
  },
};
