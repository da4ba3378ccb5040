import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { growthChart, PortfolioGrowthCard } from '../../../src/components/srdWallet/PortfolioGrowthCard';
import { chartPoints, portfolioGrowth } from '../../../src/data/srdWallet';
import { worldAnchorDay } from '../../../src/data/worldAnchor';

// Storybook pins today to the anchor: the months as written.
const growth = portfolioGrowth(worldAnchorDay);
const positions = chartPoints(
  growth.map((p) => p.balance),
  growthChart.width,
  growthChart.height,
  growthChart.padding,
);
const months = ['Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026'];
const points = growth.map((point, i) => ({
  label: months[i]!,
  x: positions[i]!.x,
  y: positions[i]!.y,
  valueText: `SDR ${point.balance.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
}));

const meta = {
  title: 'Components/SrdWallet/PortfolioGrowthCard',
  component: PortfolioGrowthCard,
  args: {
    heading: 'Portfolio Growth',
    summary: 'Month-end balance from Jun 2026 to Nov 2026: from SDR 78,250.00 to SDR 125,430.50.',
    growth: '+12.5% this month',
    points,
    monthLabel: 'Month',
    balanceLabel: 'Balance',
  },
} satisfies Meta<typeof PortfolioGrowthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Growing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Portfolio Growth' })).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('SDR 125,430.50');
  },
};

export const Masked: Story = {
  args: { points: points.map((p) => ({ ...p, valueText: '••••••' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).not.toHaveTextContent(/SDR \d/);
  },
};

export const Empty: Story = { args: { points: [], summary: 'No balance history yet.' } };
