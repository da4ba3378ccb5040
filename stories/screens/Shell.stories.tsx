/**
 * The real, assembled app: `AppProviders`, the route tree of `createAppRoutes` in a memory router at
 * `parameters.route`, and the shell runtime loaded lazily as in production. `parameters.screens`
 * replaces screens (to make one fail). The language and theme toolbars reach the app the way a
 * returning member's choices do: through local storage, before it starts.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { AppProviders } from '../../src/app/AppProviders';
import { createAppRoutes, type AppRouteOptions } from '../../src/app/routes';
import { createI18n } from '../../src/i18n/i18n';
import {
  colorSchemeStorageKey,
  languageStorageKey,
  resolveLanguage,
  type Language,
} from '../../src/machines/preferences';
import { loadedI18n } from '../support/storyKit';

const loadShell = () => import('../../src/platform/ShellRuntime');

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
      createAppRoutes({ screens, loadNamespace: (namespace) => i18n.loadNamespaces(namespace) }),
      { initialEntries: [route] },
    );
    return { i18n, router };
  });
  useEffect(() => () => app.router.dispose(), [app]);
  return (
    <AppProviders i18n={app.i18n} loadShell={loadShell}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}

function renderApp(_args: unknown, { parameters, globals }: StoryContext) {
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

/** Hands the toolbar's language and theme to the app through storage; puts the member's own back after. */
function seedStorage({ globals }: StoryContext) {
  const saved = [languageStorageKey, colorSchemeStorageKey].map(
    (key) => [key, localStorage.getItem(key)] as const,
  );
  localStorage.setItem(languageStorageKey, resolveLanguage(globals.locale));
  localStorage.setItem(colorSchemeStorageKey, globals.theme === 'dark' ? 'dark' : 'light');
  return () => {
    for (const [key, value] of saved) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  };
}

/** Resolves once the shell runtime is live and the screen's body has rendered. */
async function shellReady(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-shell="ready"]')).not.toBeNull(), {
    timeout: 8000,
  });
  await waitFor(() => expect(canvasElement.querySelector('main#main > *')).not.toBeNull(), { timeout: 8000 });
}

const meta = {
  title: 'Screens/Shell',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, i18nNamespaces: ['dashboard'] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  parameters: { route: '/dashboard' },
  play: async ({ canvas, canvasElement, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the layout, the page title and the pending screen render', async () => {
      await shellReady(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: t('dashboard:title') })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: t('pending.title') })).toBeVisible();
    });
    await step('the Dashboard link is marked as the current page', async () => {
      const nav = canvas.getByRole('navigation', { name: t('nav:label') });
      await expect(within(nav).getByRole('link', { name: t('nav:links.dashboard') })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  },
};

export const NotFound: Story = {
  parameters: { route: '/no-such-page' },
  play: async ({ canvas, canvasElement, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('any unknown path shows the 404 page inside the layout', async () => {
      await shellReady(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('notFound.heading'));
      await expect(canvas.getByRole('link', { name: t('notFound.home') })).toBeVisible();
    });
  },
};

// A screen that throws shows the error panel inside the layout; the rest of the app keeps working.
export const ScreenError: Story = {
  parameters: {
    route: '/dashboard',
    screens: {
      dashboard: () =>
        Promise.resolve({
          default: () => {
            throw new Error('Sample failure');
          },
        }),
    },
  },
  // The failure is on purpose: keep React's and the panel's console.error out of the test output.
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  play: async ({ canvas, canvasElement, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the error panel replaces the screen, with the technical details folded', async () => {
      await shellReady(canvasElement);
      await expect(canvas.getByRole('alert', { name: t('error.title') })).toBeVisible();
      await expect(canvas.getByText('Sample failure')).not.toBeVisible();
      await expect(canvas.getByRole('navigation', { name: t('nav:label') })).toBeVisible();
    });
    await step('the failure was logged', async () => {
      await expect(console.error).toHaveBeenCalled();
    });
  },
};

export const LoggedIn: Story = {
  parameters: { route: '/dashboard' },
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await step('Login turns into the account menu and a toast confirms it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('account.login') }));
      await expect(await canvas.findByRole('button', { name: `SR, ${t('account.menu')}` })).toBeVisible();
      await expect(await within(document.body).findByText(t('account.loggedIn'))).toBeVisible();
    });
  },
};

export const Arabic: Story = {
  parameters: { route: '/dashboard' },
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, loaded, step }) => {
    await step('the page reads right to left, in Arabic', async () => {
      await shellReady(canvasElement);
      await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      await expect(document.documentElement).toHaveAttribute('lang', 'ar');
      await expect(
        canvas.getByRole('heading', { level: 1, name: loadedI18n(loaded).t('dashboard:title') }),
      ).toBeVisible();
    });
  },
};

// 390 px: the navigation collapses behind the menu button.
export const Mobile: Story = {
  parameters: { route: '/dashboard' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the menu button shows and the desktop navigation hides', async () => {
      await shellReady(canvasElement);
      await expect(canvas.getByRole('button', { name: t('nav:openMenu') })).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: t('nav:label') })).not.toBeInTheDocument();
    });
  },
};

export const MobileMenuOpen: Story = {
  parameters: { route: '/dashboard' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await step('the menu button opens the navigation panel', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('nav:openMenu') }));
      const panel = await within(document.body).findByRole('dialog', { name: t('nav:menuTitle') });
      await expect(within(panel).getByRole('link', { name: t('nav:links.dashboard') })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  },
};
