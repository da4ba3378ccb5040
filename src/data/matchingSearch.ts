/**
 * The matching search: the rules of its inputs (each input is split on commas and trimmed into a list)
 * and the local matching service that answers it, over the sample network of matching.ts. The same
 * service feeds the Microservices Hub's AI Matching tab.
 */
import {
  buildMatch,
  commodityCodes,
  commoditySearchTerms,
  tradingNetwork,
  type BarterMatch,
  type CommodityCode,
  type TradingParty,
} from './tradeMatching';
import { compareText } from './order';

// ---------------------------------------------------------------------------------------------------
// The matching search: inputs

export type TermListStatus = 'empty' | 'onlySeparators' | 'ok';

export interface TermList {
  /** Trimmed, non-empty, without duplicates (compared case-insensitively; the first spelling stays). */
  items: string[];
  /** How many items were dropped as duplicates. */
  duplicates: number;
  /** `onlySeparators`: the text holds commas (and spaces) but no item, e.g. ", ,". */
  status: TermListStatus;
}

/** Longest item kept; a pasted essay is cut so the list and the search stay readable. */
export const maxTermLength = 80;

/** Commas as typed on every keyboard of the five languages: `,` plus the Arabic `،` and Chinese `，` `、`. */
const termSeparators = /[,،，、]/;

/** Splits a matching input on commas and trims each item. */
export function parseTermList(raw: string): TermList {
  if (raw.trim() === '') return { items: [], duplicates: 0, status: 'empty' };
  const seen = new Set<string>();
  const items: string[] = [];
  let duplicates = 0;
  for (const part of raw.split(termSeparators)) {
    const item = part.trim().replace(/\s+/g, ' ').slice(0, maxTermLength).trim();
    if (item === '') continue;
    const key = item.toLocaleLowerCase();
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    items.push(item);
  }
  return { items, duplicates, status: items.length === 0 ? 'onlySeparators' : 'ok' };
}

// ---------------------------------------------------------------------------------------------------
// The matching search: the local service

export interface MatchingQuery {
  offering: readonly string[];
  seeking: readonly string[];
  /** More words per commodity (the translated names of the current language). */
  extraTerms?: Partial<Record<CommodityCode, readonly string[]>>;
}

const normalize = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The commodities a typed item names: an exact match on any search word wins; otherwise an item of
 * 3 or more characters matches the words that contain it ("petro" finds crude oil). Plain text
 * comparison only: regex characters in the item are just characters.
 */
export function resolveCommodities(
  item: string,
  extraTerms: MatchingQuery['extraTerms'] = {},
): CommodityCode[] {
  const needle = normalize(item);
  if (needle === '') return [];
  const wordsOf = (code: CommodityCode) =>
    [code, ...commoditySearchTerms[code], ...(extraTerms[code] ?? [])].map(normalize);
  const exact = commodityCodes.filter((code) => wordsOf(code).includes(needle));
  if (exact.length > 0) return exact;
  if (needle.length < 3) return [];
  return commodityCodes.filter((code) => wordsOf(code).some((word) => word.includes(needle)));
}

function resolveAll(items: readonly string[], extraTerms: MatchingQuery['extraTerms']): Set<CommodityCode> {
  return new Set(items.flatMap((item) => resolveCommodities(item, extraTerms)));
}

const overlaps = (list: readonly CommodityCode[], wanted: ReadonlySet<CommodityCode>) =>
  list.some((code) => wanted.has(code));
const trades = (from: TradingParty, to: TradingParty) =>
  from.offering.some((code) => to.seeking.includes(code));

/** Most matches a search returns. */
export const maxResults = 6;

/**
 * Multi-party barter matches for the member: direct swaps (2 participants), 3-way rings and 4-way chains. A chain starts with a party that offers what the
 * member seeks and ends with one that seeks what the member offers; each party passes goods to the
 * next. Sorted by score, best first, then by id; at most `maxResults`.
 */
export function findBarterMatches(
  query: MatchingQuery,
  network: readonly TradingParty[] = tradingNetwork,
): BarterMatch[] {
  const offered = resolveAll(query.offering, query.extraTerms);
  const sought = resolveAll(query.seeking, query.extraTerms);
  if (offered.size === 0 || sought.size === 0) return [];
  const starts = network.filter((p) => overlaps(p.offering, sought));
  const isEnd = (p: TradingParty) => overlaps(p.seeking, offered);
  const chains: TradingParty[][] = [];
  for (const first of starts) {
    if (isEnd(first)) chains.push([first]);
    for (const second of network) {
      if (second === first || !trades(second, first)) continue;
      if (isEnd(second)) chains.push([first, second]);
      for (const third of network) {
        if (third === first || third === second || !trades(third, second)) continue;
        if (isEnd(third)) chains.push([first, second, third]);
      }
    }
  }
  return chains
    .map((chain) => buildMatch(chain, true))
    .sort((a, b) => b.matchScore - a.matchScore || compareText(a.id, b.id))
    .slice(0, maxResults);
}

/** Why the service refused a query: a caller bug (the screen never sends one), logged to the console. */
export class MatchingQueryError extends Error {
  constructor() {
    super('A matching query needs at least one offering and one seeking item');
    this.name = 'MatchingQueryError';
  }
}

export type MatchingService = (query: MatchingQuery) => Promise<BarterMatch[]>;

/**
 * The local matching service: it returns hard-coded results locally. It answers asynchronously, as a
 * remote one would; an empty list is refused.
 */
export function createMatchingService(network: readonly TradingParty[] = tradingNetwork): MatchingService {
  return (query) =>
    query.offering.length === 0 || query.seeking.length === 0
      ? Promise.reject(new MatchingQueryError())
      : Promise.resolve(findBarterMatches(query, network));
}

export const localMatchingService: MatchingService = createMatchingService();
