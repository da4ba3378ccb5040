/**
 * Language: the interface language chosen by the member (default `en`; right-to-left for Arabic only).
 *
 * States: `ready` (the only one: a language is always in force).
 * Events: `user.select` (language code; an unsupported one is ignored), `storage.read` (the stored code,
 * sent once the prerendered page is live: applied but not written back; nothing stored, or anything
 * unsupported, means the default, whatever language the page came in).
 * Delays: none.
 * Input: `stored` (the language to start in; anything unknown falls back to `en`).
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
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

export type LanguageEvent =
  { type: 'user.select'; language: string } | { type: 'storage.read'; language: unknown };

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { stored: unknown },
  },
  guards: {
    isSupported: ({ event }) => {
      assertEvent(event, 'user.select');
      return isSupportedLanguage(event.language);
    },
  },
  actions: {
    setLanguage: assign({
      language: ({ event }) => {
        assertEvent(event, ['user.select', 'storage.read']);
        return resolveLanguage(event.language);
      },
    }),
    // Provided by the app: switch i18n (once the language's strings are in) and set `lang`/`dir`; write storage.
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
        'storage.read': {
          actions: [
            'setLanguage',
            { type: 'applyLanguage', params: ({ context }) => ({ language: context.language }) },
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
