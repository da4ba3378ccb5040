// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleProducts } from '../../src/data/products';
import { tradeListings } from '../../src/data/tradeSearch';
import {
  candidateIdFor,
  carriedSearchFromParams,
  listingCommodities,
  matchingPathForListing,
  maxCarriedCodes,
  parseCommodityList,
  productCommodities,
  searchForGoods,
  searchForProduct,
  tradeMatchingSearchPath,
} from '../../src/data/matchingLinks';
import { commodityCodes } from '../../src/data/tradeMatching';

describe('parseCommodityList', () => {
  it.each([
    { value: null, codes: [] },
    { value: '', codes: [] },
    { value: 'wheat', codes: ['wheat'] },
    { value: ' wheat , crudeOil ', codes: ['wheat', 'crudeOil'] },
    // Unknown, misspelt, differently cased, marked-up and repeated values are dropped.
    { value: 'gold,Wheat,<script>,wheat,,wheat,copper', codes: ['wheat', 'copper'] },
    { value: 'constructor,__proto__,toString', codes: [] },
  ])('$value -> $codes', ({ value, codes }) => {
    expect(parseCommodityList(value)).toEqual(codes);
  });

  it('keeps at most one of each code', () => {
    const all = [...commodityCodes, ...commodityCodes].join(',');
    expect(parseCommodityList(all)).toHaveLength(maxCarriedCodes);
  });
});

describe('the search carried in the address', () => {
  it('reads both lists; nothing known gives null', () => {
    expect(
      carriedSearchFromParams(new URLSearchParams('offering=machinery,fertilizer&seeking=copper')),
    ).toEqual({
      offering: ['machinery', 'fertilizer'],
      seeking: ['copper'],
    });
    expect(carriedSearchFromParams(new URLSearchParams('seeking=rice'))).toEqual({
      offering: [],
      seeking: ['rice'],
    });
    expect(carriedSearchFromParams(new URLSearchParams('offering=gold&seeking='))).toBeNull();
    expect(carriedSearchFromParams(new URLSearchParams(''))).toBeNull();
  });

  it('writes an address that reads back the same', () => {
    const search = { offering: ['crudeOil', 'machinery'] as const, seeking: ['wheat'] as const };
    const path = tradeMatchingSearchPath({ offering: [...search.offering], seeking: [...search.seeking] });
    expect(path).toBe('/trade-matching?offering=crudeOil,machinery&seeking=wheat');
    expect(carriedSearchFromParams(new URLSearchParams(path.split('?')[1]))).toEqual(search);
    expect(tradeMatchingSearchPath({ offering: [], seeking: [] })).toBe('/trade-matching');
    expect(tradeMatchingSearchPath({ offering: [], seeking: ['rice'] })).toBe('/trade-matching?seeking=rice');
  });
});

describe('searchForGoods', () => {
  it.each([
    // Steppe Harvest and Pampas Soy offer wheat; they seek crude oil, machinery and fertilizer.
    { wanted: 'wheat', offering: ['crudeOil', 'machinery', 'fertilizer'] },
    { wanted: 'copper', offering: ['machinery', 'fertilizer'] },
    // At most three, never the wanted goods themselves.
    { wanted: 'machinery', offering: ['copper', 'lng', 'cotton'] },
  ] as const)('$wanted -> offering $offering', ({ wanted, offering }) => {
    expect(searchForGoods(wanted)).toEqual({ offering, seeking: [wanted] });
  });

  it('offers nothing for goods nobody supplies', () => {
    expect(searchForGoods('wheat', [])).toEqual({ offering: [], seeking: ['wheat'] });
  });
});

describe('products and listings', () => {
  it('every explorer product trades as a commodity', () => {
    for (const product of sampleProducts) expect(searchForProduct(product.id)).not.toBeNull();
    expect(Object.keys(productCommodities).sort()).toEqual(sampleProducts.map((p) => p.id).sort());
  });

  it('an unknown product or an inherited key gives no search', () => {
    expect(searchForProduct('prod-999')).toBeNull();
    expect(searchForProduct('constructor')).toBeNull();
  });

  it('every listing but the coffee carries its goods; the coffee goes to plain Trade Matching', () => {
    expect(matchingPathForListing('lst-203')).toBe(
      '/trade-matching?offering=machinery,fertilizer&seeking=copper',
    );
    expect(matchingPathForListing('lst-205')).toBe('/trade-matching');
    expect(matchingPathForListing('toString')).toBe('/trade-matching');
    const carried = tradeListings.filter((listing) => listing.id in listingCommodities).map((l) => l.id);
    expect(carried).toHaveLength(tradeListings.length - 1);
  });

  it('one candidate id per product', () => {
    expect(candidateIdFor('prod-001')).toBe('candidate-prod-001');
  });
});
