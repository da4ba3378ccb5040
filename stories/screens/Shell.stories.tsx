/** The shared shell around the real screens: layout, navigation marking and the not-found page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { profileInitials } from '../../src/data/memberProfile';
import { sampleProfileFields } from '../../src/data/memberProfileFields';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/Shell',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, i18nNamespaces: ['complianceDashboard'] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Layout: Story = {
  parameters: { route: '/compliance-dashboard' },
  play: async ({ canvas, canvasElement, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the layout, the page title and the screen inside it render', async () => {
      await shellReady(canvasElement);
      await expect(
        canvas.getByRole('heading', { level: 1, name: t('complianceDashboard:title') }),
      ).toBeVisible();
      await expect(canvas.getByRole('main')).toContainElement(
        await canvas.findByRole('tab', { name: t('complianceDashboard:tabs.documents') }),
      );
      await expect(canvas.getByRole('contentinfo')).toBeVisible();
    });
    await step('the group holding the current route is marked', async () => {
      const nav = canvas.getByRole('navigation', { name: t('nav:label') });
      await expect(within(nav).getByRole('button', { name: t('nav:groups.operations') })).toHaveAttribute(
        'data-current',
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
  parameters: { route: '/compliance-dashboard' },
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await step(
      'Login turns into the account menu (the initials of the member) and a toast confirms it',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: t('account.login') }));
        const initials = profileInitials(sampleProfileFields.name);
        await expect(
          await canvas.findByRole('button', { name: `${initials}, ${t('account.menu')}` }),
        ).toBeVisible();
        await expect(await within(document.body).findByText(t('account.loggedIn'))).toBeVisible();
      },
    );
  },
};

export const Arabic: Story = {
  parameters: { route: '/compliance-dashboard' },
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, loaded, step }) => {
    await step('the page reads right to left, in Arabic', async () => {
      await shellReady(canvasElement);
      await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      await expect(document.documentElement).toHaveAttribute('lang', 'ar');
      await expect(
        canvas.getByRole('heading', { level: 1, name: loadedI18n(loaded).t('complianceDashboard:title') }),
      ).toBeVisible();
    });
  },
};

// 390 px: the navigation collapses behind the menu button.
export const Mobile: Story = {
  parameters: { route: '/compliance-dashboard' },
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
  parameters: { route: '/compliance-dashboard' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await step('the menu button opens the navigation panel', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('nav:openMenu') }));
      const panel = await within(document.body).findByRole('dialog', { name: t('nav:menuTitle') });
      await expect(
        within(panel).getByRole('link', { name: t('nav:links.complianceDashboard') }),
      ).toHaveAttribute('aria-current', 'page');
    });
  },
};
