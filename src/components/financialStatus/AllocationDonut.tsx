import type { Theme } from '@emotion/react';
import { useLayoutEffect, useRef, useState } from 'react';
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
const ringWidth = 22;
const holeRadius = radius - ringWidth / 2;
/** The hole's chord at a text's top or bottom edge, this far from the centre. */
const chordAt = (offset: number) => 2 * Math.sqrt(holeRadius ** 2 - offset ** 2);

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
      <HoleText y={78} size={15} maxWidth={chordAt(16)} css={styles.value}>
        {centerValue}
      </HoleText>
      <HoleText y={96} size={10} maxWidth={chordAt(19)} css={styles.caption}>
        {centerLabel}
      </HoleText>
    </svg>
  );
}

interface HoleTextProps {
  y: number;
  /** Font size when the text fits. */
  size: number;
  maxWidth: number;
  className?: string;
  children: string;
}

/** A line of the hole, its font shrunk (never grown) until its measured width fits the hole's chord. */
function HoleText({ y, size, maxWidth, className, children }: HoleTextProps) {
  const ref = useRef<SVGTextElement>(null);
  const [fontSize, setFontSize] = useState(size);
  useLayoutEffect(() => {
    const text = ref.current;
    const width = text?.getComputedTextLength?.() ?? 0;
    // Width scales with the font size, so one measure at the current size gives the size that fits.
    if (width > 0) setFontSize((current) => Math.min(size, (current * maxWidth) / width));
  }, [children, size, maxWidth]);
  return (
    <text ref={ref} x="80" y={y} textAnchor="middle" fontSize={fontSize} className={className}>
      {children}
    </text>
  );
}

const styles = {
  svg: { inlineSize: '100%', maxInlineSize: 240, blockSize: 'auto', display: 'block' },
  track: (theme: Theme) => ({ fill: 'none', stroke: theme.colors.surfaceSunken, strokeWidth: ringWidth }),
  slice: (theme: Theme, tone: RoleName) => ({
    fill: 'none',
    stroke: theme.roles[tone].fill,
    strokeWidth: ringWidth,
    transition: `stroke-width ${theme.durations.fast}ms`,
    '&[data-highlighted]': { strokeWidth: 30 },
    [theme.mq.reducedMotion]: { transition: 'none' },
  }),
  value: (theme: Theme) => ({ fill: theme.colors.text, fontWeight: 700 }),
  caption: (theme: Theme) => ({ fill: theme.colors.textMuted }),
};
