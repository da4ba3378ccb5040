/**
 * The sample world's commodities: each traded good has one stable id here, and every other module
 * (the price table, market items, shipments, batches, listings, chat offers, matching, the simulator)
 * names a commodity by this id. Names are not here: each language writes a commodity's one name in
 * the `commodities` namespace (`public/locales/<lang>/commodities.json`, loaded with the shell's
 * strings, so the command palette and any screen can name a commodity), keyed by the id.
 */

export const commodityIds = [
  'wheat',
  'crudeOil',
  'copper',
  'copperCathodes',
  'soybeans',
  'cotton',
  'cottonFabric',
  'textiles',
  'rice',
  'fertilizer',
  'coffee',
  'steel',
  'steelCoils',
  'steelPlates',
  'shipbuildingSheets',
  'coal',
  'lng',
  'machinery',
  'solarPanels',
  'electronicComponents',
  'pharmaceuticals',
  'medicalEquipment',
] as const;

export type CommodityId = (typeof commodityIds)[number];

/** The translation key of a commodity's name (`commodities:<id>`). */
export const commodityNameKey = (id: CommodityId): `commodities:${CommodityId}` => `commodities:${id}`;
