import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRoutes } from './app/routes';
import { createI18n, loadScreenStrings, loadShellStrings } from './i18n/i18n';
import { languageStorageKey, resolveLanguage } from './i18n/language';
import { applyDocumentLanguage } from './platform/documentLanguage';
import { firstIntent } from './platform/firstIntent';
import { readStored } from './platform/storage';

const language = resolveLanguage(readStored(languageStorageKey));
applyDocumentLanguage(language);
const i18n = createI18n(language);
const router = createBrowserRouter(
  createAppRoutes({ loadNamespace: (namespace) => loadScreenStrings(i18n, namespace) }),
);
/** The interactive shell (XState, Radix menus, toasts) is not needed to paint: it follows in its own
 * chunk at the member's first sign of intent, which is watched for from the start. */
const loadShell = () => import('./platform/ShellRuntime');
const intent = firstIntent();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Resolves once the router has loaded the first route's screen (and its strings). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// One render with everything in place: no empty frame first, then a full second render.
void Promise.all([loadShellStrings(i18n), routerReady()]).then(() => {
  const root = createRoot(container);
  // A transition renders in short slices, so starting the app never blocks the page for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders i18n={i18n} loadShell={loadShell} loadShellWhen={intent}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
