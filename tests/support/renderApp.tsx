/**
 * Renders the real app (providers, layout with the live shell, lazy screens) at `path` in a memory
 * router, started the way `src/main.tsx` starts a page it does not hydrate: the language comes from
 * storage (unknown gives English) and `<html lang dir>` are set before the first render; the shell
 * actors take the stored preferences right after it. `screens` swaps individual screen loaders (e.g.
 * one that throws).
 */
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { createAppRoutes, type AppRouteOptions } from '../../src/app/routes';
import { languageStorageKey, resolveLanguage } from '../../src/i18n/language';
import { applyDocumentLanguage } from '../../src/platform/documentLanguage';
import { readStored } from '../../src/platform/storage';
import { createTestI18n } from './i18n';

export interface RenderAppOptions {
  screens?: AppRouteOptions['screens'];
  /** As in the app (`src/main.tsx`): called once the stored language is shown. */
  onLive?: () => void;
  /** Called on each commit of the app, as React's `Profiler` calls it. */
  onRender?: ProfilerOnRenderCallback;
}

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
    <Profiler id="app" onRender={options.onRender ?? (() => {})}>
      <AppProviders i18n={i18n} onLive={options.onLive}>
        <RouterProvider router={router} />
      </AppProviders>
    </Profiler>,
  );
  return { ...result, user, router, i18n };
}

/** The header once the layout has rendered (its controls are live from their first render). */
export async function shellReady(container: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const header = container.querySelector<HTMLElement>('header');
    if (!header) throw new Error('The layout has not rendered yet');
    return header;
  });
}
