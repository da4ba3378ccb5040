/**
 * Negotiation chat: the room list and the chat pane. The rooms and
 * messages are the sample conversations plus the member's own (rooms they opened, messages they sent:
 * the member store, so they outlive the screen and a reload). The composer machine builds each message the member sends; the member store takes
 * it through sent, delivered and read, screen open or not; the typing indicator has its own machine.
 * The open room lives in the address (`?room=<id>`); a match id (from AI Trade Matching or a dashboard
 * Connect) opens that match's room, created in the member's chat when new. The layout shows the page
 * title (h1); the panels start at h2.
 */
import { memberRegion } from '../../components/primitives/memberFigure';
import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { OfferComposerDraft, OfferComposerKind } from '../../components/negotiationChat/OfferComposer';
import {
  allMessages,
  allRooms,
  maxMessageLength,
  messagesOfRoom,
  messageTextIssue,
  nextMessageId,
  openingMessageForMatch,
  roomForMatch,
  sortRooms,
  validateOfferDraft,
  type OfferIssues,
} from '../../data/negotiationChat';
import { formatCount } from '../../i18n/format';
import { chatMessagesMachine, selectCanSendText } from '../../machines/chatMessages.machine';
import { useScreenText } from '../../platform/screenText';
import { text, useUrlState } from '../../platform/urlState';
import { selectIsTyping, typingIndicatorMachine } from '../../machines/typingIndicator.machine';
import { appRandom, useAppActorRef } from '../../platform/actors';
import { selectChat } from '../../machines/memberStore.machine';
import { useMember, useMemberStore } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { ChatPaneSection } from './ChatPaneSection';
import { RoomListSection } from './RoomListSection';
import { useWorldDay } from '../../platform/worldDay';

export default function NegotiationChatScreen() {
  const { t, language } = useScreenText('negotiationChat');
  const day = useWorldDay();
  const toast = useToast();
  const [roomText, setRoomParam] = useUrlState('room', text);
  const roomParam = roomText || null;
  const store = useMemberStore();
  const { rooms: memberRooms, messages: memberMessages } = useMember(selectChat);
  const memberMessagesNow = () => store.getSnapshot().context.record.chat.messages;
  const everyMessage = useMemo(() => allMessages(memberMessages, day), [memberMessages, day]);
  const rooms = useMemo(
    () => sortRooms(allRooms(memberRooms, everyMessage, day)),
    [memberRooms, everyMessage, day],
  );

  const composer = useAppActorRef(chatMessagesMachine);
  const typing = useAppActorRef(typingIndicatorMachine, { input: { random: appRandom } });
  const isTyping = useSelector(typing, selectIsTyping);

  // The room shows at once from local state; the address follows (and a new ?room= is followed).
  const [wanted, setWanted] = useState({ param: roomParam, room: roomParam });
  if (wanted.param !== roomParam) setWanted({ param: roomParam, room: roomParam });
  const wantedRoom = wanted.room;
  const known = rooms.find((item) => item.id === wantedRoom);
  // A match's room not in the member's chat yet: created in it.
  const matchRoom = useMemo(
    () => (wantedRoom !== null && !known ? roomForMatch(wantedRoom, new Date().toISOString()) : null),
    [wantedRoom, known],
  );
  const room = known ?? (matchRoom ? null : (rooms[0] ?? null));
  const roomId = room?.id ?? null;

  useEffect(() => {
    if (!matchRoom) return;
    store.send({ type: 'chat.openRoom', room: matchRoom, messages: [openingMessageForMatch(matchRoom)] });
  }, [store, matchRoom]);

  // What the member sends goes to the member's chat; the store takes it from sent to read.
  useEffect(() => {
    const posted = composer.on('message.posted', ({ message }) => store.send({ type: 'chat.post', message }));
    return () => posted.unsubscribe();
  }, [composer, store]);

  const messages = useMemo(() => messagesOfRoom(everyMessage, roomId), [everyMessage, roomId]);

  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [offerOpen, setOfferOpen] = useState(false);
  const [offerIssues, setOfferIssues] = useState<OfferIssues>({});

  const draft = roomId ? (drafts[roomId] ?? '') : '';
  const canSend = useSelector(composer, selectCanSendText(roomId, draft));

  // A new room: the typing beat starts again and the offer form closes.
  useEffect(() => {
    typing.send({ type: 'user.reset' });
  }, [typing, roomId]);

  const select = (id: string) => {
    setWanted((current) => ({ ...current, room: id }));
    setError(undefined);
    setOfferOpen(false);
    setOfferIssues({});
    setRoomParam(id);
  };

  const setDraft = (value: string) => {
    if (!roomId) return;
    setDrafts((all) => ({ ...all, [roomId]: value }));
    if (error && messageTextIssue(value) === null) setError(undefined);
  };

  const send = () => {
    const issue = messageTextIssue(draft);
    if (issue) {
      setError(
        issue === 'tooLong'
          ? t('composer.tooLong', {
              length: formatCount(draft.length, language),
              max: formatCount(maxMessageLength, language),
            })
          : t(`composer.${issue}`),
      );
      return;
    }
    if (!roomId) return;
    const text = draft;
    const sentAt = new Date().toISOString();
    composer.send({ type: 'user.send', id: nextMessageId(memberMessagesNow()), roomId, text, sentAt });
    setDraft('');
    setError(undefined);
  };

  const sendOffer = (kind: OfferComposerKind, offerDraft: OfferComposerDraft) => {
    const result = validateOfferDraft(offerDraft, language);
    if (!result.ok) {
      setOfferIssues(result.issues);
      return;
    }
    if (!roomId) return;
    const sentAt = new Date().toISOString();
    composer.send({
      type: 'user.sendOffer',
      id: nextMessageId(memberMessagesNow()),
      roomId,
      kind,
      offer: result.offer,
      sentAt,
    });
    setOfferIssues({});
    setOfferOpen(false);
    toast({ tone: 'success', title: t(kind === 'offer' ? 'offer.sent' : 'offer.counterSent') });
  };

  // A ?room= that names neither a room nor a match: say so above the list (the first room stays open).
  const notFound = wantedRoom !== null && !known && !matchRoom;

  return (
    // Rooms and messages are the member's: the rooms listed, and the room open first, depend on them.
    <div css={styles.layout} {...memberRegion('chat')}>
      <RoomListSection rooms={rooms} selectedRoomId={roomId} onSelect={select} notFound={notFound} />
      {room ? (
        <ChatPaneSection
          room={room}
          messages={messages}
          isTyping={isTyping}
          draft={draft}
          onDraftChange={setDraft}
          onSend={send}
          canSend={canSend}
          error={error}
          offerOpen={offerOpen}
          offerIssues={offerIssues}
          onToggleOffer={() => {
            setOfferOpen((open) => !open);
            setOfferIssues({});
          }}
          onCloseOffer={() => {
            setOfferOpen(false);
            setOfferIssues({});
          }}
          onSendOffer={sendOffer}
        />
      ) : null}
    </div>
  );
}

const styles = {
  layout: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    alignItems: 'start',
    [theme.mq.md]: { gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)' },
  }),
};
