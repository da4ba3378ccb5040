import type { Theme } from '@emotion/react';
import { m } from 'framer-motion';
import { Link } from 'react-router-dom';
import type { NotificationKind } from '../../data/notifications';
import { Button } from '../primitives/Button';
import { joinTransition, MotionScope } from '../primitives/MotionScope';
import { useJoined } from '../primitives/useJoined';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { bareList } from '../primitives/plainList';
import { withIds } from '../primitives/IdText';

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  /** Translated message. */
  message: string;
  /** Formatted time, and the ISO time for `<time dateTime>`. */
  time: string;
  at: string;
  /** App path that opens the item selected. */
  link: string;
  read: boolean;
}

export interface NotificationListLabels {
  heading: string;
  markAllRead: string;
  markRead: string;
  unread: string;
  emptyTitle: string;
  emptyBody: string;
}

export interface NotificationListProps {
  items: NotificationView[];
  labels: NotificationListLabels;
  /** The member opened an item (its link is followed; the screen marks it read). */
  onOpen: (id: string) => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
}

/**
 * The open list: newest first, unread ones marked, each a link to its item; Mark all read on top. The
 * panel unfolds from the bell as it opens, and a notification arriving while it is open slides in.
 */
export function NotificationList({
  items,
  labels,
  onOpen,
  onMarkRead,
  onMarkAllRead,
}: NotificationListProps) {
  const anyUnread = items.some((item) => !item.read);
  const joined = useJoined(items.map((item) => item.id));
  return (
    <MotionScope>
      <m.div
        css={styles.panel}
        data-state={items.length === 0 ? 'empty' : anyUnread ? 'unread' : 'read'}
        initial={{ y: -8, scale: 0.97 }}
        animate={{ y: 0, scale: 1 }}
        transition={joinTransition}
      >
        <div css={styles.head}>
          <h2 css={styles.heading}>{labels.heading}</h2>
          {anyUnread ? (
            <Button variant="ghost" compact onClick={onMarkAllRead}>
              {labels.markAllRead}
            </Button>
          ) : null}
        </div>
        {items.length === 0 ? (
          <div css={styles.empty} role="status">
            <p css={styles.emptyTitle}>{labels.emptyTitle}</p>
            <p css={styles.muted}>{labels.emptyBody}</p>
          </div>
        ) : (
          <ul css={styles.list} aria-label={labels.heading}>
            {items.map((item) => (
              <m.li
                key={item.id}
                css={styles.item}
                data-state={item.read ? 'read' : 'unread'}
                data-kind={item.kind}
                initial={joined(item.id) ? { y: -12 } : false}
                animate={{ y: 0 }}
                transition={joinTransition}
              >
                <span css={styles.dot} aria-hidden="true" />
                <div css={styles.body}>
                  <Link to={item.link} css={styles.link} onClick={() => onOpen(item.id)}>
                    {item.read ? null : <span css={visuallyHidden}>{`${labels.unread}: `}</span>}
                    {withIds(item.message)}
                  </Link>
                  <time css={styles.muted} dateTime={item.at}>
                    {item.time}
                  </time>
                </div>
                {item.read ? null : (
                  <Button
                    variant="ghost"
                    compact
                    css={styles.markRead}
                    aria-label={`${labels.markRead}: ${item.message}`}
                    onClick={() => onMarkRead(item.id)}
                  >
                    {labels.markRead}
                  </Button>
                )}
              </m.li>
            ))}
          </ul>
        )}
      </m.div>
    </MotionScope>
  );
}

const styles = {
  // Unfolds from the side the popover opened on.
  panel: { display: 'grid', transformOrigin: 'var(--radix-popover-content-transform-origin, top)' },
  head: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
    padding: theme.space(3, 4),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
  }),
  heading: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontWeight: 700 }),
  empty: (theme: Theme) => ({ padding: theme.space(6, 4), textAlign: 'center' as const }),
  emptyTitle: { margin: 0, fontWeight: 600 },
  list: bareList,
  item: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: theme.space(2),
    padding: theme.space(3, 4),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
    '&:last-child': { borderBlockEnd: 'none' },
    '&[data-state="unread"]': { background: theme.roles.info.background },
    '&[data-state="read"] > span': { visibility: 'hidden' as const },
  }),
  dot: (theme: Theme) => ({
    width: 8,
    height: 8,
    marginBlockStart: 7,
    borderRadius: theme.radii.pill,
    background: theme.roles.info.fill,
  }),
  body: { display: 'grid', gap: 2, minWidth: 0 },
  link: (theme: Theme) => ({
    color: theme.colors.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    textDecoration: 'none',
    overflowWrap: 'anywhere' as const,
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  muted: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
  markRead: (theme: Theme) => ({ fontSize: theme.fontSizes.xs }),
};
