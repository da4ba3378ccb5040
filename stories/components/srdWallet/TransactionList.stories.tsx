import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../../src/components/primitives/Button';
import { TransactionList } from '../../../src/components/srdWallet/TransactionList';
import { listLabels, transactionViews } from './fixtures';

const meta = {
  title: 'Components/SrdWallet/TransactionList',
  component: TransactionList,
  args: { labels: listLabels, transactions: transactionViews },
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('+SDR 25,000.00');
    await expect(within(items[1]!).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(within(items[2]!).getByText('Failed')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Empty: Story = {
  args: { transactions: [], emptyAction: <Button type="button">Clear filters</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No transactions');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

// A reference is user text: HTML shows as text, a long one wraps.
export const LongAndHtmlReference: Story = {
  args: {
    transactions: [
      {
        ...transactionViews[0]!,
        reference: `<img src=x onerror=alert(1)> ${'Very long reference without breaks '.repeat(6)}`,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText(/<img src=x/)).toBeVisible();
  },
};

export const Masked: Story = {
  args: { transactions: transactionViews.map((tx) => ({ ...tx, amount: '••••••' })) },
};

export const ManyItems: Story = {
  args: {
    transactions: Array.from({ length: 12 }, (_, i) => ({
      ...transactionViews[i % 3]!,
      id: `TX-${i}`,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(12);
  },
};
