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

export interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

export interface FactListProps {
  facts: readonly Fact[];
  /**
   * `stacked`: a small muted label over a bold value (the caller lays the facts out with `css`);
   * `spread`: one fact a line, label at the start and value at the end.
   */
  variant?: 'stacked' | 'spread';
  /** Each fact's id as `data-field`, for tests. */
  marked?: boolean;
  className?: string;
}

/** The few facts inside one item of a list (amount, rate, term), in smaller type than `DetailGrid`. */
export function FactList({ facts, variant = 'stacked', marked = false, className }: FactListProps) {
  return (
    <dl className={className} css={factStyles[variant]}>
      {facts.map((fact) => (
        <div key={fact.id} data-field={marked ? fact.id : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const factStyles = {
  stacked: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.sm,
    dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    dd: { margin: 0, fontWeight: 600, overflowWrap: 'break-word' as const },
  }),
  spread: (theme: Theme) => ({
    margin: 0,
    display: 'grid',
    gap: theme.space(1),
    '& > div': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: theme.space(2),
      flexWrap: 'wrap' as const,
    },
    '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
    '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
  }),
};
