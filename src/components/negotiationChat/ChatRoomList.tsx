import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import type { ChatRoomStatus as ChatRoomState } from '../../data/negotiationChat';
import { plainList } from '../primitives/plainList';

/** A room as the list shows it: every text already translated and formatted. */
export interface ChatRoomItem {
  id: string;
  name: string;
  /** The participants joined for display ("Steppe Harvest, Nile Petroleum"). */
  participants: string;
  status: ChatRoomState;
  statusLabel: string;
  commodity: string;
  /** "Last activity: 20 Nov, 14:32". */
  lastActivity: string;
  /** ISO 8601, for the `<time>` element. */
  lastActivityIso: string;
}

export interface ChatRoomListProps {
  heading: string;
  rooms: readonly ChatRoomItem[];
  selectedRoomId: string | null;
  onSelect: (roomId: string) => void;
  emptyText: string;
}

export const roomStatusTone: Record<ChatRoomState, RoleName> = {
  negotiating: 'warning',
  active: 'success',
  completed: 'pending',
};

/**
 * The conversations: name, participants, last activity, status
 * and commodity. Each room is a button; the open one is marked `aria-current`.
 */
export function ChatRoomList({ heading, rooms, selectedRoomId, onSelect, emptyText }: ChatRoomListProps) {
  return (
    <section
      css={styles.root}
      aria-labelledby="chat-rooms-heading"
      data-state={rooms.length ? 'ready' : 'empty'}
    >
      <h2 id="chat-rooms-heading" css={styles.heading}>
        {heading}
      </h2>
      {rooms.length === 0 ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : (
        <ul css={styles.list}>
          {rooms.map((room) => {
            const selected = room.id === selectedRoomId;
            return (
              <li key={room.id}>
                <button
                  type="button"
                  css={styles.room}
                  data-state={selected ? 'selected' : 'idle'}
                  data-room-id={room.id}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(room.id)}
                >
                  <span css={styles.topRow}>
                    <span css={styles.name} dir="auto">
                      {room.name}
                    </span>
                    <Badge tone={roomStatusTone[room.status]}>{room.statusLabel}</Badge>
                  </span>
                  {/* A list in the interface language (names isolated inside): it follows the page's
                      direction, not the first name's. */}
                  <span css={styles.participants}>{room.participants}</span>
                  <span css={styles.meta}>
                    <span>{room.commodity}</span>
                    <time dateTime={room.lastActivityIso}>{room.lastActivity}</time>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const styles = {
  root: (theme: Theme) => theme.card.panel({ padding: 4, flat: true }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  empty: (theme: Theme) => ({ color: theme.colors.textMuted }),
  list: (theme: Theme) => plainList(theme, 2),
  room: (theme: Theme) => ({
    display: 'grid',
    gap: 4,
    inlineSize: '100%',
    padding: theme.space(3),
    textAlign: 'start' as const,
    border: `1px solid ${theme.colors.border}`,
    borderInlineStartWidth: 4,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}ms`,
    [theme.mq.reducedMotion]: { transition: 'none' },
    '&:hover': { background: theme.colors.surfaceSunken },
    '&[data-state="selected"]': {
      background: theme.roles.active.background,
      borderColor: theme.roles.active.outline,
      borderInlineStartColor: theme.roles.active.fill,
    },
  }),
  topRow: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  name: { fontWeight: 700, overflowWrap: 'anywhere' as const, minWidth: 0 },
  participants: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    gap: theme.space(2),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
  }),
};
