// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { mobileNavMachine, selectIsOpen, type MobileNavEvent } from '../../src/machines/mobileNav.machine';

const start = () => createActor(mobileNavMachine, { clock: new SimulatedClock() }).start();

describe('mobileNavMachine', () => {
  it('starts closed; only user.open does anything', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.matches('closed')).toBe(true);
    expect(selectIsOpen(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'user.open' })).toBe(true);
    expect(snapshot.can({ type: 'user.close' })).toBe(false);
    expect(snapshot.can({ type: 'route.changed' })).toBe(false);
  });

  it('opens; then user.open does nothing more', () => {
    const actor = start();
    actor.send({ type: 'user.open' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('open')).toBe(true);
    expect(selectIsOpen(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'user.open' })).toBe(false);
    expect(snapshot.can({ type: 'user.close' })).toBe(true);
    expect(snapshot.can({ type: 'route.changed' })).toBe(true);
  });

  it.each<MobileNavEvent['type']>(['user.close', 'route.changed'])('closes on %s', (type) => {
    const actor = start();
    actor.send({ type: 'user.open' });
    actor.send({ type });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('stays closed on route.changed and user.close while closed', () => {
    const actor = start();
    const before = actor.getSnapshot();
    actor.send({ type: 'route.changed' });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().value).toEqual(before.value);
  });

  it('reaches both states', () => {
    const paths = getShortestPaths(mobileNavMachine, {
      events: [{ type: 'user.open' }, { type: 'user.close' }, { type: 'route.changed' }],
    });
    expect(paths.map((path) => path.state.value).sort()).toEqual(['closed', 'open']);
  });
});
