// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  colorSchemeMachine,
  selectPreference,
  type ColorSchemeSnapshot,
} from '../../src/machines/colorScheme.machine';
import { schemeFor, type ColorScheme, type ColorSchemePreference } from '../../src/theme/colorScheme';

/** The scheme the page shows: the preference, or the system's when it is `system`. */
const selectColorScheme = (snapshot: ColorSchemeSnapshot): ColorScheme =>
  schemeFor(snapshot.context.preference, snapshot.context.systemScheme);

/** XState 5 calls an action implementation with `(args, params)`. */
type Action<Params> = (args: unknown, params: Params) => void;

function start(stored: unknown, systemScheme: ColorScheme = 'light') {
  const applyScheme = vi.fn<Action<{ scheme: ColorScheme }>>();
  const persistPreference = vi.fn<Action<{ preference: ColorSchemePreference }>>();
  const actor = createActor(colorSchemeMachine.provide({ actions: { applyScheme, persistPreference } }), {
    clock: new SimulatedClock(),
    input: { stored, systemScheme },
  }).start();
  return { actor, applyScheme, persistPreference };
}

/** The params of every call of an injected action, in order. */
const paramsOf = <Params>(action: { mock: { calls: Parameters<Action<Params>>[] } }): Params[] =>
  action.mock.calls.map(([, params]) => params);

describe('colorSchemeMachine', () => {
  it.each([
    ['system', 'light', 'system', 'light'],
    ['system', 'dark', 'system', 'dark'],
    ['light', 'dark', 'light', 'light'],
    ['dark', 'light', 'dark', 'dark'],
    [null, 'dark', 'system', 'dark'],
    [undefined, 'light', 'system', 'light'],
    ['Dark', 'light', 'system', 'light'],
    ['blue', 'dark', 'system', 'dark'],
    [1, 'light', 'system', 'light'],
  ] as const)('stored %j with system %s starts as %s (scheme %s)', (stored, system, preference, scheme) => {
    const { actor, applyScheme, persistPreference } = start(stored, system);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('ready')).toBe(true);
    expect(selectPreference(snapshot)).toBe(preference);
    expect(selectColorScheme(snapshot)).toBe(scheme);
    expect(snapshot.context.systemScheme).toBe(system);
    expect(applyScheme).not.toHaveBeenCalled();
    expect(persistPreference).not.toHaveBeenCalled();
  });

  it('with preference system, follows system.change and applies each scheme', () => {
    const { actor, applyScheme, persistPreference } = start('system', 'light');
    actor.send({ type: 'system.change', scheme: 'dark' });
    expect(selectColorScheme(actor.getSnapshot())).toBe('dark');
    actor.send({ type: 'system.change', scheme: 'light' });
    expect(selectColorScheme(actor.getSnapshot())).toBe('light');
    expect(paramsOf(applyScheme)).toEqual([{ scheme: 'dark' }, { scheme: 'light' }]);
    expect(persistPreference).not.toHaveBeenCalled();
    expect(selectPreference(actor.getSnapshot())).toBe('system');
  });

  it.each(['light', 'dark'] as const)(
    'with explicit %s, ignores the system (but remembers it)',
    (preference) => {
      const { actor, applyScheme } = start(preference, 'light');
      actor.send({ type: 'system.change', scheme: 'dark' });
      actor.send({ type: 'system.change', scheme: 'light' });
      actor.send({ type: 'system.change', scheme: 'dark' });
      expect(selectColorScheme(actor.getSnapshot())).toBe(preference);
      expect(actor.getSnapshot().context.systemScheme).toBe('dark');
      // applyScheme may be re-sent, but always with the scheme in force.
      expect(paramsOf(applyScheme).every((params) => params.scheme === preference)).toBe(true);
    },
  );

  it('going back to system picks up the system scheme seen meanwhile', () => {
    const { actor, applyScheme } = start('light', 'light');
    actor.send({ type: 'system.change', scheme: 'dark' });
    actor.send({ type: 'user.select', preference: 'system' });
    expect(selectColorScheme(actor.getSnapshot())).toBe('dark');
    expect(paramsOf(applyScheme).at(-1)).toEqual({ scheme: 'dark' });
  });

  it.each([
    ['light', 'dark', 'light'],
    ['dark', 'light', 'dark'],
    ['system', 'dark', 'dark'],
    ['system', 'light', 'light'],
  ] as const)(
    'selecting %s (system %s) applies %s and persists the preference',
    (preference, system, scheme) => {
      const { actor, applyScheme, persistPreference } = start(
        preference === 'system' ? 'light' : 'system',
        system,
      );
      expect(actor.getSnapshot().can({ type: 'user.select', preference })).toBe(true);
      actor.send({ type: 'user.select', preference });
      expect(selectPreference(actor.getSnapshot())).toBe(preference);
      expect(selectColorScheme(actor.getSnapshot())).toBe(scheme);
      expect(paramsOf(applyScheme)).toEqual([{ scheme }]);
      expect(paramsOf(persistPreference)).toEqual([{ preference }]);
    },
  );

  it.each(['blue', '', 'DARK', 'auto'])('ignores the unknown preference %j', (preference) => {
    const { actor, applyScheme, persistPreference } = start('dark', 'light');
    expect(actor.getSnapshot().can({ type: 'user.select', preference })).toBe(false);
    actor.send({ type: 'user.select', preference });
    expect(selectPreference(actor.getSnapshot())).toBe('dark');
    expect(applyScheme).not.toHaveBeenCalled();
    expect(persistPreference).not.toHaveBeenCalled();
  });

  it.each([
    ['dark', 'light', 'dark'],
    ['light', 'dark', 'light'],
    ['system', 'dark', 'dark'],
  ] as const)(
    'the stored %s read once live (system %s) applies %s, not written back',
    (preference, system, scheme) => {
      const { actor, applyScheme, persistPreference } = start(null, system);
      expect(actor.getSnapshot().can({ type: 'storage.read', preference })).toBe(true);
      actor.send({ type: 'storage.read', preference });
      expect(selectPreference(actor.getSnapshot())).toBe(preference);
      expect(paramsOf(applyScheme)).toEqual([{ scheme }]);
      expect(persistPreference).not.toHaveBeenCalled();
    },
  );

  it.each([null, 'purple', 'Dark'])('a stored %j read once live changes nothing', (preference) => {
    const { actor, applyScheme } = start(null, 'light');
    expect(actor.getSnapshot().can({ type: 'storage.read', preference })).toBe(false);
    actor.send({ type: 'storage.read', preference });
    expect(selectPreference(actor.getSnapshot())).toBe('system');
    expect(applyScheme).not.toHaveBeenCalled();
  });

  it('can always take system.change', () => {
    const { actor } = start('dark');
    expect(actor.getSnapshot().can({ type: 'system.change', scheme: 'dark' })).toBe(true);
  });
});
