import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import { ChatRoomHeader } from '../../components/negotiationChat/ChatRoomHeader';
import { MessageComposer } from '../../components/negotiationChat/MessageComposer';
import { MessageList } from '../../components/negotiationChat/MessageList';
import {
  OfferComposer,
  type OfferComposerDraft,
  type OfferComposerKind,
} from '../../components/negotiationChat/OfferComposer';
import { TypingIndicator } from '../../components/negotiationChat/TypingIndicator';
import { Button } from '../../components/primitives/Button';
import { formPanel } from '../../components/primitives/formStyles';
import {
  maxMessageLength,
  type ChatMessage,
  type ChatRoom,
  type OfferIssues,
} from '../../data/negotiationChat';
import { chatQuantityField, chatSdrValueField, type NumberField } from '../../data/numberFields';
import { commodityCodes } from '../../data/tradeMatching';
import { formatCount, formatListToParts, formatSdr } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { companyListingPath } from '../../data/companyLinks';
import { ItemLink } from '../../components/primitives/ItemLink';
import { companyName } from '../../platform/companyName';
import { toView, useRoomName } from './chatText';
import { commodityName } from '../../platform/commodityName';

/** The character counter shows from here on. */
const counterFrom = maxMessageLength - 500;

interface ChatPaneSectionProps {
  room: ChatRoom;
  /** The open room's messages. */
  messages: readonly ChatMessage[];
  isTyping: boolean;
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: () => void;
  canSend: boolean;
  error: string | undefined;
  offerOpen: boolean;
  offerIssues: OfferIssues;
  onToggleOffer: () => void;
  onCloseOffer: () => void;
  onSendOffer: (kind: OfferComposerKind, draft: OfferComposerDraft) => void;
}

/** The open room: its header with the offer toggle, the messages, the typing beat and the composers. */
export function ChatPaneSection({
  room,
  messages,
  isTyping,
  draft,
  onDraftChange,
  onSend,
  canSend,
  error,
  offerOpen,
  offerIssues,
  onToggleOffer,
  onCloseOffer,
  onSendOffer,
}: ChatPaneSectionProps) {
  const { t, language } = useScreenText('negotiationChat');
  const roomName = useRoomName();
  const name = roomName(room.participants);

  const statusLabel = (status: string) => t(`roomStatus.${status}`);

  const messageViews = useMemo(
    () => messages.map((message) => toView(message, t, language)),
    [messages, t, language],
  );

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

  const typist = companyName(t, room.participants[0] ?? '');

  return (
    <section css={styles.pane} aria-label={name} data-state={room.status}>
      <ChatRoomHeader
        name={name}
        participants={
          <>
            {t('rooms.participantsLabel')}
            <ParticipantLinks participants={room.participants} language={language} />
          </>
        }
        status={room.status}
        statusLabel={statusLabel(room.status)}
        commodity={t('rooms.commodity', { commodity: commodityName(t, room.commodity) })}
        actions={
          <Button
            type="button"
            compact
            variant={offerOpen ? 'ghost' : 'secondary'}
            aria-expanded={offerOpen}
            onClick={onToggleOffer}
          >
            {offerOpen ? t('offer.close') : t('offer.open')}
          </Button>
        }
      />
      <MessageList
        label={t('log', { room: name })}
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
          key={`offer-${room.id}`}
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
          commodities={commodityCodes.map((code) => ({ value: code, label: commodityName(t, code) }))}
          initialDraft={{ commodity: room.commodity, quantity: '', sdrValue: '' }}
          errors={offerErrors}
          onSubmit={onSendOffer}
          onCancel={onCloseOffer}
        />
      ) : null}
      <MessageComposer
        key={`message-${room.id}`}
        texts={{
          label: t('composer.label'),
          placeholder: t('composer.placeholder'),
          send: t('composer.send'),
          hint: t('composer.hint'),
        }}
        value={draft}
        onChange={onDraftChange}
        onSend={onSend}
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
  );
}

/** The counterparties in the language's list, each a link to its listing when it has one. */
function ParticipantLinks({ participants, language }: { participants: readonly string[]; language: string }) {
  const { t } = useScreenText('negotiationChat');
  const parts = useMemo(() => {
    // Placeholders that no name contains, so the list's own words and separators stay as they are.
    return formatListToParts(
      participants.map((_, index) => `\u0000${index}\u0000`),
      language,
      'long',
    );
  }, [participants, language]);
  return (
    <>
      {parts.map((part, index) => {
        if (part.type !== 'element') return part.value;
        const id = participants[Number(part.value.replaceAll('\u0000', ''))] ?? '';
        const to = companyListingPath(id);
        const label = <bdi>{companyName(t, id)}</bdi>;
        return to ? (
          <ItemLink key={index} to={to}>
            {label}
          </ItemLink>
        ) : (
          <span key={index}>{label}</span>
        );
      })}
    </>
  );
}

const styles = {
  pane: (theme: Theme) => formPanel(theme, { gap: 3, padding: 4 }),
};
