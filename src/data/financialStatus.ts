/**
 * Sample data and pure rules of the financial status screen (spec part 2, Financial Status and section
 * 3: financial summary, asset category, financial activity, performance metric). All amounts are in
 * SDR (section 9). Display text lives in `public/locales/<lng>/financialStatus.json`; this file holds
 * codes that name those keys.
 */

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

export const financialSummary: FinancialSummary = {
  totalAssets: 45_200_000,
  totalLiabilities: 12_800_000,
  netWorth: 32_400_000,
  cashFlow: 2_350_000,
  creditRating: 'AA-',
  riskScore: 24,
};

/** Net worth is what the assets leave after the liabilities. */
export function netWorthOf(summary: Pick<FinancialSummary, 'totalAssets' | 'totalLiabilities'>): number {
  return summary.totalAssets - summary.totalLiabilities;
}

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
export const performanceMetrics: readonly PerformanceMetric[] = [
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

export function isMetricPeriod(value: unknown): value is MetricPeriod {
  return metricPeriods.includes(value as MetricPeriod);
}

/** Whether a metric's trend is good news (success tone) or not (warning tone). */
export function isFavourable(metric: Pick<PerformanceMetric, 'trend' | 'betterWhen'>): boolean {
  return metric.trend === metric.betterWhen;
}

export type ActivityType = 'paymentReceived' | 'paymentSent' | 'loanRepayment' | 'investment' | 'fee';
export type ActivityStatus = 'completed' | 'pending';

export interface FinancialActivity {
  id: string;
  type: ActivityType;
  /** In SDR; money out is negative. */
  amount: number;
  status: ActivityStatus;
  /** ISO day. */
  date: string;
  counterparty: string;
}

export const financialActivities: readonly FinancialActivity[] = [
  {
    id: 'FA-2024-118',
    type: 'paymentReceived',
    amount: 1_250_000,
    status: 'completed',
    date: '2024-11-20',
    counterparty: 'Sino Steel Corp',
  },
  {
    id: 'FA-2024-117',
    type: 'paymentSent',
    amount: -480_000,
    status: 'completed',
    date: '2024-11-19',
    counterparty: 'Gulf Energy Trading',
  },
  {
    id: 'FA-2024-116',
    type: 'loanRepayment',
    amount: -215_000,
    status: 'pending',
    date: '2024-11-18',
    counterparty: 'Silk Road Trade Finance',
  },
  {
    id: 'FA-2024-115',
    type: 'investment',
    amount: -750_000,
    status: 'completed',
    date: '2024-11-15',
    counterparty: 'Green Commodities Fund',
  },
  {
    id: 'FA-2024-114',
    type: 'paymentReceived',
    amount: 890_000,
    status: 'completed',
    date: '2024-11-12',
    counterparty: 'Brasil Agro Exports',
  },
  {
    id: 'FA-2024-113',
    type: 'fee',
    amount: -12_500,
    status: 'completed',
    date: '2024-11-10',
    counterparty: 'SRD Settlement Network',
  },
  {
    id: 'FA-2024-112',
    type: 'paymentReceived',
    amount: 640_000,
    status: 'pending',
    date: '2024-11-08',
    counterparty: 'Rhein Maschinenbau',
  },
  {
    id: 'FA-2024-111',
    type: 'paymentSent',
    amount: -325_000,
    status: 'completed',
    date: '2024-11-05',
    counterparty: 'Andes Copper Mining',
  },
];

/** How many activities the list shows before View All. */
export const activityPreviewCount = 5;

/** The activities to show: the first `activityPreviewCount`, or all of them once expanded. */
export function visibleActivities<T>(activities: readonly T[], expanded: boolean): T[] {
  return expanded ? [...activities] : activities.slice(0, activityPreviewCount);
}
