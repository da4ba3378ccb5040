/** The landing page in the real app: title band, hero, six features, call to action, footer. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/Home',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/', i18nNamespaces: ['home', 'architecture'] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvas, canvasElement, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('one h1 (the title), the hero and its two ways in', async () => {
      await shellReady(canvasElement);
      await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('home:title'));
      await expect(canvas.getByRole('link', { name: t('home:hero.launchDashboard') })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(canvas.getByRole('link', { name: t('home:hero.exploreProducts') })).toHaveAttribute(
        'href',
        '/explorer',
      );
    });
    await step('six feature cards', async () => {
      await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    });
    await step('View Architecture opens the architecture page', async () => {
      await userEvent.click(canvas.getByRole('link', { name: t('home:cta.viewArchitecture') }));
      await waitFor(() =>
        expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('architecture:title')),
      );
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
