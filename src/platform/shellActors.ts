/**
 * The app-wide actors of the shell: session (login), language, colour scheme and the toast queue.
 * The providers create them once for the app (`useShellActorRefs`); they live as long as it does. They
 * start from what the page was prerendered with (its language, no stored scheme, a light system), so the
 * hydration render is the prerendered one, and take the member's stored choices and the system's
 * scheme right after (`applyStoredPreferences`). The side effects (storage, i18n, the document,
 * toasts) are injected here, so the machines stay free of them and tests can run them bare.
 */
import type { i18n as I18n } from 'i18next';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { colorSchemeMachine } from '../machines/colorScheme.machine';
import { languageMachine } from '../machines/language.machine';
import { startLanguageOf } from '../i18n/i18n';
import { languageStorageKey, resolveLanguage, type Language } from '../i18n/language';
import { colorSchemeStorageKey } from '../theme/colorScheme';
import { sessionMachine } from '../machines/session.machine';
import { toastQueueMachine } from '../machines/toastQueue.machine';
import { useAppActorRef } from './actors';
import { applyDocumentLanguage, writeLanguageCookie } from './documentLanguage';
import { applyDocumentScheme } from './documentScheme';
import { readStored, writeStored } from './storage';
import { darkSchemeQuery, readSystemScheme } from './systemScheme';

export interface ShellActors {
  session: ActorRefFrom<typeof sessionMachine>;
  language: ActorRefFrom<typeof languageMachine>;
  colorScheme: ActorRefFrom<typeof colorSchemeMachine>;
  toasts: ActorRefFrom<typeof toastQueueMachine>;
}

export interface LanguageSwitch {
  /** Shows `language`; resolves once it is shown, or once a later choice has overtaken it. */
  show: (language: Language) => Promise<void>;
  /** The latest `show` (resolved when nothing was asked). */
  settled: () => Promise<void>;
}

/**
 * Switches i18n only once every namespace in use is loaded in the new language, so no part of the
 * page suspends (and shows its fallback) on the way; then `<html lang dir>` follow. Strings that could
 * not be fetched leave the page in the language it shows, never raw keys.
 */
function createLanguageSwitch(i18n: I18n): LanguageSwitch {
  let wanted: Language | undefined;
  let latest = Promise.resolve();
  const switchTo = async (language: Language) => {
    // Already shown (a page prerendered in the stored language): nothing re-renders.
    if (resolveLanguage(i18n.language) === language) return applyDocumentLanguage(language);
    await i18n.loadLanguages(language);
    if (wanted !== language) return;
    const missing = [i18n.options.ns ?? []].flat().filter((ns) => !i18n.hasResourceBundle(language, ns));
    if (missing.length > 0)
      console.warn(`The ${language} strings could not be loaded: ${missing.join(', ')}`);
    else await i18n.changeLanguage(language);
    if (wanted === language) applyDocumentLanguage(resolveLanguage(i18n.language));
  };
  return {
    show: (language) => {
      wanted = language;
      latest = switchTo(language);
      return latest;
    },
    settled: () => latest,
  };
}

/** The prerendered page's inputs: every visit starts from them, whatever storage and the system say. */
const prerenderedScheme = { stored: null, systemScheme: 'light' as const };

/**
 * Creates the shell actors for the life of the component (the providers), started and stopped by
 * `useActorRef`'s effects, which StrictMode's second run also survives.
 */
export function useShellActorRefs(i18n: I18n): { actors: ShellActors; languageSwitch: LanguageSwitch } {
  const [languageSwitch] = useState(() => createLanguageSwitch(i18n));
  const toasts = useAppActorRef(toastQueueMachine);
  const notify = (key: string, tone: 'success' | 'info') => () =>
    toasts.send({ type: 'toast.add', toast: { tone, title: i18n.t(key) } });
  // Each machine with this app's actions, made once: `provide` builds a whole machine, and only the
  // first render's starts an actor.
  const [machines] = useState(() => ({
    session: sessionMachine.provide({
      actions: {
        notifyLoggedIn: notify('common:account.loggedIn', 'success'),
        notifyLoggedOut: notify('common:account.loggedOut', 'info'),
      },
    }),
    language: languageMachine.provide({
      actions: {
        applyLanguage: (_, { language: next }) => void languageSwitch.show(next),
        persistLanguage: (_, { language: next }) => {
          writeStored(languageStorageKey, next);
          writeLanguageCookie(next);
        },
      },
    }),
    colorScheme: colorSchemeMachine.provide({
      actions: {
        applyScheme: ({ context }) => applyDocumentScheme(context.preference),
        persistPreference: (_, { preference }) => void writeStored(colorSchemeStorageKey, preference),
      },
    }),
  }));
  const session = useAppActorRef(machines.session);
  const language = useAppActorRef(machines.language, { input: { stored: startLanguageOf(i18n) } });
  const colorScheme = useAppActorRef(machines.colorScheme, { input: prerenderedScheme });
  const actors = useMemo(
    () => ({ session, language, colorScheme, toasts }),
    [session, language, colorScheme, toasts],
  );
  return { actors, languageSwitch };
}

/**
 * After the first render: the stored language and scheme preference, and the system's scheme (and
 * each change of it from now on). Returns the cleanup of the system listener.
 */
export function applyStoredPreferences({ language, colorScheme }: ShellActors): () => void {
  language.send({ type: 'storage.read', language: readStored(languageStorageKey) });
  colorScheme.send({ type: 'storage.read', preference: readStored(colorSchemeStorageKey) });
  colorScheme.send({ type: 'system.change', scheme: readSystemScheme() });
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkSchemeQuery);
  const onChange = () => colorScheme.send({ type: 'system.change', scheme: readSystemScheme() });
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
