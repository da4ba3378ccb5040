import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BudgetAllocation,
  type BudgetLineView,
} from '../../../src/components/transactionPlanning/BudgetAllocation';

const line = (category: string, allocated: number, used: number): BudgetLineView => {
  const fmt = (v: number) => `${v < 0 ? '-' : ''}SDR ${Math.abs(v).toLocaleString('en-US')}.00`;
  const percent = allocated > 0 ? Math.min(100, (used / allocated) * 100) : 0;
  return {
    category,
    allocated: fmt(allocated),
    used: fmt(used),
    remaining: fmt(allocated - used),
    usedPercent: percent,
    usedPercentText: `${percent.toFixed(1)}% used`,
    overspent: allocated - used < 0,
  };
};

const meta = {
  title: 'Components/TransactionPlanning/BudgetAllocation',
  component: BudgetAllocation,
  args: {
    heading: 'Budget Allocation',
    listLabel: 'Budget by category',
    lines: [
      line('Raw materials', 1_200_000, 850_000),
      line('Logistics', 400_000, 280_000),
      line('Insurance', 150_000, 95_000),
      line('Compliance', 100_000, 45_000),
    ],
    labels: { allocated: 'Allocated', used: 'Used', remaining: 'Remaining' },
    empty: { title: 'No budget lines', body: 'Budget categories will appear here.' },
  },
} satisfies Meta<typeof BudgetAllocation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(canvas.getByRole('progressbar', { name: 'Raw materials: 70.8% used' })).toHaveAttribute(
      'aria-valuenow',
      '71',
    );
    await expect(canvas.getByText('SDR 350,000.00')).toBeVisible();
  },
};

/** A line used beyond its allocation: the remaining is negative and red, the bar full. */
export const Overspent: Story = {
  args: { lines: [line('Logistics', 400_000, 460_000), line('Insurance', 150_000, 148_000)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-SDR 60,000.00')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No budget lines')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    lines: [
      line('Customs, duties, port handling and demurrage charges across three corridors', 99_000_000, 1),
    ],
  },
};
