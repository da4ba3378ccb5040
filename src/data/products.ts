/**
 * The Product Explorer (/explorer): the
 * product card entity, its six sample products, the category list and the search rule.
 *
 * Names, descriptions and locations here are the English sample values (suppliers are cast ids); the screen shows the
 * translation of each (namespace `explorer`, key `products.<id>.<field>`), and searches what it shows.
 */

import type { CompanyId } from './cast';
import { lotValue } from './prices';

/** The category chips, in the order the screen shows them; `all` means no category filter. */
export const productCategories = [
  'all',
  'energy',
  'agriculture',
  'machinery',
  'textiles',
  'minerals',
  'technology',
] as const;

export type ProductCategoryFilter = (typeof productCategories)[number];
export type ProductCategory = Exclude<ProductCategoryFilter, 'all'>;

/** A product card of the Product Explorer (/explorer): these fields and no others. */
export interface ProductCard {
  id: string;
  name: string;
  category: ProductCategory;
  description: string;
  /** Value of the lot in SDR (a commodity lot: the price table's unit price x its quantity). */
  sdrValue: number;
  location: string;
  /** The supplier's cast id (src/data/cast.ts). */
  supplier: CompanyId;
  /** 0 to 5. */
  rating: number;
  certifications: readonly string[];
  /** Illustration key: the card draws it from the category (no external assets). */
  image: string;
  inStock: boolean;
  trending: boolean;
}

/** The six sample products the Product Explorer lists; fixed ids. */
export const sampleProducts: readonly ProductCard[] = [
  {
    id: 'prod-001',
    name: 'Brent Crude Oil',
    category: 'energy',
    description: 'Light sweet crude, 32,500 barrels ready for multi-party barter against grain or metals.',
    sdrValue: lotValue('crudeOil', 32_500),
    location: 'Dubai, UAE',
    supplier: 'emirates-petroleum',
    rating: 4.8,
    certifications: ['ISO 9001', 'API Q1'],
    image: 'energy',
    inStock: true,
    trending: true,
  },
  {
    id: 'prod-002',
    name: 'Premium Wheat',
    category: 'agriculture',
    description: 'Hard red winter wheat, 12.5% protein, 3,600 tonnes from the new harvest.',
    sdrValue: lotValue('wheat', 3_600),
    location: 'Astana, Kazakhstan',
    supplier: 'steppe-harvest',
    rating: 4.6,
    certifications: ['GlobalG.A.P.', 'ISO 22000'],
    image: 'agriculture',
    inStock: true,
    trending: false,
  },
  {
    id: 'prod-003',
    name: 'Hydraulic Excavators',
    category: 'machinery',
    description: 'Twelve 20-tonne crawler excavators with spare parts and operator training.',
    sdrValue: 1_680_000,
    location: 'Xuzhou, China',
    supplier: 'huaihai-heavy',
    rating: 4.7,
    certifications: ['CE', 'ISO 9001'],
    image: 'machinery',
    inStock: true,
    trending: true,
  },
  {
    id: 'prod-004',
    name: 'Mulberry Silk Fabric',
    category: 'textiles',
    description: 'Pure mulberry silk, 22 momme, 10,000 metres in natural and dyed colours.',
    sdrValue: 340_000,
    location: 'Hangzhou, China',
    supplier: 'west-lake-silk',
    rating: 4.9,
    certifications: ['OEKO-TEX 100'],
    image: 'textiles',
    inStock: true,
    trending: false,
  },
  {
    id: 'prod-005',
    name: 'Copper Concentrate',
    category: 'minerals',
    description: 'Copper ore concentrate, 28% Cu, 5,000 tonnes, assay report included.',
    // Valued by its contained copper, 28 % of 5,000 t, at the price table's copper price.
    sdrValue: lotValue('copper', 1_400),
    location: 'Ulaanbaatar, Mongolia',
    supplier: 'gobi-mining',
    rating: 4.5,
    certifications: ['ISO 14001', 'LME listed'],
    image: 'minerals',
    inStock: false,
    trending: true,
  },
  {
    id: 'prod-006',
    name: 'Industrial Microcontrollers',
    category: 'technology',
    description: '32-bit microcontrollers for automation, two million units in reels.',
    sdrValue: 1_250_000,
    location: 'Penang, Malaysia',
    supplier: 'penang-microsystems',
    rating: 4.7,
    certifications: ['ISO 9001', 'RoHS'],
    image: 'technology',
    inStock: true,
    trending: true,
  },
];

/** A category from untrusted text (a URL parameter): anything unknown is `all`. */
export function parseCategory(value: string | null | undefined): ProductCategoryFilter {
  return productCategories.find((category) => category === value) ?? 'all';
}

/** The text a search compares: trimmed and lower-cased for the language, so it is case-insensitive. */
export function normaliseQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

/** Does `text` contain the (normalised) query? Plain substring search: regex characters are just text. */
export function containsQuery(text: string, normalisedQuery: string): boolean {
  return normalisedQuery === '' || text.toLocaleLowerCase().includes(normalisedQuery);
}

/**
 * Case-insensitive match on name or description, combined with the category filter;
 * `all` means no category filter. An empty or whitespace-only query matches everything.
 * Works on whatever strings the products carry (the screen passes translated ones).
 */
export function filterProducts<T extends Pick<ProductCard, 'name' | 'description' | 'category'>>(
  products: readonly T[],
  query: string,
  category: ProductCategoryFilter,
): T[] {
  const needle = normaliseQuery(query);
  return products.filter(
    (product) =>
      (category === 'all' || product.category === category) &&
      (containsQuery(product.name, needle) || containsQuery(product.description, needle)),
  );
}
