/** The microservices hub in the real app: service cards, the valuation engine and the AI matching tab. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/MicroservicesHub',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: {
    layout: 'fullscreen',
    router: false,
    route: '/microservices-hub',
    i18nNamespaces: ['microservicesHub'],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('five service cards; the valuation engine shows its prices', async () => {
      await expect(await canvas.findByRole('button', { name: 'Valuation Engine' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(canvas.getByRole('button', { name: 'SRD Financial Hub' })).toBeVisible();
      await expect(await canvas.findByText('SDR 245.50')).toBeVisible();
      await expect(canvas.getByText('SDR 75.20')).toBeVisible();
      await expect(canvas.getByText('SDR 8,450.00')).toBeVisible();
      await expect(canvas.getByText('1.42')).toBeVisible();
      await expect(canvas.getByText(/^Last updated /)).toBeVisible();
    });
    await step('Refresh loads again', async () => {
      const refresh = await canvas.findByRole('button', { name: 'Refresh' });
      await waitFor(() => expect(refresh).toBeEnabled());
      await userEvent.click(refresh);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    });
    await step('a coming-soon card opens its panel', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Trade Manager' }));
      // The tab lives in the URL: the router commits the change in a transition, not synchronously.
      await waitFor(() =>
        expect(canvas.getByRole('tab', { name: 'Trade Manager' })).toHaveAttribute('aria-selected', 'true'),
      );
      await expect(await canvas.findByText(/not connected to the hub yet/)).toBeVisible();
    });
    await step('the AI Matching tab is the matching search', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'AI Matching Service' }));
      await expect(
        await canvas.findByRole('button', { name: 'Find Matches' }, { timeout: 5000 }),
      ).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Offering' }), 'crude oil');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Seeking' }), 'wheat');
      await expect(canvas.getByRole('button', { name: 'Find Matches' })).toBeEnabled();
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, loaded }) => {
    await shellReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: loadedI18n(loaded).t('microservicesHub:services.heading'),
      }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await canvas.findByText('SDR 245.50');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
