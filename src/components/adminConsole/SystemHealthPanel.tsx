import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Card, CardHeader } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';
import { plainList } from '../primitives/plainList';

export interface HealthBarView {
  id: string;
  label: string;
  percent: number;
  /** Formatted ("99.9%"). */
  percentText: string;
  tone: RoleName;
}

export interface SystemHealthPanelProps {
  heading: string;
  description: string;
  bars: readonly HealthBarView[];
}

/** System health: one bar per platform component, coloured by its health. */
export function SystemHealthPanel({ heading, description, bars }: SystemHealthPanelProps) {
  return (
    <Card as="section" aria-labelledby="admin-health-heading" data-state="ready">
      <CardHeader id="admin-health-heading" title={heading} description={description} />
      <ul css={styles.list}>
        {bars.map((bar) => (
          <li key={bar.id} css={styles.item} data-health={bar.id} data-tone={bar.tone}>
            <div css={styles.row}>
              <span css={styles.label}>{bar.label}</span>
              <span css={styles.value}>{bar.percentText}</span>
            </div>
            <ProgressBar label={bar.label} value={bar.percent} valueText={bar.percentText} tone={bar.tone} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 4),
  item: (theme: Theme) => ({ display: 'grid', gap: theme.space(1) }),
  row: (theme: Theme) => ({
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.space(2),
    fontSize: theme.fontSizes.sm,
  }),
  label: { fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' as const },
  value: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
};
