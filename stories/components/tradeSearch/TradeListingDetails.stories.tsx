import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TradeListingDetails } from '../../../src/components/tradeSearch/TradeListingDetails';
import { matchingPathForListing } from '../../../src/data/matchingLinks';
import { loadStoryStrings } from '../../support/storyI18n';
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

/** The dialog's labels in `language`, on a 390 px phone; nothing in it may be wider than its box. */
async function phoneStory(language: 'ar' | 'ru'): Promise<Story> {
  const lt = (await loadStoryStrings(language, ['tradeSearch'])).getFixedT(language, 'tradeSearch');
  const translated = {
    ...texts,
    supplier: lt('card.supplier'),
    location: lt('card.location'),
    volume: lt('card.volume'),
    price: lt('card.price'),
    rating: lt('details.rating'),
    category: lt('details.category'),
    matchHint: lt('details.matchHint'),
    matchLink: lt('details.matchLink'),
  };
  return {
    args: { texts: translated },
    globals: { locale: language, viewport: { value: 'phone390', isRotated: false } },
    // The dialog's content width on a 390 px phone.
    decorators: [(Story) => <div style={{ maxWidth: 314 }}>{Story()}</div>],
    play: async ({ canvas, canvasElement, step }) => {
      await step('the match label wraps inside its button', async () => {
        const link = canvas.getByRole('link', { name: translated.matchLink });
        await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
      });
      await step('each fact label wraps inside its column', async () => {
        for (const label of canvasElement.querySelectorAll('dt'))
          await expect(label.scrollWidth, label.textContent ?? '').toBeLessThanOrEqual(label.clientWidth);
      });
    },
  };
}

/** The longest match label, in Arabic. */
export const ArabicPhone: Story = await phoneStory('ar');

/** The longest fact label ("Местоположение"), in Russian. */
export const RussianPhone: Story = await phoneStory('ru');
