import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CashFlowChart, type CashFlowPoint } from '../../../src/components/financingActivities/CashFlowChart';

const names = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
const sdr = (v: number) => `${v < 0 ? '-' : ''}SDR ${Math.abs(v).toLocaleString('en-US')}.00`;
const point = (i: number, inflow: number, outflow: number): CashFlowPoint => ({
  id: `m${i}`,
  label: names[i % 12]!,
  fullLabel: `${names[i % 12]!} ${2026 + Math.floor((i + 11) / 12)}`,
  inflow,
  outflow,
  net: inflow - outflow,
  inflowText: sdr(inflow),
  outflowText: sdr(outflow),
  netText: sdr(inflow - outflow),
});

const forecast = [
  point(0, 1_200_000, 950_000),
  point(1, 1_350_000, 1_100_000),
  point(2, 1_100_000, 1_250_000),
  point(3, 1_500_000, 1_150_000),
  point(4, 1_650_000, 1_300_000),
  point(5, 1_800_000, 1_400_000),
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const meta = {
  title: 'Components/FinancingActivities/CashFlowChart',
  component: CashFlowChart,
  args: {
    heading: 'Cash-Flow Forecast',
    description: 'Expected inflow, outflow and net per month, in SDR.',
    summary:
      'Cash-flow forecast from December 2026 to May 2027: inflow and outflow bars with the net as a line.',
    months: forecast,
    labels: {
      month: 'Month',
      inflow: 'Inflow',
      outflow: 'Outflow',
      net: 'Net',
      table: 'Cash-flow forecast per month',
    },
    formatTick: (value: number) => compact.format(value),
    dir: 'ltr',
    empty: { title: 'No forecast', body: 'The forecast will appear once there are planned flows.' },
  },
} satisfies Meta<typeof CashFlowChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forecast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Cash-flow forecast from December 2026/ })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Cash-flow forecast per month' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByText('-SDR 150,000.00')).toBeInTheDocument();
  },
};

/** Months run from the right in Arabic. */
export const RightToLeft: Story = {
  args: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const groups = canvasElement.querySelectorAll('[data-month]');
    const first = groups[0]!.querySelector('rect')!.getBoundingClientRect().left;
    const last = groups[groups.length - 1]!.querySelector('rect')!.getBoundingClientRect().left;
    await expect(first).toBeGreaterThan(last);
  },
};

/** Every month negative: the axis extends below zero. */
export const AllNegative: Story = {
  args: { months: [point(0, 100_000, 400_000), point(1, 50_000, 300_000), point(2, 0, 250_000)] },
};

export const ManyMonths: Story = {
  args: {
    months: Array.from({ length: 12 }, (_, i) =>
      point(i, 1_000_000 + i * 90_000, 900_000 + (i % 4) * 150_000),
    ),
  },
};

export const Empty: Story = {
  args: { months: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No forecast')).toBeVisible();
  },
};
