import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { SimulationPanel } from '../../components/tradeSimulator/SimulationPanel';
import { TradeMatchList } from '../../components/tradeSimulator/TradeMatchList';
import type { CommodityId } from '../../data/commodities';
import { partyById, scoreTone, summarizeMatches } from '../../data/tradeSimulator';
import { formatCount, formatNumber, formatSdr } from '../../i18n/format';
import { selectSimulationResult, selectSimulationState } from '../../machines/simulation.machine';
import { selectMatches } from '../../machines/tradeMatches.machine';
import {
  selectCanRun,
  type TradeSimulatorChildren,
  type tradeSimulatorMachine,
} from '../../machines/tradeSimulator.machine';
import { commodityName } from '../../platform/commodityName';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import type { ActorRefFrom } from 'xstate';
import { useSimulatorCan } from './useSimulatorCan';

export interface MatchesSectionProps {
  simulator: ActorRefFrom<typeof tradeSimulatorMachine>;
  /** The coordinator's children, to follow with their own selectors. */
  actors: TradeSimulatorChildren;
}

/** Trade Matches (accept each) and Run AI Simulation over them, with its results. */
export function MatchesSection({ simulator, actors }: MatchesSectionProps) {
  const { t, language } = useScreenText('tradeSimulator');
  const matches = useSelector(actors.matches, selectMatches);
  const simulationState = useSelector(actors.simulation, selectSimulationState);
  const result = useSelector(actors.simulation, selectSimulationResult);
  const summary = useMemo(
    () =>
      summarizeMatches(
        matches.map((m) => ({ matchScore: m.matchScore, values: [m.item1.value, m.item2.value] })),
      ),
    [matches],
  );
  const canRun = useSimulatorCan(simulator, selectCanRun(summary));

  const partyName = (id: string) => {
    const party = partyById(id);
    return party ? companyName(t, party.company) : id;
  };
  const matchViews = matches.map((match) => {
    const party1 = partyName(match.party1);
    const party2 = partyName(match.party2);
    return {
      id: match.id,
      party1,
      party2,
      exchange: t('matches.exchange', {
        // The machine carries each party's commodity id (tradeParties) as a plain code.
        item1: commodityName(t, match.item1.code as CommodityId),
        item2: commodityName(t, match.item2.code as CommodityId),
      }),
      scoreLabel: t('matches.score', { score: formatCount(match.matchScore, language) }),
      scoreTone: scoreTone(match.matchScore),
      status: match.status,
      statusLabel: t(`matches.status.${match.status}`),
      acceptLabel: t('matches.acceptLabel', { party1, party2 }),
    };
  });

  const figures = result
    ? {
        totalValue: formatSdr(result.totalValue, language),
        successfulTrades: formatCount(result.successfulTrades, language),
        averageScore: formatNumber(result.averageMatchScore, language, { maximumFractionDigits: 1 }),
        carbonSaved: t('simulation.carbonValue', { value: formatCount(result.carbonSaved, language) }),
        timeToComplete: t('simulation.days', { count: result.timeToComplete }),
      }
    : null;

  return (
    <>
      <TradeMatchList
        heading={t('matches.heading')}
        listLabel={t('matches.listLabel')}
        matches={matchViews}
        acceptText={t('matches.accept')}
        onAccept={(id) => simulator.send({ type: 'user.accept', id })}
        empty={{ title: t('matches.emptyTitle'), body: t('matches.emptyBody') }}
      />
      <SimulationPanel
        state={simulationState}
        labels={{
          heading: t('simulation.heading'),
          description: t('simulation.description'),
          run: t('simulation.run'),
          running: t('simulation.running'),
          idleHint: t('simulation.idleHint'),
          resultsHeading: t('simulation.resultsHeading'),
          totalValue: t('simulation.totalValue'),
          successfulTrades: t('simulation.successfulTrades'),
          averageScore: t('simulation.averageScore'),
          carbonSaved: t('simulation.carbonSaved'),
          timeToComplete: t('simulation.timeToComplete'),
        }}
        figures={figures}
        canRun={canRun}
        onRun={() => simulator.send({ type: 'user.run', summary })}
      />
    </>
  );
}
