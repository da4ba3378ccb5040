/** AI trade matching in the real app: recommendations, then a search through the local service. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/TradeMatching',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/trade-matching' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('recommended multi-party matches with Start Negotiation', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Recommended multi-party matches' }),
      ).toBeVisible();
      await expect(canvas.getAllByRole('link', { name: 'Start Negotiation' }).length).toBeGreaterThanOrEqual(
        3,
      );
    });
    await step('Find Matches waits for both lists', async () => {
      const button = canvas.getByRole('button', { name: 'Find Matches' });
      await expect(button).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Offering' }), 'crude oil, crude oil');
      await expect(button).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Seeking' }), 'wheat');
      await expect(button).toBeEnabled();
    });
    await step('a search runs with progress and shows its matches', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Find Matches' }));
      await expect(canvas.getByRole('button', { name: 'Find Matches' })).toBeDisabled();
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Search results' })).toBeVisible(), {
        timeout: 5000,
      });
      await expect(canvas.getByRole('progressbar', { name: 'Matching progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
    });
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
