/**
 * The local valuation service: commodity prices
 * in SDR (wheat 245.5, crude oil 75.2, copper 8450) with their 24 h change and volatility, the SDRC
 * index 1.42 with its currency weights, geopolitical risk multipliers (china 1.05, russia 1.15, usa
 * 1.02), and lookups that fall back to wheat for an unknown commodity and to usa for an unknown
 * country. The service answers locally (no server call); what it returns is checked by
 * `parseValuationPayload`, so a price source that answers garbage is refused, never shown.
 * Display text lives in the hub's namespace; this file holds codes.
 */

import type { CommodityId } from './commodities';
import { priceOf } from './prices';

// ---------------------------------------------------------------------------------------------------
// Commodities and prices

export const valuationCommodities = ['wheat', 'oil', 'copper'] as const;
export type ValuationCommodity = (typeof valuationCommodities)[number];

/** The sample world's commodity each name of the service stands for (its price and its shown name). */
export const commodityOfValuation: Readonly<Record<ValuationCommodity, CommodityId>> = {
  wheat: 'wheat',
  oil: 'crudeOil',
  copper: 'copper',
};

const isValuationCommodity = (value: unknown): value is ValuationCommodity =>
  typeof value === 'string' && (valuationCommodities as readonly string[]).includes(value);

export interface CommodityPrice {
  commodity: ValuationCommodity;
  /** SDR per unit. */
  price: number;
  currency: 'SDR';
  /** When the service quoted it (ms since the epoch). */
  timestamp: number;
  /** Percent change over 24 hours (2.3 means +2.3 %). */
  change24h: number;
  /** 0 to 1: how much the price moves (a sample figure, not computed from prices). */
  volatilityIndex: number;
}

/** The sample quotes without their timestamp (the service stamps them when it answers). */
export const samplePrices: readonly Omit<CommodityPrice, 'timestamp'>[] = [
  { commodity: 'wheat', price: priceOf('wheat'), currency: 'SDR', change24h: 2.3, volatilityIndex: 0.15 },
  { commodity: 'oil', price: priceOf('crudeOil'), currency: 'SDR', change24h: -1.8, volatilityIndex: 0.32 },
  { commodity: 'copper', price: priceOf('copper'), currency: 'SDR', change24h: 0.9, volatilityIndex: 0.21 },
];

/** Volatility bands for the badge next to each price: below 0.2 low, below 0.3 medium, else high. */
export type VolatilityBand = 'low' | 'medium' | 'high';
export function volatilityBand(index: number): VolatilityBand {
  if (!Number.isFinite(index) || index >= 0.3) return 'high';
  return index < 0.2 ? 'low' : 'medium';
}

/** Up, down or flat, for the sign and colour of a 24 h change. */
export type ChangeDirection = 'up' | 'down' | 'flat';
export function changeDirection(change: number): ChangeDirection {
  if (!Number.isFinite(change) || change === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}

// ---------------------------------------------------------------------------------------------------
// SDRC index

export const sdrcCurrencies = ['usd', 'eur', 'jpy', 'gbp', 'cny'] as const;
export type SdrcCurrency = (typeof sdrcCurrencies)[number];

export interface SdrcIndex {
  value: number;
  /** Weight of each currency in the basket. */
  components: Readonly<Record<SdrcCurrency, number>>;
  lastUpdated: number;
}

export const sampleSdrcValue = 1.42;
export const sampleSdrcComponents: Readonly<Record<SdrcCurrency, number>> = {
  usd: 0.583,
  eur: 0.386,
  jpy: 0.0943,
  gbp: 0.0903,
  cny: 0.108,
};

// ---------------------------------------------------------------------------------------------------
// Geopolitical risk

export const riskCountries = ['china', 'russia', 'usa'] as const;
export type RiskCountry = (typeof riskCountries)[number];
export type RiskFactor = 'tradeTensions' | 'supplyChain' | 'sanctions' | 'currencyControls' | 'policyShifts';

export interface GeopoliticalRisk {
  country: RiskCountry;
  /** 0 to 1 (a sample figure, not computed from its factors). */
  riskScore: number;
  factors: readonly RiskFactor[];
  /** Multiplies a valuation for trades touching the country. */
  adjustmentMultiplier: number;
}

export const geopoliticalRisks: readonly GeopoliticalRisk[] = [
  {
    country: 'china',
    riskScore: 0.35,
    factors: ['tradeTensions', 'supplyChain'],
    adjustmentMultiplier: 1.05,
  },
  {
    country: 'russia',
    riskScore: 0.72,
    factors: ['sanctions', 'currencyControls'],
    adjustmentMultiplier: 1.15,
  },
  { country: 'usa', riskScore: 0.2, factors: ['policyShifts'], adjustmentMultiplier: 1.02 },
];

// ---------------------------------------------------------------------------------------------------
// Lookups: what is not known falls back to a default (wheat, usa)

/** A name as typed ("  Crude Oil ") to a commodity code; anything unknown is wheat. */
export function resolveCommodity(name: unknown): ValuationCommodity {
  if (typeof name !== 'string') return 'wheat';
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === 'crude oil' || key === 'crude') return 'oil';
  return isValuationCommodity(key) ? key : 'wheat';
}

/** A country as typed to a risk country; anything unknown is usa. */
export function resolveRiskCountry(name: unknown): RiskCountry {
  if (typeof name !== 'string') return 'usa';
  const key = name.trim().toLowerCase();
  return (riskCountries as readonly string[]).includes(key) ? (key as RiskCountry) : 'usa';
}

export function riskFor(country: unknown): GeopoliticalRisk {
  const code = resolveRiskCountry(country);
  // The table holds every country code, so the lookup always finds one.
  return geopoliticalRisks.find((risk) => risk.country === code) ?? geopoliticalRisks[2]!;
}

// ---------------------------------------------------------------------------------------------------
// The payload and its check

export interface ValuationPayload {
  prices: readonly CommodityPrice[];
  sdrc: SdrcIndex;
  /** When the service answered (ms since the epoch): the "last updated" time. */
  lastUpdated: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isTimestamp = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

function isCommodityPrice(value: unknown): value is CommodityPrice {
  return (
    isRecord(value) &&
    isValuationCommodity(value.commodity) &&
    isFiniteNumber(value.price) &&
    value.price > 0 &&
    value.currency === 'SDR' &&
    isTimestamp(value.timestamp) &&
    isFiniteNumber(value.change24h) &&
    isFiniteNumber(value.volatilityIndex) &&
    value.volatilityIndex >= 0
  );
}

function isSdrcIndex(value: unknown): value is SdrcIndex {
  if (!isRecord(value) || !isFiniteNumber(value.value) || value.value <= 0 || !isTimestamp(value.lastUpdated))
    return false;
  const components = value.components;
  return (
    isRecord(components) &&
    sdrcCurrencies.every((currency) => isFiniteNumber(components[currency]) && components[currency] >= 0)
  );
}

/**
 * The answer of a price source, or null when it is not a usable valuation: every one of wheat, oil
 * and copper exactly once with a positive finite price, finite change and non-negative volatility,
 * an SDRC index with a positive value and all five weights, and finite timestamps.
 */
export function parseValuationPayload(raw: unknown): ValuationPayload | null {
  if (!isRecord(raw) || !isTimestamp(raw.lastUpdated) || !Array.isArray(raw.prices)) return null;
  const prices: unknown[] = raw.prices;
  if (prices.length !== valuationCommodities.length || !prices.every(isCommodityPrice)) return null;
  const seen = new Set(prices.map((price) => price.commodity));
  if (seen.size !== valuationCommodities.length || !isSdrcIndex(raw.sdrc)) return null;
  return { prices, sdrc: raw.sdrc, lastUpdated: raw.lastUpdated };
}

export const isValuationPayload = (raw: unknown): raw is ValuationPayload =>
  parseValuationPayload(raw) !== null;

// ---------------------------------------------------------------------------------------------------
// The service

export interface ValuationService {
  /** The current prices and SDRC index, stamped with `now()`. */
  load: () => Promise<ValuationPayload>;
  /** One commodity's price; unknown names give wheat. */
  commodityPrice: (name: unknown) => CommodityPrice;
  /** A country's risk; unknown names give usa. */
  geopoliticalRisk: (country: unknown) => GeopoliticalRisk;
}

/**
 * The local valuation service. `now` is the clock (the screen passes `Date.now`; tests a fixed one):
 * the data layer keeps no clock of its own.
 */
export function createValuationService({ now }: { now: () => number }): ValuationService {
  const quote = (at: number): CommodityPrice[] => samplePrices.map((price) => ({ ...price, timestamp: at }));
  return {
    load: () => {
      const at = now();
      return Promise.resolve({
        prices: quote(at),
        sdrc: { value: sampleSdrcValue, components: { ...sampleSdrcComponents }, lastUpdated: at },
        lastUpdated: at,
      });
    },
    commodityPrice: (name) => {
      const code = resolveCommodity(name);
      // Every code has a sample price.
      return quote(now()).find((price) => price.commodity === code)!;
    },
    geopoliticalRisk: riskFor,
  };
}
