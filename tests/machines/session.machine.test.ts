// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { selectIsLoggedIn, sessionMachine } from '../../src/machines/session.machine';

function start() {
  const notifyLoggedIn = vi.fn();
  const notifyLoggedOut = vi.fn();
  const actor = createActor(sessionMachine.provide({ actions: { notifyLoggedIn, notifyLoggedOut } }), {
    clock: new SimulatedClock(),
  }).start();
  return { actor, notifyLoggedIn, notifyLoggedOut };
}

describe('sessionMachine', () => {
  it('starts logged out; only login is possible', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('loggedOut')).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'user.login' })).toBe(true);
    expect(snapshot.can({ type: 'user.logout' })).toBe(false);
  });

  it('logs in and notifies once', () => {
    const { actor, notifyLoggedIn, notifyLoggedOut } = start();
    actor.send({ type: 'user.login' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('loggedIn')).toBe(true);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'user.login' })).toBe(false);
    expect(snapshot.can({ type: 'user.logout' })).toBe(true);
    expect(notifyLoggedIn).toHaveBeenCalledTimes(1);
    expect(notifyLoggedOut).not.toHaveBeenCalled();
  });

  it('ignores login while logged in and logout while logged out (no extra notices)', () => {
    const { actor, notifyLoggedIn, notifyLoggedOut } = start();
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    actor.send({ type: 'user.login' });
    actor.send({ type: 'user.login' });
    expect(notifyLoggedIn).toHaveBeenCalledTimes(1);
    expect(notifyLoggedOut).not.toHaveBeenCalled();
  });

  it('logs out and notifies; can log in again', () => {
    const { actor, notifyLoggedIn, notifyLoggedOut } = start();
    actor.send({ type: 'user.login' });
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(notifyLoggedOut).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.login' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(notifyLoggedIn).toHaveBeenCalledTimes(2);
  });

  it('runs bare: the default notify actions do nothing', () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'user.login' });
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('reaches both states', () => {
    const paths = getShortestPaths(sessionMachine, {
      events: [{ type: 'user.login' }, { type: 'user.logout' }],
    });
    expect(paths.map((path) => path.state.value).sort()).toEqual(['loggedIn', 'loggedOut']);
  });
});
