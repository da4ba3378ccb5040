/**
 * Negotiation chat (spec part 1, section 2.10): the room list and the chat pane. Rooms and messages
 * live in one machine for the screen (kept per room while the app runs, see `chatSession.ts`); the
 * typing indicator has its own. `?room=<id>` opens a room; a match id from AI Trade Matching creates
 * the room for that match. The layout shows the page title (h1); the panels start at h2.
 */
import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  maxMessageLength,
  maxOfferQuantity,
  maxOfferSdrValue,
  messageTextIssue,
  openingMessageForMatch,
  roomForMatch,
  selfSender,
  sortRooms,
  systemSender,
  unitPrice,
  validateOfferDraft,
  type OfferIssues,
} from '../../data/chat';
import { commodityCodes, partiesOfMatch } from '../../data/matching';
import { formatCount, formatDate, formatSdr, intlLocale } from '../../i18n/format';
import {
  chatMessagesMachine,
  selectRoomMessages,
  selectRooms,
  selectSelectedRoom,
  selectSession,
  type ChatMessageRecord,
} from '../../machines/chatMessages.machine';
import { resolveLanguage } from '../../machines/preferences';
import { selectIsTyping, typingIndicatorMachine } from '../../machines/typingIndicator.machine';
import { appRandom, useAppActorRef } from '../../platform/actors';
import { useToast } from '../../platform/shellContext';
import { keepChatSession, keptChatSession } from './chatSession';

const timeFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** The character counter shows from here on. */
const counterFrom = maxMessageLength - 500;

export default function NegotiationChatScreen() {
  const { t, i18n } = useTranslation('negotiationChat');
  const language = resolveLanguage(i18n.language);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const roomParam = params.get('room');

  const chat = useAppActorRef(chatMessagesMachine, { input: keptChatSession() });
  const typing = useAppActorRef(typingIndicatorMachine, { input: { random: appRandom } });
  const rooms = useSelector(chat, selectRooms);
  const room = useSelector(chat, selectSelectedRoom);
  const messages = useSelector(chat, selectRoomMessages, sameMessages);
  const isTyping = useSelector(typing, selectIsTyping);

  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [offerOpen, setOfferOpen] = useState(false);
  const [offerIssues, setOfferIssues] = useState<OfferIssues>({});

  const roomId = room?.id ?? null;
  const draft = roomId ? (drafts[roomId] ?? '') : '';
  const canSend = useSelector(chat, (snapshot) =>
    snapshot.can({ type: 'user.send', text: draft, sentAt: '' }),
  );

  // Keep the chat while the app runs.
  useEffect(() => {
    const subscription = chat.subscribe((snapshot) => keepChatSession(selectSession(snapshot)));
    return () => subscription.unsubscribe();
  }, [chat]);

  // ?room=<id>: a known room opens; a match id from AI Trade Matching gets its room.
  useEffect(() => {
    if (!roomParam) return;
    const known = chat.getSnapshot().context.rooms.find((candidate) => candidate.id === roomParam);
    if (known) {
      chat.send({ type: 'room.open', room: known });
      return;
    }
    const created = roomForMatch(roomParam, new Date().toISOString());
    if (created) chat.send({ type: 'room.open', room: created, opening: openingMessageForMatch(created) });
  }, [chat, roomParam]);

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
      sortRooms(rooms).map((item) => ({
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
    chat.send({ type: 'user.selectRoom', roomId: id });
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
    chat.send({ type: 'user.send', text: draft, sentAt: new Date().toISOString() });
    setDraft('');
    setError(undefined);
  };

  const sendOffer = (kind: OfferComposerKind, offerDraft: OfferComposerDraft) => {
    const result = validateOfferDraft(offerDraft);
    if (!result.ok) {
      setOfferIssues(result.issues);
      return;
    }
    chat.send({ type: 'user.sendOffer', kind, offer: result.offer, sentAt: new Date().toISOString() });
    setOfferIssues({});
    setOfferOpen(false);
    toast({ tone: 'success', title: t(kind === 'offer' ? 'offer.sent' : 'offer.counterSent') });
  };

  const offerErrors = {
    commodity: offerIssues.commodity ? t('offer.errors.commodity') : undefined,
    quantity: amountError(offerIssues.quantity, 'quantityTooLarge', formatCount(maxOfferQuantity, language)),
    sdrValue: amountError(offerIssues.sdrValue, 'sdrValueTooLarge', formatSdr(maxOfferSdrValue, language)),
  };
  function amountError(issue: OfferIssues['quantity'], tooLargeKey: string, max: string) {
    if (!issue) return undefined;
    return issue === 'tooLarge' ? t(`offer.errors.${tooLargeKey}`, { max }) : t(`offer.errors.${issue}`);
  }

  const typist = room?.participants[0] ?? '';
  // A ?room= that names neither a room nor a match: say so above the list (the first room stays open).
  const notFound =
    roomParam !== null && !rooms.some((item) => item.id === roomParam) && partiesOfMatch(roomParam) === null;

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

type Translate = ReturnType<typeof useTranslation<'negotiationChat'>>['t'];

function toView(message: ChatMessageRecord, t: Translate, language: string): ChatMessageView {
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
            value: t('terms.quantityValue', { value: formatCount(offer.quantity, language) }),
          },
          { label: t('terms.value'), value: formatSdr(offer.sdrValue, language) },
          {
            label: t('terms.unitPrice'),
            value: t('terms.unitPriceValue', {
              value: formatSdr(unitPrice(offer), language),
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

/** Messages re-render only when the list changes (selectors build a new array each time). */
function sameMessages(a: readonly ChatMessageRecord[], b: readonly ChatMessageRecord[]) {
  return a.length === b.length && a.every((message, index) => message === b[index]);
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
