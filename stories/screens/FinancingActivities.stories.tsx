/** Financing activities in the real app: select an option and apply, use the calculator. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/FinancingActivities',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/financing-activities' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('select an Available option and apply: Applying... is disabled', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: /Supply Chain Finance/ }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
      await expect(canvas.getByRole('button', { name: 'Applying...' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel application' }));
      await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
    });
    await step('the calculator refuses bad input and keeps it, then gives the fixed estimate', async () => {
      const amount = canvas.getByLabelText('Amount (SDR)');
      await userEvent.clear(amount);
      await userEvent.type(amount, '1e5');
      await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
      await expect(
        canvas.getByText('Write the number in full: exponents such as 1e5 are not accepted.'),
      ).toBeVisible();
      await expect(amount).toHaveValue('1e5');
      await userEvent.clear(amount);
      await userEvent.type(amount, '100000');
      await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
      await waitFor(() => expect(canvas.getByText('SDR 12,500.00', { exact: true })).toBeVisible());
    });
  },
};
