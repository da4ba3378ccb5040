import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  TransactionList,
  type TransactionView,
} from '../../../src/components/blockchainMonitor/TransactionList';

const tx = (
  id: string,
  typeLabel: string,
  status: 'Confirmed' | 'Pending' | 'Failed',
  amount?: string,
): TransactionView => ({
  id,
  hash: '0x7f9a3c2e1b8d4f6a5c0e9b7d3a1f8c6e4b2d0a9f7e5c3b1a8d6f4e2c0b9a7d5e',
  typeLabel,
  statusLabel: status,
  statusTone: status === 'Confirmed' ? 'success' : status === 'Pending' ? 'warning' : 'danger',
  time: 'Nov 22, 2026, 9:12 AM',
  block: '18,452,301',
  gas: '145,000 Wei',
  amount,
  tradeId: 'SC-2026-001',
  tradeHref: '/smart-contracts?contract=SC-2026-001',
  participants: 'Sino Steel Corp ↔ Gulf Energy Trading',
});

const meta = {
  title: 'Components/BlockchainMonitor/TransactionList',
  component: TransactionList,
  args: {
    heading: 'Recent Transactions',
    description: 'Barter steps written to the SRD chain, newest last.',
    listLabel: 'Transactions',
    transactions: [
      tx('1', 'Barter initiate', 'Confirmed', '250,000 SRD'),
      tx('2', 'Approval', 'Pending'),
      tx('3', 'Delivery confirm', 'Failed'),
    ],
    labels: {
      hash: 'Hash',
      block: 'Block',
      gas: 'Gas used',
      amount: 'Amount',
      tradeId: 'Trade ID',
      participants: 'Participants',
    },
    search: {
      label: 'Search transactions',
      placeholder: 'Hash, trade id, participant or type',
      clearLabel: 'Clear search',
      value: '',
      onChange: fn(),
    },
    statusFilter: {
      label: 'Filter by status',
      options: [
        { value: 'all', label: 'All' },
        { value: 'confirmed', label: 'Confirmed' },
        { value: 'pending', label: 'Pending' },
        { value: 'failed', label: 'Failed' },
      ],
      value: 'all',
      onChange: fn(),
    },
    resultText: '3 of 3 transactions shown',
    empty: {
      title: 'No transaction matches',
      body: 'Nothing matches “x” with this status.',
      clear: 'Clear search and filter',
    },
    onClearFilters: fn(),
    dir: 'ltr',
  },
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('three statuses in their colours; an amount only where there is one', async () => {
      const list = within(canvas.getByRole('list', { name: 'Transactions' }));
      await expect(list.getAllByRole('listitem')).toHaveLength(3);
      await expect(list.getByText('Failed')).toHaveAttribute('data-tone', 'danger');
      await expect(canvas.getAllByText('Amount')).toHaveLength(1);
    });
    await step('typing and the status chips report to the screen', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search transactions' }), 'a');
      await expect(args.search.onChange).toHaveBeenCalledWith('a');
      await userEvent.click(canvas.getByRole('radio', { name: 'Pending' }));
      await expect(args.statusFilter.onChange).toHaveBeenCalledWith('pending');
    });
  },
};

/** A link opened one transaction: it is marked as the current one; its contract is a link to Smart Contracts. */
export const Selected: Story = {
  args: { selectedId: '2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(within(items[1]!).getByRole('link', { name: 'SC-2026-001' })).toHaveAttribute(
      'href',
      '/smart-contracts?contract=SC-2026-001',
    );
  },
};

/** Bad input in the search: kept as typed, quoted as text in the empty state. */
export const EmptyWithBadQuery: Story = {
  args: {
    transactions: [],
    resultText: '0 of 7 transactions shown',
    search: { ...meta.args.search, value: '<b>bold</b> .* https://x.test/?a=1&b=2' },
    empty: {
      ...meta.args.empty,
      body: 'Nothing matches “<b>bold</b> .* https://x.test/?a=1&b=2” with this status.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No transaction matches')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filter' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

export const ManyItems: Story = {
  args: {
    transactions: Array.from({ length: 14 }, (_, index) =>
      tx(`m${index}`, index % 2 ? 'Match found' : 'Shipment trigger', index % 3 ? 'Confirmed' : 'Pending'),
    ),
  },
};

export const LongText: Story = {
  args: {
    transactions: [
      {
        ...tx('long', 'Valuation request', 'Pending', '1,800,000,000,000 SRD'),
        participants: Array.from(
          { length: 6 },
          (_, i) => `Very Long Participant Company Name ${i} International Holdings`,
        ).join(' ↔ '),
      },
    ],
  },
};
