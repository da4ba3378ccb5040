import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { readBoot } from './app/boot';
import { createAppRoutes } from './app/routes';
import { worldToday } from './data/sampleWorld';
import { createI18n, loadScreenStrings, loadShellStrings } from './i18n/i18n';
import { defaultLanguage, languageStorageKey, resolveLanguage } from './i18n/language';
import { applyDocumentLanguage } from './platform/documentLanguage';
import { firstIntent } from './platform/firstIntent';
import { preloadRouteFiles } from './platform/routeFiles';
import { readStored } from './platform/storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const boot = readBoot(document);
/** A prerendered page of today hydrates; one of another day (or none, in development) renders afresh. */
const hydrating = boot !== null && boot.day === worldToday();
const language = resolveLanguage(readStored(languageStorageKey));
// Hydration renders what the page was prerendered with: English, from the strings in the page.
const i18n = createI18n(hydrating ? defaultLanguage : language, {
  bundled: hydrating ? { [defaultLanguage]: boot.strings } : undefined,
});
const routes = createAppRoutes({
  loadNamespace: (namespace) => loadScreenStrings(i18n, namespace),
  preloadFiles: preloadRouteFiles,
});
/** The interactive shell (XState, Radix menus, toasts) is not needed to paint: it follows in its own
 * chunk at the member's first sign of intent, which is watched for from the start. */
const loadShell = () => import('./platform/ShellRuntime');
const intent = firstIntent();

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
 * Once the first render is on screen: the member's stored language, after its strings are in. Until
 * then the head's script keeps a page that is not yet as this member will see it hidden
 * (`data-pending` on <html>: another language, or a query that selects what the page shows).
 */
async function afterFirstRender(): Promise<void> {
  let shown = i18n.language;
  try {
    if (shown !== language) {
      await i18n.loadLanguages(language);
      // Strings that could not be fetched leave the page in the language it has, never raw keys.
      const missing = i18n.options.ns
        ? [i18n.options.ns].flat().filter((ns) => !i18n.hasResourceBundle(language, ns))
        : [];
      if (missing.length > 0)
        console.warn(`The ${language} strings could not be loaded: ${missing.join(', ')}`);
      else {
        await i18n.changeLanguage(language);
        shown = language;
      }
    }
  } finally {
    applyDocumentLanguage(resolveLanguage(shown));
    document.documentElement.removeAttribute('data-pending');
  }
}

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProviders
        i18n={i18n}
        loadShell={loadShell}
        loadShellWhen={intent}
        onRendered={() => void afterFirstRender()}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

if (hydrating) {
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes);
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
  startTransition(() => root.render(app(router)));
}
