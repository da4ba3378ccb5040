/** Payment processing in the real app: type an amount, see the summary, process a payment. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/PaymentProcessing',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/payment-processing' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: 'Amount' });
    await step('an amount fills the summary: fee 0.1 %, total 1.001 x', async () => {
      await userEvent.type(amount, '1500');
      await expect(canvas.getByTestId('summary-total')).toHaveTextContent('SDR 1,501.50');
    });
    await step('a bad amount is explained and kept', async () => {
      await userEvent.clear(amount);
      await userEvent.type(amount, '1e5');
      await expect(amount).toHaveValue('1e5');
      await expect(canvas.getByRole('button', { name: 'Process Now' })).toBeDisabled();
    });
    await step('Process Now: the payment joins the list as Processing', async () => {
      await userEvent.clear(amount);
      await userEvent.type(amount, '250');
      await userEvent.type(canvas.getByRole('textbox', { name: /To account/ }), '0xabc');
      await userEvent.click(canvas.getByRole('button', { name: 'Process Now' }));
      const list = canvas.getByRole('list', { name: 'Recent transactions' });
      await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('PAY-0001');
    });
  },
};
