/**
 * Negotiation chat: the room list and the chat pane. The rooms and
 * messages are the sample conversations plus the member's own (rooms they opened, messages they sent:
 * the member store, so they outlive the screen and a reload); the member store loads right after the
 * first paint. The delivery machine takes each message the member sends through sent, delivered and
 * read (and resumes those left on their way); the typing indicator has its own machine. The open
 * room lives in the address (`?room=<id>`); a match id (from AI Trade Matching or a dashboard
 * Connect) opens that match's room, created in the member's chat when new. The layout shows the page
 * title (h1); the panels start at h2.
 */
import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChatRoomHeader } from '../../components/chat/ChatRoomHeader';
import { ChatRoomList, type ChatRoomItem } from '../../components/chat/ChatRoomList';
import type { ChatMessageView } from '../../components/chat/MessageBubble';
import { MessageComposer } from '../../components/chat/MessageComposer';
import { MessageList } from '../../components/chat/MessageList';
import {
  OfferComposer,
  type OfferComposerDraft,
  type OfferComposerKind,
} from '../../components/chat/OfferComposer';
import { TypingIndicator } from '../../components/chat/TypingIndicator';
import { Button } from '../../components/primitives/Button';
import {
  allMessages,
  allRooms,
  maxMessageLength,
  messageTextIssue,
  nextMessageId,
  openingMessageForMatch,
  roomForMatch,
  selfSender,
  sortRooms,
  systemSender,
  offerUnit,
  unitPrice,
  validateOfferDraft,
  type ChatMessage,
  type ChatRoom,
  type OfferIssues,
} from '../../data/chat';
import { chatQuantityField, chatSdrValueField, type NumberField } from '../../data/numberFields';
import { commodityCodes } from '../../data/matching';
import type { MemberRecord } from '../../data/memberRecord';
import { formatCount, formatDate, formatSdr, intlLocale } from '../../i18n/format';
import { chatMessagesMachine, selectCanSendText } from '../../machines/chatMessages.machine';
import { useScreenText } from '../../platform/screenText';
import { selectIsTyping, typingIndicatorMachine } from '../../machines/typingIndicator.machine';
import { appRandom, useAppActorRef } from '../../platform/actors';
import { useDeferredMember, withMemberStore } from '../../platform/memberFirstPaint';
import type { MemberStore } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';

const timeFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** The character counter shows from here on. */
const counterFrom = maxMessageLength - 500;
const noRooms: readonly ChatRoom[] = [];
const selectChat = (record: MemberRecord) => record.chat;
const memberMessagesOf = (store: MemberStore) => store.getSnapshot().context.record.chat.messages;
const noMessages: readonly ChatMessage[] = [];

export default function NegotiationChatScreen() {
  const { t, language } = useScreenText('negotiationChat');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const roomParam = params.get('room');
  const chat = useDeferredMember(selectChat);
  const loaded = chat !== undefined;
  const memberRooms = chat?.rooms ?? noRooms;
  const memberMessages = chat?.messages ?? noMessages;
  const everyMessage = useMemo(() => allMessages(memberMessages), [memberMessages]);
  const rooms = useMemo(() => sortRooms(allRooms(memberRooms, everyMessage)), [memberRooms, everyMessage]);

  const delivery = useAppActorRef(chatMessagesMachine);
  const typing = useAppActorRef(typingIndicatorMachine, { input: { random: appRandom } });
  const isTyping = useSelector(typing, selectIsTyping);

  // The room shows at once from local state; the address follows (and a new ?room= is followed).
  const [wanted, setWanted] = useState({ param: roomParam, room: roomParam });
  if (wanted.param !== roomParam) setWanted({ param: roomParam, room: roomParam });
  const wantedRoom = wanted.room;
  const known = rooms.find((item) => item.id === wantedRoom);
  // A match's room not in the member's chat yet: created once the store is there.
  const matchRoom = useMemo(
    () => (wantedRoom !== null && !known ? roomForMatch(wantedRoom, new Date().toISOString()) : null),
    [wantedRoom, known],
  );
  const room = known ?? (matchRoom ? null : (rooms[0] ?? null));
  const roomId = room?.id ?? null;

  useEffect(() => {
    if (!loaded || !matchRoom) return;
    withMemberStore((store) =>
      store.send({ type: 'chat.openRoom', room: matchRoom, messages: [openingMessageForMatch(matchRoom)] }),
    );
  }, [loaded, matchRoom]);

  // What the delivery machine posts and changes goes to the member's chat.
  useEffect(() => {
    const posted = delivery.on('message.posted', ({ message }) =>
      withMemberStore((store) => store.send({ type: 'chat.post', message: message as ChatMessage })),
    );
    const status = delivery.on('message.status', ({ id, status: next }) =>
      withMemberStore((store) => store.send({ type: 'chat.setStatus', id, status: next })),
    );
    return () => {
      posted.unsubscribe();
      status.unsubscribe();
    };
  }, [delivery]);

  // Messages the member left on their way (the screen was closed or reloaded) carry on.
  useEffect(() => {
    if (loaded)
      withMemberStore((store) =>
        delivery.send({ type: 'messages.resume', messages: memberMessagesOf(store) }),
      );
  }, [loaded, delivery]);

  const messages = useMemo(
    () => everyMessage.filter((message) => message.roomId === roomId),
    [everyMessage, roomId],
  );

  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [offerOpen, setOfferOpen] = useState(false);
  const [offerIssues, setOfferIssues] = useState<OfferIssues>({});

  const draft = roomId ? (drafts[roomId] ?? '') : '';
  const canSend = useSelector(delivery, selectCanSendText(roomId, draft));

  // A new room: the typing beat starts again and the offer form closes.
  useEffect(() => {
    typing.send({ type: 'user.reset' });
  }, [typing, roomId]);

  const commodityName = (code: string) => t(`commodities.${code}`, { defaultValue: code });
  const statusLabel = (status: string) => t(`roomStatus.${status}`);

  // Company names are Latin text inside a right-to-left sentence in Arabic: each is isolated, so a
  // final period stays with its name. Lists use the language's separator (، in Arabic).
  const names = useMemo(() => {
    const list = new Intl.ListFormat(intlLocale(language), { style: 'long', type: 'conjunction' });
    return (participants: readonly string[]) =>
      list.format(participants.map((name) => `\u2068${name}\u2069`));
  }, [language]);

  const roomItems = useMemo<ChatRoomItem[]>(
    () =>
      rooms.map((item) => ({
        id: item.id,
        name: item.name,
        participants: names(item.participants),
        status: item.status,
        statusLabel: t(`roomStatus.${item.status}`),
        commodity: t('rooms.commodity', { commodity: t(`commodities.${item.commodity}`) }),
        lastActivity: t('rooms.lastActivity', { time: formatDate(item.lastActivity, language, timeFormat) }),
        lastActivityIso: item.lastActivity,
      })),
    [rooms, t, language, names],
  );

  const messageViews = useMemo(
    () => messages.map((message) => toView(message, t, language)),
    [messages, t, language],
  );

  const select = (id: string) => {
    setWanted((current) => ({ ...current, room: id }));
    setError(undefined);
    setOfferOpen(false);
    setOfferIssues({});
    setParams({ room: id }, { replace: true });
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
    withMemberStore((store) =>
      delivery.send({
        type: 'user.send',
        id: nextMessageId(memberMessagesOf(store)),
        roomId,
        text,
        sentAt,
      }),
    );
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
    withMemberStore((store) =>
      delivery.send({
        type: 'user.sendOffer',
        id: nextMessageId(memberMessagesOf(store)),
        roomId,
        kind,
        offer: result.offer,
        sentAt,
      }),
    );
    setOfferIssues({});
    setOfferOpen(false);
    toast({ tone: 'success', title: t(kind === 'offer' ? 'offer.sent' : 'offer.counterSent') });
  };

  const offerErrors = {
    commodity: offerIssues.commodity ? t('offer.errors.commodity') : undefined,
    quantity: amountError(offerIssues.quantity, 'quantityTooLarge', chatQuantityField),
    sdrValue: amountError(offerIssues.sdrValue, 'sdrValueTooLarge', chatSdrValueField),
  };
  function amountError(issue: OfferIssues['quantity'], tooLargeKey: string, field: NumberField) {
    if (!issue) return undefined;
    if (issue === 'tooLarge') {
      const max =
        field === chatQuantityField ? formatCount(field.max, language) : formatSdr(field.max, language);
      return t(`offer.errors.${tooLargeKey}`, { max });
    }
    return t(`offer.errors.${issue}`, {
      maxLength: formatCount(field.maxLength, language),
      decimals: formatCount(field.maxDecimals, language),
    });
  }

  const typist = room?.participants[0] ?? '';
  // A ?room= that names neither a room nor a match: say so above the list (the first room stays open).
  const notFound = loaded && wantedRoom !== null && !known && !matchRoom;

  return (
    <div css={styles.layout}>
      <div css={styles.side}>
        {notFound ? (
          <p css={styles.notice} role="status">
            {t('rooms.notFound')}
          </p>
        ) : null}
        <ChatRoomList
          heading={t('rooms.heading')}
          rooms={roomItems}
          selectedRoomId={roomId}
          onSelect={select}
          emptyText={t('rooms.empty')}
        />
      </div>
      {room ? (
        <section css={styles.pane} aria-label={room.name} data-state={room.status}>
          <ChatRoomHeader
            name={room.name}
            participants={t('rooms.participants', { names: names(room.participants) })}
            status={room.status}
            statusLabel={statusLabel(room.status)}
            commodity={t('rooms.commodity', { commodity: commodityName(room.commodity) })}
            actions={
              <Button
                type="button"
                compact
                variant={offerOpen ? 'ghost' : 'secondary'}
                aria-expanded={offerOpen}
                onClick={() => {
                  setOfferOpen((open) => !open);
                  setOfferIssues({});
                }}
              >
                {offerOpen ? t('offer.close') : t('offer.open')}
              </Button>
            }
          />
          <MessageList
            label={t('log', { room: room.name })}
            conversationId={room.id}
            messages={messageViews}
            emptyText={t('emptyRoom')}
            jumpLabel={t('newMessages')}
          />
          <TypingIndicator
            visible={isTyping && room.status !== 'completed'}
            text={t('typing', { name: typist })}
          />
          {offerOpen ? (
            <OfferComposer
              key={room.id}
              texts={{
                heading: t('offer.heading'),
                kindLegend: t('offer.kind'),
                kinds: { offer: t('messageTypes.offer'), 'counter-offer': t('messageTypes.counter-offer') },
                commodity: t('offer.commodity'),
                commodityPlaceholder: t('offer.commodityPlaceholder'),
                quantity: t('offer.quantity'),
                quantityHint: t('offer.quantityHint'),
                sdrValue: t('offer.sdrValue'),
                sdrValueHint: t('offer.sdrValueHint'),
                submit: t('offer.submit'),
                cancel: t('offer.cancel'),
              }}
              commodities={commodityCodes.map((code) => ({ value: code, label: commodityName(code) }))}
              initialDraft={{ commodity: room.commodity, quantity: '', sdrValue: '' }}
              errors={offerErrors}
              onSubmit={sendOffer}
              onCancel={() => {
                setOfferOpen(false);
                setOfferIssues({});
              }}
            />
          ) : null}
          <MessageComposer
            key={room.id}
            texts={{
              label: t('composer.label'),
              placeholder: t('composer.placeholder'),
              send: t('composer.send'),
              hint: t('composer.hint'),
            }}
            value={draft}
            onChange={setDraft}
            onSend={send}
            canSend={canSend}
            error={error}
            counter={
              draft.length >= counterFrom
                ? t('composer.counter', {
                    length: formatCount(draft.length, language),
                    max: formatCount(maxMessageLength, language),
                  })
                : undefined
            }
          />
        </section>
      ) : null}
    </div>
  );
}

type Translate = ReturnType<typeof useScreenText<'negotiationChat'>>['t'];

function toView(message: ChatMessage, t: Translate, language: string): ChatMessageView {
  const own = message.sender === selfSender;
  const offer = message.offer;
  return {
    id: message.id,
    kind: message.type,
    own,
    sender: own ? t('you') : message.sender === systemSender ? t('messageTypes.system') : message.sender,
    text: message.contentKey ? t(message.contentKey) : message.content,
    kindLabel: message.type === 'message' ? undefined : t(`messageTypes.${message.type}`),
    terms: offer
      ? [
          {
            label: t('terms.commodity'),
            value: t(`commodities.${offer.commodity}`, { defaultValue: offer.commodity }),
          },
          {
            label: t('terms.quantity'),
            value: t('terms.quantityValue', {
              value: formatCount(offer.quantity, language),
              context: offerUnit(offer.commodity),
            }),
          },
          { label: t('terms.value'), value: formatSdr(offer.sdrValue, language) },
          {
            label: t('terms.unitPrice'),
            value: t('terms.unitPriceValue', {
              value: formatSdr(unitPrice(offer), language),
              context: offerUnit(offer.commodity),
            }),
          },
        ]
      : undefined,
    time: formatDate(message.timestamp, language, timeFormat),
    timeIso: message.timestamp,
    status: own ? message.status : undefined,
    statusLabel: own ? t(`messageStatus.${message.status}`) : undefined,
  };
}

const styles = {
  layout: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    alignItems: 'start',
    [theme.mq.md]: { gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)' },
  }),
  side: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }),
  notice: (theme: Theme) => ({
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles.warning.outline}`,
    background: theme.roles.warning.background,
    color: theme.roles.warning.text,
    fontSize: theme.fontSizes.sm,
  }),
  pane: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    padding: theme.space(4),
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    boxShadow: theme.colors.shadow,
    minWidth: 0,
  }),
};
