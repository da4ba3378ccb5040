import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import type { MemberFigure } from '../primitives/memberFigure';
import { plainList } from '../primitives/plainList';

export interface DealHistoryItem {
  id: string;
  title: string;
  /** Formatted date and time. */
  time: string;
  /** ISO time for `<time dateTime>`; omitted when unknown. */
  dateTime?: string;
  /** The terms of a proposal, one line each ("Volume: 25,000"). */
  details?: readonly string[];
  /** Proposals sent from this screen are marked. */
  isProposal?: boolean;
  /** A proposal's status ("Sent", "Accepted"), coloured by its role. */
  status?: { label: string; tone: RoleName };
}

export interface DealHistoryProps {
  heading: string;
  items: readonly DealHistoryItem[];
  emptyText: string;
  /** The proposal a link opened: marked as the current one and scrolled into view. */
  selectedId?: string | null;
  /** Marks the history, which the member's proposals join. */
  figure?: MemberFigure;
}

/** The deal's history, newest first: sample events and the proposals sent from the form, with their status. */
export function DealHistory({ heading, items, emptyText, selectedId = null, figure }: DealHistoryProps) {
  const headingId = useId();
  const selectedRef = useRef<HTMLLIElement>(null);
  const hasSelected = items.some((item) => item.id === selectedId);
  useEffect(() => {
    if (hasSelected) selectedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [selectedId, hasSelected]);
  return (
    <section
      css={styles.root}
      aria-labelledby={headingId}
      data-state={items.length === 0 ? 'empty' : 'filled'}
    >
      <h2 id={headingId} css={styles.heading}>
        {heading}
      </h2>
      {items.length === 0 ? (
        <p css={styles.muted} {...figure}>
          {emptyText}
        </p>
      ) : (
        <ol css={styles.list} {...figure}>
          {items.map((item) => (
            <li
              key={item.id}
              ref={item.id === selectedId ? selectedRef : undefined}
              css={styles.item}
              data-kind={item.isProposal ? 'proposal' : 'event'}
              aria-current={item.id === selectedId ? 'true' : undefined}
            >
              <div css={styles.top}>
                <span css={styles.title}>
                  {item.title}
                  {item.status ? (
                    <Badge tone={item.status.tone} data-testid="proposal-status">
                      {item.status.label}
                    </Badge>
                  ) : null}
                </span>
                <time css={styles.muted} dateTime={item.dateTime}>
                  {item.time}
                </time>
              </div>
              {item.details && item.details.length > 0 ? (
                <ul css={styles.details}>
                  {item.details.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const styles = {
  root: (theme: Theme) => theme.card.panel(),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  muted: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  list: (theme: Theme) => plainList(theme, 2),
  item: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    padding: theme.space(2, 3),
    '&[aria-current="true"]': { outline: `2px solid ${theme.roles.info.fill}`, outlineOffset: -2 },
    borderInlineStart: `3px solid ${theme.colors.border}`,
    '&[data-kind="proposal"]': {
      borderInlineStartColor: theme.roles.success.fill,
      background: theme.roles.success.background,
    },
  }),
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    gap: theme.space(1, 2),
  }),
  title: (theme: Theme) => ({
    display: 'inline-flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
    minWidth: 0,
  }),
  details: (theme: Theme) => ({
    margin: 0,
    paddingInlineStart: theme.space(4),
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
    whiteSpace: 'pre-line' as const,
  }),
};
