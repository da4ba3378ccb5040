import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardStats } from '../../../src/components/dashboard/DashboardStats';

const meta = {
  title: 'Components/Dashboard/DashboardStats',
  component: DashboardStats,
  args: {
    heading: 'Key figures',
    stats: [
      {
        id: 'volume',
        label: 'Total Trade Volume',
        value: '12.5M SDR',
        hint: 'Settled across the network',
        icon: 'trendUp',
        tone: 'success',
      },
      {
        id: 'matches',
        label: 'Active Matches',
        value: '47',
        hint: 'Found by AI matching',
        icon: 'activity',
        tone: 'active',
      },
      {
        id: 'success',
        label: 'Success Rate',
        value: '94.2%',
        hint: 'Trades completed as agreed',
        icon: 'check',
        tone: 'info',
      },
      {
        id: 'partners',
        label: 'Network Partners',
        value: '1,247',
        hint: 'across 23 countries',
        icon: 'users',
        tone: 'warning',
      },
    ],
  },
} satisfies Meta<typeof DashboardStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('12.5M SDR')).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    stats: [
      {
        id: 'volume',
        label: 'Total Trade Volume across every member of the network',
        value: 'SDR 123,456,789,012.50',
        icon: 'trendUp',
        tone: 'success',
      },
    ],
  },
};
