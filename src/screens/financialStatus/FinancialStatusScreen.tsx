import { useMemo, useState } from 'react';
import { AssetPortfolio } from '../../components/financialStatus/AssetPortfolio';
import { PerformanceMetrics } from '../../components/financialStatus/PerformanceMetrics';
import { memberRegion } from '../../components/primitives/memberFigure';
import { RecentActivity } from '../../components/financialStatus/RecentActivity';
import {
  activityPreviewCount,
  assetCategories,
  defaultMetricPeriod,
  donutSegments,
  financialSummary,
  isFavourable,
  metricPeriods,
  metricsFor,
  recentActivities,
  recentActivityCount,
  riskBand,
  visibleActivities,
  type MetricPeriod,
} from '../../data/financialStatus';
import {
  formatCompact,
  formatCount,
  formatDate,
  formatNumber,
  formatPercent,
  formatSdr,
  formatSignedSdr,
} from '../../i18n/format';
import { ButtonLink } from '../../components/primitives/Button';
import { Card, CardHeader } from '../../components/primitives/Card';
import { StatGrid } from '../../components/primitives/StatGrid';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import { shortenAddress } from '../../data/srdWallet';
import { useScreenText } from '../../platform/screenText';
import { useFullLedger } from '../../platform/memberStore';
import type { RoleName } from '../../theme/themes';
import { useWorldDay } from '../../platform/worldDay';

// The account's sample ledger, built before the first render (src/app/routes.tsx).
export { prepareSampleLedger as prepare } from '../../platform/memberStore';

const sliceTones: readonly RoleName[] = ['info', 'success', 'warning', 'active', 'danger'];
const riskTone = { low: 'success', moderate: 'warning', high: 'danger' } as const;

/**
 * Financial status: summary cards, the asset portfolio as a
 * donut and a table, performance metrics for a chosen period with up/down trends, and recent activity
 * (the member's ledger: the latest five entries; View All shows the six newest, live as the member
 * sends or pays). Every amount is in SDR.
 */
export default function FinancialStatusScreen() {
  const day = useWorldDay();
  const { t, language, dir } = useScreenText('financialStatus');
  const [period, setPeriod] = useState<MetricPeriod>(defaultMetricPeriod);
  const [expanded, setExpanded] = useState(false);
  const summary = financialSummary(day);
  const band = riskBand(summary.riskScore);
  const segments = donutSegments(assetCategories);
  // The newest entries of the member's ledger, live.
  const ledger = useFullLedger();
  const activities = useMemo(() => recentActivities(ledger.slice(0, recentActivityCount)), [ledger]);

  return (
    <Page>
      <StatGrid
        heading={t('summary.heading')}
        headingId="finance-summary-heading"
        columns="fit"
        stats={[
          {
            id: 'totalAssets',
            label: t('summary.totalAssets'),
            value: formatSdr(summary.totalAssets, language),
            icon: 'layers',
            tone: 'info',
          },
          {
            id: 'totalLiabilities',
            label: t('summary.totalLiabilities'),
            value: formatSdr(summary.totalLiabilities, language),
            icon: 'alert',
            tone: 'warning',
          },
          {
            id: 'netWorth',
            label: t('summary.netWorth'),
            value: formatSdr(summary.netWorth, language),
            hint: t('summary.netWorthHint'),
            icon: 'gem',
            tone: 'success',
          },
          {
            id: 'cashFlow',
            label: t('summary.cashFlow'),
            value: formatSdr(summary.cashFlow, language),
            hint: t('summary.cashFlowHint'),
            icon: 'activity',
            tone: 'active',
          },
          {
            id: 'creditRating',
            label: t('summary.creditRating'),
            // A grade like "AA-" keeps its order in Arabic: isolated left to right.
            value: `\u2066${summary.creditRating}\u2069`,
            hint: t('summary.creditRatingHint'),
            icon: 'shield',
            tone: 'success',
          },
          {
            id: 'riskScore',
            label: t('summary.riskScore'),
            value: t('summary.riskValue', { score: formatCount(summary.riskScore, language) }),
            hint: t(`summary.risk.${band}`),
            icon: 'shieldCheck',
            tone: riskTone[band],
          },
        ]}
      />
      <Columns ratio="3:2">
        <AssetPortfolio
          labels={{
            heading: t('portfolio.heading'),
            description: t('portfolio.description'),
            chart: t('portfolio.chart'),
            category: t('portfolio.category'),
            percent: t('portfolio.percent'),
            amount: t('portfolio.amount'),
            total: t('portfolio.total'),
          }}
          rows={assetCategories.map((asset, index) => ({
            id: asset.category,
            category: t(`portfolio.categories.${asset.category}`),
            percent: formatPercent(asset.percent, language, 0),
            amount: formatSdr(asset.amount, language),
            start: segments[index]?.start ?? 0,
            length: segments[index]?.length ?? 0,
            tone: sliceTones[index % sliceTones.length] ?? 'info',
          }))}
          total={formatSdr(summary.totalAssets, language)}
          totalShort={`${formatCompact(summary.totalAssets, language)} SDR`}
          empty={{ title: t('portfolio.emptyTitle'), body: t('portfolio.emptyBody') }}
        />
        <PerformanceMetrics
          labels={{ heading: t('metrics.heading'), period: t('metrics.period') }}
          periods={metricPeriods.map((value) => ({ value, label: t(`metrics.periods.${value}`) }))}
          period={period}
          onPeriodChange={setPeriod}
          dir={dir}
          metrics={metricsFor(period).map((metric) => ({
            id: metric.metric,
            name: t(`metrics.names.${metric.metric}`),
            value:
              metric.unit === 'percent'
                ? formatPercent(metric.value, language)
                : formatNumber(metric.value, language, { minimumFractionDigits: 2 }),
            trend: metric.trend,
            trendLabel: t(`metrics.trend.${metric.trend}`),
            favourable: isFavourable(metric),
            period: t(`metrics.versus.${metric.period}`),
          }))}
        />
      </Columns>
      <RecentActivity
        figure={memberRegion('ledger')}
        labels={{
          heading: t('activity.heading'),
          listLabel: t('activity.listLabel'),
          viewAll: t('activity.viewAll', { count: activities.length }),
          showFewer: t('activity.showFewer'),
        }}
        activities={visibleActivities(activities, expanded).map((activity) => {
          return {
            id: activity.id,
            type: t(`activity.types.${activity.type}`),
            amount: formatSignedSdr(activity.amount, language),
            direction: activity.amount < 0 ? ('out' as const) : ('in' as const),
            status: activity.status,
            statusLabel: t(`activity.status.${activity.status}`),
            date: formatDate(activity.date, language),
            dateTime: activity.date,
            counterparty: shortenAddress(activity.counterparty),
          };
        })}
        expanded={expanded}
        canExpand={activities.length > activityPreviewCount}
        onToggle={() => setExpanded((value) => !value)}
        empty={{ title: t('activity.emptyTitle'), body: t('activity.emptyBody') }}
      />
      {/* The monthly statement lives on the wallet, keyed by the address: this opens the current month
          (UTC, as the statement's months are). */}
      <Card as="section" aria-labelledby="finance-statement-heading">
        <CardHeader
          id="finance-statement-heading"
          title={t('statement.heading')}
          description={t('statement.body')}
          actions={
            <ButtonLink to={`/srd-wallet?statement=${day.slice(0, 7)}`}>{t('statement.open')}</ButtonLink>
          }
        />
      </Card>
    </Page>
  );
}
