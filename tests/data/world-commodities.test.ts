// @vitest-environment node
/**
 * One name table of commodities: each commodity has one id (src/data/commodities.ts) and one name per
 * language (public/locales/<lang>/commodities.json); every screen's data names commodities by that id,
 * and no other translation file writes a commodity's name again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/data/negotiationChat';
import { chatRooms } from '../../src/data/chatRooms';
import { commodityIds, commodityNameKey } from '../../src/data/commodities';
import { customsShipments } from '../../src/data/customsClearance';
import { tradeMatches } from '../../src/data/dashboard';
import { sampleDeal } from '../../src/data/dealMaker';
import { shipments as trackedShipments } from '../../src/data/iotLogistics';
import { marketItems } from '../../src/data/market';
import {
  commodityCodes,
  dashboardPartners,
  recommendedMatches,
  tradingNetwork,
} from '../../src/data/tradeMatching';
import { commodityPrices } from '../../src/data/prices';
import { productionOrders } from '../../src/data/productionMonitoring';
import { qualityReports } from '../../src/data/qualityControl';
import { shipmentRegistry } from '../../src/data/shipments';
import { freightShipments } from '../../src/data/shippingLogistics';
import { tradeParties } from '../../src/data/tradeSimulator';
import { commodityOfValuation, valuationCommodities } from '../../src/data/valuation';
import { supportedLanguages } from '../../src/i18n/language';
import { createTestI18n, resources } from '../support/i18n';
import { worldAnchorDay } from '../../src/data/worldAnchor';

const namesIn = (language: string) => (resources[language]?.commodities ?? {}) as Record<string, unknown>;

/** Every place a screen's sample data names a commodity, as [where, id]. */
const references: [string, string][] = [
  ...Object.keys(commodityPrices).map((id) => ['price table', id] as [string, string]),
  ...marketItems.map((item) => [`market ${item.id}`, item.name] as [string, string]),
  ...tradeMatches.flatMap((match) => [
    [`dashboard ${match.id} offering`, match.offering] as [string, string],
    [`dashboard ${match.id} seeking`, match.seeking] as [string, string],
  ]),
  [`deal ${sampleDeal.id}`, sampleDeal.commodity],
  ...shipmentRegistry(worldAnchorDay).map(
    (shipment) => [`shipment ${shipment.id}`, shipment.cargo] as [string, string],
  ),
  ...trackedShipments(worldAnchorDay).map(
    (shipment) => [`tracker ${shipment.id}`, shipment.cargo] as [string, string],
  ),
  ...freightShipments(worldAnchorDay).map(
    (shipment) => [`freight ${shipment.id}`, shipment.cargo.code] as [string, string],
  ),
  ...customsShipments(worldAnchorDay).map(
    (declaration) => [`customs ${declaration.id}`, declaration.product] as [string, string],
  ),
  ...productionOrders(worldAnchorDay).map(
    (order) => [`production ${order.id}`, order.product] as [string, string],
  ),
  ...qualityReports(worldAnchorDay).map(
    (report) => [`quality ${report.id}`, report.product] as [string, string],
  ),
  ...tradeParties.flatMap((party) => [
    [`simulator ${party.id} offering`, party.offering.code] as [string, string],
    [`simulator ${party.id} seeking`, party.seeking.code] as [string, string],
  ]),
  ...commodityCodes.map((code) => ['matching vocabulary', code] as [string, string]),
  ...[
    ...tradingNetwork,
    ...dashboardPartners,
    ...recommendedMatches.flatMap((match) => match.parties),
  ].flatMap((party) =>
    [...party.offering, ...party.seeking].map((code) => [`party ${party.id}`, code] as [string, string]),
  ),
  ...chatRooms(worldAnchorDay).map((room) => [`chat room ${room.id}`, room.commodity] as [string, string]),
  ...chatMessages(worldAnchorDay).flatMap((message) =>
    message.offer ? [[`chat offer ${message.id}`, message.offer.commodity] as [string, string]] : [],
  ),
  ...valuationCommodities.map(
    (name) => [`valuation ${name}`, commodityOfValuation[name]] as [string, string],
  ),
];

const isCommodityId = (value: string) => (commodityIds as readonly string[]).includes(value);

describe('the commodity table', () => {
  it('gives each commodity one id', () => {
    expect(new Set(commodityIds).size).toBe(commodityIds.length);
  });

  it.each(supportedLanguages)(
    'names every commodity once in %s: present, not blank, one name per id',
    (language) => {
      const names = namesIn(language);
      expect(Object.keys(names).sort()).toEqual([...commodityIds].sort());
      for (const id of commodityIds) {
        const name = names[id];
        expect(typeof name === 'string' && name.trim() !== '', `${language} ${id}`).toBe(true);
      }
      const written = Object.values(names).map((name) => String(name).toLocaleLowerCase(language));
      expect(new Set(written).size, `two commodities share a name in ${language}`).toBe(written.length);
    },
  );

  it('a screen reads the name through the shell strings, in the language shown', () => {
    const t = createTestI18n('ar').t;
    expect(t(commodityNameKey('crudeOil'))).toBe(namesIn('ar').crudeOil);
  });
});

describe('every commodity reference resolves to the table', () => {
  it.each(references)('%s names %s', (_where, id) => expect(isCommodityId(id)).toBe(true));

  it('every id is named by some sample data', () => {
    const used = new Set(references.map(([, id]) => id));
    expect(commodityIds.filter((id) => !used.has(id))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// No commodity name written again in another namespace

const root = join(import.meta.dirname, '..', '..');

/** Every text of a translation file with its key path. */
function leavesOf(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, [...path, key]));
  return [];
}

/** Product categories (a filter's fixed chips) may share a word with a commodity. */
const isCategory = (key: string) => key.startsWith('categories.') || key.startsWith('filters.categories.');

describe.each(supportedLanguages)('no other %s translation file names a commodity again', (language) => {
  const names = new Set(
    [...Object.values(namesIn(language)), ...Object.values(namesIn('en'))].map((name) =>
      String(name).trim().toLocaleLowerCase(language),
    ),
  );
  const files = readdirSync(join(root, 'public/locales', language)).filter(
    (file) => file.endsWith('.json') && file !== 'commodities.json',
  );

  it.each(files)('%s', (file) => {
    const strings = JSON.parse(readFileSync(join(root, 'public/locales', language, file), 'utf8')) as unknown;
    const found = leavesOf(strings)
      .filter(([key, text]) => !isCategory(key) && names.has(text.trim().toLocaleLowerCase(language)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});
