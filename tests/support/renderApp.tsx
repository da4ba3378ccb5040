/**
 * Renders the real app (providers, layout, lazy screens, shell runtime) at `path` in a memory router,
 * started the way `src/main.tsx` starts it: the language comes from storage (unknown gives English)
 * and `<html lang dir>` are set before the first render. `screens` swaps individual screen loaders
 * (e.g. one that throws); `loadShell` lets a test hold the runtime back to see the static first paint.
 */
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from '../../src/app/AppProviders';
import { createAppRoutes, type AppRouteOptions } from '../../src/app/routes';
import { languageStorageKey, resolveLanguage } from '../../src/i18n/language';
import { applyDocumentLanguage } from '../../src/platform/documentLanguage';
import { readStored } from '../../src/platform/storage';
import { createTestI18n } from './i18n';

export interface RenderAppOptions {
  screens?: AppRouteOptions['screens'];
  loadShell?: AppProvidersProps['loadShell'];
  /** As in the app (`src/main.tsx`: `firstIntent()`); tests default to loading the runtime on mount. */
  loadShellWhen?: AppProvidersProps['loadShellWhen'];
}

/** Module-level, so its identity is stable (AppProviders loads the shell once per identity). */
export const loadShell: AppProvidersProps['loadShell'] = () => import('../../src/platform/ShellRuntime');

export function renderApp(path = '/', options: RenderAppOptions = {}) {
  const language = resolveLanguage(readStored(languageStorageKey));
  applyDocumentLanguage(language);
  const i18n = createTestI18n(language);
  const router = createMemoryRouter(
    createAppRoutes({
      screens: options.screens,
      loadNamespace: (namespace) => i18n.loadNamespaces(namespace),
    }),
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProviders
      i18n={i18n}
      loadShell={options.loadShell ?? loadShell}
      loadShellWhen={options.loadShellWhen}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, i18n };
}

/** The page wrapper once the shell runtime is live (`data-shell="ready"`). */
export async function shellReady(container: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const page = container.querySelector<HTMLElement>('[data-shell="ready"]');
    if (!page) throw new Error('The shell runtime has not loaded yet');
    return page;
  });
}
