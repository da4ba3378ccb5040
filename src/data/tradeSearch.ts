/**
 * Trade search (/trade-search): the trade listing entity,
 * its sample listings, and the search: free text, Location,
 * Category, Min Volume and Max Volume, all combined. Volume bounds are typed text: a bound that is
 * not a number, is negative or is absurdly large is reported and not applied; a minimum above the
 * maximum is reported and the volume range is not applied (the member sees why instead of nothing).
 *
 * Titles, locations and tags are codes or English sample values, suppliers cast ids; the screen shows their translations
 * and searches what it shows (the `textOf` argument of `filterListings`).
 */
import type { CompanyId } from './cast';
import { parseFilterBound, type FilterBound } from './decimal';
import { tradeVolumeField } from './numberFields';
import { pricePerTonne, type PricedCommodity } from './prices';

export const listingCategories = ['agriculture', 'energy', 'metals', 'textiles', 'machinery'] as const;
export type ListingCategory = (typeof listingCategories)[number];

export const listingLocations = ['kz', 'eg', 'br', 'cl', 'cn', 'in', 'ae', 'vn'] as const;
export type ListingLocation = (typeof listingLocations)[number];

/** Trade listing (plus the category the Category filter needs). */
export interface TradeListing {
  id: string;
  /** English sample title; the screen shows `listings.<id>.title`. */
  title: string;
  /** The supplier's cast id (src/data/cast.ts). */
  supplier: CompanyId;
  /** The supplier's country, lower case (a Location filter code). */
  location: ListingLocation;
  category: ListingCategory;
  /** Metric tonnes on offer. */
  volume: number;
  /** The commodity of the price table, when the listing is one (machinery is priced by its seller). */
  commodity?: PricedCommodity;
  /** SDR per tonne: the price table's for a commodity. */
  price: number;
  /** 0 to 5. */
  rating: number;
  verified: boolean;
  /** Tag codes; the screen shows `tags.<code>`. */
  tags: readonly string[];
}

export const tradeListings: readonly TradeListing[] = [
  {
    id: 'lst-201',
    title: 'Durum Wheat, 13% protein',
    supplier: 'steppe-harvest',
    location: 'kz',
    category: 'agriculture',
    volume: 25_000,
    commodity: 'wheat',
    price: pricePerTonne('wheat'),
    rating: 4.7,
    verified: true,
    tags: ['organic', 'bulk', 'rail'],
  },
  {
    id: 'lst-202',
    title: 'Brent Crude Oil',
    supplier: 'gulf-energy',
    location: 'ae',
    category: 'energy',
    volume: 120_000,
    commodity: 'crudeOil',
    price: pricePerTonne('crudeOil'),
    rating: 4.9,
    verified: true,
    tags: ['bulk', 'sea', 'certified'],
  },
  {
    id: 'lst-203',
    title: 'Grade A Copper Cathodes',
    supplier: 'andes-copper',
    location: 'cl',
    category: 'metals',
    volume: 4_000,
    commodity: 'copper',
    price: pricePerTonne('copper'),
    rating: 4.6,
    verified: true,
    tags: ['certified', 'sea'],
  },
  {
    id: 'lst-204',
    title: 'Long-staple Cotton Fabric',
    supplier: 'nile-delta-textiles',
    location: 'eg',
    category: 'textiles',
    volume: 800,
    commodity: 'cottonFabric',
    price: pricePerTonne('cottonFabric'),
    rating: 4.4,
    verified: false,
    tags: ['organic', 'container'],
  },
  {
    id: 'lst-205',
    title: 'Green Arabica Coffee Beans',
    supplier: 'minas-coffee',
    location: 'br',
    category: 'agriculture',
    volume: 1_500,
    commodity: 'coffee',
    price: pricePerTonne('coffee'),
    rating: 4.8,
    verified: true,
    tags: ['organic', 'container', 'fairTrade'],
  },
  {
    id: 'lst-206',
    title: 'Hot-rolled Steel Coils',
    supplier: 'yangtze-steel',
    location: 'cn',
    category: 'metals',
    volume: 10_000,
    commodity: 'steelCoils',
    price: pricePerTonne('steelCoils'),
    rating: 4.2,
    verified: false,
    tags: ['bulk', 'sea'],
  },
  {
    id: 'lst-207',
    title: 'Basmati Rice',
    supplier: 'punjab-grain',
    location: 'in',
    category: 'agriculture',
    volume: 6_000,
    commodity: 'rice',
    price: pricePerTonne('rice'),
    rating: 4.5,
    verified: true,
    tags: ['container', 'certified'],
  },
  {
    id: 'lst-208',
    title: 'Rice Milling Machines',
    supplier: 'mekong-machinery',
    location: 'vn',
    category: 'machinery',
    volume: 40,
    price: 21_000,
    rating: 4.3,
    verified: true,
    tags: ['container'],
  },
];

/** The listing with this id (a link's `?listing=`), if there is one. */
export function listingById(id: string | null | undefined): TradeListing | undefined {
  return tradeListings.find((listing) => listing.id === id);
}

/**
 * A volume bound as typed in `language` (`tradeVolumeField`): empty (or only spaces) is no bound;
 * digits with thousands separators (`1,000`, `1 000`, `1_000`) and one decimal mark (a comma in
 * Spanish and Russian) are a number; a leading minus is negative; anything else (a leading plus,
 * letters, `1e5`, two points, HTML) is not a number, as in every other number field. Zero is a valid bound.
 */
export const parseVolumeBound = (text: string, language: string): FilterBound =>
  parseFilterBound(text, tradeVolumeField, language);

export interface ListingSearch {
  query: string;
  location: ListingLocation | 'all';
  category: ListingCategory | 'all';
  /** The bounds as typed. */
  minVolume: string;
  maxVolume: string;
}

export const emptyListingSearch: ListingSearch = {
  query: '',
  location: 'all',
  category: 'all',
  minVolume: '',
  maxVolume: '',
};

export interface VolumeRange {
  min: FilterBound;
  max: FilterBound;
  /** Both bounds are numbers and the minimum is above the maximum: the range is not applied. */
  reversed: boolean;
  /** The bounds that filter (invalid ones and a reversed range filter nothing). */
  applied: { min: number | null; max: number | null };
}

export function readVolumeRange(minText: string, maxText: string, language: string): VolumeRange {
  const min = parseVolumeBound(minText, language);
  const max = parseVolumeBound(maxText, language);
  const reversed = min.kind === 'value' && max.kind === 'value' && min.value > max.value;
  return {
    min,
    max,
    reversed,
    applied: {
      min: !reversed && min.kind === 'value' ? min.value : null,
      max: !reversed && max.kind === 'value' ? max.value : null,
    },
  };
}

/** Lower case, accents kept, runs of spaces as one: what the free text is compared in. */
function normaliseText(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a listing shows, in the screen's language: searched by the free text. */
export interface ListingText {
  title: string;
  supplier: string;
  location: string;
  category: string;
  tags: readonly string[];
}

/**
 * The listings the search keeps: every word of the free text appears (literally, regex characters
 * included) in the listing's shown text; location, category and the applied volume range all hold.
 */
export function filterListings<T extends TradeListing>(
  listings: readonly T[],
  search: ListingSearch,
  textOf: (listing: T) => ListingText,
  language: string,
): T[] {
  const words = normaliseText(search.query).split(' ').filter(Boolean);
  const { applied } = readVolumeRange(search.minVolume, search.maxVolume, language);
  return listings.filter((listing) => {
    if (search.location !== 'all' && listing.location !== search.location) return false;
    if (search.category !== 'all' && listing.category !== search.category) return false;
    if (applied.min !== null && listing.volume < applied.min) return false;
    if (applied.max !== null && listing.volume > applied.max) return false;
    if (words.length === 0) return true;
    const text = textOf(listing);
    const haystack = normaliseText(
      [text.title, text.supplier, text.location, text.category, ...text.tags].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** How many of the search's parts are set (free text included): drives "Clear filters". */
export function countActiveSearch(search: ListingSearch): number {
  return [
    search.query.trim() !== '',
    search.location !== 'all',
    search.category !== 'all',
    search.minVolume.trim() !== '',
    search.maxVolume.trim() !== '',
  ].filter(Boolean).length;
}

export function parseLocation(value: string | null): ListingLocation | 'all' {
  return listingLocations.find((code) => code === value) ?? 'all';
}

export function parseListingCategory(value: string | null): ListingCategory | 'all' {
  return listingCategories.find((code) => code === value) ?? 'all';
}

/** A search from the address bar (`?q=&location=&category=&min=&max=`); unknown codes are ignored. */
export function searchFromParams(params: URLSearchParams): ListingSearch {
  return {
    query: params.get('q') ?? '',
    location: parseLocation(params.get('location')),
    category: parseListingCategory(params.get('category')),
    minVolume: params.get('min') ?? '',
    maxVolume: params.get('max') ?? '',
  };
}

/** The search as address-bar values (empty ones leave the address). */
export function searchToParams(search: ListingSearch): Record<string, string | null> {
  return {
    q: search.query,
    location: search.location === 'all' ? null : search.location,
    category: search.category === 'all' ? null : search.category,
    // A bound longer than the field reads stays in the field (with its message), not in the address.
    min: search.minVolume.length <= tradeVolumeField.maxLength ? search.minVolume : null,
    max: search.maxVolume.length <= tradeVolumeField.maxLength ? search.maxVolume : null,
  };
}
