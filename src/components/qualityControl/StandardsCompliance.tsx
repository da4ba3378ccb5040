import type { Theme } from '@emotion/react';
import { ListCard } from '../primitives/ListCard';
import { ProgressBar } from '../primitives/ProgressBar';

export interface StandardRow {
  id: string;
  /** "Quality management". */
  name: string;
  /** "ISO 9001:2015". */
  standard: string;
  /** 0 to 100, for the bar. */
  value: number;
  /** "98%". */
  valueText: string;
}

export interface StandardsComplianceProps {
  heading: string;
  /** Accessible name of the list ("Compliance by standard"). */
  listLabel: string;
  standards: readonly StandardRow[];
  empty: { title: string; body: string };
}

/** Compliance with each standard: its name, the published label and the percentage with a bar. */
export function StandardsCompliance({ heading, listLabel, standards, empty }: StandardsComplianceProps) {
  return (
    <ListCard
      headingId="quality-standards-heading"
      heading={heading}
      listLabel={listLabel}
      count={standards.length}
      empty={empty}
      gap={4}
    >
      {standards.map((row) => (
        <li key={row.id} data-standard={row.id} css={styles.item}>
          <div css={styles.top}>
            <span css={styles.name}>{row.name}</span>
            <span css={styles.value}>{row.valueText}</span>
          </div>
          <span css={styles.standard}>{row.standard}</span>
          <ProgressBar
            label={`${row.name} (${row.standard})`}
            value={row.value}
            valueText={row.valueText}
            tone={row.value >= 100 ? 'success' : 'info'}
          />
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  item: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0 }),
  top: (theme: Theme) => ({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: theme.space(2),
  }),
  name: { fontWeight: 600, overflowWrap: 'anywhere' as const, minWidth: 0 },
  value: { fontWeight: 700, whiteSpace: 'nowrap' as const },
  standard: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
};
