/** Financial status in the real app: summary cards, the portfolio chart, metrics by period, activity. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/FinancialStatus',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/financial-status' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Asset allocation:/ })).toBeVisible();
    await step('the period selector changes the metrics', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Year' }));
      await expect(canvas.getAllByText('vs previous year').length).toBeGreaterThan(0);
    });
    await step('View All shows every activity', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View all (8)' }));
      await expect(canvas.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  },
};
