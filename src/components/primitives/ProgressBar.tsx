import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';

export interface ProgressBarProps {
  /** The accessible name ("Temperature", "Order progress"). */
  label: string;
  /** 0 to 100; values outside are clamped, non-finite values show as 0. */
  value: number;
  /** Shown to screen readers instead of the bare percentage ("24.5 °C"). */
  valueText?: string;
  tone?: RoleName;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** A horizontal bar; fills from the inline start, so it mirrors in Arabic. */
export function ProgressBar({ label, value, valueText, tone = 'info' }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      data-tone={tone}
      css={styles.track}
    >
      <div css={(theme: Theme) => styles.fill(theme, tone)} style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}

const styles = {
  track: (theme: Theme) => ({
    blockSize: 8,
    inlineSize: '100%',
    borderRadius: theme.radii.pill,
    background: theme.colors.surfaceSunken,
    border: `1px solid ${theme.colors.border}`,
    overflow: 'hidden',
  }),
  fill: (theme: Theme, tone: RoleName) => ({
    blockSize: '100%',
    background: theme.roles[tone].fill,
    borderRadius: theme.radii.pill,
    transition: `inline-size ${theme.durations.slow}ms ease`,
    [theme.mq.reducedMotion]: { transition: 'none' },
  }),
};
