// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  copyIndicatorDelays,
  copyIndicatorMachine,
  selectIsCopied,
} from '../../src/machines/copyIndicator.machine';

const duration = copyIndicatorDelays.copiedDuration;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(copyIndicatorMachine, { clock }).start();
  return { clock, actor, copied: () => selectIsCopied(actor.getSnapshot()) };
}

describe('copyIndicatorMachine', () => {
  it('has the spec delay: the indicator lasts 2 s', () => {
    expect(duration).toBe(2000);
  });

  it('starts idle; only a successful copy shows the indicator', () => {
    const { actor, copied } = start();
    expect(copied()).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.reset' })).toBe(false);
    actor.send({ type: 'user.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('idle -> copied -> idle after exactly 2000 ms', () => {
    const { actor, clock, copied } = start();
    actor.send({ type: 'clipboard.copied' });
    expect(copied()).toBe(true);
    clock.increment(duration - 1);
    expect(copied()).toBe(true);
    clock.increment(1);
    expect(copied()).toBe(false);
  });

  it('a second copy restarts the full 2 s (a double click)', () => {
    const { actor, clock, copied } = start();
    actor.send({ type: 'clipboard.copied' });
    clock.increment(1500);
    actor.send({ type: 'clipboard.copied' });
    clock.increment(1500);
    expect(copied()).toBe(true);
    clock.increment(500);
    expect(copied()).toBe(false);
  });

  it('user.reset hides it at once and cancels the timer', () => {
    const { actor, clock, copied } = start();
    actor.send({ type: 'clipboard.copied' });
    actor.send({ type: 'user.reset' });
    expect(copied()).toBe(false);
    clock.increment(duration);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('stopping while copied leaves no timer behind', () => {
    const { actor, clock, copied } = start();
    actor.send({ type: 'clipboard.copied' });
    actor.stop();
    clock.increment(duration);
    expect(copied()).toBe(true);
  });
});
