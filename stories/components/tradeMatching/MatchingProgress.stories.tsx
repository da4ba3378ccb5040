import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MatchingProgress } from '../../../src/components/tradeMatching/MatchingProgress';

const meta = {
  title: 'Components/TradeMatching/MatchingProgress',
  component: MatchingProgress,
  args: {
    label: 'Matching progress',
    state: 'idle',
    value: 0,
    valueText: '0%',
    statusText: 'Ready: enter what you offer and what you seek, then Find Matches.',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MatchingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Running: Story = {
  args: { state: 'running', value: 60, valueText: '60%', statusText: 'Searching the trading network…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Matching progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};

export const Results: Story = {
  args: { state: 'results', value: 100, valueText: '100%', statusText: 'Search complete: 4 matches found.' },
};
