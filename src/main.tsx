import { startTransition, StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { readBoot } from './app/boot';
import type { AppRouteOptions } from './app/routes';
import { worldToday } from './data/sampleWorld';
import { setWorldDays } from './platform/worldDay';
import { localeDataKeys, makeFormats } from './i18n/format';
import { warmUpFormats } from './i18n/formatWarmUp';
import { createI18n, loadScreenStrings, loadShellStrings, prefetchScreenStrings } from './i18n/i18n';
import { languageStorageKey, resolveLanguage } from './i18n/language';
import { endClickCapture, replayClick } from './platform/clickCapture';
import { holdVisit } from './platform/hydration';
import { applyDocumentLanguage } from './platform/documentLanguage';
import { nextTask } from './platform/nextTask';
import { listenForLinkIntent, preloadRouteFiles } from './platform/routeFiles';
import { registerServiceWorker } from './platform/serviceWorker';
import { readStored } from './platform/storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Evaluating the entry's modules is one task; then come reading the page, i18n, the shell's modules,
// the routes, the screen's modules, the page's formatters, then React DOM's own start (the largest
// module, evaluated when first imported), the router and hydration, each in a task of its own.
await nextTask();

const boot = readBoot(document);
/** A prerendered page hydrates; without one (in development) the app renders afresh. */
const hydrating = boot !== null;
// Hydration renders the page's day; today's shows right after it, with the rest of the visit.
const today = worldToday();
setWorldDays({ page: boot?.day ?? today, live: today });
// A worker loads Intl's locale data while the shell's and the screen's modules are evaluated here.
const formatsWarmedUp = hydrating && boot.formats.length > 0 ? warmUpFormats(boot.formats) : null;
const language = resolveLanguage(readStored(languageStorageKey));
await nextTask();
// Hydration renders what the page was prerendered with: its language, from the strings in the page.
const i18n = createI18n(hydrating ? boot.language : language, {
  bundled: hydrating ? { [boot.language]: boot.strings } : undefined,
});
// The shell's modules, evaluated in tasks of their own rather than with the entry's, each shorter:
// the providers (i18n, theme, the shell's actors), what the routes share with the screens (the
// member's store, the dialogs and toasts), then the routes themselves (layout, header, their menus).
await nextTask();
const { AppProviders } = await import('./app/AppProviders');
await nextTask();
const { prepareMemberStore } = await import('./platform/memberStore');
await nextTask();
const { createAppRoutes, prefetchScreen } = await import('./app/routes');
await nextTask();
const routeOptions: AppRouteOptions = {
  loadNamespace: (namespace) => loadScreenStrings(i18n, namespace),
  preloadFiles: preloadRouteFiles,
  prefetchStrings: (namespace) => void prefetchScreenStrings(i18n, namespace),
};
const routes = createAppRoutes(routeOptions);
/** Loads the lazy routes the page shows, so the router starts with their screens in place. */
async function resolveLazyMatches(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** Resolves once the router has loaded the first route's screen (and its strings). */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Once the app is live (the first render committed, the stored language shown by the language actor):
 * the page is shown as this member sees it (the head's script kept one in another language, or opened
 * with a query, hidden with `data-pending`, and the figures of the parts of the member's record it
 * held, `data-held-<part>`), `data-hydrated` says the app is live, and a control clicked before the
 * JavaScript arrived is clicked again.
 */
function onLive(): void {
  const root = document.documentElement;
  root.removeAttribute('data-pending');
  for (const name of root.getAttributeNames()) if (name.startsWith('data-held-')) root.removeAttribute(name);
  root.setAttribute('data-hydrated', '');
  replayClick(endClickCapture());
  // Intl's locale data for the language shown, loaded by a worker unless it was before hydration: the
  // first screen with figures the member opens then formats them at once.
  if (!formatsWarmedUp || i18n.language !== boot?.language) void warmUpFormats(localeDataKeys(i18n.language));
  // A screen starts loading when the member points at, touches or focuses a link to it.
  listenForLinkIntent((path) => prefetchScreen(path, routeOptions));
}

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} onLive={onLive} prerendered={hydrating} stylesInPage={hydrating}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

if (hydrating) {
  await resolveLazyMatches(routes);
  // The member's store, made before hydration rather than by the first effect that reads it.
  await nextTask();
  await prepareMemberStore();
  // The formatters the page's render uses, made before it, once the worker has loaded Intl's locale
  // data: its start-up would otherwise lengthen whichever render formats the first figure.
  if (formatsWarmedUp) {
    await formatsWarmedUp;
    await nextTask();
    makeFormats(boot.formats);
  }
}
await nextTask();
const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();

if (hydrating) {
  const router = createBrowserRouter(routes);
  // The router (which matches the page's routes again) and the start of hydration: two tasks.
  await nextTask();
  // From here React takes the page's events (replaying those that reach parts not yet hydrated).
  endClickCapture();
  // Until the page is hydrated, what is stored for this visit stays as prerendered (AppProviders).
  holdVisit();
  // A transition hydrates in short slices, so starting the app never blocks the page for long.
  startTransition(() => {
    hydrateRoot(container, app(router), {
      onRecoverableError: (error, info) => console.error('Hydration did not match the page', error, info),
    });
  });
} else {
  applyDocumentLanguage(language);
  const router = createBrowserRouter(routes);
  // One render with everything in place: no empty frame first, then a full second render.
  await Promise.all([loadShellStrings(i18n), routerReady(router)]);
  const root = createRoot(container);
  // From here a click reaches either the page as it was (React is about to replace it) or the app.
  endClickCapture();
  startTransition(() => root.render(app(router)));
}

// The offline copy: a production build only, set up once the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`, {
    container: navigator.serviceWorker,
    document,
    window,
    reload: () => window.location.reload(),
  });
}
