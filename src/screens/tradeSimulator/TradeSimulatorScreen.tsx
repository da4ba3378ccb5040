import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { ContractExecutionPanel } from '../../components/simulator/ContractExecutionPanel';
import {
  StaticPartyBoard,
  type PartyBoardLabels,
  type PartyView,
} from '../../components/simulator/PartyCards';
import { SimulationPanel } from '../../components/simulator/SimulationPanel';
import { TradeMatchList } from '../../components/simulator/TradeMatchList';
import {
  canMatch,
  contractSteps,
  estimatedCostEth,
  estimatedMinutes,
  partyById,
  scoreTone,
  summarizeMatches,
  tradeParties,
} from '../../data/tradeSimulator';
import { formatCount, formatNumber, formatSdr, intlLocale } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { selectContractSteps, selectExecutionState } from '../../machines/contractExecution.machine';
import { selectSimulationResult, selectSimulationState } from '../../machines/simulation.machine';
import { selectMatches } from '../../machines/tradeMatches.machine';
import {
  selectCanExecute,
  selectCanReset,
  selectCanRun,
  selectSimulatorChildren,
  tradeSimulatorMachine,
} from '../../machines/tradeSimulator.machine';
import { appRandom, useAppActorRef } from '../../platform/actors';
import { useDeferredModule } from '../../platform/deferredModule';
import { useSimulatorCan } from './useSimulatorCan';
import type { CommodityId } from '../../data/commodities';
import { commodityName } from '../../platform/commodityName';

const simulatorInput = { random: appRandom, stepCount: contractSteps.length };

/** The party whose offering button has focus, if one has. */
const focusedOffering = () =>
  document.activeElement instanceof HTMLElement ? document.activeElement.dataset.offering : undefined;

/**
 * The drag layer (PartyBoard, with @dnd-kit) loads right after the first paint, which draws the same
 * cards without it; the offering focused when it arrives gets the focus back on its twin.
 */
const loadDragLayer = () =>
  import('../../components/simulator/PartyBoard').then((module) => ({
    PartyBoard: module.PartyBoard,
    focused: focusedOffering(),
  }));

/**
 * Trade simulator: the four parties (drag an offering onto another party to
 * propose a match), Trade Matches, Run AI Simulation with its results and the Smart Contract Execution
 * panel. One actor, the trade simulator, coordinates the matches, the simulation and the contract
 * execution; the screen sends to it alone.
 */
export default function TradeSimulatorScreen() {
  const { t, language, dir } = useScreenText('tradeSimulator');

  const simulator = useAppActorRef(tradeSimulatorMachine, { input: simulatorInput });
  const dragLayer = useDeferredModule(loadDragLayer, true);
  const board = useRef<HTMLElement>(null);
  useEffect(() => {
    // The focused first-paint button was replaced: focus its twin, unless focus went elsewhere.
    const focused = dragLayer?.focused;
    if (!focused || document.activeElement !== document.body) return;
    board.current?.querySelector<HTMLElement>(`[data-offering="${CSS.escape(focused)}"]`)?.focus();
  }, [dragLayer]);

  const children = useSelector(simulator, selectSimulatorChildren);
  const matches = useSelector(children.matches, selectMatches);
  const matchCount = matches.length;
  const simulationState = useSelector(children.simulation, selectSimulationState);
  const result = useSelector(children.simulation, selectSimulationResult);
  const stepStates = useSelector(children.execution, selectContractSteps);
  const executionState = useSelector(children.execution, selectExecutionState);
  const summary = useMemo(
    () =>
      summarizeMatches(
        matches.map((m) => ({ matchScore: m.matchScore, values: [m.item1.value, m.item2.value] })),
      ),
    [matches],
  );
  const canRun = useSimulatorCan(simulator, selectCanRun(summary));
  const canExecute = useSimulatorCan(simulator, selectCanExecute);
  const canReset = useSimulatorCan(simulator, selectCanReset);

  const partyName = (id: string) => {
    const party = partyById(id);
    return party ? companyName(t, party.company) : id;
  };

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

  const boardLabels: PartyBoardLabels = useMemo(
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

  const stepViews = contractSteps.map((step, index) => {
    const state = stepStates[index] ?? { status: 'pending' as const, txHash: null };
    return {
      id: step.id,
      title: t(`contract.steps.${step.code}.title`),
      description: t(`contract.steps.${step.code}.description`),
      status: state.status,
      statusLabel: t(`contract.status.${state.status}`),
      gas: t('contract.gas', { gas: formatCount(step.gasEstimate, language) }),
      txHash: state.txHash,
    };
  });
  const processingIndex = stepStates.findIndex((step) => step.status === 'processing');
  const announcement =
    executionState === 'active'
      ? t('contract.announce.active', { total: contractSteps.length })
      : processingIndex >= 0
        ? t('contract.announce.step', {
            step: processingIndex + 1,
            total: contractSteps.length,
            title: stepViews[processingIndex]?.title ?? '',
          })
        : '';
  const cost = t('contract.eth', {
    value: formatNumber(estimatedCostEth(contractSteps), language, { maximumFractionDigits: 8 }),
  });

  return (
    <div css={styles.page} data-state={executionState}>
      <section ref={board} aria-labelledby="simulator-board-heading" css={styles.board}>
        <div css={styles.boardHeader}>
          <h2 id="simulator-board-heading" css={styles.heading}>
            {t('board.heading')}
          </h2>
          <p css={styles.muted}>{t('board.description')}</p>
        </div>
        {dragLayer ? (
          <dragLayer.PartyBoard
            parties={parties}
            labels={boardLabels}
            dir={dir}
            onMatch={onMatch}
            state={executionState}
          />
        ) : (
          <StaticPartyBoard parties={parties} labels={boardLabels} state={executionState} />
        )}
      </section>
      <div css={styles.columns}>
        <div css={styles.column}>
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
        </div>
        <ContractExecutionPanel
          state={executionState}
          labels={{
            heading: t('contract.heading'),
            description: t('contract.description'),
            stepsLabel: t('contract.stepsLabel'),
            estimatedCost: t('contract.estimatedCost'),
            estimatedTime: t('contract.estimatedTime'),
            execute: t('contract.execute'),
            executing: t('contract.executing'),
            reset: t('contract.reset'),
            contractActive: t('contract.contractActive'),
            txHash: t('contract.txHash'),
            noMatchesHint: t('contract.noMatchesHint'),
          }}
          steps={stepViews}
          cost={cost}
          time={t('contract.estimatedTimeValue', {
            from: formatCount(estimatedMinutes.from, language),
            to: formatCount(estimatedMinutes.to, language),
          })}
          canExecute={canExecute}
          canReset={canReset}
          showNoMatchesHint={matchCount === 0}
          announcement={announcement}
          onExecute={() => simulator.send({ type: 'user.execute' })}
          onReset={() => simulator.send({ type: 'user.reset' })}
        />
      </div>
    </div>
  );
}

// Written out, not ScreenLayout's Page and Columns: that shared chunk (0.3 kB gzip) would put this route
// over its first-paint budget.
const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
  board: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }),
  boardHeader: { display: 'grid', gap: 4 },
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  muted: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  columns: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(5),
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  }),
  column: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
};
