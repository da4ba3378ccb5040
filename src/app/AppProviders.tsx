import { ThemeProvider } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import { focusKeyAttribute } from '../components/shell/focusKey';
import { colorSchemeStorageKey, resolvePreference, schemeFor, type ColorScheme } from '../theme/colorScheme';
import {
  RequestShellContext,
  ShellContext,
  ShellFailedContext,
  ToastSinkContext,
  type LoadedShell,
  type ShellIntent,
  type ShellRuntimeUi,
} from '../platform/shellContext';
import type { ToastInput } from '../machines/toastQueue.machine';
import { useStored } from '../platform/storage';
import { darkSchemeQuery, readSystemScheme } from '../platform/systemScheme';
import { GlobalStyles } from '../theme/GlobalStyles';
import { ColorSchemeContext } from '../theme/colorSchemeContext';
import { theme } from '../theme/themes';

export interface AppProvidersProps {
  i18n: I18n;
  /** Loads the shell runtime chunk. */
  loadShell: () => Promise<ShellRuntimeUi>;
  /**
   * When to load it: once this promise settles (the app passes `firstIntent()`, so page load never
   * pays for the runtime); without it, right away (tests and stories).
   */
  loadShellWhen?: Promise<unknown>;
  /** Called once the first render (a hydration, in the browser) is committed. */
  onRendered?: () => void;
  children: ReactNode;
}

const prerenderedScheme = (): ColorScheme => 'light';
const subscribeToSystemScheme = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkSchemeQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The focus key of the focused element, so focus can move to its live twin after the swap. */
function focusedKey(): string | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement ? focused.getAttribute(focusKeyAttribute) : null;
}

/**
 * Everything the app and its stories need above the router: i18n, the theme, the scheme in force (for
 * the header's theme icon) and the shell runtime once it has loaded. The first paint needs none of the
 * runtime: language and scheme are read from storage with the same rules the machines use. The theme is
 * the same object in both schemes; index.html sets `data-scheme` on <html> before the first paint and
 * the colour scheme machine keeps it current (platform/shellActors.ts).
 */
export function AppProviders({ i18n, loadShell, loadShellWhen, onRendered, children }: AppProvidersProps) {
  // Pages are prerendered light; the stored or system scheme applies right after hydration.
  const [chosenScheme, setScheme] = useState<ColorScheme | null>(null);
  const storedPreference = resolvePreference(useStored(colorSchemeStorageKey));
  const systemScheme = useSyncExternalStore(subscribeToSystemScheme, readSystemScheme, prerenderedScheme);
  const scheme = chosenScheme ?? schemeFor(storedPreference, systemScheme);
  const rendered = useRef(onRendered);
  useEffect(() => rendered.current?.(), []);
  const [shell, setShell] = useState<LoadedShell | null>(null);
  const [wanted, setWanted] = useState(!loadShellWhen);
  // A failed runtime chunk stays failed for this page: browsers keep a failed module import, so only
  // a reload can fetch it again (the layout says so).
  const [shellFailed, setShellFailed] = useState(false);
  const intent = useRef<ShellIntent | null>(null);
  const liveShell = useRef<LoadedShell | null>(null);
  const waitingToasts = useRef<ToastInput[]>([]);
  const focusToRestore = useRef<string | null>(null);

  const requestShell = useCallback((next?: ShellIntent) => {
    if (next) intent.current = next;
    setWanted(true);
  }, []);

  const showToast = useCallback((toast: ToastInput) => {
    const live = liveShell.current;
    if (live) {
      live.actors.toasts.send({ type: 'toast.add', toast });
      return;
    }
    waitingToasts.current.push(toast);
    setWanted(true);
  }, []);

  useEffect(() => {
    let active = true;
    void loadShellWhen?.then(() => {
      if (active) setWanted(true);
    });
    return () => {
      active = false;
    };
  }, [loadShellWhen]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let loaded: LoadedShell | undefined;
    loadShell().then(
      (ui) => {
        if (cancelled) return;
        const actors = ui.createShellActors({
          i18n,
          systemScheme: readSystemScheme(),
          onSchemeChange: setScheme,
        });
        loaded = { ui, actors, intent: intent.current };
        liveShell.current = loaded;
        for (const toast of waitingToasts.current.splice(0)) actors.toasts.send({ type: 'toast.add', toast });
        focusToRestore.current = focusedKey();
        // A transition lets React swap the static controls for the live ones in small slices.
        startTransition(() => setShell(loaded ?? null));
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn('The shell runtime failed to load', error);
        setShellFailed(true);
      },
    );
    return () => {
      cancelled = true;
      liveShell.current = null;
      if (loaded) loaded.ui.stopShellActors(loaded.actors);
    };
  }, [wanted, i18n, loadShell]);

  useEffect(() => {
    // The focused static control was replaced: focus its live twin, unless focus went elsewhere.
    const key = focusToRestore.current;
    focusToRestore.current = null;
    if (!shell || !key || document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`[${focusKeyAttribute}="${CSS.escape(key)}"]`)?.focus();
  }, [shell]);

  useEffect(() => {
    // The live colour scheme actor follows the system too (before it is live, the scheme above does).
    shell?.actors.colorScheme.send({ type: 'system.change', scheme: systemScheme });
  }, [shell, systemScheme]);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <ColorSchemeContext.Provider value={scheme}>
          <RequestShellContext.Provider value={requestShell}>
            <ToastSinkContext.Provider value={showToast}>
              <ShellFailedContext.Provider value={shellFailed}>
                <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
              </ShellFailedContext.Provider>
            </ToastSinkContext.Provider>
          </RequestShellContext.Provider>
        </ColorSchemeContext.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
