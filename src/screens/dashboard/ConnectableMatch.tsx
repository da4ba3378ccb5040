import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { MatchCard } from '../../components/dashboard/MatchCard';
import type { TradeMatch } from '../../data/dashboard';
import { formatPercent, formatSdr } from '../../i18n/format';
import { matchConnectionMachine, selectConnectionState } from '../../machines/matchConnection.machine';
import { useAppActorRef } from '../../platform/actors';
import { useToast } from '../../platform/shellContext';
import { useDashboardText } from './useDashboardLanguage';

export interface MatchTexts {
  offering: string;
  seeking: string;
  country: string;
}

/**
 * One match with its own connection actor. It stays mounted while a search hides it, so a connection
 * in progress finishes and a connected match stays connected.
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
  const { t, language } = useDashboardText();
  const toast = useToast();
  const actor = useAppActorRef(matchConnectionMachine);
  // The machine says when the connection is made; the toast is how the screen tells the member.
  useEffect(() => {
    const subscription = actor.on('connected', () =>
      toast({ tone: 'success', title: t('matches.connectedToast', { ...texts }) }),
    );
    return () => subscription.unsubscribe();
  }, [actor, toast, t, texts]);
  const connection = useSelector(actor, selectConnectionState);
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
      buttonText={buttonText}
      buttonName={t('matches.connectLabel', {
        action: buttonText,
        offering: texts.offering,
        seeking: texts.seeking,
      })}
      onConnect={() => actor.send({ type: 'user.connect' })}
      hidden={hidden}
    />
  );
}
