import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { Card, CardHeader } from '../primitives/Card';
import type { MemberFigure } from '../primitives/memberFigure';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface GrowthPoint {
  /** "Jun 2026", already formatted. */
  label: string;
  /** Position in the chart's `growthChart` box (`chartPoints` of src/data/srdWallet.ts). */
  x: number;
  y: number;
  /** Already formatted, or masked. */
  valueText: string;
}

export interface PortfolioGrowthCardProps {
  heading: string;
  /** One sentence that says what the line shows: the chart's accessible description. */
  summary: string;
  /** The growth figure shown beside the heading ("+12.5% this month"). */
  growth: string;
  points: readonly GrowthPoint[];
  monthLabel: string;
  balanceLabel: string;
  /** Marks the line and its figures when the member's balance ends it. */
  figure?: MemberFigure;
}

/** The drawing box the points are placed in. */
export const growthChart = { width: 320, height: 120, padding: 10 } as const;
const { width, height } = growthChart;

/**
 * Portfolio growth: a small hand-drawn SVG line of the month-end balances. The drawing is an image with
 * a title and description; the same figures sit in a visually hidden table for screen readers.
 */
export function PortfolioGrowthCard({
  heading,
  summary,
  growth,
  points,
  monthLabel,
  balanceLabel,
  figure,
}: PortfolioGrowthCardProps) {
  const id = useId();
  const xy = points;
  const line = xy.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
  const first = xy[0];
  const last = xy.at(-1);
  const area =
    first && last ? `${line} L${last.x.toFixed(1)} ${height} L${first.x.toFixed(1)} ${height} Z` : '';
  return (
    <Card as="section" aria-labelledby={`${id}-heading`} data-state={points.length ? 'ready' : 'empty'}>
      <CardHeader id={`${id}-heading`} title={heading} actions={<span css={styles.growth}>{growth}</span>} />
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        css={styles.chart}
        preserveAspectRatio="none"
        {...figure}
      >
        <title id={`${id}-title`}>{heading}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <path d={area} css={styles.area} />
        <path d={line} css={styles.line} vectorEffect="non-scaling-stroke" />
        {xy.map((p, i) => (
          <circle key={points[i]?.label ?? i} cx={p.x} cy={p.y} r={3} css={styles.dot} />
        ))}
      </svg>
      <div css={styles.axis} aria-hidden="true">
        <span>{points[0]?.label}</span>
        <span>{points.at(-1)?.label}</span>
      </div>
      <table css={styles.visuallyHidden} {...figure}>
        <caption>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{monthLabel}</th>
            <th scope="col">{balanceLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{point.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

const styles = {
  growth: (theme: Theme) => ({
    color: theme.roles.success.text,
    fontWeight: 700,
    fontSize: theme.fontSizes.sm,
  }),
  chart: (theme: Theme) => ({
    display: 'block',
    inlineSize: '100%',
    blockSize: 140,
    color: theme.roles.info.fill,
    // Time runs in the reading direction, as on every chart of the app: mirrored in right-to-left.
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  }),
  area: { fill: 'currentColor', opacity: 0.12 },
  line: { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5 },
  dot: { fill: 'currentColor' },
  axis: (theme: Theme) => ({
    display: 'flex',
    justifyContent: 'space-between',
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
  }),
  visuallyHidden,
};
