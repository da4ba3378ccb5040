import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface DetailRow {
  /** Stable key (also `data-field`). */
  id: string;
  label: string;
  value: ReactNode;
  /** Set the value in the monospace font (ids, batch numbers). */
  mono?: boolean;
}

export interface DetailGridProps {
  rows: readonly DetailRow[];
  /**
   * `columns`: as many label-over-value columns as fit, down to one on a phone. `rows`: one fact a
   * line, the label beside its value, a rule under each (everything about one item, in a dialog).
   */
  layout?: 'columns' | 'rows';
}

/** The facts of a selected item (HS code, value, weight, ETA...) as a description list. */
export function DetailGrid({ rows, layout = 'columns' }: DetailGridProps) {
  const ruled = layout === 'rows';
  return (
    <dl css={ruled ? styles.ruledList : styles.list}>
      {rows.map((row) => (
        <div key={row.id} css={ruled ? styles.ruledRow : styles.row} data-field={row.id}>
          <dt css={styles.label}>{row.label}</dt>
          <dd css={styles.value}>{row.mono ? <span css={styles.mono}>{row.value}</span> : row.value}</dd>
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
  ruledList: (theme: Theme) => ({ margin: 0, display: 'grid', gap: theme.space(2) }),
  ruledRow: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, 1fr) 2fr',
    gap: theme.space(3),
    alignItems: 'center',
    paddingBlockEnd: theme.space(2),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
  }),
  // A label longer than its column (Russian "Местоположение" on a phone) wraps rather than runs under the value.
  label: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
  value: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
  mono: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
};
