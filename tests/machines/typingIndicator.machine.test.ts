// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createSequenceRandom } from '../support/random';
import {
  selectIsTyping,
  typingChance,
  typingIndicatorDelays,
  typingIndicatorMachine,
} from '../../src/machines/typingIndicator.machine';

const { checkInterval, typingDuration } = typingIndicatorDelays;

function start(draws: number[], chance?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(typingIndicatorMachine, {
    clock,
    input: { random: createSequenceRandom(draws), ...(chance === undefined ? {} : { chance }) },
  }).start();
  const typing = () => selectIsTyping(actor.getSnapshot());
  return { clock, actor, typing };
}

describe('typingIndicatorMachine', () => {
  it('has the spec timings and chance', () => {
    expect(checkInterval).toBe(10_000);
    expect(typingDuration).toBe(2000);
    expect(typingChance).toBe(0.3);
  });

  it('starts hidden and checks every 10 s', () => {
    const { clock, actor, typing } = start([0.9]);
    expect(actor.getSnapshot().matches({ ticker: 'waiting', indicator: 'hidden' })).toBe(true);
    clock.increment(checkInterval - 1);
    expect(typing()).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().context.lastDraw).toBe(0.9);
    expect(typing()).toBe(false);
  });

  it.each([
    [0, true],
    [0.29, true],
    [0.3, false],
    [0.99, false],
  ])('a draw of %f shows the indicator: %s', (draw, shows) => {
    const { clock, typing } = start([draw]);
    clock.increment(checkInterval);
    expect(typing()).toBe(shows);
  });

  it('lasts 2 s, then hides; the next check comes 10 s after the previous one', () => {
    const { clock, typing, actor } = start([0.1, 0.9, 0.2]);
    clock.increment(checkInterval);
    expect(typing()).toBe(true);
    clock.increment(typingDuration - 1);
    expect(typing()).toBe(true);
    clock.increment(1);
    expect(typing()).toBe(false);
    clock.increment(checkInterval - typingDuration);
    expect(actor.getSnapshot().context.lastDraw).toBe(0.9);
    expect(typing()).toBe(false);
    clock.increment(checkInterval);
    expect(typing()).toBe(true);
  });

  it('honours another chance', () => {
    const { clock, typing } = start([0.5], 0.6);
    clock.increment(checkInterval);
    expect(typing()).toBe(true);
  });

  it('reset hides the indicator and restarts the beat', () => {
    const { clock, actor, typing } = start([0.1, 0.1]);
    clock.increment(checkInterval);
    expect(typing()).toBe(true);
    actor.send({ type: 'user.reset' });
    expect(typing()).toBe(false);
    clock.increment(checkInterval - 1);
    expect(typing()).toBe(false);
    clock.increment(1);
    expect(typing()).toBe(true);
  });

  it('a tick while visible changes nothing', () => {
    const { clock, actor, typing } = start([0.1]);
    clock.increment(checkInterval);
    actor.send({ type: 'ticker.tick' });
    expect(typing()).toBe(true);
  });

  it('checking can() draws nothing', () => {
    const { actor } = start([0.1, 0.9]);
    actor.getSnapshot().can({ type: 'ticker.tick' });
    expect(actor.getSnapshot().context.lastDraw).toBe(1);
  });

  it('stopped mid-typing leaves no timer behind', () => {
    const { clock, actor } = start([0.1]);
    clock.increment(checkInterval);
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(checkInterval * 3);
    expect(actor.getSnapshot()).toBe(before);
    expect(before.status).toBe('stopped');
  });
});
