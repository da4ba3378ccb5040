/**
 * Trade search (/trade-search): free text plus Location,
 * Category, Min Volume and Max Volume, and the listing cards with View Details & Match. The search
 * is a real one: every filter combines with the others; a volume
 * that is not a number, negative or absurd is explained and kept as typed; a minimum above the maximum
 * is explained and the range is not applied. View Details & Match opens the listing (a dialog, loaded
 * when first opened) with a path to AI Trade Matching that carries the listing's goods into its search
 * (src/data/matchingLinks.ts). The search lives in the URL, so it can be linked.
 */
import { useEffect, useMemo, useState } from 'react';
import { TradeListingCard, type TradeListingView } from '../../components/tradeSearch/TradeListingCard';
import { TradeSearchFilters } from '../../components/tradeSearch/TradeSearchFilters';
import { ResultList } from '../../components/primitives/ResultList';
import { Page } from '../../components/primitives/ScreenLayout';
import {
  countActiveSearch,
  emptyListingSearch,
  filterListings,
  listingById,
  listingCategories,
  listingLocations,
  parseListingCategory,
  parseLocation,
  readVolumeRange,
  searchFromParams,
  searchToParams,
  tradeListings,
  type ListingSearch,
  type TradeListing,
} from '../../data/tradeSearch';
import type { FilterBound } from '../../data/decimal';
import { tradeVolumeField } from '../../data/numberFields';
import { matchingPathForListing } from '../../data/matchingLinks';
import { formatCount, formatNumber, formatSdr } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useDeferredModule } from '../../platform/deferredModule';
import { useScreenText } from '../../platform/screenText';
import { useUrlParams } from '../../platform/urlState';

// The detail dialog (Radix Dialog) loads when first opened: it is not part of the first paint.
const loadDialog = () => import('../../components/primitives/Dialog');
const loadListingDetails = () => import('../../components/tradeSearch/TradeListingDetails');

export default function TradeSearchScreen() {
  const { t, language } = useScreenText('tradeSearch');
  const [params, writeUrl] = useUrlParams();
  const [search, setSearch] = useState<ListingSearch>(() => searchFromParams(params));
  const [openId, setOpenId] = useState<string | null>(null);
  // `?listing=` (a link to one listing) marks it as the current one.
  const linkedListing = listingById(params.get('listing'));
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const Dialog = useDeferredModule(loadDialog, dialogLoaded)?.Dialog;
  const TradeListingDetails = useDeferredModule(loadListingDetails, dialogLoaded)?.TradeListingDetails;
  useEffect(() => writeUrl(searchToParams(search)), [writeUrl, search]);

  const range = readVolumeRange(search.minVolume, search.maxVolume, language);
  const boundError = (bound: FilterBound) =>
    bound.kind === 'invalid'
      ? t(`errors.${bound.problem}`, {
          maxLength: formatCount(tradeVolumeField.maxLength, language),
          decimals: formatCount(tradeVolumeField.maxDecimals, language),
        })
      : undefined;
  const minError = range.reversed ? t('errors.reversed') : boundError(range.min);
  const maxError = boundError(range.max);

  const textOf = useMemo(
    () => (listing: TradeListing) => ({
      title: t(`listings.${listing.id}`),
      supplier: companyName(t, listing.supplier),
      location: t(`locations.${listing.location}`),
      category: t(`categories.${listing.category}`),
      tags: listing.tags.map((tag) => t(`tags.${tag}`)),
    }),
    [t],
  );
  const shown = filterListings(tradeListings, search, textOf, language);
  const rating = (value: number) =>
    formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const viewOf = (listing: TradeListing): TradeListingView & { category: string } => {
    const text = textOf(listing);
    return {
      ...text,
      volume: t('units.volume', { value: formatCount(listing.volume, language) }),
      price: t('units.price', { value: formatSdr(listing.price, language) }),
      rating: rating(listing.rating),
      verified: listing.verified,
    };
  };
  const cardTexts = (listing: TradeListing) => ({
    supplier: t('card.supplier'),
    location: t('card.location'),
    volume: t('card.volume'),
    price: t('card.price'),
    ratingLabel: t('card.rating', { rating: rating(listing.rating) }),
    verified: t('card.verified'),
    unverified: t('card.unverified'),
    tags: t('card.tags'),
    viewDetails: t('card.viewDetails'),
  });
  const change = (next: Partial<Record<keyof ListingSearch, string>>) =>
    setSearch((current) => ({
      ...current,
      ...next,
      location: next.location === undefined ? current.location : parseLocation(next.location),
      category: next.category === undefined ? current.category : parseListingCategory(next.category),
    }));
  const clear = () => setSearch(emptyListingSearch);
  const active = countActiveSearch(search);
  const selected = tradeListings.find((listing) => listing.id === openId);

  return (
    <Page gap={6}>
      <TradeSearchFilters
        texts={{
          heading: t('filters.heading'),
          searchLabel: t('filters.searchLabel'),
          searchPlaceholder: t('filters.searchPlaceholder'),
          searchClear: t('filters.searchClear'),
          location: t('filters.location'),
          category: t('filters.category'),
          minVolume: t('filters.minVolume'),
          maxVolume: t('filters.maxVolume'),
          volumeUnit: t('filters.volumeUnit'),
          clear: t('filters.clear'),
          activeText: t('filters.active', { count: active }),
        }}
        values={search}
        locationOptions={[
          { value: 'all', label: t('filters.allLocations') },
          ...listingLocations.map((code) => ({ value: code, label: t(`locations.${code}`) })),
        ]}
        categoryOptions={[
          { value: 'all', label: t('filters.allCategories') },
          ...listingCategories.map((code) => ({ value: code, label: t(`categories.${code}`) })),
        ]}
        minError={minError}
        maxError={maxError}
        onChange={change}
        onClear={active > 0 ? clear : undefined}
      />
      <ResultList
        heading={t('results.heading')}
        countText={t('results.count', { count: shown.length })}
        emptyTitle={t('results.emptyTitle')}
        emptyBody={t('results.emptyBody')}
        clearLabel={t('results.clear')}
        onClear={clear}
        items={shown.map((listing) => ({
          key: listing.id,
          node: (
            <TradeListingCard
              listing={viewOf(listing)}
              texts={cardTexts(listing)}
              current={listing === linkedListing}
              onViewDetails={() => {
                setDialogLoaded(true);
                setOpenId(listing.id);
              }}
            />
          ),
        }))}
      />
      <>
        {Dialog && TradeListingDetails ? (
          <Dialog
            open={selected !== undefined}
            onOpenChange={(open) => {
              if (!open) setOpenId(null);
            }}
            title={selected ? textOf(selected).title : ''}
            closeLabel={t('details.close')}
          >
            {selected ? (
              <TradeListingDetails
                listing={viewOf(selected)}
                texts={{
                  ...cardTexts(selected),
                  rating: t('details.rating'),
                  ratingValue: t('details.ratingValue', { rating: rating(selected.rating) }),
                  category: t('details.category'),
                  matchHint: t('details.matchHint'),
                  matchLink: t('details.matchLink'),
                }}
                matchPath={matchingPathForListing(selected.id)}
                onMatch={() => setOpenId(null)}
              />
            ) : null}
          </Dialog>
        ) : null}
      </>
    </Page>
  );
}
