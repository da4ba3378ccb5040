import type { Theme } from '@emotion/react';
import type { MetricPeriod, Trend } from '../../data/financialStatus';
import { Card, CardHeader } from '../primitives/Card';
import { ChipGroup } from '../primitives/ChipGroup';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';

export interface MetricView {
  id: string;
  name: string;
  /** Formatted ("14.2%", "0.39"). */
  value: string;
  trend: Trend;
  /** "Up" / "Down": the trend in words, not colour alone. */
  trendLabel: string;
  /** Whether the trend is good news (success tone) or not (warning tone). */
  favourable: boolean;
  /** "vs previous quarter". */
  period: string;
}

export interface PerformanceMetricsProps {
  labels: { heading: string; period: string };
  periods: readonly { value: MetricPeriod; label: string }[];
  period: MetricPeriod;
  onPeriodChange: (period: MetricPeriod) => void;
  metrics: readonly MetricView[];
  dir: 'ltr' | 'rtl';
}

/** Performance metrics for a chosen period, each with its trend as an arrow icon and a word. */
export function PerformanceMetrics({
  labels,
  periods,
  period,
  onPeriodChange,
  metrics,
  dir,
}: PerformanceMetricsProps) {
  return (
    <Card as="section" aria-labelledby="finance-metrics-heading" data-state={period}>
      <CardHeader
        id="finance-metrics-heading"
        title={labels.heading}
        actions={
          <ChipGroup
            label={labels.period}
            options={periods}
            value={period}
            onValueChange={onPeriodChange}
            dir={dir}
          />
        }
      />
      <ul css={styles.list}>
        {metrics.map((metric) => (
          <li key={metric.id} css={styles.item} data-trend={metric.trend}>
            <div css={styles.text}>
              <span css={styles.name}>{metric.name}</span>
              <span css={styles.period}>{metric.period}</span>
            </div>
            <span css={styles.value}>{metric.value}</span>
            <span
              css={(theme: Theme) => styles.trend(theme, metric.favourable)}
              data-favourable={metric.favourable}
            >
              <Icon name={metric.trend === 'up' ? 'trendUp' : 'trendDown'} size={16} />
              {metric.trendLabel}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 2),
  item: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: theme.space(3),
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceSunken,
  }),
  text: { display: 'grid', gap: 2, minWidth: 0 },
  name: (theme: Theme) => ({
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  period: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
  value: (theme: Theme) => ({
    fontWeight: 700,
    fontSize: theme.fontSizes.lg,
    fontVariantNumeric: 'tabular-nums',
  }),
  trend: (theme: Theme, favourable: boolean) => {
    const role = favourable ? theme.roles.success : theme.roles.warning;
    return {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      minInlineSize: '4.5rem',
      padding: theme.space(0, 2),
      borderRadius: theme.radii.pill,
      border: `1px solid ${role.outline}`,
      background: role.background,
      color: role.text,
      fontSize: theme.fontSizes.xs,
      fontWeight: 600,
      '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
    };
  },
};
