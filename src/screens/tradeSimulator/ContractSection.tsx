import { useSelector } from '@xstate/react';
import { ContractExecutionPanel } from '../../components/tradeSimulator/ContractExecutionPanel';
import { contractSteps, estimatedCostEth, estimatedMinutes } from '../../data/tradeSimulator';
import { formatCount, formatNumber } from '../../i18n/format';
import { selectContractSteps, type ExecutionState } from '../../machines/contractExecution.machine';
import { selectMatchCount } from '../../machines/tradeMatches.machine';
import {
  selectCanExecute,
  selectCanReset,
  type TradeSimulatorChildren,
  type tradeSimulatorMachine,
} from '../../machines/tradeSimulator.machine';
import { useScreenText } from '../../platform/screenText';
import type { ActorRefFrom } from 'xstate';
import { useSimulatorCan } from './useSimulatorCan';

export interface ContractSectionProps {
  simulator: ActorRefFrom<typeof tradeSimulatorMachine>;
  /** The coordinator's children, to follow with their own selectors. */
  actors: TradeSimulatorChildren;
  /** What the contract is doing (the screen follows it for its own style too). */
  executionState: ExecutionState;
}

/** Smart Contract Execution: its seven steps on the clock, Execute and Reset. */
export function ContractSection({ simulator, actors, executionState }: ContractSectionProps) {
  const { t, language } = useScreenText('tradeSimulator');
  const matchCount = useSelector(actors.matches, selectMatchCount);
  const stepStates = useSelector(actors.execution, selectContractSteps);
  const canExecute = useSimulatorCan(simulator, selectCanExecute);
  const canReset = useSimulatorCan(simulator, selectCanReset);

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
  );
}
