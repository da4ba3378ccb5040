import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanDetail } from '../../../src/components/transactionPlanning/PlanDetail';

const meta = {
  title: 'Components/TransactionPlanning/PlanDetail',
  component: PlanDetail,
  args: {
    plan: {
      id: 'TP-2026-001',
      title: 'Q4 2026 Commodity Procurement',
      statusLabel: 'Active',
      statusTone: 'success',
      totalValue: 'SDR 2,500,000.00',
      transactions: '12',
      startDate: 'Oct 1, 2026',
      endDate: 'Dec 31, 2026',
      completed: '8 of 12 completed',
      completedPercent: (8 / 12) * 100,
      completedPercentText: '66.7%',
    },
    labels: {
      eyebrow: 'Plan details',
      id: 'Plan ID',
      totalValue: 'Total value',
      transactions: 'Transactions',
      startDate: 'Start date',
      endDate: 'End date',
      completed: 'Completed',
    },
  },
} satisfies Meta<typeof PlanDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Q4 2026 Commodity Procurement',
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    await expect(canvas.getByText('SDR 2,500,000.00')).toBeVisible();
  },
};

export const Planning: Story = {
  args: {
    plan: {
      id: 'TP-2026-002',
      title: 'Asia-Pacific Trade Expansion',
      statusLabel: 'Planning',
      statusTone: 'info',
      totalValue: 'SDR 5,000,000.00',
      transactions: '20',
      startDate: 'Jan 1, 2027',
      endDate: 'Jun 30, 2027',
      completed: '0 of 20 completed',
      completedPercent: 0,
      completedPercentText: '0.0%',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const LongText: Story = {
  args: {
    plan: {
      id: 'TP-2026-999-EXTENDED-REFERENCE',
      title: 'A very long plan title that keeps going to check wrapping in narrow columns and in Arabic',
      statusLabel: 'Active',
      statusTone: 'success',
      totalValue: 'SDR 99,999,999,999.99',
      transactions: '1,234',
      startDate: 'September 30, 2026',
      endDate: 'December 31, 2030',
      completed: '1,200 of 1,234 completed',
      completedPercent: 97.2,
      completedPercentText: '97.2%',
    },
  },
};
