/** The Global Product Explorer (/product-explorer): search, filters, grid/list, details and the 3D view. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/ProductExplorer',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: {
    layout: 'fullscreen',
    router: false,
    route: '/product-explorer',
    i18nNamespaces: ['productExplorer'],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    const ns = (key: string) => t(`productExplorer:${key}`);
    await shellReady(canvasElement);
    const results = () => canvas.getByRole('region', { name: ns('results.heading') });
    await step('the 3D Enabled badge, the exact placeholder and eight products', async () => {
      await expect(canvas.getByText(ns('badge3d'))).toBeVisible();
      await expect(canvas.getByPlaceholderText('Search products, categories, or locations...')).toBeVisible();
      await expect(within(results()).getAllByRole('article')).toHaveLength(8);
    });
    await step('the search filters on location', async () => {
      await userEvent.type(canvas.getByRole('searchbox'), 'china');
      await expect(within(results()).getAllByRole('article')).toHaveLength(2);
      await userEvent.clear(canvas.getByRole('searchbox'));
    });
    await step('the list view shows one column', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: ns('view.list') }));
      await expect(results()).toHaveAttribute('data-layout', 'list');
    });
    await step('View Details opens the detail panel', async () => {
      const first = within(results()).getAllByRole('article')[0]!;
      await userEvent.click(within(first).getByRole('button', { name: ns('card.viewDetails') }));
      const dialog = await screen.findByRole('dialog', { name: ns('products.cat-101.name') });
      // The seller is a company of the cast, named in the cast's strings.
      await expect(within(dialog).getByText(t('cast:gulf-energy'))).toBeVisible();
      await userEvent.keyboard('{Escape}');
    });
  },
};

export const Filters: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    const ns = (key: string) => t(`productExplorer:${key}`);
    await shellReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: ns('filtersButton') }));
    const dialog = await screen.findByRole('dialog', { name: ns('filters.title') });
    await step('min above max is explained and Apply waits', async () => {
      await userEvent.type(within(dialog).getByLabelText(ns('filters.min')), '900');
      await userEvent.type(within(dialog).getByLabelText(ns('filters.max')), '100');
      await expect(within(dialog).getByRole('alert')).toHaveTextContent(ns('filters.errors.minAboveMax'));
      await expect(within(dialog).getByRole('button', { name: ns('filters.apply') })).toBeDisabled();
    });
    await step('a valid range applies', async () => {
      await userEvent.clear(within(dialog).getByLabelText(ns('filters.min')));
      await userEvent.click(within(dialog).getByRole('button', { name: ns('filters.apply') }));
      const results = canvas.getByRole('region', { name: ns('results.heading') });
      await expect(within(results).getAllByRole('article')).toHaveLength(3);
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, loaded }) => {
    await shellReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      canvas.getByRole('heading', { level: 1, name: loadedI18n(loaded).t('productExplorer:title') }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
