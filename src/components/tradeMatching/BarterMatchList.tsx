import type { Theme } from '@emotion/react';
import { EmptyState } from '../primitives/EmptyState';
import { BarterMatchCard, type BarterMatchCardTexts, type BarterMatchView } from './BarterMatchCard';
import { plainList } from '../primitives/plainList';

export interface BarterMatchListProps {
  heading: string;
  /** One line under the heading ("3 matches for wheat → crude oil"). */
  summary?: string;
  matches: readonly BarterMatchView[];
  /** Texts per card (the title names the party count, so it is a function). */
  cardTexts: (match: BarterMatchView) => BarterMatchCardTexts;
  emptyTitle: string;
  emptyBody?: string;
  /** Heading level: 2 on the screen, 3 inside a tab or panel. */
  level?: 2 | 3;
}

/** A titled grid of barter matches, or an empty state that says why there is none. */
export function BarterMatchList({
  heading,
  summary,
  matches,
  cardTexts,
  emptyTitle,
  emptyBody,
  level = 2,
}: BarterMatchListProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section css={styles.root} aria-label={heading} data-state={matches.length === 0 ? 'empty' : 'ready'}>
      <div css={styles.titles}>
        <Heading css={styles.heading}>{heading}</Heading>
        {summary ? (
          <p css={styles.summary} role="status">
            {summary}
          </p>
        ) : null}
      </div>
      {matches.length === 0 ? (
        <EmptyState title={emptyTitle} body={emptyBody} />
      ) : (
        <ul css={styles.grid}>
          {matches.map((match) => (
            <li key={match.id} css={styles.item}>
              <BarterMatchCard match={match} texts={cardTexts(match)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }),
  titles: { display: 'grid', gap: 4 },
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  summary: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  grid: (theme: Theme) => ({
    ...plainList(theme, 4),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  }),
  item: { display: 'grid', minWidth: 0 },
};
