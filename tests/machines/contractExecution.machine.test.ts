// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  contractExecutionDelays,
  contractExecutionMachine,
  selectContractSteps,
  selectExecutionState,
} from '../../src/machines/contractExecution.machine';
import { contractSteps } from '../../src/data/tradeSimulator';
import { createSeededRandom } from '../../src/machines/random';

const { stepDuration, stepGap } = contractExecutionDelays;
const execute = (matchCount = 2) => ({ type: 'user.execute' as const, matchCount });

function start(stepCount = contractSteps.length) {
  const clock = new SimulatedClock();
  const actor = createActor(contractExecutionMachine, {
    clock,
    input: { stepCount, random: createSeededRandom(7) },
  }).start();
  const statuses = () => selectContractSteps(actor.getSnapshot()).map((step) => step.status);
  return { clock, actor, statuses };
}

describe('contractExecutionMachine', () => {
  it('has the spec timings and seven steps', () => {
    expect(stepDuration).toBe(2000);
    expect(stepGap).toBe(1000);
    expect(contractSteps).toHaveLength(7);
  });

  it('starts idle with seven pending steps without hashes', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(selectExecutionState(snapshot)).toBe('idle');
    expect(selectContractSteps(snapshot)).toHaveLength(7);
    expect(selectContractSteps(snapshot).every((s) => s.status === 'pending' && s.txHash === null)).toBe(
      true,
    );
    expect(snapshot.can({ type: 'user.reset' })).toBe(false);
  });

  it.each([0, -1, Number.NaN])('is disabled with %d matches', (count) => {
    const { actor } = start();
    expect(actor.getSnapshot().can(execute(count))).toBe(false);
    actor.send(execute(count));
    expect(selectExecutionState(actor.getSnapshot())).toBe('idle');
  });

  it('runs each step: processing with a hash, completed after 2 s, the next 1 s later, then active', () => {
    const { actor, clock, statuses } = start();
    actor.send(execute(1));
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(actor.getSnapshot().matches({ running: 'processing' })).toBe(true);
    expect(statuses()).toEqual(['processing', ...Array<string>(6).fill('pending')]);
    const firstHash = selectContractSteps(actor.getSnapshot())[0]?.txHash;
    expect(firstHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(actor.getSnapshot().can(execute())).toBe(false);

    for (let i = 0; i < 7; i += 1) {
      clock.increment(stepDuration - 1);
      expect(statuses()[i]).toBe('processing');
      clock.increment(1);
      expect(statuses()[i]).toBe('completed');
      if (i < 6) {
        expect(actor.getSnapshot().matches({ running: 'waiting' })).toBe(true);
        expect(actor.getSnapshot().can(execute())).toBe(false);
        clock.increment(stepGap - 1);
        expect(statuses()[i + 1]).toBe('pending');
        clock.increment(1);
        expect(statuses()[i + 1]).toBe('processing');
        expect(selectContractSteps(actor.getSnapshot())[i + 1]?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      }
    }
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(selectExecutionState(actor.getSnapshot())).toBe('active');
    expect(statuses()).toEqual(Array<string>(7).fill('completed'));
    const hashes = selectContractSteps(actor.getSnapshot()).map((s) => s.txHash);
    expect(new Set(hashes).size).toBe(7);
    expect(hashes[0]).toBe(firstHash);
  });

  it('a double click on Execute starts nothing twice', () => {
    const { actor, clock, statuses } = start();
    actor.send(execute());
    actor.send(execute());
    clock.increment(stepDuration);
    expect(statuses().slice(0, 2)).toEqual(['completed', 'pending']);
    clock.increment(stepGap);
    expect(statuses().slice(0, 3)).toEqual(['completed', 'processing', 'pending']);
  });

  it('runs again from active with new hashes', () => {
    const { actor, clock, statuses } = start(1);
    actor.send(execute());
    const first = selectContractSteps(actor.getSnapshot())[0]?.txHash;
    clock.increment(stepDuration);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(actor.getSnapshot().can(execute(0))).toBe(false);
    actor.send(execute());
    expect(statuses()).toEqual(['processing']);
    expect(selectContractSteps(actor.getSnapshot())[0]?.txHash).not.toBe(first);
  });

  it('reset from active clears the steps', () => {
    const { actor, clock, statuses } = start(1);
    actor.send(execute());
    clock.increment(stepDuration);
    actor.send({ type: 'user.reset' });
    expect(selectExecutionState(actor.getSnapshot())).toBe('idle');
    expect(statuses()).toEqual(['pending']);
  });

  it.each(['processing', 'waiting'] as const)(
    'reset mid-run (%s) stops cleanly: no timer fires later',
    (at) => {
      const { actor, clock, statuses } = start();
      actor.send(execute());
      if (at === 'waiting') clock.increment(stepDuration);
      expect(actor.getSnapshot().matches({ running: at })).toBe(true);
      actor.send({ type: 'user.reset' });
      expect(selectExecutionState(actor.getSnapshot())).toBe('idle');
      clock.increment(stepDuration);
      clock.increment(stepGap);
      clock.increment(stepDuration);
      expect(selectExecutionState(actor.getSnapshot())).toBe('idle');
      expect(statuses()).toEqual(Array<string>(7).fill('pending'));
      expect(selectContractSteps(actor.getSnapshot()).every((s) => s.txHash === null)).toBe(true);
    },
  );

  it('stopping mid-run (unmount) leaves no timer behind', () => {
    const { actor, clock } = start();
    actor.send(execute());
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(stepDuration);
    clock.increment(stepGap);
    expect(actor.getSnapshot()).toBe(before);
  });

  it.each([
    [0, 1],
    [Number.NaN, 1],
    [3.6, 3],
  ])('step count %d becomes %d', (input, expected) => {
    const { actor } = start(input);
    expect(selectContractSteps(actor.getSnapshot())).toHaveLength(expected);
  });
});
