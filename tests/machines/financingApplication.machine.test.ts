// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  financingApplicationDelays,
  financingApplicationMachine,
  selectAppliedIds,
  selectApplyingOfferId,
} from '../../src/machines/financingApplication.machine';

const duration = financingApplicationDelays.applyDuration;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(financingApplicationMachine, { clock }).start();
  const state = () => actor.getSnapshot().value;
  return { clock, actor, state };
}

describe('financingApplicationMachine', () => {
  it('has a named apply delay of 1500 ms', () => {
    expect(duration).toBe(1500);
  });

  it('starts idle with nothing applied; Cancel is refused', () => {
    const { actor, state } = start();
    expect(state()).toBe('idle');
    expect(selectAppliedIds(actor.getSnapshot())).toEqual([]);
    expect(selectApplyingOfferId(actor.getSnapshot())).toBe(null);
    expect(actor.getSnapshot().can({ type: 'user.cancel' })).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('refuses an %s offer id', (_name, offerId) => {
    const { actor, state } = start();
    actor.send({ type: 'user.apply', offerId });
    expect(state()).toBe('idle');
  });

  it('refuses an event without a payload (the workbench probes bare events)', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'user.apply' } as never)).toBe(false);
  });

  it('applies: applying for 1500 ms, then applied with the offer recorded', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'user.apply', offerId: 'FIN-002' });
    expect(state()).toBe('applying');
    expect(selectApplyingOfferId(actor.getSnapshot())).toBe('FIN-002');
    clock.increment(duration - 1);
    expect(state()).toBe('applying');
    clock.increment(1);
    expect(state()).toBe('applied');
    expect(selectAppliedIds(actor.getSnapshot())).toEqual(['FIN-002']);
    expect(selectApplyingOfferId(actor.getSnapshot())).toBe(null);
  });

  it('a double click applies once; another offer cannot start mid-application', () => {
    const { actor, clock } = start();
    actor.send({ type: 'user.apply', offerId: 'FIN-002' });
    actor.send({ type: 'user.apply', offerId: 'FIN-002' });
    expect(actor.getSnapshot().can({ type: 'user.apply', offerId: 'FIN-004' })).toBe(false);
    actor.send({ type: 'user.apply', offerId: 'FIN-004' });
    clock.increment(duration);
    expect(selectAppliedIds(actor.getSnapshot())).toEqual(['FIN-002']);
  });

  it('applies for another offer from applied, but never twice for the same one', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'user.apply', offerId: 'FIN-002' });
    clock.increment(duration);
    expect(actor.getSnapshot().can({ type: 'user.apply', offerId: 'FIN-002' })).toBe(false);
    actor.send({ type: 'user.apply', offerId: 'FIN-002' });
    expect(state()).toBe('applied');
    actor.send({ type: 'user.apply', offerId: 'FIN-004' });
    expect(state()).toBe('applying');
    clock.increment(duration);
    expect(selectAppliedIds(actor.getSnapshot())).toEqual(['FIN-002', 'FIN-004']);
  });

  it('Cancel mid-application returns to idle and records nothing', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'user.apply', offerId: 'FIN-002' });
    clock.increment(duration - 1);
    actor.send({ type: 'user.cancel' });
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.offerId).toBe(null);
    clock.increment(duration);
    expect(state()).toBe('idle');
    expect(selectAppliedIds(actor.getSnapshot())).toEqual([]);
    // The same offer may be applied for again after a cancel.
    actor.send({ type: 'user.apply', offerId: 'FIN-002' });
    expect(state()).toBe('applying');
  });

  it('stopping mid-application (unmount) leaves no timer behind', () => {
    const { actor, clock } = start();
    actor.send({ type: 'user.apply', offerId: 'FIN-002' });
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(duration);
    clock.increment(duration);
    expect(actor.getSnapshot()).toBe(before);
    expect(before.context.appliedIds).toEqual([]);
  });
});
