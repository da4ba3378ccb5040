import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import { ChatRoomList, type ChatRoomItem } from '../../components/negotiationChat/ChatRoomList';
import type { ChatRoom } from '../../data/negotiationChat';
import { formatDate } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { timeFormat, useParticipantNames, useRoomName } from './chatText';
import { commodityName } from '../../platform/commodityName';

/** The rooms to choose from, with a notice above them when the address names no room. */
export function RoomListSection({
  rooms,
  selectedRoomId,
  onSelect,
  notFound,
}: {
  rooms: readonly ChatRoom[];
  selectedRoomId: string | null;
  onSelect: (id: string) => void;
  /** A ?room= that names neither a room nor a match. */
  notFound: boolean;
}) {
  const { t, language } = useScreenText('negotiationChat');
  const names = useParticipantNames();
  const roomName = useRoomName();

  const roomItems = useMemo<ChatRoomItem[]>(
    () =>
      rooms.map((item) => ({
        id: item.id,
        name: roomName(item.participants),
        participants: names(item.participants),
        status: item.status,
        statusLabel: t(`roomStatus.${item.status}`),
        commodity: t('rooms.commodity', { commodity: commodityName(t, item.commodity) }),
        lastActivity: t('rooms.lastActivity', { time: formatDate(item.lastActivity, language, timeFormat) }),
        lastActivityIso: item.lastActivity,
      })),
    [rooms, t, language, names, roomName],
  );

  return (
    <div css={styles.side}>
      {notFound ? (
        <p css={styles.notice} role="status">
          {t('rooms.notFound')}
        </p>
      ) : null}
      <ChatRoomList
        heading={t('rooms.heading')}
        rooms={roomItems}
        selectedRoomId={selectedRoomId}
        onSelect={onSelect}
        emptyText={t('rooms.empty')}
      />
    </div>
  );
}

const styles = {
  side: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }),
  notice: (theme: Theme) => ({
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles.warning.outline}`,
    background: theme.roles.warning.background,
    color: theme.roles.warning.text,
    fontSize: theme.fontSizes.sm,
  }),
};
