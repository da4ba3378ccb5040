/**
 * Colour scheme: light or dark theme. Follows the system (`prefers-color-scheme`) until the member
 * picks one; the pick is remembered locally.
 *
 * States: `ready` (the only one).
 * Context: `preference` (`system` | `light` | `dark`), `systemScheme` (what the OS reports).
 * Events: `user.select` with a preference (anything else is ignored); `system.change` with a scheme.
 * Input: `stored` (whatever storage held; unknown falls back to `system`), `systemScheme`.
 * Actions to provide: `persistPreference`.
 * Delays: none.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export const colorSchemePreferences = ['system', 'light', 'dark'] as const;
export type ColorSchemePreference = (typeof colorSchemePreferences)[number];
export type ColorScheme = 'light' | 'dark';

export const colorSchemeStorageKey = 'color-scheme';

export function resolvePreference(stored: unknown): ColorSchemePreference {
  return typeof stored === 'string' && (colorSchemePreferences as readonly string[]).includes(stored)
    ? (stored as ColorSchemePreference)
    : 'system';
}

export interface ColorSchemeContext {
  preference: ColorSchemePreference;
  systemScheme: ColorScheme;
}

export type ColorSchemeEvent =
  | { type: 'user.select'; preference: string }
  | { type: 'system.change'; scheme: ColorScheme };

export const colorSchemeMachine = setup({
  types: {
    context: {} as ColorSchemeContext,
    events: {} as ColorSchemeEvent,
    input: {} as { stored?: unknown; systemScheme: ColorScheme },
  },
  guards: {
    isKnownPreference: ({ event }) =>
      event.type === 'user.select' && resolvePreference(event.preference) === event.preference,
  },
  actions: {
    setPreference: assign({
      preference: ({ event }) => (event.type === 'user.select' ? resolvePreference(event.preference) : 'system'),
    }),
    setSystemScheme: assign({
      systemScheme: ({ context, event }) => (event.type === 'system.change' ? event.scheme : context.systemScheme),
    }),
    persistPreference: (_, _params: { preference: ColorSchemePreference }) => {},
  },
}).createMachine({
  id: 'colorScheme',
  context: ({ input }) => ({ preference: resolvePreference(input.stored), systemScheme: input.systemScheme }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'user.select': {
          guard: 'isKnownPreference',
          actions: [
            'setPreference',
            { type: 'persistPreference', params: ({ context }) => ({ preference: context.preference }) },
          ],
        },
        'system.change': { actions: 'setSystemScheme' },
      },
    },
  },
});

export type ColorSchemeSnapshot = SnapshotFrom<typeof colorSchemeMachine>;

export const selectPreference = (snapshot: ColorSchemeSnapshot): ColorSchemePreference =>
  snapshot.context.preference;

/** The scheme in force: the member's pick, or the system's while the pick is `system`. */
export const selectColorScheme = (snapshot: ColorSchemeSnapshot): ColorScheme =>
  snapshot.context.preference === 'system' ? snapshot.context.systemScheme : snapshot.context.preference;
