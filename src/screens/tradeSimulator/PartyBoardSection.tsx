import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import {
  PartyBoard,
  type PartyBoardLabels,
  type PartyView,
} from '../../components/tradeSimulator/PartyBoard';
import { canMatch, partyById, tradeParties } from '../../data/tradeSimulator';
import { formatCount, formatSdr, intlLocale } from '../../i18n/format';
import type { ExecutionState } from '../../machines/contractExecution.machine';
import type { tradeSimulatorMachine } from '../../machines/tradeSimulator.machine';
import { commodityName } from '../../platform/commodityName';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import type { ActorRefFrom } from 'xstate';

export interface PartyBoardSectionProps {
  simulator: ActorRefFrom<typeof tradeSimulatorMachine>;
  executionState: ExecutionState;
}

/** The four parties: drag an offering onto another party to propose a match. */
export function PartyBoardSection({ simulator, executionState }: PartyBoardSectionProps) {
  const { t, language, dir } = useScreenText('tradeSimulator');

  const parties: PartyView[] = useMemo(() => {
    const regions = new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'code' });
    return tradeParties.map((party) => ({
      id: party.id,
      name: companyName(t, party.company),
      country: regions.of(party.country) ?? party.country,
      color: party.color,
      offering: {
        name: commodityName(t, party.offering.code),
        value: formatSdr(party.offering.value, language),
        quantity: t(`units.${party.offering.unit}`, {
          value: formatCount(party.offering.quantity, language),
        }),
      },
      seeking: {
        name: commodityName(t, party.seeking.code),
        value: formatSdr(party.seeking.value, language),
        quantity: t(`units.${party.seeking.unit}`, { value: formatCount(party.seeking.quantity, language) }),
      },
    }));
  }, [t, language]);

  const labels: PartyBoardLabels = useMemo(
    () => ({
      offering: t('board.offering'),
      seeking: t('board.seeking'),
      dragHandle: (offering, party) => t('board.dragHandle', { offering, party }),
      instructions: t('board.instructions'),
      announce: {
        start: (offering, party) => t('board.announce.start', { offering, party }),
        over: (offering, party) => t('board.announce.over', { offering, party }),
        overNone: (offering) => t('board.announce.overNone', { offering }),
        drop: (offering, party) => t('board.announce.drop', { offering, party }),
        dropSame: (offering) => t('board.announce.dropSame', { offering }),
        dropNone: (offering) => t('board.announce.dropNone', { offering }),
        cancel: (offering) => t('board.announce.cancel', { offering }),
      },
    }),
    [t],
  );

  const onMatch = (from: string, to: string) => {
    const source = partyById(from);
    const target = partyById(to);
    if (!source || !target || !canMatch(from, to)) return;
    simulator.send({
      type: 'user.drop',
      from,
      to,
      item1: { code: source.offering.code, value: source.offering.value },
      item2: { code: target.offering.code, value: target.offering.value },
    });
  };

  return (
    <section aria-labelledby="simulator-board-heading" css={styles.board}>
      <div css={styles.boardHeader}>
        <h2 id="simulator-board-heading" css={styles.heading}>
          {t('board.heading')}
        </h2>
        <p css={styles.muted}>{t('board.description')}</p>
      </div>
      <PartyBoard parties={parties} labels={labels} dir={dir} onMatch={onMatch} state={executionState} />
    </section>
  );
}

const styles = {
  board: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }),
  boardHeader: { display: 'grid', gap: 4 },
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  muted: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
