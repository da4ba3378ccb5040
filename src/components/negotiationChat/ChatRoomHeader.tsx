import type { Theme } from '@emotion/react';
import type { ChatRoomStatus as ChatRoomState } from '../../data/negotiationChat';
import { Badge } from '../primitives/Badge';
import { roomStatusTone } from './ChatRoomList';

export interface ChatRoomHeaderProps {
  name: string;
  /** "Participants: Steppe Harvest, Nile Petroleum", the names possibly links. */
  participants: React.ReactNode;
  status: ChatRoomState;
  statusLabel: string;
  /** "Commodity: Wheat". */
  commodity: string;
  /** Controls at the end of the row (Make an offer). */
  actions?: React.ReactNode;
}

/** Top of the chat pane: which negotiation is open. */
export function ChatRoomHeader({
  name,
  participants,
  status,
  statusLabel,
  commodity,
  actions,
}: ChatRoomHeaderProps) {
  return (
    <header css={styles.root} data-state={status}>
      <div css={styles.titles}>
        <div css={styles.titleRow}>
          <h2 css={styles.name} dir="auto">
            {name}
          </h2>
          <Badge tone={roomStatusTone[status]}>{statusLabel}</Badge>
        </div>
        <p css={styles.meta}>{participants}</p>
        <p css={styles.meta}>{commodity}</p>
      </div>
      {actions ? <div css={styles.actions}>{actions}</div> : null}
    </header>
  );
}

const styles = {
  root: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: theme.space(3),
  }),
  titles: { display: 'grid', gap: 4, minWidth: 0, flex: '1 1 240px' },
  titleRow: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
  name: (theme: Theme) => ({
    fontSize: theme.fontSizes.lg,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  meta: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
