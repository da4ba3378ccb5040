// @vitest-environment node
/**
 * One cast of companies: each company (traders, banks, logistics partners, the member's own) has one
 * id and one country (src/data/cast.ts) and one name per language (public/locales/<lang>/cast.json);
 * every screen's data names companies by that id, and no company name is written anywhere else. The
 * people of the cast: tests/data/world-people.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companies } from '../../src/data/cast';
import { chatMessages, selfSender, systemSender } from '../../src/data/negotiationChat';
import { chatRooms } from '../../src/data/chatRooms';
import { companyListingPath, companyPath, listingOfCompany } from '../../src/data/companyLinks';
import { tradeMatches } from '../../src/data/dashboard';
import { sampleDeal, sampleHistory } from '../../src/data/dealMaker';
import { financingOffers } from '../../src/data/financingActivities';
import { dashboardPartners, recommendedMatches, tradingNetwork } from '../../src/data/tradeMatching';
import { recentActivity } from '../../src/data/memberProfile';
import { sampleMemberCompany } from '../../src/data/memberProfileFields';
import { blockchainTransactions, valuationOracle } from '../../src/data/blockchainMonitor';
import { catalogProducts } from '../../src/data/productCatalog';
import { productionOrders } from '../../src/data/productionMonitoring';
import { sampleProducts } from '../../src/data/products';
import { logisticsPartners } from '../../src/data/shippingLogistics';
import { activeContracts, deployedParties, memberParty, partyIdOf } from '../../src/data/smartContracts';
import { tradeListings } from '../../src/data/tradeSearch';
import { tradeParties } from '../../src/data/tradeSimulator';
import { plannedTransactions } from '../../src/data/transactionPlanning';
import { supportedLanguages } from '../../src/i18n/language';
import { resources } from '../support/i18n';
import { worldAnchorDay } from '../../src/data/worldAnchor';

/** The company names of a language's cast (its people are under `people`). */
const companyIds: readonly string[] = companies.map((company) => company.id);
const isCompanyId = (value: string) => companyIds.includes(value);

const namesIn = (language: string) => {
  const { people: _people, ...companyNames } = (resources[language]?.cast ?? {}) as Record<string, unknown>;
  return companyNames;
};

/** Every place a screen's sample data names a company, as [where, id]. */
const references: [string, string][] = [
  ...[...tradingNetwork, ...dashboardPartners].map(
    (party) => [`matching ${party.id}`, party.id] as [string, string],
  ),
  ...recommendedMatches.flatMap((match) =>
    match.parties.map((party) => [match.id, party.id] as [string, string]),
  ),
  ...tradeMatches.map((match) => [`dashboard ${match.id}`, match.counterparty] as [string, string]),
  ...chatRooms(worldAnchorDay).flatMap((room) =>
    room.participants.map((id) => [`chat room ${room.id}`, id] as [string, string]),
  ),
  ...chatMessages(worldAnchorDay)
    .filter((message) => message.sender !== selfSender && message.sender !== systemSender)
    .map((message) => [`chat message ${message.id}`, message.sender] as [string, string]),
  ...sampleDeal.parties.map((id) => [`deal ${sampleDeal.id}`, id] as [string, string]),
  ...(sampleHistory(worldAnchorDay).flatMap((entry) =>
    entry.company ? [[`deal history ${entry.id}`, entry.company]] : [],
  ) as [string, string][]),
  ...tradeListings.map((listing) => [`listing ${listing.id}`, listing.supplier] as [string, string]),
  ...tradeParties.map((party) => [`simulator ${party.id}`, party.company] as [string, string]),
  ...[...activeContracts.flatMap((contract) => contract.parties), ...deployedParties]
    .filter((party) => party !== memberParty)
    .map((party) => ['smart contract party', party] as [string, string]),
  ...blockchainTransactions(worldAnchorDay).flatMap((tx) =>
    tx.participants
      .filter((id) => id !== valuationOracle)
      .map((id) => [`block ${tx.id}`, id] as [string, string]),
  ),
  ...productionOrders(worldAnchorDay).map(
    (order) => [`production ${order.id}`, order.supplier] as [string, string],
  ),
  ...plannedTransactions(worldAnchorDay).map(
    (item) => [`planning ${item.id}`, item.counterparty] as [string, string],
  ),
  ...financingOffers.map((offer) => [`financing ${offer.id}`, offer.provider] as [string, string]),
  ...sampleProducts.map((product) => [`explorer ${product.id}`, product.supplier] as [string, string]),
  ...catalogProducts.map((product) => [`catalogue ${product.id}`, product.seller] as [string, string]),
  ...(recentActivity(worldAnchorDay).flatMap((item) =>
    item.company ? [[`profile activity ${item.id}`, item.company]] : [],
  ) as [string, string][]),
  ...logisticsPartners.map((partner) => [`logistics partner`, partner.id] as [string, string]),
  ['the member’s company', sampleMemberCompany],
];

describe('the cast', () => {
  it('gives each company one id and a country', () => {
    expect(new Set(companyIds).size).toBe(companies.length);
    for (const company of companies) expect(company.country, company.id).toMatch(/^[A-Z]{2}$/);
  });

  it.each(supportedLanguages)(
    'names every company once in %s: present, not blank, one name per id',
    (language) => {
      const names = namesIn(language);
      expect(Object.keys(names).sort()).toEqual([...companyIds].sort());
      for (const id of companyIds) {
        const name = names[id];
        expect(typeof name === 'string' && name.trim() !== '', `${language} ${id}`).toBe(true);
      }
      const written = Object.values(names);
      expect(new Set(written).size, `two companies share a name in ${language}`).toBe(written.length);
    },
  );

  it('the Kazakh grain supplier goes by one name', () => {
    expect(companies.filter((company) => company.country === 'KZ' && company.id.includes('harvest'))).toEqual(
      [{ id: 'steppe-harvest', country: 'KZ' }],
    );
  });
});

/** The company of `id`; throws for an id outside the cast. */
function companyOf(id: string): (typeof companies)[number] {
  const found = companies.find((company) => company.id === id);
  if (!found) throw new Error(`Unknown company ${id}`);
  return found;
}

describe('every company reference resolves to the cast', () => {
  it.each(references)('%s names %s', (_where, id) => expect(isCompanyId(id)).toBe(true));

  it('contracts saved by an earlier build name cast companies too', () => {
    for (const code of ['sinoSteel', 'brasilAgro', 'gulfEnergy', 'rheinMachinen'])
      expect(isCompanyId(partyIdOf(code)), code).toBe(true);
  });

  it('where a screen shows a company’s country, it is the cast’s', () => {
    for (const party of [...tradingNetwork, ...dashboardPartners])
      expect(party.location, party.id).toBe(companyOf(party.id).country);
    for (const party of tradeParties) expect(party.country, party.id).toBe(companyOf(party.company).country);
    for (const listing of tradeListings)
      expect(listing.location.toUpperCase(), listing.id).toBe(companyOf(listing.supplier).country);
    for (const match of tradeMatches)
      expect(match.country, match.id).toBe(companyOf(match.counterparty).country);
  });

  it('the companies with a listing are the trade search listings’ suppliers', () => {
    expect(Object.entries(listingOfCompany).sort()).toEqual(
      tradeListings.map((listing) => [listing.supplier, listing.id]).sort(),
    );
  });

  it('a company links to its listing when it has one, else to its negotiation room', () => {
    expect(companyListingPath('steppe-harvest')).toBe('/trade-search?listing=lst-201');
    expect(companyPath('nile-petroleum', worldAnchorDay)).toBe('/negotiation-chat?room=room-wheat-oil');
    expect(companyPath('west-lake-silk', worldAnchorDay)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------
// No company name written outside the cast

const root = join(import.meta.dirname, '..', '..');
const filesUnder = (dir: string, pattern: RegExp) =>
  (readdirSync(join(root, dir), { recursive: true }) as string[])
    .filter((file) => pattern.test(file))
    .map((file) => join(dir, file));

/** The text of a source file without its comments (a comment may quote a name as an example). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Other names for companies of the cast: a company goes by its cast name only, so none of these appear. */
const earlierNames = [
  'Andes Metals',
  'Rhein Maschinenbau',
  'Brasil Agro Exports',
  'Pampas Agro',
  'Shenzhen Tech Exports',
  'Andes Copper ·',
  'Rhine Machinery ·',
];

/**
 * Names a source file may hold, each with its reason: a new member's record starts from the sample
 * profile's English texts (the profile shows them in the member's language).
 */
const keptIn: Record<string, readonly string[]> = {
  [join('src', 'data', 'memberProfileFields.ts')]: ['Silk Road Agri Holdings'],
};

describe('no company name is written outside the cast', () => {
  const english = Object.values(namesIn('en')) as string[];

  it.each(filesUnder('src', /\.tsx?$/))('%s', (file) => {
    const code = codeOf(readFileSync(join(root, file), 'utf8'));
    const kept = keptIn[file] ?? [];
    const found = [...english, ...earlierNames].filter((name) => code.includes(name) && !kept.includes(name));
    expect(found).toEqual([]);
  });

  it('every name a source file may keep is still there', () => {
    for (const [file, names] of Object.entries(keptIn))
      for (const name of names) expect(readFileSync(join(root, file), 'utf8'), file).toContain(name);
  });

  it.each(supportedLanguages)('nor in the %s translation files other than cast.json', (language) => {
    const names = [...(Object.values(namesIn(language)) as string[]), ...english, ...earlierNames];
    const found: string[] = [];
    for (const file of filesUnder(`public/locales/${language}`, /\.json$/)) {
      if (file.endsWith('cast.json')) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const name of names) if (text.includes(name)) found.push(`${file}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
