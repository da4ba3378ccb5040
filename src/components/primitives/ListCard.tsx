import type { Interpolation, Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Card, CardHeader } from './Card';
import { EmptyState } from './EmptyState';
import type { MemberFigure } from './memberFigure';
import { plainList } from './plainList';

export interface ListCardProps {
  /** Id of the card's heading, which names the card. */
  headingId: string;
  heading: string;
  description?: ReactNode;
  /** Accessible name of the list (none when the card's heading already says what the items are). */
  listLabel?: string;
  /** How many items there are: none shows the empty state instead of the list. */
  count: number;
  /**
   * The empty state (with a button that clears the filters, where filters emptied the list), or one
   * muted sentence where a whole empty state would be too much.
   */
  empty: ListEmptyStateProps | string;
  /** What narrows the list (filter chips), between the heading and the items; shown when empty too. */
  controls?: ReactNode;
  /** Numbered steps in order (`ol`) rather than a plain list. */
  ordered?: boolean;
  /** Space between the items in theme steps: 2 for tight rows, 4 for rows of bars. */
  gap?: 2 | 3 | 4;
  /** Extra layout for the list (columns on wide screens). */
  listCss?: Interpolation<Theme>;
  /**
   * Marks the items (or the empty state) as a figure of the member's record: `memberRegion` for a list
   * they add to.
   */
  figure?: MemberFigure;
  /** The `li` items. */
  children: ReactNode;
}

/** A list in its card: heading (and description), then the items or an empty state saying why there are none. */
export function ListCard({
  headingId,
  heading,
  description,
  listLabel,
  count,
  empty,
  controls,
  ordered = false,
  gap = 3,
  listCss,
  figure,
  children,
}: ListCardProps) {
  const List = ordered ? 'ol' : 'ul';
  const items =
    count === 0 ? (
      typeof empty === 'string' ? (
        <p css={styles.emptyText}>{empty}</p>
      ) : (
        <ListEmptyState {...empty} />
      )
    ) : (
      <List aria-label={listLabel} css={[(theme: Theme) => styles.list(theme, gap), listCss]}>
        {children}
      </List>
    );
  return (
    <Card as="section" aria-labelledby={headingId} data-state={count ? 'filled' : 'empty'}>
      <CardHeader id={headingId} title={heading} description={description} />
      {controls}
      {figure ? <div {...figure}>{items}</div> : items}
    </Card>
  );
}

export interface ListEmptyStateProps {
  title: string;
  body: string;
  /** A button that clears the filters, where filters emptied the list. */
  clear?: { label: string; onClick: () => void };
}

/** Why a list (or table) shows nothing, with a way back to all items when filters caused it. */
export function ListEmptyState({ title, body, clear }: ListEmptyStateProps) {
  return (
    <EmptyState
      title={title}
      body={body}
      action={
        clear ? (
          <Button type="button" compact onClick={clear.onClick}>
            {clear.label}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * One item of a `ListCard` drawn as a bordered box: its parts stacked, wrapping inside its width, with
 * `block` by `inline` steps of padding. The frame is `itemFrame`'s (listItem.ts), written out here so a
 * list card's first paint does not load that module.
 */
export const listItemBox = (theme: Theme, block = 3, inline = block) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(block, inline),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  minWidth: 0,
});

const styles = {
  emptyText: (theme: Theme) => ({ color: theme.colors.textMuted }),
  list: (theme: Theme, gap: number) => plainList(theme, gap),
};
