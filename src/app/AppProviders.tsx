import { ThemeProvider } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HydratedContext } from '../components/primitives/HydrationSlice';
import { showVisit } from '../platform/hydration';
import { applyStoredPreferences, useShellActorRefs } from '../platform/shellActors';
import { ShellActorsContext } from '../platform/shellContext';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/themes';

export interface AppProvidersProps {
  i18n: I18n;
  /**
   * Called once the app is live: the render after hydration committed (the first render, when nothing
   * is hydrated) and the member's stored language shown.
   */
  onLive?: () => void;
  /**
   * The first render hydrates a prerendered page: it renders what the page was prerendered with, and
   * what differs for this visit (storage, the query, the member) follows in a transition.
   */
  prerendered?: boolean;
  /**
   * The page holds the global styles already (a prerendered page, hydrating): they are not serialized
   * and inserted again.
   */
  stylesInPage?: boolean;
  children: ReactNode;
}

/**
 * Everything the app and its stories need above the router: i18n, the theme, the shell actors and
 * whether hydration is over. The actors render the prerendered defaults first; the stored language
 * and scheme and the system's scheme apply once the page is hydrated. The
 * theme is the same object in both schemes; index.html sets `data-scheme` on <html> before the first
 * paint and the colour scheme actor keeps it current (platform/shellActors.ts).
 */
export function AppProviders({
  i18n,
  onLive,
  prerendered = false,
  stylesInPage = false,
  children,
}: AppProvidersProps) {
  const { actors, languageSwitch } = useShellActorRefs(i18n);
  const [hydrated, setHydrated] = useState(!prerendered);
  const [visitShown, setVisitShown] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  // Once the whole page is hydrated: this visit's stored values, member record and query show, in one
  // transition with `visitShown` (the readers whose value differs render again), and the shell actors
  // take the stored preferences.
  useEffect(() => {
    if (!hydrated) return undefined;
    startTransition(() => {
      showVisit();
      setVisitShown(true);
    });
    return applyStoredPreferences(actors);
  }, [actors, hydrated]);
  // Live once the render that shows this visit is committed (the member's own figures are in the page
  // before it unhides them) and the stored language is shown.
  const live = useRef(onLive);
  useEffect(() => {
    if (!visitShown) return;
    let current = true;
    void languageSwitch.settled().then(() => {
      if (current) live.current?.();
    });
    return () => {
      current = false;
    };
  }, [visitShown, languageSwitch]);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        {stylesInPage ? null : <GlobalStyles />}
        <ShellActorsContext.Provider value={actors}>
          <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
        </ShellActorsContext.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
