import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface DetailRow {
  /** Stable key (also `data-field`). */
  id: string;
  label: string;
  value: ReactNode;
}

/**
 * The facts of a selected item (HS code, value, weight, ETA...): a description list laid out in as
 * many label-over-value columns as fit, down to one on a phone.
 */
export function DetailGrid({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl css={styles.list}>
      {rows.map((row) => (
        <div key={row.id} css={styles.row} data-field={row.id}>
          <dt css={styles.label}>{row.label}</dt>
          <dd css={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const styles = {
  list: (theme: Theme) => ({
    margin: 0,
    display: 'grid',
    gap: theme.space(3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  }),
  row: { display: 'grid', gap: 2, minWidth: 0 },
  label: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  value: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
};
