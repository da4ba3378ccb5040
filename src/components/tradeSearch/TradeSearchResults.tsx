import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';

export interface TradeSearchResultsProps {
  heading: string;
  /** "8 listings": announced politely when it changes. */
  countText: string;
  /** One card per listing; none shows the empty state. */
  items: readonly { key: string; node: ReactNode }[];
  emptyTitle: string;
  emptyBody?: string;
  clearLabel: string;
  onClear: () => void;
}

/** The listings found: a heading with the count, the cards in a grid, or an empty state with a way out. */
export function TradeSearchResults({
  heading,
  countText,
  items,
  emptyTitle,
  emptyBody,
  clearLabel,
  onClear,
}: TradeSearchResultsProps) {
  const headingId = useId();
  return (
    <section
      css={styles.root}
      aria-labelledby={headingId}
      data-state={items.length === 0 ? 'empty' : 'filled'}
    >
      <div css={styles.header}>
        <h2 id={headingId} css={styles.heading}>
          {heading}
        </h2>
        <p css={styles.count} aria-live="polite" aria-atomic="true">
          {countText}
        </p>
      </div>
      {items.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          body={emptyBody}
          action={
            <Button type="button" variant="secondary" onClick={onClear}>
              {clearLabel}
            </Button>
          }
        />
      ) : (
        <ul css={styles.grid}>
          {items.map((item) => (
            <li key={item.key} css={styles.item}>
              {item.node}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 }),
  header: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.xl, fontWeight: 700 }),
  count: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  grid: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: theme.space(4),
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
  item: { minWidth: 0 },
};
