// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createSequenceRandom } from '../support/random';
import {
  carbonSavedBounds,
  daysBounds,
  selectSimulationResult,
  selectSimulationState,
  simulationDelays,
  simulationMachine,
  type SimulationSummary,
} from '../../src/machines/simulation.machine';

const duration = simulationDelays.simulationDuration;
const summary: SimulationSummary = { totalValue: 4_100, successfulTrades: 2, averageMatchScore: 85.5 };

function start(draws: number[] = [0, 0]) {
  const clock = new SimulatedClock();
  const actor = createActor(simulationMachine, {
    clock,
    input: { random: createSequenceRandom(draws) },
  }).start();
  return { clock, actor };
}

describe('simulationMachine', () => {
  it('has the spec duration and ranges', () => {
    expect(duration).toBe(3000);
    expect(carbonSavedBounds).toEqual({ min: 200, max: 699 });
    expect(daysBounds).toEqual({ min: 5, max: 24 });
  });

  it('starts idle without results; reset is not offered', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(selectSimulationState(snapshot)).toBe('idle');
    expect(snapshot.matches('running')).toBe(false);
    expect(selectSimulationResult(snapshot)).toBe(null);
    expect(snapshot.can({ type: 'user.reset' })).toBe(false);
    expect(snapshot.can({ type: 'user.run', summary })).toBe(true);
  });

  it('runs for 3 s, then shows the results with random carbon and days (low bounds)', () => {
    const { actor, clock } = start([0, 0]);
    actor.send({ type: 'user.run', summary });
    expect(actor.getSnapshot().matches('running')).toBe(true);
    clock.increment(duration - 1);
    expect(selectSimulationState(actor.getSnapshot())).toBe('running');
    clock.increment(1);
    expect(selectSimulationState(actor.getSnapshot())).toBe('results');
    expect(selectSimulationResult(actor.getSnapshot())).toEqual({
      ...summary,
      carbonSaved: 200,
      timeToComplete: 5,
    });
  });

  it('draws the high bounds', () => {
    const { actor, clock } = start([0.9999, 0.9999]);
    actor.send({ type: 'user.run', summary });
    clock.increment(duration);
    expect(selectSimulationResult(actor.getSnapshot())).toMatchObject({
      carbonSaved: 699,
      timeToComplete: 24,
    });
  });

  it('a second click while running starts nothing twice', () => {
    const { actor, clock } = start();
    actor.send({ type: 'user.run', summary });
    clock.increment(1000);
    expect(actor.getSnapshot().can({ type: 'user.run', summary })).toBe(false);
    actor.send({ type: 'user.run', summary: { ...summary, totalValue: 1 } });
    clock.increment(duration - 1000);
    expect(selectSimulationResult(actor.getSnapshot())?.totalValue).toBe(4_100);
  });

  it('runs again from results with the new summary, clearing the old results while running', () => {
    const { actor, clock } = start([0, 0, 0.5, 0.5]);
    actor.send({ type: 'user.run', summary });
    clock.increment(duration);
    actor.send({ type: 'user.run', summary: { ...summary, successfulTrades: 0 } });
    expect(selectSimulationResult(actor.getSnapshot())).toBe(null);
    clock.increment(duration);
    expect(selectSimulationResult(actor.getSnapshot())).toEqual({
      ...summary,
      successfulTrades: 0,
      carbonSaved: 450,
      timeToComplete: 15,
    });
  });

  it('reset from results clears them', () => {
    const { actor, clock } = start();
    actor.send({ type: 'user.run', summary });
    clock.increment(duration);
    actor.send({ type: 'user.reset' });
    expect(selectSimulationState(actor.getSnapshot())).toBe('idle');
    expect(selectSimulationResult(actor.getSnapshot())).toBe(null);
  });

  it('reset mid-run cancels the timer', () => {
    const { actor, clock } = start();
    actor.send({ type: 'user.run', summary });
    clock.increment(1000);
    actor.send({ type: 'user.reset' });
    clock.increment(duration * 2);
    expect(selectSimulationState(actor.getSnapshot())).toBe('idle');
    expect(selectSimulationResult(actor.getSnapshot())).toBe(null);
  });

  it('stopping mid-run leaves no timer behind', () => {
    const { actor, clock } = start();
    actor.send({ type: 'user.run', summary });
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(duration * 2);
    expect(actor.getSnapshot()).toBe(before);
    expect(before.value).toBe('running');
  });
});
