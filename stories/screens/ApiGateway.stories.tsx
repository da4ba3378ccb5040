/** The API gateway in the real app: figures, the tabs and the endpoint filters. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/ApiGateway',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/api-gateway', i18nNamespaces: ['apiGateway'] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await step('badges and six figures', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: t('apiGateway:title') })).toBeVisible();
      await expect(await canvas.findByText('118.8K')).toBeVisible();
      await expect(canvas.getAllByText('OpenAPI 3.0').length).toBeGreaterThan(0);
    });
    await step('Endpoints lists the four documented paths; a method filter narrows them', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: t('apiGateway:tabs.endpoints') }));
      const table = await canvas.findByRole('table', { name: t('apiGateway:endpoints.heading') });
      await expect(within(table).getAllByRole('row')).toHaveLength(5);
      await userEvent.click(canvas.getByRole('radio', { name: 'POST' }));
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    });
    await step('Webhooks is a coming-soon panel', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: t('apiGateway:tabs.webhooks') }));
      await expect(await canvas.findByText(t('apiGateway:comingSoon.webhooks'))).toBeVisible();
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
        name: loadedI18n(loaded).t('apiGateway:overview.heading'),
      }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
