import { describe, expect, it } from 'vitest';
import {
  countActiveSearch,
  emptyListingSearch,
  filterListings,
  listingCategories,
  listingLocations,
  parseVolumeBound,
  readVolumeRange,
  searchFromParams,
  searchToParams,
  tradeListings,
  type ListingSearch,
  type TradeListing,
} from '../../src/data/tradeSearch';

const textOf = (listing: TradeListing) => ({
  title: listing.title,
  supplier: listing.supplier,
  location: listing.location,
  category: listing.category,
  tags: listing.tags,
});
const ids = (search: Partial<ListingSearch>) =>
  filterListings(tradeListings, { ...emptyListingSearch, ...search }, textOf, 'en').map((l) => l.id);

describe('trade listings', () => {
  it("have the spec's fields, known codes and unique ids", () => {
    expect(tradeListings).toHaveLength(8);
    expect(new Set(tradeListings.map((l) => l.id)).size).toBe(tradeListings.length);
    for (const listing of tradeListings) {
      expect(listingLocations).toContain(listing.location);
      expect(listingCategories).toContain(listing.category);
      expect(listing.volume).toBeGreaterThan(0);
      expect(listing.rating).toBeGreaterThanOrEqual(0);
      expect(listing.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe('parseVolumeBound', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['0', { kind: 'value', value: 0 }],
    ['-0', { kind: 'value', value: 0 }],
    ['1000', { kind: 'value', value: 1000 }],
    [' 1,000 ', { kind: 'value', value: 1000 }],
    ['1 000', { kind: 'value', value: 1000 }],
    ['1_000.5', { kind: 'value', value: 1000.5 }],
    ['.5', { kind: 'value', value: 0.5 }],
    ['+40', { kind: 'invalid', problem: 'notNumber' }],
    ['+500', { kind: 'invalid', problem: 'notNumber' }],
    [' + 500', { kind: 'invalid', problem: 'notNumber' }],
    ['-5', { kind: 'invalid', problem: 'negative' }],
    ['−5', { kind: 'invalid', problem: 'negative' }],
    ['abc', { kind: 'invalid', problem: 'notNumber' }],
    ['5 tonnes', { kind: 'invalid', problem: 'notNumber' }],
    ['1e5', { kind: 'invalid', problem: 'notNumber' }],
    ['1.2.3', { kind: 'invalid', problem: 'notNumber' }],
    ['NaN', { kind: 'invalid', problem: 'notNumber' }],
    ['<b>5</b>', { kind: 'invalid', problem: 'notNumber' }],
    ['.*', { kind: 'invalid', problem: 'notNumber' }],
    ['9'.repeat(40), { kind: 'invalid', problem: 'tooLarge' }],
    ['9'.repeat(400), { kind: 'invalid', problem: 'tooLong' }],
    ['2000000000000', { kind: 'invalid', problem: 'tooLarge' }],
  ])('%j gives %j', (text, expected) => {
    expect(parseVolumeBound(text, 'en')).toEqual(expected);
  });
});

describe('readVolumeRange', () => {
  it('applies valid bounds and reports a reversed range without applying it', () => {
    expect(readVolumeRange('100', '5000', 'en').applied).toEqual({ min: 100, max: 5000 });
    expect(readVolumeRange('100', '100', 'en')).toMatchObject({
      reversed: false,
      applied: { min: 100, max: 100 },
    });
    expect(readVolumeRange('5000', '100', 'en')).toMatchObject({
      reversed: true,
      applied: { min: null, max: null },
    });
    expect(readVolumeRange('-1', '100', 'en')).toMatchObject({
      reversed: false,
      applied: { min: null, max: 100 },
    });
    expect(readVolumeRange('abc', '', 'en')).toMatchObject({
      reversed: false,
      applied: { min: null, max: null },
    });
  });
});

describe('filterListings', () => {
  it.each<[Partial<ListingSearch>, string[]]>([
    [{}, tradeListings.map((l) => l.id)],
    [{ query: 'wheat' }, ['lst-201']],
    [{ query: '  WHEAT  ' }, ['lst-201']],
    [{ query: 'rice' }, ['lst-207', 'lst-208']],
    [{ query: 'rice machines' }, ['lst-208']],
    [{ query: 'organic' }, ['lst-201', 'lst-204', 'lst-205']],
    [{ query: 'andes' }, ['lst-203']],
    [{ query: 'kz' }, ['lst-201']],
    [{ query: '.*' }, []],
    [{ query: '(a|b' }, []],
    [{ query: '<script>' }, []],
    [{ query: 'x'.repeat(5000) }, []],
    [{ category: 'agriculture' }, ['lst-201', 'lst-205', 'lst-207']],
    [{ location: 'cl' }, ['lst-203']],
    [{ category: 'agriculture', location: 'br' }, ['lst-205']],
    [{ category: 'agriculture', location: 'cl' }, []],
    [{ minVolume: '5000' }, ['lst-201', 'lst-202', 'lst-206', 'lst-207']],
    [{ maxVolume: '1,000' }, ['lst-204', 'lst-208']],
    [{ minVolume: '1000', maxVolume: '6000' }, ['lst-203', 'lst-205', 'lst-207']],
    [{ minVolume: '6000', maxVolume: '6000' }, ['lst-207']],
    [{ category: 'agriculture', minVolume: '2000', query: 'rice' }, ['lst-207']],
    // A reversed or invalid range is not applied (the screen says why).
    [{ minVolume: '6000', maxVolume: '1000' }, tradeListings.map((l) => l.id)],
    [{ minVolume: '-5' }, tradeListings.map((l) => l.id)],
    [{ maxVolume: 'lots', category: 'metals' }, ['lst-203', 'lst-206']],
  ])('%j keeps %j', (search, expected) => {
    expect(ids(search)).toEqual(expected);
  });

  it('searches the shown (translated) text', () => {
    const shown = filterListings(
      tradeListings,
      { ...emptyListingSearch, query: '小麦' },
      (listing) => ({
        ...textOf(listing),
        title: listing.id === 'lst-201' ? '硬质小麦' : listing.title,
      }),
      'en',
    );
    expect(shown.map((l) => l.id)).toEqual(['lst-201']);
  });
});

describe('search state', () => {
  it('counts what is set', () => {
    expect(countActiveSearch(emptyListingSearch)).toBe(0);
    expect(countActiveSearch({ ...emptyListingSearch, query: '   ' })).toBe(0);
    expect(
      countActiveSearch({ query: 'a', location: 'kz', category: 'energy', minVolume: '1', maxVolume: '2' }),
    ).toBe(5);
  });

  it('round-trips through the address bar and ignores unknown codes', () => {
    const search: ListingSearch = {
      query: 'rice & <b>',
      location: 'in',
      category: 'agriculture',
      minVolume: '-5',
      maxVolume: 'abc',
    };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(searchToParams(search))) if (value) params.set(key, value);
    expect(searchFromParams(params)).toEqual(search);
    expect(searchToParams(emptyListingSearch)).toEqual({
      q: '',
      location: null,
      category: null,
      min: '',
      max: '',
    });
    expect(searchFromParams(new URLSearchParams('location=mars&category=<x>'))).toEqual(emptyListingSearch);
  });
});
