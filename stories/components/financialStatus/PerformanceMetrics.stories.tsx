import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PerformanceMetrics } from '../../../src/components/financialStatus/PerformanceMetrics';

const meta = {
  title: 'Components/FinancialStatus/PerformanceMetrics',
  component: PerformanceMetrics,
  args: {
    labels: { heading: 'Performance Metrics', period: 'Period' },
    periods: [
      { value: 'month', label: 'Month' },
      { value: 'quarter', label: 'Quarter' },
      { value: 'year', label: 'Year' },
    ],
    period: 'quarter',
    onPeriodChange: fn(),
    dir: 'ltr',
    metrics: [
      {
        id: 'roi',
        name: 'Return on investment',
        value: '3.6%',
        trend: 'up',
        trendLabel: 'Up',
        favourable: true,
        period: 'vs previous quarter',
      },
      {
        id: 'operatingMargin',
        name: 'Operating margin',
        value: '17.9%',
        trend: 'down',
        trendLabel: 'Down',
        favourable: false,
        period: 'vs previous quarter',
      },
      {
        id: 'debtToEquity',
        name: 'Debt-to-equity ratio',
        value: '0.40',
        trend: 'down',
        trendLabel: 'Down',
        favourable: true,
        period: 'vs previous quarter',
      },
    ],
  },
} satisfies Meta<typeof PerformanceMetrics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Down')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Year' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('year');
  },
};

export const Empty: Story = { args: { metrics: [] } };

export const LongText: Story = {
  args: {
    metrics: [
      {
        id: 'tradeVolume',
        name: 'Рост объёма торговли по всем регионам и товарным группам',
        value: '12,3 %',
        trend: 'up',
        trendLabel: 'Рост',
        favourable: true,
        period: 'к прошлому кварталу',
      },
    ],
  },
};
