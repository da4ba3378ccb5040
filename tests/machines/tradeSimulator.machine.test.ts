// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { contractSteps } from '../../src/data/tradeSimulator';
import {
  contractExecutionDelays,
  selectContractSteps,
  selectExecutionState,
} from '../../src/machines/contractExecution.machine';
import { createSequenceRandom } from '../support/random';
import {
  selectSimulationResult,
  selectSimulationState,
  simulationDelays,
  type SimulationSummary,
} from '../../src/machines/simulation.machine';
import { selectMatches } from '../../src/machines/tradeMatches.machine';
import {
  selectCanExecute,
  selectCanReset,
  selectCanRun,
  selectSimulatorChildren,
  tradeSimulatorMachine,
  type TradeSimulatorEvent,
  type TradeSimulatorSnapshot,
} from '../../src/machines/tradeSimulator.machine';

const { stepDuration, stepGap } = contractExecutionDelays;
const { simulationDuration } = simulationDelays;
const steel = { code: 'steelCoils', value: 1000 };
const oil = { code: 'crudeOil', value: 2000 };
const drop = (from: string, to: string): TradeSimulatorEvent => ({
  type: 'user.drop',
  from,
  to,
  item1: steel,
  item2: oil,
});
const run = (summary: SimulationSummary): TradeSimulatorEvent => ({ type: 'user.run', summary });
const summary: SimulationSummary = { totalValue: 3000, successfulTrades: 1, averageMatchScore: 70 };

// What the screen reads: each child's snapshot through its own selectors.
const childrenOf = (snapshot: TradeSimulatorSnapshot) => selectSimulatorChildren(snapshot);
const selectSimulatorMatches = (snapshot: TradeSimulatorSnapshot) =>
  selectMatches(childrenOf(snapshot).matches.getSnapshot());
const selectSimulatorMatchCount = (snapshot: TradeSimulatorSnapshot) =>
  selectSimulatorMatches(snapshot).length;
const selectSimulatorSimulationState = (snapshot: TradeSimulatorSnapshot) =>
  selectSimulationState(childrenOf(snapshot).simulation.getSnapshot());
const selectSimulatorResult = (snapshot: TradeSimulatorSnapshot) =>
  selectSimulationResult(childrenOf(snapshot).simulation.getSnapshot());
const selectSimulatorSteps = (snapshot: TradeSimulatorSnapshot) =>
  selectContractSteps(childrenOf(snapshot).execution.getSnapshot());
const selectSimulatorExecutionState = (snapshot: TradeSimulatorSnapshot) =>
  selectExecutionState(childrenOf(snapshot).execution.getSnapshot());

function start(stepCount = contractSteps.length) {
  const clock = new SimulatedClock();
  // Every draw is 0: scores 70, carbon 200 t, 5 days, hashes of zeros.
  const actor = createActor(tradeSimulatorMachine, {
    clock,
    input: { random: createSequenceRandom([0]), stepCount },
  }).start();
  return { clock, actor, snapshot: () => actor.getSnapshot() };
}

describe('tradeSimulatorMachine', () => {
  it('holds the matches, the simulation and the contract execution as children, all at rest', () => {
    const { actor, snapshot } = start();
    expect(Object.keys(snapshot().children).sort()).toEqual(['execution', 'matches', 'simulation']);
    const { matches, simulation, execution } = selectSimulatorChildren(snapshot());
    expect(snapshot().children).toEqual({ matches, simulation, execution });
    expect(selectSimulatorMatches(snapshot())).toEqual([]);
    expect(selectSimulatorSimulationState(snapshot())).toBe('idle');
    expect(selectSimulatorExecutionState(snapshot())).toBe('idle');
    expect(selectSimulatorSteps(snapshot())).toHaveLength(contractSteps.length);
    expect(selectCanExecute(snapshot())).toBe(false);
    expect(selectCanReset(snapshot())).toBe(false);
    expect(selectCanRun(summary)(snapshot())).toBe(true);
    actor.stop();
  });

  it('passes a drop to the matches only when the matches take it', () => {
    const { snapshot, actor } = start();
    expect(snapshot().can(drop('a', 'a'))).toBe(false);
    actor.send(drop('a', 'a'));
    expect(selectSimulatorMatchCount(snapshot())).toBe(0);
    actor.send(drop('a', 'b'));
    expect(selectSimulatorMatches(snapshot())).toMatchObject([
      { id: 'sim-match-1', party1: 'a', party2: 'b', matchScore: 70, status: 'potential' },
    ]);
    expect(snapshot().children.matches?.getSnapshot().matches('matching')).toBe(true);
    expect(snapshot().can(drop('a', 'b'))).toBe(false);
    expect(selectCanExecute(snapshot())).toBe(true);
    expect(selectCanReset(snapshot())).toBe(true);
  });

  it('passes an accept to the matches only for a potential match', () => {
    const { snapshot, actor } = start();
    actor.send(drop('a', 'b'));
    expect(snapshot().can({ type: 'user.accept', id: 'nope' })).toBe(false);
    actor.send({ type: 'user.accept', id: 'sim-match-1' });
    expect(selectSimulatorMatches(snapshot())[0]?.status).toBe('matched');
    expect(snapshot().can({ type: 'user.accept', id: 'sim-match-1' })).toBe(false);
  });

  it('runs the simulation for 3 s; a second run while it runs is refused; reset is offered', () => {
    const { snapshot, actor, clock } = start();
    actor.send(run(summary));
    expect(selectSimulatorSimulationState(snapshot())).toBe('running');
    expect(snapshot().can(run(summary))).toBe(false);
    expect(selectCanReset(snapshot())).toBe(true);
    clock.increment(simulationDuration - 1);
    expect(selectSimulatorResult(snapshot())).toBe(null);
    clock.increment(1);
    expect(selectSimulatorSimulationState(snapshot())).toBe('results');
    expect(selectSimulatorResult(snapshot())).toEqual({ ...summary, carbonSaved: 200, timeToComplete: 5 });
    expect(snapshot().can(run(summary))).toBe(true);
  });

  it('executes with the number of matches, sets every match executing, and executes again once active', () => {
    const { snapshot, actor, clock } = start(2);
    actor.send(drop('a', 'b'));
    actor.send(drop('b', 'c'));
    actor.send({ type: 'user.execute' });
    expect(selectSimulatorExecutionState(snapshot())).toBe('running');
    expect(selectSimulatorMatches(snapshot()).map((m) => m.status)).toEqual(['executing', 'executing']);
    expect(selectSimulatorSteps(snapshot()).map((s) => s.status)).toEqual(['processing', 'pending']);
    expect(selectCanExecute(snapshot())).toBe(false);
    clock.increment(stepDuration);
    clock.increment(stepGap);
    expect(selectSimulatorSteps(snapshot()).map((s) => s.status)).toEqual(['completed', 'processing']);
    clock.increment(stepDuration);
    expect(selectSimulatorExecutionState(snapshot())).toBe('active');
    expect(selectCanExecute(snapshot())).toBe(true);
  });

  it('reset clears all three and stops a running contract', () => {
    const { snapshot, actor, clock } = start();
    actor.send(drop('a', 'b'));
    actor.send(run(summary));
    actor.send({ type: 'user.execute' });
    actor.send({ type: 'user.reset' });
    expect(selectSimulatorMatches(snapshot())).toEqual([]);
    expect(selectSimulatorSimulationState(snapshot())).toBe('idle');
    expect(selectSimulatorExecutionState(snapshot())).toBe('idle');
    expect(selectCanReset(snapshot())).toBe(false);
    clock.increment(stepDuration * 10);
    expect(selectSimulatorSteps(snapshot()).every((s) => s.status === 'pending')).toBe(true);
  });

  it('offers reset while only the simulation or only the contract has something to clear', () => {
    const { snapshot, actor, clock } = start(1);
    actor.send(run(summary));
    clock.increment(simulationDuration);
    expect(selectCanReset(snapshot())).toBe(true);
    actor.send({ type: 'user.reset' });
    expect(selectCanReset(snapshot())).toBe(false);
    actor.send(drop('a', 'b'));
    actor.send({ type: 'user.execute' });
    clock.increment(stepDuration);
    expect(selectSimulatorExecutionState(snapshot())).toBe('active');
    actor.send({ type: 'user.reset' });
    expect(selectSimulatorExecutionState(snapshot())).toBe('idle');
  });

  it('copies nothing of its children: their changes leave its own snapshot as it was', () => {
    const { snapshot, actor, clock } = start();
    actor.send(run(summary));
    const before = snapshot();
    clock.increment(simulationDuration);
    expect(snapshot()).toBe(before);
    expect(selectSimulatorSimulationState(snapshot())).toBe('results');
  });

  it('tells its own observers of each child’s change, so one subscription follows what it accepts', () => {
    const { actor, clock } = start();
    const heard: boolean[] = [];
    const subscription = actor.subscribe((snapshot) => heard.push(selectCanReset(snapshot)));
    const { simulation } = selectSimulatorChildren(actor.getSnapshot());
    simulation.send({ type: 'user.run', summary });
    expect(heard.at(-1)).toBe(true);
    const count = heard.length;
    clock.increment(simulationDuration);
    expect(heard.length).toBeGreaterThan(count);
    expect(selectSimulatorSimulationState(actor.getSnapshot())).toBe('results');
    actor.send({ type: 'user.reset' });
    expect(heard.at(-1)).toBe(false);
    subscription.unsubscribe();
    actor.stop();
  });

  it('stopping mid-run leaves no child timer behind', () => {
    const { snapshot, actor, clock } = start();
    actor.send(drop('a', 'b'));
    actor.send(run(summary));
    actor.send({ type: 'user.execute' });
    actor.stop();
    const { simulation, execution } = selectSimulatorChildren(snapshot());
    const [simulationBefore, executionBefore] = [simulation.getSnapshot(), execution.getSnapshot()];
    clock.increment(simulationDuration * 2);
    expect(simulation.getSnapshot()).toBe(simulationBefore);
    expect(execution.getSnapshot()).toBe(executionBefore);
    expect(simulation.getSnapshot().status).toBe('stopped');
  });
});
