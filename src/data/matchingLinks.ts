/**
 * What other screens carry into AI Trade Matching's search. Trade Search's "Find matches" and a Quick
 * Match candidate both fill the search's offering and seeking fields: the member seeks the goods they
 * picked, and offers what the network's suppliers of those goods seek in return (the member edits
 * either list before searching). Trade Search carries it in the address of /trade-matching
 * (`?offering=crudeOil,machinery&seeking=wheat`): commodity codes, so the fields show the names of the
 * member's language; anything that is not a known code is dropped.
 */
import {
  commodityCodes,
  isCommodityCode,
  tradingNetwork,
  type CommodityCode,
  type TradingParty,
} from './tradeMatching';

export interface CarriedSearch {
  offering: CommodityCode[];
  seeking: CommodityCode[];
}

const tradeMatchingPath = '/trade-matching';

/** Most commodities one carried list holds (what a pasted address may ask for is cut here). */
export const maxCarriedCodes = commodityCodes.length;

/**
 * A list of commodity codes from one query value ("wheat,crudeOil"): known codes in order, each once;
 * unknown values, blanks and anything past `maxCarriedCodes` are dropped. Null or empty gives [].
 */
export function parseCommodityList(value: string | null): CommodityCode[] {
  if (value === null) return [];
  const codes: CommodityCode[] = [];
  for (const part of value.split(',')) {
    const code = part.trim();
    if (isCommodityCode(code) && !codes.includes(code)) codes.push(code);
    if (codes.length === maxCarriedCodes) break;
  }
  return codes;
}

/** The search an address of /trade-matching carries, or null when it carries no known commodity. */
export function carriedSearchFromParams(params: URLSearchParams): CarriedSearch | null {
  const offering = parseCommodityList(params.get('offering'));
  const seeking = parseCommodityList(params.get('seeking'));
  return offering.length === 0 && seeking.length === 0 ? null : { offering, seeking };
}

/** The address of AI Trade Matching with this search filled in (empty lists are left out). */
export function tradeMatchingSearchPath(search: CarriedSearch): string {
  const params = new URLSearchParams();
  if (search.offering.length > 0) params.set('offering', search.offering.join(','));
  if (search.seeking.length > 0) params.set('seeking', search.seeking.join(','));
  const query = params.toString().replaceAll('%2C', ',');
  return query === '' ? tradeMatchingPath : `${tradeMatchingPath}?${query}`;
}

/** Longest list of goods offered in return that a carried search proposes. */
const maxOfferedInReturn = 3;

/**
 * The search for barter partners for `wanted`: seeking it, offering what the network's suppliers of
 * it seek (in network order, each once, at most `maxOfferedInReturn`, never `wanted` itself).
 */
export function searchForGoods(
  wanted: CommodityCode,
  network: readonly TradingParty[] = tradingNetwork,
): CarriedSearch {
  const offering: CommodityCode[] = [];
  for (const party of network) {
    if (!party.offering.includes(wanted)) continue;
    for (const code of party.seeking) {
      if (code !== wanted && !offering.includes(code) && offering.length < maxOfferedInReturn) {
        offering.push(code);
      }
    }
  }
  return { offering, seeking: [wanted] };
}

/** The commodity each explorer product is traded as (ids of src/data/products.ts). */
export const productCommodities: Readonly<Record<string, CommodityCode>> = {
  'prod-001': 'crudeOil',
  'prod-002': 'wheat',
  'prod-003': 'machinery',
  'prod-004': 'textiles',
  'prod-005': 'copper',
  // Industrial components trade with machinery.
  'prod-006': 'machinery',
};

/**
 * The commodity each Trade Search listing is traded as (ids of src/data/tradeSearch.ts). Coffee is
 * not traded in the sample network: that listing carries nothing.
 */
export const listingCommodities: Readonly<Record<string, CommodityCode>> = {
  'lst-201': 'wheat',
  'lst-202': 'crudeOil',
  'lst-203': 'copper',
  'lst-204': 'textiles',
  'lst-206': 'steel',
  'lst-207': 'rice',
  'lst-208': 'machinery',
};

/** Where "Find matches" of a listing goes: the search for its goods, or plain Trade Matching. */
export function matchingPathForListing(listingId: string): string {
  const code = Object.hasOwn(listingCommodities, listingId) ? listingCommodities[listingId] : undefined;
  return code ? tradeMatchingSearchPath(searchForGoods(code)) : tradeMatchingPath;
}

/** The search a Quick Match candidate fills in, or null for a product no commodity is known for. */
export function searchForProduct(productId: string): CarriedSearch | null {
  const code = Object.hasOwn(productCommodities, productId) ? productCommodities[productId] : undefined;
  return code ? searchForGoods(code) : null;
}

/** The id a product's candidate gets: one candidate per product, so asking twice changes nothing. */
export const candidateIdFor = (productId: string) => `candidate-${productId}`;
