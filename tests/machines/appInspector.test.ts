// @vitest-environment happy-dom
// The inspector reads the page's address and loads itself into the page.
// The opt-in Stately inspector (src/platform/inspector.ts): off unless development and `?inspect`.
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionMachine } from '../../src/machines/session.machine';
import type { InspectFunction } from '../../src/platform/inspector';

const received = vi.hoisted(() => [] as string[]);
const createBrowserInspector = vi.hoisted(() => vi.fn());

vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

/** A fresh copy of the module: it keeps one forwarder per page. */
async function loadInspector() {
  vi.resetModules();
  return import('../../src/platform/inspector');
}

describe('appInspect', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/');
    received.length = 0;
  });

  it('is off by default: no ?inspect, no inspector', async () => {
    const { appInspect } = await loadInspector();
    expect(appInspect()).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('is off in a production build even with ?inspect', async () => {
    vi.stubEnv('DEV', false);
    window.history.replaceState(null, '', '/dashboard?inspect');
    const { appInspect } = await loadInspector();
    expect(appInspect()).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('with ?inspect in development, forwards every event, also those sent before it loaded', async () => {
    createBrowserInspector.mockReturnValue({
      inspect: { next: (event: { type: string }) => received.push(event.type) },
    });
    window.history.replaceState(null, '', '/?inspect');
    const { appInspect } = await loadInspector();
    const inspect = appInspect() as InspectFunction;
    expect(inspect).toBeTypeOf('function');
    expect(appInspect()).toBe(inspect); // one inspector for every actor of the page
    const actor = createActor(sessionMachine, { inspect }).start();
    actor.send({ type: 'user.login' });
    await vi.waitFor(() => expect(createBrowserInspector).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(received).toContain('@xstate.snapshot'));
    const before = received.length;
    actor.send({ type: 'user.logout' });
    expect(received.length).toBeGreaterThan(before);
    expect(received).toContain('@xstate.actor');
  });

  it('keeps quiet when the inspector cannot load', async () => {
    const { createForwardingInspect } = await loadInspector();
    const inspect = createForwardingInspect(() => Promise.reject(new Error('offline')));
    expect(() => createActor(sessionMachine, { inspect }).start()).not.toThrow();
  });
});
