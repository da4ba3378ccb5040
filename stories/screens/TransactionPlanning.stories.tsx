/** Transaction planning in the real app: select a plan, filter by priority, approve a pending transaction. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/TransactionPlanning',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/transaction-planning' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('the first plan is selected by default', async () => {
      const first = await canvas.findByRole('button', { name: /Q4 2026 Commodity Procurement/ });
      await expect(first).toHaveAttribute('aria-pressed', 'true');
    });
    await step('selecting another plan shows its details', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Energy Barter Hedging Programme/ }));
      await waitFor(() => expect(canvas.getByText('3 of 6 completed', { selector: 'dd' })).toBeVisible());
    });
    await step('approve a pending transaction', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Q4 2026 Commodity Procurement/ }));
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Approve PT-1002: Copper cathode barter' }),
      );
      await waitFor(() =>
        expect(canvas.queryByRole('button', { name: 'Approve PT-1002: Copper cathode barter' })).toBeNull(),
      );
    });
    await step('filter by priority', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Low' }));
      await waitFor(() => expect(canvas.getAllByText('Low priority')).toHaveLength(1));
    });
  },
};
