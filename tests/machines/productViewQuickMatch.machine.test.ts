// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  productViewQuickMatchMachine,
  selectRequestedIds,
} from '../../src/machines/productViewQuickMatch.machine';

function start(requested?: readonly string[]) {
  const clock = new SimulatedClock();
  const actor = createActor(productViewQuickMatchMachine, {
    clock,
    input: { requested: requested ?? [] },
  }).start();
  const ids = () => selectRequestedIds(actor.getSnapshot());
  return { clock, actor, ids };
}

describe('productViewQuickMatchMachine', () => {
  it('starts ready with no requests, or with the given ones', () => {
    expect(start().ids()).toEqual([]);
    expect(start().actor.getSnapshot().matches('ready')).toBe(true);
    expect(start(['prod-002']).ids()).toEqual(['prod-002']);
  });

  it('records a request, in order', () => {
    const { actor, ids } = start();
    actor.send({ type: 'user.requestMatch', id: 'prod-003' });
    actor.send({ type: 'user.requestMatch', id: 'prod-001' });
    expect(ids()).toEqual(['prod-003', 'prod-001']);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('a double click records the request once (the second is not allowed)', () => {
    const { actor, ids } = start();
    actor.send({ type: 'user.requestMatch', id: 'prod-001' });
    expect(actor.getSnapshot().can({ type: 'user.requestMatch', id: 'prod-001' })).toBe(false);
    actor.send({ type: 'user.requestMatch', id: 'prod-001' });
    expect(ids()).toEqual(['prod-001']);
  });

  it('refuses an empty id', () => {
    const { actor, ids } = start();
    expect(actor.getSnapshot().can({ type: 'user.requestMatch', id: '' })).toBe(false);
    actor.send({ type: 'user.requestMatch', id: '' });
    expect(ids()).toEqual([]);
  });

  it('cancels a request; cancelling one that was never made is not allowed', () => {
    const { actor, ids } = start(['prod-001', 'prod-002']);
    expect(actor.getSnapshot().can({ type: 'user.cancelMatch', id: 'prod-009' })).toBe(false);
    actor.send({ type: 'user.cancelMatch', id: 'prod-009' });
    expect(ids()).toEqual(['prod-001', 'prod-002']);
    actor.send({ type: 'user.cancelMatch', id: 'prod-001' });
    expect(ids()).toEqual(['prod-002']);
    actor.send({ type: 'user.cancelMatch', id: 'prod-001' });
    expect(ids()).toEqual(['prod-002']);
  });

  it('a cancelled product can be requested again', () => {
    const { actor, ids } = start();
    actor.send({ type: 'user.requestMatch', id: 'prod-004' });
    actor.send({ type: 'user.cancelMatch', id: 'prod-004' });
    actor.send({ type: 'user.requestMatch', id: 'prod-004' });
    expect(ids()).toEqual(['prod-004']);
  });

  it('has no timers: time passing changes nothing, stopping leaves nothing', () => {
    const { actor, clock, ids } = start(['prod-001']);
    clock.increment(60_000);
    expect(ids()).toEqual(['prod-001']);
    actor.stop();
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
