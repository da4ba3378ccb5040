/**
 * Sample data and pure rules of the trade simulator: the four
 * trade parties, the score bands of a match, the simulation summary and the seven contract steps with
 * their gas estimates. Display text lives in `public/locales/<lng>/tradeSimulator.json`; this file holds
 * codes that name those keys.
 */

import type { CompanyId } from './cast';
import { lotValue } from './prices';
import type { CommodityId } from './commodities';

/** A party's card colour: one of the theme's semantic roles. */
export type PartyColor = 'info' | 'success' | 'warning' | 'active';

export interface TradeItem {
  /** The commodity (src/data/commodities.ts). */
  code: CommodityId;
  /** SDR value. */
  value: number;
  /** Amount of the goods, in `unit`. */
  quantity: number;
  /** Translation code of the unit (`units.<unit>`, plural-aware). */
  unit: 'tons' | 'barrels' | 'units';
}

export interface TradeParty {
  id: string;
  /** The company's cast id (src/data/cast.ts). */
  company: CompanyId;
  /**
   * ISO 3166 code, named with `Intl.DisplayNames`: the cast's country of the company, written out so the
   * first paint does not load the cast (tests/data/world-cast.test.ts holds them equal).
   */
  country: string;
  offering: TradeItem;
  seeking: TradeItem;
  color: PartyColor;
}

/** Commodity values are the price table's unit price x quantity; steel coils and machinery are quoted per lot. */
export const tradeParties: readonly TradeParty[] = [
  {
    id: 'party-cn',
    company: 'sino-steel',
    country: 'CN',
    offering: { code: 'steelCoils', value: 1_250_000, quantity: 2_500, unit: 'tons' },
    seeking: { code: 'crudeOil', value: lotValue('crudeOil', 15_000), quantity: 15_000, unit: 'barrels' },
    color: 'info',
  },
  {
    id: 'party-br',
    company: 'cerrado-agro',
    country: 'BR',
    offering: { code: 'soybeans', value: lotValue('soybeans', 2_000), quantity: 2_000, unit: 'tons' },
    seeking: { code: 'machinery', value: 1_000_000, quantity: 40, unit: 'units' },
    color: 'success',
  },
  {
    id: 'party-ae',
    company: 'gulf-energy',
    country: 'AE',
    offering: { code: 'crudeOil', value: lotValue('crudeOil', 18_000), quantity: 18_000, unit: 'barrels' },
    seeking: { code: 'soybeans', value: lotValue('soybeans', 1_750), quantity: 1_750, unit: 'tons' },
    color: 'warning',
  },
  {
    id: 'party-de',
    company: 'rhine-machinery',
    country: 'DE',
    offering: { code: 'machinery', value: 1_100_000, quantity: 45, unit: 'units' },
    seeking: { code: 'steelCoils', value: 1_150_000, quantity: 2_300, unit: 'tons' },
    color: 'active',
  },
];

export function partyById(id: string): TradeParty | undefined {
  return tradeParties.find((party) => party.id === id);
}

// ---------------------------------------------------------------------------------------------------
// Matches

/** Dropping a party's offering on its own card does nothing; unknown ids neither. */
export function canMatch(fromPartyId: string, toPartyId: string): boolean {
  return fromPartyId !== toPartyId && !!partyById(fromPartyId) && !!partyById(toPartyId);
}

export type ScoreTone = 'success' | 'warning' | 'danger';

/** Score colours: green at 90 or more, yellow at 80 or more, red below 80. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'success';
  if (score >= 80) return 'warning';
  return 'danger';
}

/** A trade is successful when its score is above 80. */
export function isSuccessfulTrade(score: number): boolean {
  return score > 80;
}

export interface ScoredTrade {
  matchScore: number;
  /** The SDR values of the two items exchanged. */
  values: readonly [number, number];
}

export interface MatchSummary {
  totalValue: number;
  successfulTrades: number;
  averageMatchScore: number;
}

/**
 * What the simulation reports from the matches: the total value exchanged (both sides of every match),
 * the trades scoring above 80 and the average score (0 without matches). Values that are not finite
 * numbers count as 0, so one broken entry does not turn the figures into NaN.
 */
export function summarizeMatches(trades: readonly ScoredTrade[]): MatchSummary {
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  const totalValue = trades.reduce(
    (sum, trade) => sum + finite(trade.values[0]) + finite(trade.values[1]),
    0,
  );
  const scores = trades.map((trade) => finite(trade.matchScore));
  const successfulTrades = scores.filter(isSuccessfulTrade).length;
  const averageMatchScore = scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : 0;
  return { totalValue, successfulTrades, averageMatchScore };
}

// ---------------------------------------------------------------------------------------------------
// Smart contract execution

export interface ContractStepDefinition {
  id: string;
  /** Translation code (`contract.steps.<code>.title` / `.description`). */
  code: string;
  gasEstimate: number;
}

/** The seven steps in order, with their gas estimates. */
export const contractSteps: readonly ContractStepDefinition[] = [
  { id: 'step-1', code: 'initiateBarter', gasEstimate: 85_000 },
  { id: 'step-2', code: 'requestValuation', gasEstimate: 45_000 },
  { id: 'step-3', code: 'findCounterparties', gasEstimate: 120_000 },
  { id: 'step-4', code: 'multiPartyApproval', gasEstimate: 65_000 },
  { id: 'step-5', code: 'multiSigEscrow', gasEstimate: 95_000 },
  { id: 'step-6', code: 'triggerShipment', gasEstimate: 55_000 },
  { id: 'step-7', code: 'autoSettlement', gasEstimate: 75_000 },
];

/** ETH per unit of gas used for the estimate. */
const ethPerGas = 0.00002;

export function totalGas(steps: readonly { gasEstimate: number }[]): number {
  return steps.reduce((sum, step) => sum + (Number.isFinite(step.gasEstimate) ? step.gasEstimate : 0), 0);
}

/** Estimated cost in ETH: total gas times 0.00002, rounded to 8 decimals against float noise. */
export function estimatedCostEth(steps: readonly { gasEstimate: number }[]): number {
  return Math.round(totalGas(steps) * ethPerGas * 1e8) / 1e8;
}

/** The estimated time in minutes, a range; each language writes it with tradeSimulator:contract.estimatedTimeValue. */
export const estimatedMinutes = { from: 2, to: 3 } as const;
