/**
 * Colour scheme: light or dark theme. Follows the system (`prefers-color-scheme`) until the member
 * picks one; the pick is remembered locally.
 *
 * States: `ready` (the only one).
 * Context: `preference` (`system` | `light` | `dark`), `systemScheme` (what the OS reports).
 * Events: `user.select` with a preference (anything else is ignored); `system.change` with a scheme.
 * Input: `stored` (whatever storage held; unknown falls back to `system`), `systemScheme`.
 * Actions to provide: `applyScheme` (the scheme in force changed or may have), `persistPreference`.
 * Delays: none.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import {
  isColorSchemePreference,
  resolvePreference,
  schemeFor,
  type ColorScheme,
  type ColorSchemePreference,
} from '../theme/colorScheme';

export interface ColorSchemeContext {
  preference: ColorSchemePreference;
  systemScheme: ColorScheme;
}

export type ColorSchemeEvent =
  { type: 'user.select'; preference: string } | { type: 'system.change'; scheme: ColorScheme };

const inForce = ({ context }: { context: ColorSchemeContext }) => ({
  scheme: schemeFor(context.preference, context.systemScheme),
});

export const colorSchemeMachine = setup({
  types: {
    context: {} as ColorSchemeContext,
    events: {} as ColorSchemeEvent,
    input: {} as { stored: unknown; systemScheme: ColorScheme },
  },
  guards: {
    isKnownPreference: ({ event }) => {
      assertEvent(event, 'user.select');
      return isColorSchemePreference(event.preference);
    },
  },
  actions: {
    setPreference: assign({
      preference: ({ event }) => {
        assertEvent(event, 'user.select');
        return resolvePreference(event.preference);
      },
    }),
    setSystemScheme: assign({
      systemScheme: ({ event }) => {
        assertEvent(event, 'system.change');
        return event.scheme;
      },
    }),
    applyScheme: (_, _params: { scheme: ColorScheme }) => {},
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
            { type: 'applyScheme', params: inForce },
            { type: 'persistPreference', params: ({ context }) => ({ preference: context.preference }) },
          ],
        },
        'system.change': { actions: ['setSystemScheme', { type: 'applyScheme', params: inForce }] },
      },
    },
  },
});

export type ColorSchemeSnapshot = SnapshotFrom<typeof colorSchemeMachine>;

export const selectPreference = (snapshot: ColorSchemeSnapshot): ColorSchemePreference =>
  snapshot.context.preference;

export const selectColorScheme = (snapshot: ColorSchemeSnapshot): ColorScheme =>
  schemeFor(snapshot.context.preference, snapshot.context.systemScheme);
