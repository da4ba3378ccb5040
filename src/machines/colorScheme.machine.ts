/**
 * Colour scheme: light or dark; follows the system until the member picks one, and remembers the pick.
 *
 * States: `ready` (the only one).
 * Events: `user.select` (preference: `system` | `light` | `dark`; anything else is ignored), `system.change`
 * (scheme), `storage.read` (the stored preference, sent once the prerendered page is live: applied but not
 * written back; anything unknown is ignored).
 * Delays: none.
 * Input: `stored` (the preference to start with; unknown falls back to `system`), `systemScheme`.
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
  | { type: 'user.select'; preference: string }
  | { type: 'storage.read'; preference: unknown }
  | { type: 'system.change'; scheme: ColorScheme };

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
      assertEvent(event, ['user.select', 'storage.read']);
      return isColorSchemePreference(event.preference);
    },
  },
  actions: {
    setPreference: assign({
      preference: ({ event }) => {
        assertEvent(event, ['user.select', 'storage.read']);
        return resolvePreference(event.preference);
      },
    }),
    setSystemScheme: assign({
      systemScheme: ({ event }) => {
        assertEvent(event, 'system.change');
        return event.scheme;
      },
    }),
    // Provided by the app: apply the scheme in force; write the preference to storage.
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
        'storage.read': {
          guard: 'isKnownPreference',
          actions: ['setPreference', { type: 'applyScheme', params: inForce }],
        },
        'system.change': { actions: ['setSystemScheme', { type: 'applyScheme', params: inForce }] },
      },
    },
  },
});

export type ColorSchemeSnapshot = SnapshotFrom<typeof colorSchemeMachine>;

export const selectPreference = (snapshot: ColorSchemeSnapshot): ColorSchemePreference =>
  snapshot.context.preference;
