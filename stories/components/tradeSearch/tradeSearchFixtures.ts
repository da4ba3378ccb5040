/** English texts and views of the trade search components, shared by their stories. */
import type {
  TradeListingCardTexts,
  TradeListingView,
} from '../../../src/components/tradeSearch/TradeListingCard';
import type { TradeSearchFiltersTexts } from '../../../src/components/tradeSearch/TradeSearchFilters';
import {
  listingCategories,
  listingLocations,
  tradeListings,
  type TradeListing,
} from '../../../src/data/tradeSearch';
import { loadStoryStrings } from '../../support/storyI18n';

/** The English strings of the screen (fetched as the app fetches them: public/ cannot be imported). */
export const ts = (await loadStoryStrings('en', ['tradeSearch'])).getFixedT('en', 'tradeSearch');

export const filterTexts: TradeSearchFiltersTexts = {
  heading: ts('filters.heading'),
  searchLabel: ts('filters.searchLabel'),
  searchPlaceholder: ts('filters.searchPlaceholder'),
  searchClear: ts('filters.searchClear'),
  location: ts('filters.location'),
  category: ts('filters.category'),
  minVolume: ts('filters.minVolume'),
  maxVolume: ts('filters.maxVolume'),
  volumeUnit: ts('filters.volumeUnit'),
  clear: ts('filters.clear'),
};

export const locationOptions = [
  { value: 'all', label: ts('filters.allLocations') },
  ...listingLocations.map((value) => ({ value, label: ts(`locations.${value}`) })),
];
export const categoryOptions = [
  { value: 'all', label: ts('filters.allCategories') },
  ...listingCategories.map((value) => ({ value, label: ts(`categories.${value}`) })),
];

export const cardTexts = (rating = '4.7'): TradeListingCardTexts => ({
  supplier: ts('card.supplier'),
  location: ts('card.location'),
  volume: ts('card.volume'),
  price: ts('card.price'),
  ratingLabel: ts('card.rating', { rating }),
  verified: ts('card.verified'),
  unverified: ts('card.unverified'),
  tags: ts('card.tags'),
  viewDetails: ts('card.viewDetails'),
});

/** A listing as the screen shows it in English. */
function englishView(listing: TradeListing): TradeListingView & { category: string } {
  return {
    title: ts(`listings.${listing.id}`),
    supplier: listing.supplier,
    location: ts(`locations.${listing.location}`),
    category: ts(`categories.${listing.category}`),
    volume: `${listing.volume.toLocaleString('en')} t`,
    price: `SDR ${listing.price.toLocaleString('en', { minimumFractionDigits: 2 })} / t`,
    rating: listing.rating.toFixed(1),
    verified: listing.verified,
    tags: listing.tags.map((tag) => ts(`tags.${tag}`)),
  };
}

export const listingViews = tradeListings.map(englishView);
