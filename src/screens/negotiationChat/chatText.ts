import { useMemo } from 'react';
import type { ChatMessageView } from '../../components/negotiationChat/MessageBubble';
import { offerUnit, selfSender, systemSender, unitPrice, type ChatMessage } from '../../data/negotiationChat';
import { formatCount, formatDate, formatList, formatSdr } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { commodityName } from '../../platform/commodityName';

/** How the chat's times read, in the room list and on each message. */
export const timeFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The participants' names in the language's list (، in Arabic), each isolated so that a name written
 * in another direction keeps its final period with it.
 */
export function useParticipantNames() {
  const { t, language } = useScreenText('negotiationChat');
  return useMemo(() => {
    return (participants: readonly string[]) =>
      formatList(
        participants.map((id) => `\u2068${companyName(t, id)}\u2069`),
        language,
        'long',
      );
  }, [t, language]);
}

/** A room's name: its counterparties' names, joined by a middle dot. */
export function useRoomName() {
  const { t } = useScreenText('negotiationChat');
  return useMemo(
    () => (participants: readonly string[]) => participants.map((id) => companyName(t, id)).join(' · '),
    [t],
  );
}

type Translate = ReturnType<typeof useScreenText<'negotiationChat'>>['t'];

/** A message as its bubble shows it: sender, text, offer terms, time and delivery status. */
export function toView(message: ChatMessage, t: Translate, language: string): ChatMessageView {
  const own = message.sender === selfSender;
  const offer = message.offer;
  return {
    id: message.id,
    kind: message.type,
    own,
    sender: own
      ? t('you')
      : message.sender === systemSender
        ? t('messageTypes.system')
        : companyName(t, message.sender),
    text: message.contentKey ? t(message.contentKey) : message.content,
    kindLabel: message.type === 'message' ? undefined : t(`messageTypes.${message.type}`),
    terms: offer
      ? [
          {
            label: t('terms.commodity'),
            value: commodityName(t, offer.commodity),
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
