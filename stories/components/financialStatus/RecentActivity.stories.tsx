import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecentActivity, type ActivityView } from '../../../src/components/financialStatus/RecentActivity';

const item = (i: number): ActivityView => ({
  id: `FA-2024-${118 - i}`,
  type: i % 2 ? 'Payment sent' : 'Payment received',
  amount: i % 2 ? '−SDR 480,000.00' : '+SDR 1,250,000.00',
  direction: i % 2 ? 'out' : 'in',
  status: i === 2 ? 'pending' : 'completed',
  statusLabel: i === 2 ? 'Pending' : 'Completed',
  date: 'Nov 20, 2026',
  dateTime: '2024-11-20',
  counterparty: 'Sino Steel Corp',
});

const meta = {
  title: 'Components/FinancialStatus/RecentActivity',
  component: RecentActivity,
  args: {
    labels: {
      heading: 'Recent Activity',
      listLabel: 'Recent financial activity',
      viewAll: 'View all (8)',
      showFewer: 'Show fewer',
    },
    activities: [0, 1, 2, 3, 4].map(item),
    expanded: false,
    canExpand: true,
    onToggle: fn(),
    empty: { title: 'No activity yet', body: 'Payments, loans and investments appear here.' },
  },
} satisfies Meta<typeof RecentActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'View all (8)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Expanded: Story = {
  args: { expanded: true, activities: [0, 1, 2, 3, 4, 5, 6, 7].map(item) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Empty: Story = { args: { activities: [], canExpand: false } };

export const LongText: Story = {
  args: {
    activities: [
      { ...item(0), counterparty: '<b>Very Long Counterparty Name International Holdings</b>'.repeat(2) },
    ],
    canExpand: false,
  },
};
