import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SystemHealthPanel } from '../../../src/components/adminConsole/SystemHealthPanel';

const meta = {
  title: 'Components/AdminConsole/SystemHealthPanel',
  component: SystemHealthPanel,
  args: {
    heading: 'System Health',
    description: 'Availability of each platform component.',
    bars: [
      { id: 'apiGateway', label: 'API Gateway', percent: 99.9, percentText: '99.9%', tone: 'success' },
      { id: 'database', label: 'Database', percent: 99.5, percentText: '99.5%', tone: 'success' },
      {
        id: 'blockchainNode',
        label: 'Blockchain Node',
        percent: 98.7,
        percentText: '98.7%',
        tone: 'warning',
      },
      {
        id: 'matchingEngine',
        label: 'AI Matching Engine',
        percent: 96.4,
        percentText: '96.4%',
        tone: 'warning',
      },
      { id: 'iotNetwork', label: 'IoT Network', percent: 89.3, percentText: '89.3%', tone: 'danger' },
    ],
  },
} satisfies Meta<typeof SystemHealthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(5);
    await expect(canvas.getByRole('progressbar', { name: 'IoT Network' })).toHaveAttribute(
      'aria-valuetext',
      '89.3%',
    );
  },
};

/** A value that is not a number shows as an empty red bar and a dash. */
export const BadValue: Story = {
  args: { bars: [{ id: 'x', label: 'Database', percent: Number.NaN, percentText: '—', tone: 'danger' }] },
};

export const LongText: Story = {
  args: {
    bars: [
      {
        id: 'long',
        label: 'Cross-border settlement reconciliation service for multi-party barter networks',
        percent: 97,
        percentText: '97.0%',
        tone: 'warning',
      },
    ],
  },
};
