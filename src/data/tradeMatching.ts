/**
 * AI trade matching: the sample trading network, the recommended multi-party barter matches and the rules
 * of a match. The matching search (its inputs and the local service that answers it) is in
 * matchingSearch.ts. Display text lives in the screens' namespaces; this file holds codes (commodities,
 * terms, countries) that name those keys.
 */

import type { CompanyId } from './cast';
import type { CommodityId } from './commodities';

// ---------------------------------------------------------------------------------------------------
// Commodities: codes, plus the words a member may type for each (search vocabulary, not display text)

export const commodityCodes = [
  'wheat',
  'crudeOil',
  'copper',
  'cotton',
  'rice',
  'fertilizer',
  'steel',
  'coal',
  'lng',
  'soybeans',
  'machinery',
  'textiles',
] as const satisfies readonly CommodityId[];
export type CommodityCode = (typeof commodityCodes)[number];

/** English search words per commodity; screens add the translated names of the current language. */
export const commoditySearchTerms: Readonly<Record<CommodityCode, readonly string[]>> = {
  wheat: ['wheat', 'grain'],
  crudeOil: ['crude oil', 'oil', 'petroleum', 'crude'],
  copper: ['copper', 'copper cathodes', 'cu'],
  cotton: ['cotton', 'raw cotton'],
  rice: ['rice'],
  fertilizer: ['fertilizer', 'fertiliser', 'urea', 'potash'],
  steel: ['steel', 'steel coils', 'rebar'],
  coal: ['coal', 'thermal coal'],
  lng: ['lng', 'liquefied natural gas', 'natural gas', 'gas'],
  soybeans: ['soybeans', 'soybean', 'soy', 'soya'],
  machinery: ['machinery', 'machines', 'equipment', 'industrial machinery'],
  textiles: ['textiles', 'textile', 'fabric', 'garments'],
};

export const isCommodityCode = (value: string): value is CommodityCode =>
  (commodityCodes as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------
// Entities: barter match and party

export type ComplexityLevel = 'simple' | 'medium' | 'complex';
export type RecommendedTerms = 'sdrSettlement' | 'escrowMilestones' | 'letterOfCredit';

export interface TradingParty {
  /** The company's cast id (src/data/cast.ts): screens show its name from there. */
  id: CompanyId;
  /** ISO 3166 code (named with `Intl.DisplayNames`): the cast's country of the company (a world test checks it). */
  location: string;
  offering: readonly CommodityCode[];
  seeking: readonly CommodityCode[];
  /** 0 to 1. */
  creditRating: number;
  /** 0 to 1. */
  reliability: number;
}

export interface BarterMatch {
  /** `match-<partyId>--<partyId>...`: the parties can be read back from it (see `partyIdsOfMatch`). */
  id: string;
  /** The counterparties, in the order goods flow. */
  parties: readonly TradingParty[];
  /** True for a search result: the member is one more party of the barter. */
  includesMember: boolean;
  /** 0 to 100. */
  matchScore: number;
  /** SDR. */
  logisticsCost: number;
  /** SDR. */
  estimatedSavings: number;
  complexityLevel: ComplexityLevel;
  recommendedTerms: RecommendedTerms;
}

// ---------------------------------------------------------------------------------------------------
// The sample network (fixed ids; the same fixtures feed screens, stories and tests)

export const tradingNetwork: readonly TradingParty[] = [
  {
    id: 'steppe-harvest',
    location: 'KZ',
    offering: ['wheat', 'cotton'],
    seeking: ['crudeOil', 'machinery'],
    creditRating: 0.86,
    reliability: 0.93,
  },
  {
    id: 'nile-petroleum',
    location: 'EG',
    offering: ['crudeOil', 'lng'],
    seeking: ['wheat', 'rice'],
    creditRating: 0.81,
    reliability: 0.88,
  },
  {
    id: 'rhine-machinery',
    location: 'DE',
    offering: ['machinery', 'steel'],
    seeking: ['copper', 'lng'],
    creditRating: 0.95,
    reliability: 0.97,
  },
  {
    id: 'andes-copper',
    location: 'CL',
    offering: ['copper'],
    seeking: ['machinery', 'fertilizer'],
    creditRating: 0.84,
    reliability: 0.9,
  },
  {
    id: 'gulf-fertilizers',
    location: 'AE',
    offering: ['fertilizer', 'lng'],
    seeking: ['cotton', 'soybeans'],
    creditRating: 0.9,
    reliability: 0.91,
  },
  {
    id: 'mekong-rice',
    location: 'VN',
    offering: ['rice', 'textiles'],
    seeking: ['fertilizer', 'steel'],
    creditRating: 0.78,
    reliability: 0.85,
  },
  {
    id: 'anatolia-steel',
    location: 'TR',
    offering: ['steel', 'textiles'],
    seeking: ['coal', 'rice'],
    creditRating: 0.8,
    reliability: 0.87,
  },
  {
    id: 'pampas-soy',
    location: 'AR',
    offering: ['soybeans', 'wheat'],
    seeking: ['machinery', 'fertilizer'],
    creditRating: 0.76,
    reliability: 0.84,
  },
  {
    id: 'siberia-coal',
    location: 'RU',
    offering: ['coal', 'crudeOil'],
    seeking: ['steel', 'machinery', 'rice'],
    creditRating: 0.79,
    reliability: 0.86,
  },
  {
    id: 'shenzhen-electronics',
    location: 'CN',
    offering: ['machinery', 'textiles'],
    seeking: ['copper', 'cotton'],
    creditRating: 0.92,
    reliability: 0.94,
  },
];

/**
 * The partners of the dashboard's AI trade matches that are not in the matching search's network
 * (Andes Copper is in both). Connecting to one opens a negotiation room with it.
 */
export const dashboardPartners: readonly TradingParty[] = [
  {
    id: 'emirates-petroleum',
    location: 'AE',
    offering: ['crudeOil'],
    seeking: ['machinery'],
    creditRating: 0.91,
    reliability: 0.93,
  },
  {
    id: 'cerrado-agro',
    location: 'BR',
    offering: ['soybeans'],
    seeking: ['fertilizer'],
    creditRating: 0.82,
    reliability: 0.86,
  },
  {
    id: 'deccan-cotton',
    location: 'IN',
    offering: ['textiles', 'cotton'],
    seeking: ['machinery'],
    creditRating: 0.8,
    reliability: 0.88,
  },
];

// ---------------------------------------------------------------------------------------------------
// Rules of a match

/** Complexity from the number of participants (counterparties plus the member, if they take part). */
export function complexityFor(participants: number): ComplexityLevel {
  if (participants <= 2) return 'simple';
  if (participants === 3) return 'medium';
  return 'complex';
}

/** Each participant beyond two costs this many score points: longer chains fail more often. */
const chainPenaltyPerParty = 4;
/** A barter's notional value per participant, SDR (sample figure for the savings estimate). */
const notionalValuePerParty = 250_000;
/** Share of the notional value a barter saves against cash trades (currency conversion, financing). */
const savingsRate = 0.08;
/** Freight and handling per leg of the chain, SDR. */
const logisticsCostPerLeg = 18_000;

/** 0 to 100: the parties' mean of 60% reliability and 40% credit rating, less the chain penalty. */
export function scoreParties(parties: readonly TradingParty[], participants: number): number {
  if (parties.length === 0) return 0;
  const mean =
    parties.reduce((sum, party) => sum + 0.6 * party.reliability + 0.4 * party.creditRating, 0) /
    parties.length;
  const penalty = Math.max(0, participants - 2) * chainPenaltyPerParty;
  return Math.max(0, Math.min(100, Math.round(mean * 100 - penalty)));
}

export function termsFor(complexity: ComplexityLevel): RecommendedTerms {
  if (complexity === 'simple') return 'sdrSettlement';
  if (complexity === 'medium') return 'escrowMilestones';
  return 'letterOfCredit';
}

export const matchIdPrefix = 'match-';
const partySeparator = '--';

/** A barter match of these counterparties; `includesMember` adds the member as one more participant. */
export function buildMatch(parties: readonly TradingParty[], includesMember: boolean): BarterMatch {
  const participants = parties.length + (includesMember ? 1 : 0);
  const matchScore = scoreParties(parties, participants);
  const complexityLevel = complexityFor(participants);
  return {
    id: `${matchIdPrefix}${parties.map((party) => party.id).join(partySeparator)}`,
    parties,
    includesMember,
    matchScore,
    logisticsCost: logisticsCostPerLeg * Math.max(1, participants - 1),
    estimatedSavings: Math.round(notionalValuePerParty * participants * savingsRate * (matchScore / 100)),
    complexityLevel,
    recommendedTerms: termsFor(complexityLevel),
  };
}

/** The party ids a match id names, or null when it is not a match id. */
export function partyIdsOfMatch(matchId: string): string[] | null {
  if (!matchId.startsWith(matchIdPrefix)) return null;
  const ids = matchId.slice(matchIdPrefix.length).split(partySeparator);
  return ids.every((id) => id.length > 0) ? ids : null;
}

/** The parties of a match id, when every one of them is in the network; otherwise null. */
export function partiesOfMatch(
  matchId: string,
  network: readonly TradingParty[] = tradingNetwork,
): TradingParty[] | null {
  const ids = partyIdsOfMatch(matchId);
  if (!ids) return null;
  const parties = ids.map((id) => network.find((party) => party.id === id));
  return parties.every((party): party is TradingParty => party !== undefined) ? parties : null;
}

const party = (id: CompanyId): TradingParty => {
  const found = tradingNetwork.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown sample party ${id}`);
  return found;
};

/**
 * The recommended multi-party matches the screen shows before any search: a 3-way wheat / oil /
 * machinery ring, a 2-way copper for machinery swap and a 4-way chain (medium, simple, complex).
 */
export const recommendedMatches: readonly BarterMatch[] = [
  buildMatch([party('steppe-harvest'), party('nile-petroleum'), party('rhine-machinery')], false),
  buildMatch([party('andes-copper'), party('rhine-machinery')], false),
  buildMatch(
    [party('mekong-rice'), party('gulf-fertilizers'), party('shenzhen-electronics'), party('anatolia-steel')],
    false,
  ),
];
