import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  RecentTransactions,
  type TransactionView,
} from '../../../src/components/paymentProcessing/RecentTransactions';

const base: TransactionView = {
  id: 'TXN-2026-0892',
  from: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  to: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  amount: 'SDR 125,000.00',
  status: 'completed',
  statusLabel: 'Completed',
  statusTone: 'success',
  timestamp: 'Nov 20, 2026, 2:32 PM',
  dateTime: '2026-11-20T14:32:00Z',
  method: 'SRD Stablecoin',
  isNew: false,
};

const meta = {
  title: 'Components/PaymentProcessing/RecentTransactions',
  component: RecentTransactions,
  args: {
    labels: {
      heading: 'Recent Transactions',
      listLabel: 'Recent transactions',
      from: 'From',
      to: 'To',
      method: 'Method',
      amount: 'Amount',
      timestamp: 'Time',
      newBadge: 'New',
    },
    transactions: [
      {
        ...base,
        id: 'PAY-0002',
        status: 'scheduled',
        statusLabel: 'Scheduled',
        statusTone: 'active',
        timestamp: 'Scheduled for Nov 30, 2026',
        isNew: true,
      },
      {
        ...base,
        id: 'PAY-0001',
        status: 'processing',
        statusLabel: 'Processing',
        statusTone: 'info',
        isNew: true,
      },
      base,
    ],
    empty: { title: 'No transactions yet', body: 'Payments you process or schedule appear here.' },
  },
} satisfies Meta<typeof RecentTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent transactions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('Scheduled for Nov 30, 2026');
  },
};

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No transactions yet');
  },
};

// Addresses with HTML render as text; long ones wrap.
export const LongText: Story = {
  args: {
    transactions: [{ ...base, to: '<img src=x onerror=alert(1)>'.repeat(4), from: '0x'.padEnd(120, 'f') }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/<img src=x/)).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    transactions: Array.from({ length: 12 }, (_, i) => ({
      ...base,
      id: `TXN-2026-${String(900 - i).padStart(4, '0')}`,
    })),
  },
};
