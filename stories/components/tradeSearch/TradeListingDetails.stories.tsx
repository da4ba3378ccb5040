import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TradeListingDetails } from '../../../src/components/tradeSearch/TradeListingDetails';
import { matchingPathForListing } from '../../../src/data/matchingLinks';
import { cardTexts, listingViews, ts } from './tradeSearchFixtures';

const texts = {
  ...cardTexts(),
  rating: ts('details.rating'),
  ratingValue: '4.7 out of 5',
  category: ts('details.category'),
  matchHint: ts('details.matchHint'),
  matchLink: ts('details.matchLink'),
};

const meta = {
  title: 'Components/TradeSearch/TradeListingDetails',
  component: TradeListingDetails,
  args: { listing: listingViews[0]!, texts, matchPath: matchingPathForListing('lst-201'), onMatch: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof TradeListingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: ts('details.matchLink') })).toHaveAttribute(
      'href',
      '/trade-matching?offering=crudeOil,machinery,fertilizer&seeking=wheat',
    );
    await expect(canvas.getByText('Agriculture')).toBeVisible();
    await expect(canvas.getByText('Organic, Bulk, Rail freight')).toBeVisible();
  },
};

export const Unverified: Story = { args: { listing: listingViews[5]! } };

export const LongText: Story = {
  args: {
    listing: {
      ...listingViews[2]!,
      supplier: 'Andes Copper and Mining Corporation of the Pacific Coast '.repeat(3),
    },
  },
};
