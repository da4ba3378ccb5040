import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { ListCard } from '../primitives/ListCard';
import { clampPercent, ProgressBar } from '../primitives/ProgressBar';
import { itemRow } from '../primitives/listItem';

export interface QualityMetricRow {
  id: string;
  name: string;
  /** 0 to 100, for the bar. */
  value: number;
  /** "94.5%". */
  valueText: string;
  /** 0 to 100: where the target mark sits on the bar. */
  target: number;
  /** "Target 95.0%". */
  targetText: string;
  /** Value at least the target: shown green. */
  met: boolean;
  /** "On target" / "Below target". */
  statusLabel: string;
}

export interface QualityMetricsProps {
  heading: string;
  description?: string;
  /** Accessible name of the list ("Quality metrics against targets"). */
  listLabel: string;
  metrics: readonly QualityMetricRow[];
  empty: { title: string; body: string };
}

/** Quality metrics against their targets: green (on target) when the value is at least the target. */
export function QualityMetrics({ heading, description, listLabel, metrics, empty }: QualityMetricsProps) {
  return (
    <ListCard
      headingId="production-metrics-heading"
      heading={heading}
      description={description}
      listLabel={listLabel}
      count={metrics.length}
      empty={empty}
      gap={4}
    >
      {metrics.map((metric) => {
        const tone = metric.met ? 'success' : 'warning';
        return (
          <li key={metric.id} data-metric={metric.id} data-met={metric.met} css={styles.item}>
            <div css={itemRow}>
              <span css={styles.name}>{metric.name}</span>
              <Badge tone={tone} data-tone={tone}>
                {metric.statusLabel}
              </Badge>
            </div>
            <div css={styles.figures}>
              <span css={styles.value}>{metric.valueText}</span>
              <span css={styles.target}>{metric.targetText}</span>
            </div>
            <div css={styles.bar}>
              <ProgressBar
                label={metric.name}
                value={metric.value}
                valueText={`${metric.valueText}, ${metric.targetText}`}
                tone={tone}
              />
              {/* The target as a mark on the bar; the text above says the same. */}
              <span
                css={styles.mark}
                style={{ insetInlineStart: `${clampPercent(metric.target)}%` }}
                aria-hidden="true"
                data-target-mark
              />
            </div>
          </li>
        );
      })}
    </ListCard>
  );
}

const styles = {
  item: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0 }),
  name: { fontWeight: 600, overflowWrap: 'anywhere' as const, minWidth: 0 },
  figures: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'baseline',
    gap: theme.space(2),
  }),
  value: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  target: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  bar: { position: 'relative' as const, paddingBlock: 3 },
  mark: (theme: Theme) => ({
    position: 'absolute' as const,
    insetBlock: 0,
    inlineSize: 2,
    marginInlineStart: -1,
    background: theme.colors.text,
    borderRadius: 1,
  }),
};
