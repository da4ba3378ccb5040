// @vitest-environment node
/**
 * One sample world: a figure two screens show is defined once, and every screen that shows it gives
 * the same value (or, where the figures differ on purpose, they are different measures). The spec's
 * fixed figures stay exactly as it states them.
 */
import { describe, expect, it } from 'vitest';
import { adminSummary, averageAvailability, systemHealth } from '../../src/data/adminConsole';
import {
  complianceAlerts,
  complianceDocuments,
  complianceScorePercent,
  complianceSummary,
  compliantSharePercent,
  uploadedDocument,
} from '../../src/data/complianceDashboard';
import { dashboardStats } from '../../src/data/dashboard';
import { cashFlowForecast as financingForecast } from '../../src/data/financing';
import { financialSummary } from '../../src/data/financialStatus';
import { sampleProfile } from '../../src/data/memberProfile';
import { cashFlowForecast, cashFlowThisMonth } from '../../src/data/cashFlow';
import { goldMinimumCreditRating, ratingAtLeast } from '../../src/data/creditRating';
import { memberCreditRating, memberGreenCertificate } from '../../src/data/memberStanding';
import { memberTier } from '../../src/data/navigation';
import { tierById } from '../../src/data/membership';
import { productionOrders } from '../../src/data/productionMonitoring';
import { passedTestsCount, qualityReports } from '../../src/data/qualityControl';

describe("the spec's fixed figures are exactly there", () => {
  it.each([
    ['compliance score (percent)', complianceScorePercent, 75],
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
    ['compliant share of the documents = compliance score', compliantSharePercent(complianceDocuments), 75],
    [
      'Compliant card of 2026-11-22 = 9 of 12',
      complianceSummary(complianceDocuments, complianceAlerts, '2026-11-22').compliant,
      9,
    ],
    // Admin console: the System Health headline is the mean of its bars.
    ['System Health headline = mean of its bars', adminSummary.systemHealthPercent, 96.8],
    ['… computed, not copied', adminSummary.systemHealthPercent, averageAvailability(systemHealth)],
    // Financial status and member profile: one credit rating.
    ['credit rating on financial status', financialSummary.creditRating, memberCreditRating],
    ['credit rating on the member profile', sampleProfile.creditRating, memberCreditRating],
    // Financial status's month and the financing forecast: one cash-flow series.
    ['cash flow this month on financial status', financialSummary.cashFlow, cashFlowThisMonth.net],
    ['the forecast financing activities shows', financingForecast, cashFlowForecast],
  ])('%s', (_name, actual, expected) => expect(actual).toStrictEqual(expected));

  it('the admin console shows the network-wide compliance score, a different measure from the member’s', () => {
    expect(adminSummary.networkComplianceScorePercent).toBe(94.5);
    expect(adminSummary).not.toHaveProperty('complianceScorePercent');
  });

  it('an upload waits for review: it lowers the share of all documents, not the score', () => {
    const upload = uploadedDocument('UPL-001', 'scan.pdf', 'regulatory', 'global', '2026-11-22');
    expect(upload.status).toBe('pending');
    expect(compliantSharePercent([upload, ...complianceDocuments])).toBeCloseTo((9 / 13) * 100);
    expect(complianceScorePercent).toBe(75);
  });

  it.each(productionOrders.map((order) => [order.id, order] as const))(
    'production order %s shows the inspection score of its batch on quality control',
    (_id, order) => {
      const report = qualityReports.find((candidate) => candidate.batch === order.batch);
      expect(report?.product).toBe(order.product);
      expect(order.qualityScore).toBe(report?.score);
    },
  );

  it('the failed solar panel batch is 72 % on both screens', () => {
    const solar = productionOrders.find((order) => order.product === 'solarPanels');
    const report = qualityReports.find((candidate) => candidate.product === 'solarPanels');
    expect([solar?.qualityScore, report?.score, report?.status]).toEqual([72, 72, 'failed']);
  });

  it('the monthly cash flow is on the forecast’s scale: within the range of its months', () => {
    const nets = cashFlowForecast.map((month) => month.net);
    expect(cashFlowThisMonth.net).toBeGreaterThanOrEqual(Math.min(...nets));
    expect(cashFlowThisMonth.net).toBeLessThanOrEqual(Math.max(...nets));
    expect(cashFlowThisMonth.net).toBe(cashFlowThisMonth.inflow - cashFlowThisMonth.outflow);
    // The forecast starts the month after this one.
    expect(cashFlowForecast[0]?.month).toBe('2026-12');
    expect(cashFlowThisMonth.month).toBe('2026-11');
  });
});

describe('the member meets every requirement of the tier they hold (Gold)', () => {
  const gold = tierById('gold');
  const met: Record<string, boolean> = {
    volume500k: sampleProfile.totalVolume >= 500_000,
    completedTrades5: sampleProfile.totalTrades >= 5,
    creditRating: ratingAtLeast(sampleProfile.creditRating, goldMinimumCreditRating),
    greenCertification:
      sampleProfile.verifications.sustainability.status === 'verified' &&
      sampleProfile.complianceCertifications.includes(memberGreenCertificate),
  };
  it('the member holds Gold', () => expect(memberTier).toBe('gold'));
  it.each(gold.requirements.map((code) => [code]))('%s', (code) => expect(met[code]).toBe(true));
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
