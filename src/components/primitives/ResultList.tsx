import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import type { MemberFigure } from './memberFigure';
import { plainList } from './plainList';

export type ResultListLayout = 'grid' | 'list';

export interface ResultListProps {
  heading: string;
  /** "6 products": announced politely when it changes. */
  countText: string;
  /** A grid (the default) or a one-column list; a list that offers both says which one it shows. */
  layout?: ResultListLayout;
  /** One element per result (each becomes a list item); none shows the empty state. */
  items: readonly { key: string; node: ReactNode }[];
  emptyTitle: string;
  emptyBody?: string;
  clearLabel: string;
  /** Clears the search and filters; offered in the empty state. */
  onClear: () => void;
  /** Marks the results as a figure of the member's record (what they requested, for one). */
  figure?: MemberFigure;
}

/**
 * What a search found (products, listings): a heading with the result count, the results in a grid
 * (1, 2 or 3 columns by width) or a one-column list, or the empty state with a way to clear filters.
 */
export function ResultList({
  heading,
  countText,
  layout,
  items,
  emptyTitle,
  emptyBody,
  clearLabel,
  onClear,
  figure,
}: ResultListProps) {
  const headingId = useId();
  return (
    <section
      css={styles.root}
      aria-labelledby={headingId}
      data-state={items.length === 0 ? 'empty' : 'filled'}
      data-layout={layout}
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
        <ul css={layout === 'list' ? styles.list : styles.grid} {...figure}>
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
  count: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  grid: (theme: Theme) => ({
    ...plainList(theme, 4),
    gridTemplateColumns: '1fr',
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
  list: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: '1fr',
  }),
  item: { minWidth: 0 },
};
