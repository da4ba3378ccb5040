import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatGrid, type StatGridItem } from '../../../src/components/primitives/StatGrid';

const six: StatGridItem[] = [
  {
    id: 'a',
    label: 'Total Requests (24h)',
    value: '118.8K',
    hint: 'Across 4 documented endpoints',
    icon: 'activity',
    tone: 'info',
  },
  {
    id: 'b',
    label: 'Avg Response Time',
    value: '156 ms',
    hint: 'Weighted by requests',
    icon: 'clock',
    tone: 'active',
  },
  {
    id: 'c',
    label: 'Active Endpoints',
    value: '2 of 4',
    hint: 'Others in maintenance or error',
    icon: 'layers',
    tone: 'warning',
  },
  {
    id: 'd',
    label: 'Uptime (30 days)',
    value: '99.97%',
    hint: 'Gateway availability',
    icon: 'trendUp',
    tone: 'success',
  },
  {
    id: 'e',
    label: 'API Keys Issued',
    value: '156',
    hint: 'OAuth2.0 client credentials',
    icon: 'lock',
    tone: 'pending',
  },
  { id: 'f', label: 'Rate Limit', value: '1,000/min', hint: 'Per API key', icon: 'shield', tone: 'info' },
];

const meta = {
  title: 'Components/Primitives/StatGrid',
  component: StatGrid,
  args: { heading: 'Gateway figures', headingId: 'story-stats-heading', stats: six },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Gateway figures' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('156 ms')).toBeVisible();
  },
};

export const FourCards: Story = { args: { columns: 4, stats: six.slice(0, 4) } };

export const Empty: Story = { args: { stats: [] } };

/** A long label and value wrap inside the card instead of overflowing. */
export const LongText: Story = {
  args: {
    stats: [
      {
        id: 'long',
        label: 'Average gas per transaction across every recent barter step on the SRD chain',
        value: '123,456,789,012,345 Wei',
        hint: 'A hint that goes on and on to check that it wraps onto the next line nicely',
        icon: 'bolt',
        tone: 'active',
      },
      ...six.slice(1, 3),
    ],
  },
};

/** As many cards of at least 300 px as the width holds (Financial Status's six summary cards). */
export const FitColumns: Story = {
  args: { columns: 'fit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const least = Math.min(300, canvas.getByRole('list').getBoundingClientRect().width);
    for (const item of items)
      await expect(item.getBoundingClientRect().width).toBeGreaterThanOrEqual(least - 1);
  },
};
