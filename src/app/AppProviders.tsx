import { ThemeProvider } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  colorSchemeStorageKey,
  resolvePreference,
  schemeFor,
  type ColorScheme,
} from '../machines/preferences';
import { ShellContext, type LoadedShell, type ShellRuntimeUi } from '../platform/shellContext';
import { readStored } from '../platform/storage';
import { darkSchemeQuery, readSystemScheme } from '../platform/systemScheme';
import { GlobalStyles } from '../theme/GlobalStyles';
import { themes } from '../theme/themes';

export interface AppProvidersProps {
  i18n: I18n;
  /** Loads the shell runtime chunk; called once, after the first paint. */
  loadShell: () => Promise<ShellRuntimeUi>;
  children: ReactNode;
}

function initialScheme(): ColorScheme {
  return schemeFor(resolvePreference(readStored(colorSchemeStorageKey)), readSystemScheme());
}

/**
 * Everything the app and its stories need above the router: i18n, the theme in force, and the shell
 * runtime once it has loaded. The first paint needs none of the runtime: language and theme are read
 * from storage with the same rules the machines use.
 */
export function AppProviders({ i18n, loadShell, children }: AppProvidersProps) {
  const [scheme, setScheme] = useState<ColorScheme>(initialScheme);
  const [shell, setShell] = useState<LoadedShell | null>(null);

  useEffect(() => {
    let cancelled = false;
    let loaded: LoadedShell | undefined;
    loadShell().then(
      (ui) => {
        if (cancelled) return;
        loaded = {
          ui,
          actors: ui.createShellActors({ i18n, systemScheme: readSystemScheme(), onSchemeChange: setScheme }),
        };
        // A transition lets React swap the static controls for the live ones in small slices,
        // so the page stays responsive (no long task right after the first paint).
        startTransition(() => setShell(loaded ?? null));
      },
      (error: unknown) => console.error('The shell runtime failed to load', error),
    );
    return () => {
      cancelled = true;
      if (loaded) loaded.ui.stopShellActors(loaded.actors);
    };
  }, [i18n, loadShell]);

  useEffect(() => {
    // index.html pins the stored scheme inline on <html> before the first paint; keep it current.
    document.documentElement.style.colorScheme = scheme;
  }, [scheme]);

  useEffect(() => {
    if (!shell || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(darkSchemeQuery);
    const onChange = (event: MediaQueryListEvent) =>
      shell.actors.colorScheme.send({ type: 'system.change', scheme: event.matches ? 'dark' : 'light' });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [shell]);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={themes[scheme]}>
        <GlobalStyles />
        <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
