// @vitest-environment node
/**
 * The world test: one sample world across the 28 screens.
 * - The fixed headline figures (75 % compliance, 12.5M SDR, 47 matches, ...) never drift, and a
 *   figure two screens show is defined once (or, where two figures differ on purpose, they are
 *   different measures).
 * - One calendar: every sample date is built for the day it is read on and moves with it
 *   (src/data/sampleWorld.ts); none is stale, and nothing of the data holds a date that does not move.
 * - One price table: every commodity price and lot value comes from src/data/prices.ts.
 * - One cast: tests/data/world-cast.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { dated, sampleRecent, worldMoment } from '../../src/data/sampleWorld';
import { isDated } from '../support/datedSample';
import { chatMessages, offerUnit, unitPrice } from '../../src/data/negotiationChat';
import { marketItems } from '../../src/data/market';
import {
  barrelsPerTonne,
  isPricedCommodity,
  lotValue,
  pricePerTonne,
  priceOf,
  unitOf,
} from '../../src/data/prices';
import { dealRecommendations, sampleDeal, sampleDealVolume } from '../../src/data/dealMaker';
import { tradeListings } from '../../src/data/tradeSearch';
import { customsShipments } from '../../src/data/customsClearance';
import { catalogProducts } from '../../src/data/productCatalog';
import { sampleProducts } from '../../src/data/products';
import { tradeParties } from '../../src/data/tradeSimulator';
import { samplePrices } from '../../src/data/valuation';
import { adminSummary, averageAvailability, systemHealth } from '../../src/data/adminConsole';
import { complianceAlerts, complianceDocuments } from '../../src/data/complianceDashboard';
import {
  complianceScorePercent,
  complianceSummary,
  compliantSharePercent,
} from '../../src/data/complianceRules';
import { uploadedDocument } from '../../src/data/complianceFiles';
import { dashboardStats, tradeMatches } from '../../src/data/dashboard';
import { cashFlowForecast as financingForecast } from '../../src/data/financingActivities';
import { financialSummary } from '../../src/data/financialStatus';
import { sampleProfile } from '../../src/data/memberProfile';
import { cashFlowForecast, cashFlowThisMonth } from '../../src/data/cashFlow';
import { creditGrades, type CreditGrade } from '../../src/data/creditRating';
import { memberCreditRating, memberGreenCertificate } from '../../src/data/memberStanding';
import { membershipTiers } from '../../src/data/membershipPackages';
import { defaultTier } from '../../src/data/memberKey';
import { productionOrders } from '../../src/data/productionMonitoring';
import { passedTestsCount, qualityReports } from '../../src/data/qualityControl';

describe("the spec's fixed figures are exactly there", () => {
  it.each([
    ['compliance score (percent)', complianceScorePercent(worldAnchorDay), 75],
    ['dashboard volume (SDR)', dashboardStats.volumeSdr, 12_500_000],
    ['active matches', dashboardStats.activeMatches, 47],
    ['success rate (percent)', dashboardStats.successRatePercent, 94.2],
    ['partners', dashboardStats.partners, 1_247],
    ['partner countries', dashboardStats.partnerCountries, 23],
    ['passed tests', passedTestsCount, 24],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));
});

describe('figures that agree across screens', () => {
  it.each([
    // Compliance dashboard: the Compliant card's share of all documents is the score above it.
    [
      'compliant share of the documents = compliance score',
      compliantSharePercent(complianceDocuments(worldAnchorDay)),
      75,
    ],
    [
      'Compliant card of 2026-11-22 = 9 of 12',
      complianceSummary(complianceDocuments(worldAnchorDay), complianceAlerts(worldAnchorDay), '2026-11-22')
        .compliant,
      9,
    ],
    // Admin console: the System Health headline is the mean of its bars.
    ['System Health headline = mean of its bars', adminSummary.systemHealthPercent, 96.8],
    ['… computed, not copied', adminSummary.systemHealthPercent, averageAvailability(systemHealth)],
    // Financial status and member profile: one credit rating.
    ['credit rating on financial status', financialSummary(worldAnchorDay).creditRating, memberCreditRating],
    ['credit rating on the member profile', sampleProfile(worldAnchorDay).creditRating, memberCreditRating],
    // Financial status's month and the financing forecast: one cash-flow series.
    [
      'cash flow this month on financial status',
      financialSummary(worldAnchorDay).cashFlow,
      cashFlowThisMonth(worldAnchorDay).net,
    ],
    [
      'the forecast financing activities shows',
      financingForecast(worldAnchorDay),
      cashFlowForecast(worldAnchorDay),
    ],
  ])('%s', (_name, actual, expected) => expect(actual).toStrictEqual(expected));

  it('the admin console shows the network-wide compliance score, a different measure from the member’s', () => {
    expect(adminSummary.networkComplianceScorePercent).toBe(94.5);
    expect(adminSummary).not.toHaveProperty('complianceScorePercent');
  });

  it('an upload waits for review: it lowers the share of all documents, not the score', () => {
    const upload = uploadedDocument('UPL-001', 'scan.pdf', 'regulatory', 'global', '2026-11-22');
    expect(upload.status).toBe('pending');
    expect(compliantSharePercent([upload, ...complianceDocuments(worldAnchorDay)])).toBeCloseTo(
      (9 / 13) * 100,
    );
    expect(complianceScorePercent(worldAnchorDay)).toBe(75);
  });

  it.each(productionOrders(worldAnchorDay).map((order) => [order.id, order] as const))(
    'production order %s shows the inspection score of its batch on quality control',
    (_id, order) => {
      const report = qualityReports(worldAnchorDay).find((candidate) => candidate.batch === order.batch);
      expect(report?.product).toBe(order.product);
      expect(order.qualityScore).toBe(report?.score);
    },
  );

  it('the failed solar panel batch is 72 % on both screens', () => {
    const solar = productionOrders(worldAnchorDay).find((order) => order.product === 'solarPanels');
    const report = qualityReports(worldAnchorDay).find((candidate) => candidate.product === 'solarPanels');
    expect([solar?.qualityScore, report?.score, report?.status]).toEqual([72, 72, 'failed']);
  });

  it('the monthly cash flow is on the forecast’s scale: within the range of its months', () => {
    const thisMonth = cashFlowThisMonth(worldAnchorDay);
    const forecast = cashFlowForecast(worldAnchorDay);
    const nets = forecast.map((month) => month.net);
    expect(thisMonth.net).toBeGreaterThanOrEqual(Math.min(...nets));
    expect(thisMonth.net).toBeLessThanOrEqual(Math.max(...nets));
    expect(thisMonth.net).toBe(thisMonth.inflow - thisMonth.outflow);
    // The forecast starts the month after this one.
    expect(forecast[0]?.month).toBe('2026-12');
    expect(thisMonth.month).toBe('2026-11');
  });
});

/** The lowest rating the Gold tier accepts: "credit rating A- or above". */
const goldMinimumCreditRating: CreditGrade = 'A-';

/** True when `rating` is a known grade at least as good as `minimum`; anything unknown is not. */
function ratingAtLeast(rating: string, minimum: CreditGrade): boolean {
  const index = (creditGrades as readonly string[]).indexOf(rating);
  return index >= 0 && index <= creditGrades.indexOf(minimum);
}

describe('the member meets every requirement of the tier they hold (Gold)', () => {
  const gold = membershipTiers.find((tier) => tier.id === 'gold');
  const profile = sampleProfile(worldAnchorDay);
  const met: Record<string, boolean> = {
    volume500k: profile.totalVolume >= 500_000,
    completedTrades5: profile.totalTrades >= 5,
    creditRating: ratingAtLeast(profile.creditRating, goldMinimumCreditRating),
    greenCertification:
      profile.verifications.sustainability.status === 'verified' &&
      profile.complianceCertifications.includes(memberGreenCertificate),
  };
  it('the member holds Gold', () => expect(defaultTier).toBe('gold'));
  it('Gold has requirements', () => expect(gold?.requirements.length).toBeGreaterThan(0));
  it.each((gold?.requirements ?? []).map((code) => [code]))('%s', (code) => expect(met[code]).toBe(true));
});

describe('ratingAtLeast', () => {
  it.each([
    ['AA-', 'A-', true],
    ['A-', 'A-', true],
    ['A', 'A-', true],
    ['BBB+', 'A-', false],
    ['D', 'A-', false],
    ['aa-', 'A-', false],
    ['', 'A-', false],
    ['A++', 'A-', false],
  ] as const)('%j at least %s: %s', (rating, minimum, expected) =>
    expect(ratingAtLeast(rating, minimum)).toBe(expected),
  );
});

// ---------------------------------------------------------------------------------------------------
// One calendar: every sample date is built for the day it is read on

/** 100 days and 4 calendar months after the anchor (2026-11-22). */
const laterDay = '2027-03-02';

type Found = Map<string, string>;
const datePattern = /^\d{4}-\d{2}(?:-\d{2}(?:T[\d:.]+Z)?)?$/;

/** Every date-like string reachable from a value, by where it was found. */
function datesIn(value: unknown, path: string, found: Found, seen = new Set<unknown>()): Found {
  if (typeof value === 'string') {
    if (datePattern.test(value)) found.set(path, value);
  } else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const [key, item] of Object.entries(value)) datesIn(item, `${path}.${key}`, found, seen);
  }
  return found;
}

const dataModules = import.meta.glob<Record<string, unknown>>('../../src/data/*.ts');

/** Every export of every data module, as [`file.name`, value]. */
async function dataExports(): Promise<[string, unknown][]> {
  const exports: [string, unknown][] = [];
  for (const [file, load] of Object.entries(dataModules)) {
    for (const [name, value] of Object.entries(await load())) exports.push([`${file}.${name}`, value]);
  }
  return exports;
}

/** Every date in the sample data as it reads on `day`: each dated export, built for that day. */
async function sampleDates(day: string): Promise<Found> {
  const found: Found = new Map();
  for (const [path, value] of await dataExports()) if (isDated(value)) datesIn(value(day), path, found);
  return found;
}

const dayMs = 86_400_000;
const daysFrom = (a: string, b: string) =>
  Math.round(
    (Date.parse(b.length === 10 ? `${b}T00:00:00Z` : b) -
      Date.parse(a.length === 10 ? `${a}T00:00:00Z` : a)) /
      dayMs,
  );
const monthsFrom = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));

describe('one calendar: sample dates are built for the day they are read on', () => {
  it('finds the dated data among the exports: more than 25 accessors and 150 dates', async () => {
    const accessors = (await dataExports()).filter(([, value]) => isDated(value));
    expect(accessors.length).toBeGreaterThan(25);
    expect((await sampleDates(worldAnchorDay)).size).toBeGreaterThan(150);
  });

  it('holds every sample date in dated data: an export that is not dated holds no date but the anchor', async () => {
    const fixed: Found = new Map();
    for (const [path, value] of await dataExports()) if (!isDated(value)) datesIn(value, path, fixed);
    expect([...fixed].filter(([, date]) => date !== worldAnchorDay)).toEqual([]);
  });

  it('reads no stale date: every sample date lies from four years before the anchor day (the member joined in 2023) to three after', async () => {
    const stale = [...(await sampleDates(worldAnchorDay))].filter(([, date]) => {
      const days = daysFrom(worldAnchorDay, date.length === 7 ? `${date}-01` : date);
      return days < -4 * 366 || days > 3 * 366;
    });
    expect(stale).toEqual([]);
  });

  it.each([worldAnchorDay, laterDay])(
    'has nothing that already happened in the future on %s: event times lie before its now',
    async (day) => {
      const now = worldMoment(day);
      const events = [...(await sampleDates(day))].filter(([path]) =>
        /\.(timestamp|lastUpdate|at)$/.test(path),
      );
      expect(events.length).toBeGreaterThan(20);
      expect(events.filter(([, date]) => Date.parse(date) > now)).toEqual([]);
    },
  );

  it.each([worldAnchorDay, laterDay])(
    'keeps recent events as far before now as written on %s, at any hour of the day',
    (day) => {
      const halfPastNine = dated(() => sampleRecent(`${worldAnchorDay}T09:30:00Z`));
      expect(worldMoment(day) - Date.parse(halfPastNine(day))).toBe(30 * 60_000);
    },
  );

  it('moves every sample date by as many days (months) as the day read is past the anchor, in the same modules', async () => {
    const before = await sampleDates(worldAnchorDay);
    const after = await sampleDates(laterDay);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const unmoved = [...before].filter(([path, date]) => {
      const moved = after.get(path);
      if (moved === undefined) return true;
      return date.length === 7 ? monthsFrom(date, moved) !== 4 : daysFrom(date, moved) !== 100;
    });
    expect(unmoved).toEqual([]);
    // Reading another day leaves the data of the anchor day as it was.
    expect(await sampleDates(worldAnchorDay)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------------
// One price table: every commodity price and lot value comes from src/data/prices.ts

describe('one price table', () => {
  it('the market opens at the table price of each commodity', () => {
    for (const item of marketItems) {
      expect(isPricedCommodity(item.name), item.name).toBe(true);
      if (isPricedCommodity(item.name)) expect(item.price, item.name).toBe(priceOf(item.name));
    }
  });

  it.each([
    ['wheat', 'wheat', 245.5],
    ['oil', 'crudeOil', 75.2],
    ['copper', 'copper', 8450],
  ] as const)('the valuation engine quotes %s at the fixed %s price', (code, commodity, fixed) => {
    expect(priceOf(commodity)).toBe(fixed);
    expect(samplePrices.find((price) => price.commodity === code)?.price).toBe(fixed);
  });

  it.each([
    ['cat-101', 'crudeOil'],
    ['cat-102', 'rice'],
    ['cat-105', 'copper'],
    ['cat-107', 'wheat'],
  ] as const)('catalogue product %s is quoted at the %s table price', (id, commodity) => {
    expect(catalogProducts.find((product) => product.id === id)?.price).toBe(priceOf(commodity));
  });

  it.each([
    ['prod-001', 'crudeOil', 32_500],
    ['prod-002', 'wheat', 3_600],
  ] as const)('explorer lot %s is worth the %s price x its quantity', (id, commodity, quantity) => {
    expect(sampleProducts.find((product) => product.id === id)?.sdrValue).toBe(lotValue(commodity, quantity));
  });

  it("the dashboard's first match offers the explorer's Brent lot at its value", () => {
    expect(tradeMatches[0]?.sdrValue).toBe(
      sampleProducts.find((product) => product.id === 'prod-001')?.sdrValue,
    );
  });

  it('every chat offer in a priced commodity is worth the table price x its quantity, in the commodity unit', () => {
    const offers = chatMessages(worldAnchorDay).flatMap((message) => (message.offer ? [message.offer] : []));
    expect(offers.length).toBeGreaterThan(3);
    for (const offer of offers) {
      if (!isPricedCommodity(offer.commodity)) continue;
      expect(offer.sdrValue, offer.commodity).toBe(lotValue(offer.commodity, offer.quantity));
      expect(unitPrice(offer)).toBeCloseTo(priceOf(offer.commodity), 6);
      expect(offerUnit(offer.commodity)).toBe(unitOf(offer.commodity));
    }
    expect(offerUnit('crudeOil')).toBe('barrel');
  });

  it('every trade search listing of a commodity is quoted at its table price per tonne', () => {
    const priced = tradeListings.filter((listing) => listing.commodity !== undefined);
    // All but the machinery listing (priced per machine by its seller) are commodities of the table.
    expect(tradeListings.filter((listing) => listing.commodity === undefined).map((l) => l.id)).toEqual([
      'lst-208',
    ]);
    for (const listing of priced) {
      if (listing.commodity) expect(listing.price, listing.id).toBe(pricePerTonne(listing.commodity));
    }
    expect(tradeListings.find((listing) => listing.id === 'lst-201')?.price).toBe(245.5);
    // Brent in tonnes: the barrel price x barrels per tonne, so both explorers and the listing agree.
    expect(pricePerTonne('crudeOil')).toBe(Math.round(75.2 * barrelsPerTonne * 100) / 100);
  });

  it.each([
    ['match-1', 'crudeOil', 32_500],
    ['match-2', 'soybeans', 2_300],
    ['match-3', 'copper', 800],
    ['match-4', 'cottonFabric', 241],
  ] as const)('dashboard %s is worth the %s price x its quantity', (id, commodity, quantity) => {
    expect(tradeMatches.find((match) => match.id === id)?.sdrValue).toBe(lotValue(commodity, quantity));
  });

  it.each([
    ['CC-2026-001', 'steelCoils', 125_000],
    ['CC-2026-002', 'steelPlates', 86_500],
    ['CC-2026-003', 'steelPlates', 240_000],
  ] as const)('customs %s declares its weight of %s at the table price (SDR %d)', (id, commodity, value) => {
    const shipment = customsShipments(worldAnchorDay).find((item) => item.id === id);
    expect(shipment?.value).toBe(value);
    expect(shipment?.value).toBe(lotValue(commodity, (shipment?.weightKg ?? 0) / 1000));
  });

  it("the deal maker's value and its price recommendation come from the deal commodity's table price", () => {
    expect(sampleDeal.commodity).toBe('wheat');
    expect(sampleDeal.estimatedValue).toBe(lotValue(sampleDeal.commodity, sampleDealVolume));
    expect(dealRecommendations.find((rec) => rec.field === 'price')?.amount).toBe(priceOf('wheat'));
    expect(dealRecommendations.find((rec) => rec.field === 'volume')?.amount).toBe(sampleDealVolume);
  });

  it('every simulator item in a priced commodity is worth the table price x its quantity', () => {
    const items = tradeParties.flatMap((party) => [party.offering, party.seeking]);
    const priced = items.filter((item) => isPricedCommodity(item.code));
    expect(priced.length).toBeGreaterThan(2);
    for (const item of priced) {
      if (isPricedCommodity(item.code))
        expect(item.value, item.code).toBe(lotValue(item.code, item.quantity));
    }
  });
});
