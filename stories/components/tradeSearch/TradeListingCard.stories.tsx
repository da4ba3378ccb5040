import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TradeListingCard } from '../../../src/components/tradeSearch/TradeListingCard';
import { cardTexts, listingViews } from './tradeSearchFixtures';

const meta = {
  title: 'Components/TradeSearch/TradeListingCard',
  component: TradeListingCard,
  args: { listing: listingViews[0]!, texts: cardTexts(), onViewDetails: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof TradeListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Durum Wheat, 13% protein' })).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByText('25,000 t')).toBeVisible();
    await expect(canvas.getByText('Rated 4.7 out of 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'View Details & Match' }));
    await expect(args.onViewDetails).toHaveBeenCalledTimes(1);
  },
};

export const Unverified: Story = {
  args: { listing: listingViews[3]!, texts: cardTexts('4.4') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not verified')).toBeVisible();
  },
};

/** A link opened this listing: it is marked as the current one. */
export const Current: Story = {
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-current', 'true');
  },
};

export const NoTags: Story = { args: { listing: { ...listingViews[7]!, tags: [] } } };

// Supplier text with HTML stays text; long words wrap inside the card.
export const LongText: Story = {
  args: {
    listing: {
      ...listingViews[1]!,
      title: `${'Extra-long premium grade export commodity '.repeat(3)}Supercalifragilisticexpialidocious`,
      supplier: '<img src=x onerror="alert(1)"> Trading International Holding Company Limited',
      tags: ['Certified', 'Sea freight', 'Bulk', 'Container', 'Fair trade', 'Organic', 'Rail freight'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<img src=x/)).toBeVisible();
  },
};
