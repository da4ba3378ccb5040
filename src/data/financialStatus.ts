/**
 * Sample data and pure rules of the financial status screen (financial summary, asset category, financial activity, performance metric). All amounts are in
 * SDR. Display text lives in `public/locales/<lng>/financialStatus.json`; this file holds
 * codes that name those keys. Recent activity is not sample data: it is the newest entries of the
 * member's ledger (src/data/ledger.ts), mapped to the activity list's types.
 */
import type { LedgerEntry, LedgerStatus } from './ledger';
import { cashFlowThisMonth } from './cashFlow';
import { memberCreditRating } from './memberProfile';
import { builtDay, dated } from './sampleWorld';

export interface FinancialSummary {
  totalAssets: number;
  totalLiabilities: number;
  netWorth: number;
  /** Net cash flow of the current month. */
  cashFlow: number;
  /** A rating grade, shown as written. */
  creditRating: string;
  /** 0 (no risk) to 100. */
  riskScore: number;
}

export const financialSummary = dated((): FinancialSummary => ({
  totalAssets: 45_200_000,
  totalLiabilities: 12_800_000,
  netWorth: 32_400_000,
  cashFlow: cashFlowThisMonth(builtDay()).net,
  creditRating: memberCreditRating,
  riskScore: 24,
}));

export type RiskBand = 'low' | 'moderate' | 'high';

/** Risk bands: below 34 low, below 67 moderate, else high; a value that is not a number counts as high. */
export function riskBand(score: number): RiskBand {
  if (!Number.isFinite(score)) return 'high';
  if (score < 34) return 'low';
  if (score < 67) return 'moderate';
  return 'high';
}

export interface AssetCategory {
  /** Translation code (`portfolio.categories.<code>`). */
  category: string;
  /** Share of total assets in percent. */
  percent: number;
  amount: number;
}

export const assetCategories: readonly AssetCategory[] = [
  { category: 'commodities', percent: 35, amount: 15_820_000 },
  { category: 'receivables', percent: 25, amount: 11_300_000 },
  { category: 'cash', percent: 20, amount: 9_040_000 },
  { category: 'equipment', percent: 12, amount: 5_424_000 },
  { category: 'investments', percent: 8, amount: 3_616_000 },
];

export interface DonutSegment {
  category: string;
  /** Where the segment starts and how long it is, as fractions of the circle (0 to 1). */
  start: number;
  length: number;
}

/**
 * Segments of the allocation donut: each category's share of the sum of the percents (so rounding in
 * the data never leaves a gap or an overlap). Negative or non-finite shares count as 0.
 */
export function donutSegments(
  categories: readonly Pick<AssetCategory, 'category' | 'percent'>[],
): DonutSegment[] {
  const safe = categories.map((c) => ({
    category: c.category,
    value: Number.isFinite(c.percent) && c.percent > 0 ? c.percent : 0,
  }));
  const sum = safe.reduce((total, c) => total + c.value, 0);
  let start = 0;
  return safe.map((c) => {
    const length = sum > 0 ? c.value / sum : 0;
    const segment = { category: c.category, start, length };
    start += length;
    return segment;
  });
}

export type Trend = 'up' | 'down';
export type MetricPeriod = 'month' | 'quarter' | 'year';
export const metricPeriods: readonly MetricPeriod[] = ['month', 'quarter', 'year'];

export interface PerformanceMetric {
  /** Translation code (`metrics.names.<code>`). */
  metric: string;
  /** Percent, or a ratio when `unit` is `ratio`. */
  value: number;
  unit: 'percent' | 'ratio';
  trend: Trend;
  period: MetricPeriod;
  /** Which direction is good news (a falling debt ratio is). */
  betterWhen: Trend;
}

/** Performance metrics for each period the selector offers. */
const performanceMetrics: readonly PerformanceMetric[] = [
  { metric: 'roi', value: 1.2, unit: 'percent', trend: 'up', period: 'month', betterWhen: 'up' },
  { metric: 'tradeVolume', value: 4.8, unit: 'percent', trend: 'up', period: 'month', betterWhen: 'up' },
  {
    metric: 'operatingMargin',
    value: 17.9,
    unit: 'percent',
    trend: 'down',
    period: 'month',
    betterWhen: 'up',
  },
  { metric: 'debtToEquity', value: 0.41, unit: 'ratio', trend: 'down', period: 'month', betterWhen: 'down' },
  { metric: 'roi', value: 3.6, unit: 'percent', trend: 'up', period: 'quarter', betterWhen: 'up' },
  { metric: 'tradeVolume', value: 12.3, unit: 'percent', trend: 'up', period: 'quarter', betterWhen: 'up' },
  {
    metric: 'operatingMargin',
    value: 18.4,
    unit: 'percent',
    trend: 'up',
    period: 'quarter',
    betterWhen: 'up',
  },
  { metric: 'debtToEquity', value: 0.4, unit: 'ratio', trend: 'down', period: 'quarter', betterWhen: 'down' },
  { metric: 'roi', value: 14.2, unit: 'percent', trend: 'up', period: 'year', betterWhen: 'up' },
  { metric: 'tradeVolume', value: 23.5, unit: 'percent', trend: 'up', period: 'year', betterWhen: 'up' },
  {
    metric: 'operatingMargin',
    value: 18.7,
    unit: 'percent',
    trend: 'down',
    period: 'year',
    betterWhen: 'up',
  },
  { metric: 'debtToEquity', value: 0.39, unit: 'ratio', trend: 'up', period: 'year', betterWhen: 'down' },
];

export const defaultMetricPeriod: MetricPeriod = 'quarter';

export function metricsFor(period: MetricPeriod): PerformanceMetric[] {
  return performanceMetrics.filter((metric) => metric.period === period);
}

/** Whether a metric's trend is good news (success tone) or not (warning tone). */
export function isFavourable(metric: Pick<PerformanceMetric, 'trend' | 'betterWhen'>): boolean {
  return metric.trend === metric.betterWhen;
}

export type ActivityType =
  'paymentReceived' | 'paymentSent' | 'transferSent' | 'customsDuty' | 'loanRepayment' | 'investment' | 'fee';
export type ActivityStatus = LedgerStatus;

export interface FinancialActivity {
  id: string;
  type: ActivityType;
  /** In SDR; money out is negative. */
  amount: number;
  status: ActivityStatus;
  /** ISO 8601 timestamp. */
  date: string;
  counterparty: string;
}

/** What an entry of the member's ledger is, in the activity list's words. */
export function activityType(entry: Pick<LedgerEntry, 'kind' | 'direction'>): ActivityType {
  if (entry.direction === 'in') return 'paymentReceived';
  switch (entry.kind) {
    case 'transfer':
      return 'transferSent';
    case 'duty':
      return 'customsDuty';
    case 'fee':
      return 'fee';
    default:
      return 'paymentSent';
  }
}

/** How many of the newest ledger entries recent activity holds (View All shows them all). */
export const recentActivityCount = 6;

/** Recent activity: the newest entries of the ledger (given newest first), as activities. */
export function recentActivities(newest: readonly LedgerEntry[]): FinancialActivity[] {
  return newest.slice(0, recentActivityCount).map((entry) => ({
    id: entry.id,
    type: activityType(entry),
    amount: ((entry.direction === 'in' ? 1 : -1) * entry.amountCents) / 100,
    status: entry.status,
    date: entry.at,
    counterparty: entry.counterparty,
  }));
}

/** How many activities the list shows before View All. */
export const activityPreviewCount = 5;

/** The activities to show: the first `activityPreviewCount`, or all of them once expanded. */
export function visibleActivities<T>(activities: readonly T[], expanded: boolean): T[] {
  return expanded ? [...activities] : activities.slice(0, activityPreviewCount);
}
