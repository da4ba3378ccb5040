/** The blockchain monitor in the real app: figures, search and the barter flow. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/BlockchainMonitor',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: {
    layout: 'fullscreen',
    router: false,
    route: '/blockchain-monitor',
    i18nNamespaces: ['blockchainMonitor'],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await step('the average gas per transaction in Wei', async () => {
      await expect(await canvas.findByText('99,571 Wei')).toBeVisible();
    });
    const list = await canvas.findByRole('list', { name: t('blockchainMonitor:transactions.listLabel') });
    await step('the search narrows the transactions', async () => {
      await userEvent.type(
        canvas.getByRole('searchbox', { name: t('blockchainMonitor:transactions.searchLabel') }),
        'andes',
      );
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    });
    await step('the barter flow has seven steps', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: t('blockchainMonitor:tabs.flow') }));
      const steps = await canvas.findByRole('list', { name: t('blockchainMonitor:flow.listLabel') });
      await expect(within(steps).getAllByRole('listitem')).toHaveLength(7);
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
        name: loadedI18n(loaded).t('blockchainMonitor:transactions.heading'),
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
