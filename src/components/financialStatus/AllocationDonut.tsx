import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';

export interface DonutSlice {
  id: string;
  /** Start and length as fractions of the circle. */
  start: number;
  length: number;
  tone: RoleName;
}

export interface AllocationDonutProps {
  /** The whole chart in words ("Asset allocation: Commodities 35%, ..."). */
  label: string;
  slices: readonly DonutSlice[];
  /** Big figure in the hole (total assets) and the line under it. */
  centerValue: string;
  centerLabel: string;
  /** Slice drawn thicker (the row the pointer or focus is on). */
  highlighted?: string | null;
}

const radius = 60;
const circumference = 2 * Math.PI * radius;

/**
 * A hand-drawn donut: one circle per slice, its stroke dashed to the slice's arc. The SVG is one image
 * with a text label; the numbers themselves are in the table beside it.
 */
export function AllocationDonut({
  label,
  slices,
  centerValue,
  centerLabel,
  highlighted,
}: AllocationDonutProps) {
  return (
    <svg viewBox="0 0 160 160" role="img" aria-label={label} css={styles.svg}>
      <circle cx="80" cy="80" r={radius} css={styles.track} />
      {slices.map((slice) =>
        slice.length > 0 ? (
          <circle
            key={slice.id}
            cx="80"
            cy="80"
            r={radius}
            data-slice={slice.id}
            data-highlighted={slice.id === highlighted || undefined}
            css={(theme: Theme) => styles.slice(theme, slice.tone)}
            strokeDasharray={`${slice.length * circumference} ${circumference}`}
            strokeDashoffset={-slice.start * circumference}
            transform="rotate(-90 80 80)"
          />
        ) : null,
      )}
      <text x="80" y="78" textAnchor="middle" css={styles.value}>
        {centerValue}
      </text>
      <text x="80" y="96" textAnchor="middle" css={styles.caption}>
        {centerLabel}
      </text>
    </svg>
  );
}

const styles = {
  svg: { inlineSize: '100%', maxInlineSize: 240, blockSize: 'auto', display: 'block' },
  track: (theme: Theme) => ({ fill: 'none', stroke: theme.colors.surfaceSunken, strokeWidth: 22 }),
  slice: (theme: Theme, tone: RoleName) => ({
    fill: 'none',
    stroke: theme.roles[tone].fill,
    strokeWidth: 22,
    transition: `stroke-width ${theme.durations.fast}ms`,
    '&[data-highlighted]': { strokeWidth: 30 },
    [theme.mq.reducedMotion]: { transition: 'none' },
  }),
  value: (theme: Theme) => ({ fill: theme.colors.text, fontSize: 15, fontWeight: 700 }),
  caption: (theme: Theme) => ({ fill: theme.colors.textMuted, fontSize: 10 }),
};
