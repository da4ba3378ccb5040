import { memberRegion } from '../../components/primitives/memberFigure';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { MatchCard } from '../../components/dashboard/MatchCard';
import { openingMessageForMatch, roomForMatch, roomIdForPartner } from '../../data/negotiationChat';
import { chatRoomLink } from '../../data/itemLinks';
import type { TradeMatch } from '../../data/dashboard';
import { formatPercent, formatSdr } from '../../i18n/format';
import { matchConnectionMachine, selectConnectionState } from '../../machines/matchConnection.machine';
import { useAppActorRef } from '../../platform/actors';
import type { MemberStoreSnapshot } from '../../machines/memberStore.machine';
import { useMember, useMemberStore } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { useScreenText } from '../../platform/screenText';

export interface MatchTexts {
  offering: string;
  seeking: string;
  country: string;
}

/**
 * One match with its own connection actor. It stays mounted while a search hides it, so a connection
 * in progress finishes and a connected match stays connected. Once connected, the negotiation room
 * with the counterparty is in the member's chat (opened once: connecting again, here or after a
 * reload, finds the same room) and the card links to it. A match whose room the member already has
 * shows as connected.
 */
export function ConnectableMatch({
  match,
  texts,
  hidden,
}: {
  match: TradeMatch;
  texts: MatchTexts;
  hidden: boolean;
}) {
  const { t, language } = useScreenText('dashboard');
  const toast = useToast();
  const actor = useAppActorRef(matchConnectionMachine);
  const roomId = roomIdForPartner(match.counterparty);
  const store = useMemberStore();
  const hasRoom = useMember((snapshot: MemberStoreSnapshot) =>
    snapshot.context.record.chat.rooms.some((room) => room.id === roomId),
  );
  // The machine says when the connection is made: the room opens in the member's chat and a toast
  // tells the member.
  useEffect(() => {
    const subscription = actor.on('connected', () => {
      const room = roomForMatch(roomId, new Date().toISOString());
      if (room) {
        store.send({ type: 'chat.openRoom', room, messages: [openingMessageForMatch(room)] });
      }
      toast({ tone: 'success', title: t('matches.connectedToast', { ...texts }) });
    });
    return () => subscription.unsubscribe();
  }, [actor, store, toast, t, texts, roomId]);
  const machineState = useSelector(actor, selectConnectionState);
  const connection = hasRoom ? 'connected' : machineState;
  const buttonText =
    connection === 'idle'
      ? t('matches.connect')
      : connection === 'connecting'
        ? t('matches.connecting')
        : t('matches.connected');
  return (
    <MatchCard
      offering={texts.offering}
      seeking={texts.seeking}
      offeringLabel={t('matches.offering')}
      seekingLabel={t('matches.seeking')}
      matchScore={match.matchScore}
      scoreText={t('matches.scoreValue', { value: formatPercent(match.matchScore, language, 0) })}
      valueText={formatSdr(match.sdrValue, language)}
      country={texts.country}
      status={match.status}
      statusLabel={t(`matches.status.${match.status}`)}
      connection={connection}
      figure={memberRegion('chat')}
      buttonText={buttonText}
      buttonName={t('matches.connectLabel', {
        action: buttonText,
        offering: texts.offering,
        seeking: texts.seeking,
      })}
      onConnect={() => actor.send({ type: 'user.connect' })}
      chat={
        connection === 'connected'
          ? {
              to: chatRoomLink(roomId),
              text: t('matches.openChat'),
              name: t('matches.openChatLabel', { offering: texts.offering, seeking: texts.seeking }),
            }
          : undefined
      }
      hidden={hidden}
    />
  );
}
