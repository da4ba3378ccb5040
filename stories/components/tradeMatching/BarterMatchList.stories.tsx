import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarterMatchList } from '../../../src/components/tradeMatching/BarterMatchList';
import { cardTexts, recommendedViews } from './matchingFixtures';

const meta = {
  title: 'Components/TradeMatching/BarterMatchList',
  component: BarterMatchList,
  args: {
    heading: 'Recommended multi-party matches',
    matches: recommendedViews,
    cardTexts,
    emptyTitle: 'No matches found',
    emptyBody: 'No party in the network trades these items.',
  },
  argTypes: { cardTexts: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BarterMatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recommended: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Start Negotiation' })).toHaveLength(3);
  },
};

export const Results: Story = {
  args: { heading: 'Search results', summary: '3 matches for offering crude oil and seeking wheat.' },
};

export const Empty: Story = {
  args: { heading: 'Search results', matches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches found');
  },
};

export const ManyMatches: Story = {
  args: {
    matches: Array.from({ length: 9 }, (_, index) => ({
      ...recommendedViews[index % 3]!,
      id: `${recommendedViews[index % 3]!.id}-${index}`,
    })),
  },
};
