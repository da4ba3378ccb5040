/** The admin console in the real app: summary cards, health bars, alerts and Acknowledge. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/AdminConsole',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: {
    layout: 'fullscreen',
    router: false,
    route: '/admin-console',
    i18nNamespaces: ['adminConsole'],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await step('Admin Access badge and the liquidity pool in millions', async () => {
      await expect(await canvas.findByText(t('adminConsole:adminAccess'))).toBeVisible();
      await expect(canvas.getByText('45.2M SDR')).toBeVisible();
    });
    const list = await canvas.findByRole('list', { name: t('adminConsole:alerts.listLabel') });
    await step('the severity filter narrows the alerts', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: t('adminConsole:alerts.severity.high') }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    });
    await step('Acknowledge marks the alert', async () => {
      const first = within(list).getAllByRole('listitem')[0];
      if (!first) throw new Error('no alert');
      await userEvent.click(within(first).getByRole('button'));
      await expect(first).toHaveAttribute('data-state', 'acknowledged');
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, loaded }) => {
    await shellReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(await canvas.findByText(loadedI18n(loaded).t('adminConsole:adminAccess'))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
