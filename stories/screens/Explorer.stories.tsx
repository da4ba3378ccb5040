/** The Product Explorer (/explorer): search with category chips, Quick Match, the empty state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/Explorer',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/explorer', i18nNamespaces: ['explorer'] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    const results = () => canvas.getByRole('region', { name: t('explorer:results.heading') });
    await step('six products under the page title', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: t('explorer:title') })).toBeVisible();
      await expect(within(results()).getAllByRole('article')).toHaveLength(6);
    });
    await step('a category chip and the search combine', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: t('explorer:categories.energy') }));
      await expect(within(results()).getAllByRole('article')).toHaveLength(1);
      await userEvent.type(canvas.getByRole('searchbox', { name: t('explorer:search.label') }), 'wheat');
      await expect(await canvas.findByText(t('explorer:empty.title'))).toBeVisible();
    });
    await step('Clear filters brings every product back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('explorer:empty.clear') }));
      await expect(within(results()).getAllByRole('article')).toHaveLength(6);
    });
    await step('Quick Match marks the card', async () => {
      const first = within(results()).getAllByRole('article')[0]!;
      await userEvent.click(within(first).getByRole('button', { name: t('explorer:card.quickMatch') }));
      await expect(within(first).getByText(t('explorer:card.matchRequested'))).toBeVisible();
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, loaded }) => {
    await shellReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      canvas.getByRole('heading', { level: 1, name: loadedI18n(loaded).t('explorer:title') }),
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
