/**
 * The one price table of the sample world: SDR per stated unit of each traded commodity. The market
 * ticker's opening quotes, the valuation engine's sample prices, catalogue prices, lot values, chat
 * offers and simulator parties are all read from here (value = unit price x quantity), so two screens
 * never quote one commodity at two prices. Wheat 245.5, crude oil 75.2 and copper 8450 are fixed
 * figures of the valuation engine.
 */

import type { CommodityId } from './commodities';

export const priceUnits = ['barrel', 'tonne'] as const;
export type PriceUnit = (typeof priceUnits)[number];

export interface CommodityPrice {
  /** SDR per `unit`. */
  sdr: number;
  unit: PriceUnit;
}

export const commodityPrices = {
  crudeOil: { sdr: 75.2, unit: 'barrel' },
  wheat: { sdr: 245.5, unit: 'tonne' },
  copper: { sdr: 8450, unit: 'tonne' },
  soybeans: { sdr: 512.4, unit: 'tonne' },
  cotton: { sdr: 1712.5, unit: 'tonne' },
  rice: { sdr: 640, unit: 'tonne' },
  fertilizer: { sdr: 320, unit: 'tonne' },
  coffee: { sdr: 4200, unit: 'tonne' },
  cottonFabric: { sdr: 3900, unit: 'tonne' },
  steelCoils: { sdr: 500, unit: 'tonne' },
  steelPlates: { sdr: 500, unit: 'tonne' },
} as const satisfies Partial<Record<CommodityId, CommodityPrice>>;

export type PricedCommodity = keyof typeof commodityPrices;

export const isPricedCommodity = (code: string): code is PricedCommodity =>
  Object.hasOwn(commodityPrices, code);

/** SDR per unit of a commodity. */
export const priceOf = (commodity: PricedCommodity): number => commodityPrices[commodity].sdr;

/** The unit a commodity is priced and counted in. */
export const unitOf = (commodity: PricedCommodity): PriceUnit => commodityPrices[commodity].unit;

/** Barrels of crude oil in a metric tonne (the usual average), for listings counted in tonnes. */
export const barrelsPerTonne = 7.33;

/** SDR per metric tonne of a commodity, rounded to the cent (crude oil: its barrel price x barrels per tonne). */
export const pricePerTonne = (commodity: PricedCommodity): number =>
  unitOf(commodity) === 'tonne'
    ? priceOf(commodity)
    : Math.round(priceOf(commodity) * barrelsPerTonne * 100) / 100;

/** What `quantity` units of a commodity are worth at the table price, rounded to the cent. */
export const lotValue = (commodity: PricedCommodity, quantity: number): number =>
  Math.round(priceOf(commodity) * quantity * 100) / 100;
