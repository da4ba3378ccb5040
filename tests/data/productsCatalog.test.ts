// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  availabilities,
  availabilityTones,
  catalogProducts,
  checkPriceRange,
  countActiveFilters,
  filterCatalog,
  noCatalogFilters,
  parseAvailabilityList,
  parsePriceBound,
  parsePriceParam,
  type CatalogFilters,
} from '../../src/data/productCatalog';
import type { FilterBound } from '../../src/data/decimal';
import { productPriceField } from '../../src/data/numberFields';
import type { ProductCategory } from '../../src/data/products';

const ids = (list: readonly { id: string }[]) => list.map((product) => product.id);
const all = ids(catalogProducts);
const englishLabel = (category: ProductCategory) => category[0]!.toUpperCase() + category.slice(1);
const filter = (filters: Partial<CatalogFilters>) =>
  ids(filterCatalog(catalogProducts, { ...noCatalogFilters, ...filters }, englishLabel));

describe('product explorer B: sample data', () => {
  it('has unique ids and exactly the fields of the variant-B product entity', () => {
    expect(new Set(all).size).toBe(catalogProducts.length);
    for (const product of catalogProducts) {
      expect(Object.keys(product).sort()).toEqual(
        [
          'id',
          'name',
          'category',
          'price',
          'currency',
          'location',
          'rating',
          'reviews',
          'availability',
          'image',
          'description',
          'seller',
          'has3DModel',
        ].sort(),
      );
      expect(availabilities).toContain(product.availability);
      expect(product.price).toBeGreaterThan(0);
    }
  });

  it('shows every availability and both with and without a 3D model', () => {
    expect(new Set(catalogProducts.map((product) => product.availability))).toEqual(new Set(availabilities));
    expect(catalogProducts.some((product) => product.has3DModel)).toBe(true);
    expect(catalogProducts.some((product) => !product.has3DModel)).toBe(true);
  });

  it('English translations of the shown fields equal the sample values', () => {
    const en = JSON.parse(readFileSync('public/locales/en/productExplorer.json', 'utf8')) as {
      products: Record<string, Record<string, string>>;
    };
    for (const product of catalogProducts) {
      expect(en.products[product.id]).toEqual({
        name: product.name,
        description: product.description,
        location: product.location,
      });
    }
  });
});

describe('availability colours (green, yellow, red)', () => {
  it.each([
    ['available', 'success'],
    ['limited', 'warning'],
    ['out-of-stock', 'danger'],
  ] as const)('%s shows in %s', (code, tone) => {
    expect(availabilityTones[code]).toBe(tone);
  });
});

describe('parsePriceBound (keeps nothing but says why)', () => {
  it.each<[string, FilterBound]>([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['0', { kind: 'value', value: 0 }],
    ['100', { kind: 'value', value: 100 }],
    [' 245.5 ', { kind: 'value', value: 245.5 }],
    ['12,8', { kind: 'invalid', problem: 'notNumber' }], // in English a comma groups thousands
    ['-0', { kind: 'value', value: 0 }],
    ['-5', { kind: 'invalid', problem: 'negative' }],
    ['- 5', { kind: 'invalid', problem: 'negative' }],
    ['abc', { kind: 'invalid', problem: 'notNumber' }],
    ['1e3', { kind: 'invalid', problem: 'notNumber' }],
    ['1.2.3', { kind: 'invalid', problem: 'notNumber' }],
    ['NaN', { kind: 'invalid', problem: 'notNumber' }],
    ['Infinity', { kind: 'invalid', problem: 'notNumber' }],
    ['<b>5</b>', { kind: 'invalid', problem: 'notNumber' }],
    ['http://x.y/?a=1&b=2', { kind: 'invalid', problem: 'notNumber' }],
    ['.*', { kind: 'invalid', problem: 'notNumber' }],
    ['1,000,000', { kind: 'value', value: 1_000_000 }],
    [String(productPriceField.max), { kind: 'value', value: productPriceField.max }],
    [String(productPriceField.max + 1), { kind: 'invalid', problem: 'tooLarge' }],
    ['9'.repeat(32), { kind: 'invalid', problem: 'tooLarge' }],
    ['9'.repeat(400), { kind: 'invalid', problem: 'tooLong' }],
  ])('%j', (text, expected) => {
    expect(parsePriceBound(text, 'en')).toEqual(expected);
  });
});

describe('checkPriceRange', () => {
  it.each([
    ['', '', false, true],
    ['100', '', false, true],
    ['', '100', false, true],
    ['100', '100', false, true],
    ['100', '99', true, false],
    ['1000', '50', true, false],
    ['abc', '50', false, false],
    ['10', '-1', false, false],
    ['-1', 'x', false, false],
  ])('min %j max %j: minAboveMax %s, valid %s', (min, max, minAboveMax, valid) => {
    const check = checkPriceRange(min, max, 'en');
    expect(check.minAboveMax).toBe(minAboveMax);
    expect(check.valid).toBe(valid);
  });
});

describe('filterCatalog (search on name, category, location; category, availability, price)', () => {
  it.each<[string, Partial<CatalogFilters>, string[]]>([
    ['no filters', {}, all],
    ['whitespace search', { query: '   ' }, all],
    ['name, any case', { query: 'COPPER' }, ['cat-105']],
    ['category label', { query: 'agriculture' }, ['cat-102', 'cat-107']],
    ['location', { query: 'china' }, ['cat-103', 'cat-108']],
    ['description is not searched', { query: 'pallets' }, []],
    ['seller is not searched', { query: 'Andes' }, []],
    ['regex characters', { query: '.*' }, []],
    ['regex characters inside a name', { query: 'lithium-ion' }, ['cat-106']],
    ['HTML', { query: '<script>alert(1)</script>' }, []],
    ['very long', { query: 'x'.repeat(5000) }, []],
    ['category', { category: 'energy' }, ['cat-101', 'cat-108']],
    ['availability, one', { availability: ['limited'] }, ['cat-103', 'cat-105']],
    [
      'availability, two',
      { availability: ['limited', 'out-of-stock'] },
      ['cat-103', 'cat-105', 'cat-106', 'cat-108'],
    ],
    ['min price', { minPrice: 8450 }, ['cat-103', 'cat-105']],
    ['max price, inclusive', { maxPrice: 78.5 }, ['cat-101', 'cat-104']],
    ['price range', { minPrice: 90, maxPrice: 250 }, ['cat-106', 'cat-107', 'cat-108']],
    ['zero range', { minPrice: 0, maxPrice: 0 }, []],
    [
      'everything together',
      { query: 'china', category: 'energy', availability: ['out-of-stock'], maxPrice: 200 },
      ['cat-108'],
    ],
    ['nothing left', { category: 'textiles', availability: ['out-of-stock'] }, []],
  ])('%s', (_label, filters, expected) => {
    expect(filter(filters)).toEqual(expected);
  });

  it('searches the category label it is given (a translated one)', () => {
    const chinese = (category: ProductCategory) => (category === 'energy' ? '能源' : category);
    expect(ids(filterCatalog(catalogProducts, { ...noCatalogFilters, query: '能源' }, chinese))).toEqual([
      'cat-101',
      'cat-108',
    ]);
  });
});

describe('filters from the URL and their count', () => {
  it.each([
    ['limited', ['limited']],
    ['out-of-stock,available', ['available', 'out-of-stock']],
    ['bogus,limited,,', ['limited']],
    ['', []],
    [null, []],
  ] as const)('availability %j', (value, expected) => {
    expect(parseAvailabilityList(value)).toEqual(expected);
  });

  it.each([
    ['100', 100],
    ['-1', null],
    ['abc', null],
    ['', null],
    [null, null],
  ] as const)('price %j', (value, expected) => {
    expect(parsePriceParam(value)).toBe(expected);
  });

  it('counts the filters in force besides the search', () => {
    expect(countActiveFilters(noCatalogFilters)).toBe(0);
    expect(countActiveFilters({ ...noCatalogFilters, query: 'oil' })).toBe(0);
    expect(countActiveFilters({ ...noCatalogFilters, category: 'energy' })).toBe(1);
    expect(countActiveFilters({ ...noCatalogFilters, availability: ['limited'], minPrice: 0 })).toBe(2);
    expect(
      countActiveFilters({
        query: '',
        category: 'minerals',
        availability: ['limited'],
        minPrice: null,
        maxPrice: 5,
      }),
    ).toBe(3);
  });
});
