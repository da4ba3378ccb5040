import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ResultList } from '../../../src/components/primitives/ResultList';
import { TradeListingCard } from '../../../src/components/tradeSearch/TradeListingCard';
import { cardTexts, listingViews, ts } from './tradeSearchFixtures';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const listing = listingViews[index % listingViews.length]!;
    return {
      key: `item-${index}`,
      node: <TradeListingCard listing={listing} texts={cardTexts(listing.rating)} onViewDetails={() => {}} />,
    };
  });

const meta = {
  title: 'Components/TradeSearch/ListingResults',
  component: ResultList,
  args: {
    heading: ts('results.heading'),
    countText: '8 listings',
    items: items(8),
    emptyTitle: ts('results.emptyTitle'),
    emptyBody: ts('results.emptyBody'),
    clearLabel: ts('results.clear'),
    onClear: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: { items: [], countText: '0 listings' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ts('results.emptyTitle'));
    await userEvent.click(canvas.getByRole('button', { name: ts('results.clear') }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const ManyItems: Story = { args: { items: items(24), countText: '24 listings' } };
