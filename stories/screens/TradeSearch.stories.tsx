/** Trade search in the real app: filters combine, bad volumes are explained, a listing opens its detail. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/TradeSearch',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/trade-search' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('every listing shows', async () => {
      await expect(await canvas.findByText('8 listings')).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: 'View Details & Match' })).toHaveLength(8);
    });
    await step('filters combine', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'agriculture');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Min Volume' }), '2000');
      await expect(canvas.getByText('2 listings')).toBeVisible();
    });
    await step('min above max is explained', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Max Volume' }), '100');
      await expect(canvas.getByText(/Min Volume is above Max Volume/)).toBeVisible();
    });
    await step('a listing opens its detail with a path to matching', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await userEvent.click(canvas.getAllByRole('button', { name: 'View Details & Match' })[0]!);
      const dialog = await within(document.body).findByRole('dialog');
      await expect(
        within(dialog).getByRole('link', { name: 'Find matches in AI Trade Matching' }),
      ).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    });
  },
};

// Nothing matches: the empty state offers a way back.
export const NoResults: Story = {
  parameters: { route: '/trade-search?q=zzzz' },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await expect(await canvas.findByText('No listings match your search')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(await canvas.findByText('8 listings')).toBeVisible();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
