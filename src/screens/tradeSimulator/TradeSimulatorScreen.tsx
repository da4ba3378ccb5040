import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { contractSteps } from '../../data/tradeSimulator';
import { selectExecutionState } from '../../machines/contractExecution.machine';
import { selectSimulatorChildren, tradeSimulatorMachine } from '../../machines/tradeSimulator.machine';
import { appRandom, useAppActorRef } from '../../platform/actors';
import { ContractSection } from './ContractSection';
import { MatchesSection } from './MatchesSection';
import { PartyBoardSection } from './PartyBoardSection';

const simulatorInput = { random: appRandom, stepCount: contractSteps.length };

/**
 * Trade simulator: the four parties (drag an offering onto another party to
 * propose a match), Trade Matches, Run AI Simulation with its results and the Smart Contract Execution
 * panel. One actor, the trade simulator, coordinates the matches, the simulation and the contract
 * execution; the sections send to it alone.
 */
export default function TradeSimulatorScreen() {
  const simulator = useAppActorRef(tradeSimulatorMachine, { input: simulatorInput });
  const children = useSelector(simulator, selectSimulatorChildren);
  const executionState = useSelector(children.execution, selectExecutionState);

  return (
    <div css={styles.page} data-state={executionState}>
      <PartyBoardSection simulator={simulator} executionState={executionState} />
      <div css={styles.columns}>
        <div css={styles.column}>
          <MatchesSection simulator={simulator} actors={children} />
        </div>
        <ContractSection simulator={simulator} actors={children} executionState={executionState} />
      </div>
    </div>
  );
}

// Written out, not ScreenLayout's Page and Columns: this route's first paint loads no shared layout chunk.
const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
  columns: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(5),
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  }),
  column: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
};
