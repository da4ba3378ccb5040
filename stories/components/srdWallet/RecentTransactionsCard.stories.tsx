import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecentTransactionsCard } from '../../../src/components/srdWallet/RecentTransactionsCard';
import { TransactionList } from '../../../src/components/srdWallet/TransactionList';
import { listLabels, transactionViews } from './fixtures';

const meta = {
  title: 'Components/SrdWallet/RecentTransactionsCard',
  component: RecentTransactionsCard,
  args: {
    heading: 'Recent Transactions',
    viewAll: 'View All',
    viewAllName: 'View All transactions',
    onViewAll: fn(),
    children: <TransactionList labels={listLabels} transactions={transactionViews} />,
  },
} satisfies Meta<typeof RecentTransactionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeMostRecent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'View All transactions' }));
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { children: <TransactionList labels={listLabels} transactions={[]} /> },
};
