/**
 * Live market data of the dashboard: five sample market items and
 * the alert-badge rule. Names and regions are translation codes; prices are SDR.
 */

import { priceOf } from './prices';
import type { CommodityId } from './commodities';

export type MarketAlert = 'volatile' | 'high' | 'low' | 'none';

export interface MarketItem {
  id: string;
  /** The commodity quoted (src/data/commodities.ts). */
  name: CommodityId;
  /** Ticker symbol, shown as is in every language. */
  symbol: string;
  /** SDR, 2 decimals. */
  price: number;
  /** SDR moved since the previous quote. */
  change: number;
  /** Percent moved since the previous quote (2.5 means 2.5 %). */
  changePercent: number;
  /** Traded units in the last 24 hours. */
  volume: number;
  /** Translation code of the region (`market.regions.<region>`). */
  region: string;
}

/** Percent thresholds of the alert badge. */
export const marketAlertThresholds = { volatile: 3, high: 2, low: -2 } as const;

/**
 * The alert badge of an item: volatile when the absolute percent change is above 3, high when it is
 * above 2, low when it is below -2, otherwise none. A value that is not a finite number gives none.
 */
export function marketAlertOf(changePercent: number): MarketAlert {
  if (!Number.isFinite(changePercent)) return 'none';
  if (Math.abs(changePercent) > marketAlertThresholds.volatile) return 'volatile';
  if (changePercent > marketAlertThresholds.high) return 'high';
  if (changePercent < marketAlertThresholds.low) return 'low';
  return 'none';
}

/** The five sample items, opening at the price table's quotes; each badge of the rule shows once (none twice). */
export const marketItems: readonly MarketItem[] = [
  {
    id: 'mkt-oil',
    name: 'crudeOil',
    symbol: 'OIL',
    price: priceOf('crudeOil'),
    change: 2.35,
    changePercent: 3.23,
    volume: 2_450_000,
    region: 'middleEast',
  },
  {
    id: 'mkt-wheat',
    name: 'wheat',
    symbol: 'WHT',
    price: priceOf('wheat'),
    change: -5.8,
    changePercent: -2.31,
    volume: 890_000,
    region: 'blackSea',
  },
  {
    id: 'mkt-copper',
    name: 'copper',
    symbol: 'CU',
    price: priceOf('copper'),
    change: 185,
    changePercent: 2.24,
    volume: 320_000,
    region: 'southAmerica',
  },
  {
    id: 'mkt-soy',
    name: 'soybeans',
    symbol: 'SOY',
    price: priceOf('soybeans'),
    change: 1.2,
    changePercent: 0.23,
    volume: 1_120_000,
    region: 'northAmerica',
  },
  {
    id: 'mkt-cotton',
    name: 'cotton',
    symbol: 'CTN',
    price: priceOf('cotton'),
    change: -8.6,
    changePercent: -0.5,
    volume: 640_000,
    region: 'southAsia',
  },
];
