// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  filterProducts,
  parseCategory,
  productCategories,
  sampleProducts,
  type ProductCategoryFilter,
} from '../../src/data/products';

const ids = (list: readonly { id: string }[]) => list.map((product) => product.id);
const all = ids(sampleProducts);

describe('product explorer A: sample data', () => {
  it('has the spec categories in order, All first', () => {
    expect(productCategories).toEqual([
      'all',
      'energy',
      'agriculture',
      'machinery',
      'textiles',
      'minerals',
      'technology',
    ]);
  });

  it('has six sample products with unique ids and every field of the dashboard-variant entity', () => {
    expect(sampleProducts).toHaveLength(6);
    expect(new Set(all).size).toBe(6);
    for (const product of sampleProducts) {
      expect(Object.keys(product).sort()).toEqual(
        [
          'id',
          'name',
          'category',
          'description',
          'sdrValue',
          'location',
          'supplier',
          'rating',
          'certifications',
          'image',
          'inStock',
          'trending',
        ].sort(),
      );
      expect(productCategories).toContain(product.category);
      expect(product.rating).toBeGreaterThanOrEqual(0);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.sdrValue).toBeGreaterThan(0);
    }
  });

  it('covers every category once, so each chip finds a product', () => {
    expect(new Set(sampleProducts.map((product) => product.category))).toEqual(
      new Set(productCategories.filter((category) => category !== 'all')),
    );
  });

  it('English translations of the shown fields equal the sample values', () => {
    const en = JSON.parse(readFileSync('public/locales/en/explorer.json', 'utf8')) as {
      products: Record<string, Record<string, string>>;
    };
    for (const product of sampleProducts) {
      expect(en.products[product.id]).toEqual({
        name: product.name,
        description: product.description,
        location: product.location,
      });
    }
  });
});

describe('filterProducts (name or description, case-insensitive, with the category)', () => {
  it.each<[string, string, ProductCategoryFilter, string[]]>([
    ['empty query, All', '', 'all', all],
    ['whitespace only counts as empty', '   \t ', 'all', all],
    ['name, any case', 'WHEAT', 'all', ['prod-002']],
    ['name, surrounding spaces ignored', '  wheat  ', 'all', ['prod-002']],
    ['description only', 'barrels', 'all', ['prod-001']],
    ['description, mixed case', 'MoMmE', 'all', ['prod-004']],
    ['location is not searched in variant A', 'china', 'all', []],
    ['category alone', '', 'machinery', ['prod-003']],
    ['category with a matching query', 'excavators', 'machinery', ['prod-003']],
    ['category with a query from another category', 'wheat', 'energy', []],
    ['a query in no product', 'zzz-nothing', 'all', []],
    ['regex characters are plain text', '.*', 'all', []],
    ['regex group', '(a|b)', 'all', []],
    ['a percent sign is plain text', '28%', 'all', ['prod-005']],
    ['HTML is plain text', '<img src=x onerror=alert(1)>', 'all', []],
    ['a very long string', 'a'.repeat(10_000), 'all', []],
    ['supplier is not searched', 'Gobi', 'all', []],
  ])('%s', (_label, query, category, expected) => {
    expect(ids(filterProducts(sampleProducts, query, category))).toEqual(expected);
  });

  it('searches whatever strings it is given (translated ones)', () => {
    const translated = sampleProducts.map((product) =>
      product.id === 'prod-002' ? { ...product, name: 'Пшеница премиум' } : product,
    );
    expect(ids(filterProducts(translated, 'ПШЕНИЦА', 'all'))).toEqual(['prod-002']);
  });

  it('does not change the list it was given', () => {
    const before = [...sampleProducts];
    filterProducts(sampleProducts, 'oil', 'energy');
    expect(sampleProducts).toEqual(before);
  });
});

describe('parseCategory', () => {
  it.each([
    ['energy', 'energy'],
    ['technology', 'technology'],
    ['all', 'all'],
    ['Energy', 'all'],
    ['', 'all'],
    [null, 'all'],
    [undefined, 'all'],
    ['<script>', 'all'],
  ])('%s -> %s', (value, expected) => {
    expect(parseCategory(value)).toBe(expected);
  });
});
