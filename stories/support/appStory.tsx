/**
 * Screen stories render the real, assembled app: `AppProviders` with the shell actors, and the route
 * tree of `createAppRoutes` in a memory router at `parameters.route`.
 * `parameters.screens` replaces screens (to make one fail). The language and theme toolbars reach the
 * app the way a returning member's choices do: through local storage, before it starts; the member's
 * record starts from the sample state, or from `parameters.memberRecord`.
 *
 *   const meta = { title: 'Screens/Dashboard', render: renderApp, beforeEach: seedStorage,
 *     parameters: { layout: 'fullscreen', router: false, route: '/dashboard' } } satisfies Meta;
 *   play: async ({ canvasElement }) => { await shellReady(canvasElement); ... }
 */
import type { StoryContext } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { AppProviders } from '../../src/app/AppProviders';
import { createAppRoutes, type AppRouteOptions } from '../../src/app/routes';
import { memberRecordKey, unreadableRecordKey } from '../../src/data/memberKey';
import type { MemberRecord } from '../../src/data/memberRecord';
import { createI18n, loadScreenStrings } from '../../src/i18n/i18n';
import { languageStorageKey, resolveLanguage, type Language } from '../../src/i18n/language';
import { colorSchemeStorageKey } from '../../src/theme/colorScheme';
import { restartMemberStore } from '../../src/platform/memberStore';

interface AppProps {
  route: string;
  language: Language;
  screens?: AppRouteOptions['screens'];
}

/** A fresh i18n instance and router per mount: the app may switch its own language. */
function App({ route, language, screens }: AppProps) {
  const [app] = useState(() => {
    const i18n = createI18n(language);
    const router = createMemoryRouter(
      createAppRoutes({ screens, loadNamespace: (namespace) => loadScreenStrings(i18n, namespace) }),
      { initialEntries: [route] },
    );
    return { i18n, router };
  });
  useEffect(() => () => app.router.dispose(), [app]);
  return (
    <AppProviders i18n={app.i18n}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}

export function renderApp(_args: unknown, { parameters, globals }: StoryContext) {
  const route = parameters.route as string | undefined;
  if (!route) {
    throw new Error(
      'Screens/Shell stories need `parameters.route`: the path the app starts at, e.g. "/dashboard".',
    );
  }
  const language = resolveLanguage(globals.locale);
  const screens = parameters.screens as AppRouteOptions['screens'];
  return (
    <App
      key={`${route}|${language}|${String(globals.theme)}`}
      route={route}
      language={language}
      screens={screens}
    />
  );
}

/**
 * Hands the toolbar's language and theme to the app through storage, and starts the member from the
 * sample state (or from `parameters.memberRecord`, a record to start with); puts the member's own
 * values back after, so one story's sends never leak into the next.
 */
export function seedStorage({ globals, parameters }: StoryContext) {
  const saved = [languageStorageKey, colorSchemeStorageKey, memberRecordKey, unreadableRecordKey].map(
    (key) => [key, localStorage.getItem(key)] as const,
  );
  localStorage.setItem(languageStorageKey, resolveLanguage(globals.locale));
  localStorage.setItem(colorSchemeStorageKey, globals.theme === 'dark' ? 'dark' : 'light');
  localStorage.removeItem(unreadableRecordKey);
  const record = parameters.memberRecord as MemberRecord | string | undefined;
  if (record === undefined) localStorage.removeItem(memberRecordKey);
  else localStorage.setItem(memberRecordKey, typeof record === 'string' ? record : JSON.stringify(record));
  restartMemberStore();
  return () => {
    for (const [key, value] of saved) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
    restartMemberStore();
  };
}

/** Resolves once the layout (with its live header) and the screen's body have rendered. */
export async function shellReady(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('header')).not.toBeNull(), { timeout: 8000 });
  await waitFor(() => expect(canvasElement.querySelector('main#main > *')).not.toBeNull(), { timeout: 8000 });
}
