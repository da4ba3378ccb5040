/**
 * The app-wide actors of the shell: session (login), language, colour scheme and the toast queue.
 * They live as long as the app. The side effects (storage, i18n, the document, toasts) are injected
 * here, so the machines stay free of them and tests can run them bare.
 */
import type { i18n as I18n } from 'i18next';
import { createActor, type ActorRefFrom } from 'xstate';
import { colorSchemeMachine } from '../machines/colorScheme.machine';
import { languageMachine } from '../machines/language.machine';
import { languageStorageKey } from '../i18n/language';
import { colorSchemeStorageKey, type ColorScheme } from '../theme/colorScheme';
import { sessionMachine } from '../machines/session.machine';
import { toastQueueMachine } from '../machines/toastQueue.machine';
import { applyDocumentLanguage } from './documentLanguage';
import { applyDocumentScheme } from './documentScheme';
import { appInspect } from './inspector';
import { readStored, writeStored } from './storage';

export interface ShellActors {
  session: ActorRefFrom<typeof sessionMachine>;
  language: ActorRefFrom<typeof languageMachine>;
  colorScheme: ActorRefFrom<typeof colorSchemeMachine>;
  toasts: ActorRefFrom<typeof toastQueueMachine>;
}

export interface ShellActorDeps {
  i18n: I18n;
  systemScheme: ColorScheme;
  /** Tells the providers which scheme is in force (the page's colours follow `data-scheme` on their own). */
  onSchemeChange: (scheme: ColorScheme) => void;
}

export function createShellActors({ i18n, systemScheme, onSchemeChange }: ShellActorDeps): ShellActors {
  // `?inspect` in development attaches the Stately inspector (inspector.ts); undefined otherwise.
  const inspect = appInspect();
  const toasts = createActor(toastQueueMachine, { inspect });
  const notify = (key: string, tone: 'success' | 'info') => () =>
    toasts.send({ type: 'toast.add', toast: { tone, title: i18n.t(key) } });
  const session = createActor(
    sessionMachine.provide({
      actions: {
        notifyLoggedIn: notify('common:account.loggedIn', 'success'),
        notifyLoggedOut: notify('common:account.loggedOut', 'info'),
      },
    }),
    { inspect },
  );
  const language = createActor(
    languageMachine.provide({
      actions: {
        applyLanguage: (_, { language: next }) => {
          applyDocumentLanguage(next);
          void i18n.changeLanguage(next);
        },
        persistLanguage: (_, { language: next }) => void writeStored(languageStorageKey, next),
      },
    }),
    { input: { stored: readStored(languageStorageKey) }, inspect },
  );
  const colorScheme = createActor(
    colorSchemeMachine.provide({
      actions: {
        applyScheme: ({ context }, { scheme }) => {
          applyDocumentScheme(context.preference);
          onSchemeChange(scheme);
        },
        persistPreference: (_, { preference }) => void writeStored(colorSchemeStorageKey, preference),
      },
    }),
    { input: { stored: readStored(colorSchemeStorageKey), systemScheme }, inspect },
  );
  for (const actor of [toasts, session, language, colorScheme]) actor.start();
  return { session, language, colorScheme, toasts };
}

export function stopShellActors(actors: ShellActors): void {
  actors.session.stop();
  actors.language.stop();
  actors.colorScheme.stop();
  actors.toasts.stop();
}
