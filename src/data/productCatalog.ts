/**
 * The Global Product Explorer (/product-explorer): the catalogue
 * product entity, its sample products, availability (label and colour) and the filter rules
 * (search on name, category and location; category, availability, price range).
 *
 * Names, descriptions and locations are the English sample values (sellers are cast ids); the screen shows the
 * translation of each (namespace `productExplorer`, key `products.<id>.<field>`) and searches what it shows.
 */
import type { CompanyId } from './cast';
import { priceOf } from './prices';
import { containsQuery, normaliseQuery, type ProductCategory, type ProductCategoryFilter } from './products';
import { parseFilterBound, type FilterBound } from './decimal';
import { productPriceField } from './numberFields';

/** Product availability. */
export const availabilities = ['available', 'limited', 'out-of-stock'] as const;
export type Availability = (typeof availabilities)[number];

/** A product of the Global Product Explorer's catalogue: these fields and no others. */
export interface CatalogProduct {
  id: string;
  name: string;
  category: ProductCategory;
  price: number;
  /** ISO-like code of the price; the sample data quotes in SDR. */
  currency: string;
  location: string;
  /** 0 to 5. */
  rating: number;
  reviews: number;
  availability: Availability;
  /** Illustration key (no external assets). */
  image: string;
  description: string;
  /** The seller's cast id (src/data/cast.ts). */
  seller: CompanyId;
  has3DModel: boolean;
}

export const catalogProducts: readonly CatalogProduct[] = [
  {
    id: 'cat-101',
    name: 'Brent Crude Oil',
    category: 'energy',
    price: priceOf('crudeOil'),
    currency: 'SDR',
    location: 'Ras Tanura, Saudi Arabia',
    rating: 4.8,
    reviews: 156,
    availability: 'available',
    image: 'energy',
    description:
      'Light sweet crude oil per barrel, loaded at the terminal, with certificate of origin and independent quality inspection for every cargo.',
    seller: 'gulf-energy',
    has3DModel: true,
  },
  {
    id: 'cat-102',
    name: 'Jasmine Rice',
    category: 'agriculture',
    price: priceOf('rice'),
    currency: 'SDR',
    location: 'Bangkok, Thailand',
    rating: 4.6,
    reviews: 89,
    availability: 'available',
    image: 'agriculture',
    description:
      'Fragrant long-grain rice per tonne, 5% broken, packed in 50 kg bags, phytosanitary certificate included.',
    seller: 'siam-grain',
    has3DModel: false,
  },
  {
    id: 'cat-103',
    name: 'CNC Milling Machine',
    category: 'machinery',
    price: 48_500,
    currency: 'SDR',
    location: 'Shenzhen, China',
    rating: 4.9,
    reviews: 42,
    availability: 'limited',
    image: 'machinery',
    description:
      'Five-axis vertical machining centre with tool changer, installation and two years of remote support.',
    seller: 'pearl-river-machine',
    has3DModel: true,
  },
  {
    id: 'cat-104',
    name: 'Egyptian Cotton Fabric',
    category: 'textiles',
    price: 12.8,
    currency: 'SDR',
    location: 'Alexandria, Egypt',
    rating: 4.7,
    reviews: 213,
    availability: 'available',
    image: 'textiles',
    description:
      'Long-staple cotton sateen per metre, 300 thread count, bleached or greige, minimum 5,000 metres.',
    seller: 'nile-delta-textiles',
    has3DModel: false,
  },
  {
    id: 'cat-105',
    name: 'Copper Cathodes, 99.99% Cu',
    category: 'minerals',
    price: priceOf('copper'),
    currency: 'SDR',
    location: 'Antofagasta, Chile',
    rating: 4.5,
    reviews: 67,
    availability: 'limited',
    image: 'minerals',
    description: 'Grade A copper cathodes per tonne, 99.99% Cu, LME registered brand, bundled on pallets.',
    seller: 'andes-copper',
    has3DModel: true,
  },
  {
    id: 'cat-106',
    name: 'Lithium-ion Battery Cells',
    category: 'technology',
    price: 95,
    currency: 'SDR',
    location: 'Seoul, South Korea',
    rating: 4.4,
    reviews: 128,
    availability: 'out-of-stock',
    image: 'technology',
    description: 'Prismatic 280 Ah LFP cells per unit for energy storage, tested and graded, 6,000 cycles.',
    seller: 'hanil-energy',
    has3DModel: true,
  },
  {
    id: 'cat-107',
    name: 'Durum Wheat',
    category: 'agriculture',
    price: priceOf('wheat'),
    currency: 'SDR',
    location: 'Kostanay, Kazakhstan',
    rating: 4.3,
    reviews: 54,
    availability: 'available',
    image: 'agriculture',
    description:
      'Durum wheat per tonne, 13% protein, for pasta mills, shipped by rail or through Caspian ports.',
    seller: 'steppe-harvest',
    has3DModel: false,
  },
  {
    id: 'cat-108',
    name: 'Solar Panel Modules',
    category: 'energy',
    price: 180,
    currency: 'SDR',
    location: 'Jiangsu, China',
    rating: 4.7,
    reviews: 97,
    availability: 'out-of-stock',
    image: 'energy',
    description: 'Monocrystalline 550 W modules per unit, tier-one cells, 25-year output warranty.',
    seller: 'yangtze-solar',
    has3DModel: true,
  },
];

/** Availability colours green, yellow, red, as semantic tones. */
export type AvailabilityTone = 'success' | 'warning' | 'danger';
export const availabilityTones: Record<Availability, AvailabilityTone> = {
  available: 'success',
  limited: 'warning',
  'out-of-stock': 'danger',
};

/**
 * A price bound as typed in `language` (`productPriceField`). Empty or whitespace means "no bound";
 * a grouped number ("1,000,000" in English) is a value; a leading minus is "negative". The form keeps
 * what was typed.
 */
export const parsePriceBound = (text: string, language: string): FilterBound =>
  parseFilterBound(text, productPriceField, language);

export interface PriceRangeCheck {
  min: FilterBound;
  max: FilterBound;
  /** Both bounds are numbers and min is above max. */
  minAboveMax: boolean;
  valid: boolean;
}

/** Both bounds of the price range, and whether they may be applied. */
export function checkPriceRange(minText: string, maxText: string, language: string): PriceRangeCheck {
  const min = parsePriceBound(minText, language);
  const max = parsePriceBound(maxText, language);
  const minAboveMax = min.kind === 'value' && max.kind === 'value' && min.value > max.value;
  return { min, max, minAboveMax, valid: min.kind !== 'invalid' && max.kind !== 'invalid' && !minAboveMax };
}

export interface CatalogFilters {
  query: string;
  category: ProductCategoryFilter;
  /** Empty means every availability. */
  availability: readonly Availability[];
  minPrice: number | null;
  maxPrice: number | null;
}

export const noCatalogFilters: CatalogFilters = {
  query: '',
  category: 'all',
  availability: [],
  minPrice: null,
  maxPrice: null,
};

/** How many filters besides the search are in force (for the Filters button's count). */
export function countActiveFilters(filters: CatalogFilters): number {
  return (
    (filters.category === 'all' ? 0 : 1) +
    (filters.availability.length > 0 ? 1 : 0) +
    (filters.minPrice === null && filters.maxPrice === null ? 0 : 1)
  );
}

/** Availability codes from untrusted text (a URL parameter, comma-separated): unknown ones are dropped. */
export function parseAvailabilityList(value: string | null | undefined): Availability[] {
  const wanted = new Set((value ?? '').split(','));
  return availabilities.filter((availability) => wanted.has(availability));
}

/** A price bound from untrusted text (a URL parameter): only a valid, non-negative number counts. */
export function parsePriceParam(value: string | null | undefined): number | null {
  // The app writes these parameters itself, with a decimal point.
  const parsed = parsePriceBound(value ?? '', 'en');
  return parsed.kind === 'value' ? parsed.value : null;
}

/**
 * The search matches name, category or location (case-insensitive, plain text), combined with the
 * category, availability and price range filters. `categoryLabel` is the text shown for the category
 * (the screen passes the translated label), so a search for "energy" or "能源" finds what it shows.
 */
export function filterCatalog<
  T extends Pick<CatalogProduct, 'name' | 'category' | 'location' | 'availability' | 'price'>,
>(
  products: readonly T[],
  filters: CatalogFilters,
  categoryLabel: (category: ProductCategory) => string,
): T[] {
  const needle = normaliseQuery(filters.query);
  return products.filter(
    (product) =>
      (filters.category === 'all' || product.category === filters.category) &&
      (filters.availability.length === 0 || filters.availability.includes(product.availability)) &&
      (filters.minPrice === null || product.price >= filters.minPrice) &&
      (filters.maxPrice === null || product.price <= filters.maxPrice) &&
      (containsQuery(product.name, needle) ||
        containsQuery(categoryLabel(product.category), needle) ||
        containsQuery(product.location, needle)),
  );
}
