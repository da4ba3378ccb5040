/**
 * Language: the interface language chosen by the member.
 * Kept in local storage under "language", default `en`; `<html lang>` follows the choice and the text
 * direction is right-to-left for Arabic only.
 *
 * States: `ready` (the only one: a language is always in force).
 * Events: `user.select` with a language code; an unsupported code is ignored.
 * Input: `stored`, whatever was read from storage (anything unknown or unreadable falls back to `en`).
 * Actions to provide: `applyLanguage` (switch i18n, set `lang`/`dir`), `persistLanguage` (write storage).
 * Delays: none.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  directionOf,
  isSupportedLanguage,
  resolveLanguage,
  type Language,
  type TextDirection,
} from '../i18n/language';

export interface LanguageContext {
  language: Language;
}

export type LanguageEvent = { type: 'user.select'; language: string };

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { stored: unknown },
  },
  guards: {
    isSupported: ({ event }) => isSupportedLanguage(event.language),
  },
  actions: {
    setLanguage: assign({ language: ({ event }) => resolveLanguage(event.language) }),
    applyLanguage: (_, _params: { language: Language }) => {},
    persistLanguage: (_, _params: { language: Language }) => {},
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: resolveLanguage(input.stored) }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'user.select': {
          guard: 'isSupported',
          actions: [
            'setLanguage',
            { type: 'applyLanguage', params: ({ context }) => ({ language: context.language }) },
            { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
          ],
        },
      },
    },
  },
});

export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export const selectLanguage = (snapshot: LanguageSnapshot): Language => snapshot.context.language;
export const selectDirection = (snapshot: LanguageSnapshot): TextDirection =>
  directionOf(snapshot.context.language);
