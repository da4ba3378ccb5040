/** The architecture page in the real app: layer tabs, data flow, stack, security and the repository. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/Architecture',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: {
    layout: 'fullscreen',
    router: false,
    route: '/architecture',
    i18nNamespaces: ['architecture'],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas, canvasElement, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the exact title and the five layer tabs', async () => {
      await shellReady(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('architecture:title'));
      await expect(canvas.getAllByRole('tab')).toHaveLength(5);
    });
    await step('choosing Blockchain Network shows its components', async () => {
      await userEvent.click(
        canvas.getByRole('tab', { name: t('architecture:layers.blockchainNetwork.label') }),
      );
      // The panel follows the tab once the screen has re-rendered: a busy machine can take a moment.
      await waitFor(() =>
        expect(canvas.getByRole('tabpanel')).toHaveTextContent(
          t('architecture:components.permissionedLedger.technology'),
        ),
      );
    });
    await step('View on GitHub shows the repository layout; Esc closes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('architecture:intro.viewOnGithub') }));
      const dialog = await screen.findByRole('dialog', { name: t('architecture:repository.title') });
      await expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

// A link with ?layer= opens on that layer.
export const LinkedLayer: Story = {
  parameters: { route: '/architecture?layer=dataAi' },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('architecture:layers.dataAi.label') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
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
