import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { plainList } from '../primitives/plainList';

export interface CashFlowPoint {
  id: string;
  /** Short month name for the axis ("Dec"). */
  label: string;
  /** Full month for the table ("December 2026"). */
  fullLabel: string;
  inflow: number;
  outflow: number;
  net: number;
  inflowText: string;
  outflowText: string;
  netText: string;
}

export interface CashFlowChartProps {
  heading: string;
  description?: string;
  /** One-sentence summary read as the chart's name ("Inflow, outflow and net per month, Dec 2026 to May 2027"). */
  summary: string;
  months: readonly CashFlowPoint[];
  labels: { month: string; inflow: string; outflow: string; net: string; table: string };
  /** Axis tick text ("1.5M"). */
  formatTick: (value: number) => string;
  /** The months run from the inline start: right to left in Arabic. */
  dir: 'ltr' | 'rtl';
  empty: { title: string; body: string };
}

const width = 640;
const height = 280;
const pad = { top: 16, bottom: 32, side: 88, end: 12 };

/** A round step for about four ticks. */
function niceStep(range: number): number {
  if (!(range > 0)) return 1;
  const raw = range / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * magnitude >= raw) ?? 10;
  return factor * magnitude;
}

/**
 * Cash-flow forecast drawn by hand in SVG: inflow and outflow as grouped bars (outflow hatched, so the
 * two differ without colour), net as a line with dots. The same figures are in a visually hidden table.
 */
export function CashFlowChart({
  heading,
  description,
  summary,
  months,
  labels,
  formatTick,
  dir,
  empty,
}: CashFlowChartProps) {
  const id = useId();
  const values = months.flatMap((m) => [m.inflow, m.outflow, m.net]).filter(Number.isFinite);
  const step = niceStep(Math.max(0, ...values) - Math.min(0, ...values));
  const max = Math.ceil(Math.max(0, ...values) / step) * step || step;
  const min = Math.floor(Math.min(0, ...values) / step) * step;
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push(v);
  const rtl = dir === 'rtl';
  const plotStart = rtl ? pad.end : pad.side;
  const plotWidth = width - pad.side - pad.end;
  const plotHeight = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + ((max - (Number.isFinite(v) ? v : 0)) / (max - min)) * plotHeight;
  const slot = months.length ? plotWidth / months.length : plotWidth;
  const centre = (i: number) => plotStart + slot * (rtl ? months.length - 1 - i + 0.5 : i + 0.5);
  const barWidth = Math.min(28, slot / 3);
  const axisX = rtl ? width - pad.side + 6 : pad.side - 6;
  const linePoints = months.map((m, i) => `${centre(i)},${y(m.net)}`).join(' ');
  const hatch = `${id}-hatch`;

  return (
    <Card
      as="section"
      aria-labelledby="financing-cashflow-heading"
      data-state={months.length ? 'filled' : 'empty'}
    >
      <CardHeader id="financing-cashflow-heading" title={heading} description={description} />
      {months.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <figure css={styles.figure}>
          <ul css={styles.legend} aria-hidden="true">
            <li>
              <span css={[styles.swatch, styles.inflow]} />
              {labels.inflow}
            </li>
            <li>
              <span css={[styles.swatch, styles.outflow]} />
              {labels.outflow}
            </li>
            <li>
              <span css={styles.netSwatch} />
              {labels.net}
            </li>
          </ul>
          <svg
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={summary}
            css={styles.svg}
            direction="ltr"
          >
            <defs>
              <pattern
                id={hatch}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="6" height="6" css={styles.outflowFill} />
                <line x1="0" y1="0" x2="0" y2="6" css={styles.hatchLine} />
              </pattern>
            </defs>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={plotStart}
                  x2={plotStart + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  css={tick === 0 ? styles.zero : styles.grid}
                />
                {/* In the language's direction ("2 مليون" reads right to left), its end towards the plot. */}
                <text x={axisX} y={y(tick)} dy="0.32em" direction={dir} textAnchor="end" css={styles.tick}>
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {months.map((m, i) => {
              const c = centre(i);
              const inflowTop = y(Math.max(0, m.inflow));
              const outflowTop = y(Math.max(0, m.outflow));
              const first = rtl ? c : c - barWidth;
              const second = rtl ? c - barWidth : c;
              return (
                <g key={m.id} data-month={m.id}>
                  <rect
                    x={first}
                    y={inflowTop}
                    width={barWidth - 2}
                    height={Math.max(0, y(0) - inflowTop)}
                    css={styles.inflowFill}
                  />
                  <rect
                    x={second + 2}
                    y={outflowTop}
                    width={barWidth - 2}
                    height={Math.max(0, y(0) - outflowTop)}
                    fill={`url(#${hatch})`}
                  />
                  <text x={c} y={height - 10} direction={dir} textAnchor="middle" css={styles.tick}>
                    {m.label}
                  </text>
                </g>
              );
            })}
            <polyline points={linePoints} css={styles.netLine} />
            {months.map((m, i) => (
              <circle key={m.id} cx={centre(i)} cy={y(m.net)} r={4} css={styles.netDot} />
            ))}
          </svg>
          {/* The wrapper hides: a table ignores width and overflow, so it cannot hide itself. */}
          <div css={visuallyHidden}>
            <table>
              <caption>{labels.table}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.month}</th>
                  <th scope="col">{labels.inflow}</th>
                  <th scope="col">{labels.outflow}</th>
                  <th scope="col">{labels.net}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">{m.fullLabel}</th>
                    <td>{m.inflowText}</td>
                    <td>{m.outflowText}</td>
                    <td>{m.netText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </Card>
  );
}

const styles = {
  figure: (theme: Theme) => ({ margin: 0, display: 'grid', gap: theme.space(2), minWidth: 0 }),
  legend: (theme: Theme) => ({
    ...plainList(theme, 4, 'row'),
    fontSize: theme.fontSizes.sm,
    li: { display: 'inline-flex', alignItems: 'center', gap: theme.space(1) },
  }),
  swatch: { display: 'inline-block', inlineSize: 14, blockSize: 14, borderRadius: 2 },
  inflow: (theme: Theme) => ({ background: theme.roles.success.fill }),
  outflow: (theme: Theme) => ({
    background: `repeating-linear-gradient(45deg, ${theme.roles.danger.fill} 0 3px, ${theme.colors.surface} 3px 5px)`,
    border: `1px solid ${theme.roles.danger.fill}`,
  }),
  netSwatch: (theme: Theme) => ({
    display: 'inline-block',
    inlineSize: 18,
    blockSize: 3,
    background: theme.colors.text,
    borderRadius: 2,
  }),
  svg: { inlineSize: '100%', blockSize: 'auto', display: 'block', overflow: 'visible' },
  grid: (theme: Theme) => ({ stroke: theme.colors.border, strokeWidth: 1 }),
  zero: (theme: Theme) => ({ stroke: theme.colors.borderStrong, strokeWidth: 1.5 }),
  // The drawing scales with its card: below 768 px it is about half size, so the ticks are drawn
  // larger to stay legible (about 11 px on a 390 px screen); `pad.side` leaves room for them.
  tick: (theme: Theme) => ({
    fill: theme.colors.textMuted,
    fontSize: 12,
    fontFamily: theme.fonts.body,
    [theme.mq.belowMd]: { fontSize: 21 },
  }),
  inflowFill: (theme: Theme) => ({ fill: theme.roles.success.fill }),
  outflowFill: (theme: Theme) => ({ fill: theme.roles.danger.fill }),
  hatchLine: (theme: Theme) => ({ stroke: theme.colors.surface, strokeWidth: 2 }),
  netLine: (theme: Theme) => ({ fill: 'none', stroke: theme.colors.text, strokeWidth: 2.5 }),
  netDot: (theme: Theme) => ({ fill: theme.colors.text, stroke: theme.colors.surface, strokeWidth: 2 }),
};
