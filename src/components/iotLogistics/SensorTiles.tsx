import type { Theme } from '@emotion/react';
import type { SensorKind, SensorLevel } from '../../data/sensorThresholds';
import { ProgressBar } from '../primitives/ProgressBar';
import type { RoleName } from '../../theme/themes';
import { plainList } from '../primitives/plainList';

export interface SensorTileView {
  kind: SensorKind;
  /** "Temperature" */
  label: string;
  /** Already formatted with its unit ("22.5 °C"). */
  valueText: string;
  /** Fill of the bar, 0 to 100 (`sensorProgress`). */
  percent: number;
  level: SensorLevel;
  /** "Normal" / "Warning" / "Critical", translated. */
  levelLabel: string;
}

export interface SensorTilesProps {
  tiles: readonly SensorTileView[];
  /** Names the list for screen readers ("Sensors of SRT-2026-001847"). */
  label: string;
}

/** Threshold colours: green normal, amber warning, red critical. */
export const levelTones: Readonly<Record<SensorLevel, RoleName>> = {
  normal: 'success',
  warning: 'warning',
  critical: 'danger',
};

/** Temperature, humidity, vibration and battery of one shipment: value, level and a progress bar each. */
export function SensorTiles({ tiles, label }: SensorTilesProps) {
  return (
    <ul css={styles.grid} aria-label={label}>
      {tiles.map((tile) => {
        const tone = levelTones[tile.level];
        return (
          <li
            key={tile.kind}
            css={(theme: Theme) => styles.tile(theme, tone)}
            data-state={tile.level}
            data-sensor={tile.kind}
          >
            <div css={styles.top}>
              <span css={styles.label}>{tile.label}</span>
              <span css={(theme: Theme) => styles.level(theme, tone)}>{tile.levelLabel}</span>
            </div>
            <span css={styles.value}>{tile.valueText}</span>
            <ProgressBar
              label={tile.label}
              value={tile.percent}
              valueText={`${tile.valueText}, ${tile.levelLabel}`}
              tone={tone}
            />
          </li>
        );
      })}
    </ul>
  );
}

const styles = {
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 128px), 1fr))',
  }),
  tile: (theme: Theme, tone: RoleName) => ({
    display: 'grid',
    gap: theme.space(2),
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles[tone].outline}`,
    borderInlineStartWidth: 4,
    borderInlineStartColor: theme.roles[tone].fill,
    background: theme.colors.surface,
    minWidth: 0,
  }),
  top: {
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: 4,
  },
  label: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600, color: theme.colors.textMuted }),
  level: (theme: Theme, tone: RoleName) => ({
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    color: theme.roles[tone].text,
  }),
  value: (theme: Theme) => ({
    fontSize: theme.fontSizes.xl,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere' as const,
  }),
};
