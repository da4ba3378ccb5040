/**
 * The app-wide actors of the shell: session (login), language, colour scheme and the toast queue.
 * Each is an actor context so that any screen can read or send to it; the provider injects the
 * side effects (storage, i18n, toasts) into the machines, which stay free of them.
 */
import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeMachine, colorSchemeStorageKey, type ColorScheme } from '../machines/colorScheme.machine';
import { languageMachine, languageStorageKey } from '../machines/language.machine';
import { sessionMachine } from '../machines/session.machine';
import { toastQueueMachine, type ToastInput } from '../machines/toastQueue.machine';
import { applyDocumentLanguage } from './documentLanguage';
import { readStored, writeStored } from './storage';

export const SessionContext = createActorContext(sessionMachine);
export const LanguageContext = createActorContext(languageMachine);
export const ColorSchemeContext = createActorContext(colorSchemeMachine);
export const ToastContext = createActorContext(toastQueueMachine);

/** Queue a toast from anywhere below the shell providers. */
export function useToast(): (toast: ToastInput) => void {
  const toasts = ToastContext.useActorRef();
  return (toast) => toasts.send({ type: 'toast.add', toast });
}

const darkQuery = '(prefers-color-scheme: dark)';

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

/** Forwards changes of the system colour scheme to the colour-scheme actor. */
function SystemSchemeListener() {
  const colorScheme = ColorSchemeContext.useActorRef();
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(darkQuery);
    const onChange = (event: MediaQueryListEvent) =>
      colorScheme.send({ type: 'system.change', scheme: event.matches ? 'dark' : 'light' });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [colorScheme]);
  return null;
}

function SessionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const toasts = ToastContext.useActorRef();
  const [logic] = useState(() =>
    sessionMachine.provide({
      actions: {
        notifyLoggedIn: () => toasts.send({ type: 'toast.add', toast: { tone: 'success', title: i18n.t('common:account.loggedIn') } }),
        notifyLoggedOut: () => toasts.send({ type: 'toast.add', toast: { tone: 'info', title: i18n.t('common:account.loggedOut') } }),
      },
    }),
  );
  return <SessionContext.Provider logic={logic}>{children}</SessionContext.Provider>;
}

export function ShellActorsProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [languageLogic] = useState(() =>
    languageMachine.provide({
      actions: {
        applyLanguage: (_, { language }) => {
          applyDocumentLanguage(language);
          if (i18n.language !== language) void i18n.changeLanguage(language);
        },
        persistLanguage: (_, { language }) => writeStored(languageStorageKey, language),
      },
    }),
  );
  const [colorSchemeLogic] = useState(() =>
    colorSchemeMachine.provide({
      actions: { persistPreference: (_, { preference }) => writeStored(colorSchemeStorageKey, preference) },
    }),
  );
  return (
    <ToastContext.Provider>
      <LanguageContext.Provider logic={languageLogic} options={{ input: { stored: readStored(languageStorageKey) } }}>
        <ColorSchemeContext.Provider
          logic={colorSchemeLogic}
          options={{ input: { stored: readStored(colorSchemeStorageKey), systemScheme: systemScheme() } }}
        >
          <SystemSchemeListener />
          <SessionProvider>{children}</SessionProvider>
        </ColorSchemeContext.Provider>
      </LanguageContext.Provider>
    </ToastContext.Provider>
  );
}
