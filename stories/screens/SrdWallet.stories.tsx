/** The SRD wallet in the real app: hide amounts, open Send, fill the form, send, see the 2-second send. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/SrdWallet',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/srd-wallet' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await expect(await canvas.findByTestId('wallet-balance')).toHaveTextContent('SDR 125,430.50');
    await step('hide masks the amounts, show brings them back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide amounts' }));
      await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('••••••');
      await userEvent.click(canvas.getByRole('button', { name: 'Show amounts' }));
      await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('SDR 125,430.50');
    });
    await step('View All opens the history', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View All transactions' }));
      await waitFor(() =>
        expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true'),
      );
      await expect(await canvas.findByRole('heading', { name: 'Transaction History' })).toBeVisible();
    });
  },
};

export const SendTab: Story = {
  parameters: { route: '/srd-wallet?tab=send' },
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Send SDR' }));
    await step('a bad amount says why and keeps Send disabled', async () => {
      await userEvent.type(
        form.getByRole('textbox', { name: 'Recipient Address' }),
        'SRD-0x9c4e7a2b5d8f1e3a6c9b',
      );
      await userEvent.type(form.getByRole('textbox', { name: 'Amount (SDR)' }), '12.345');
      await expect(form.getByText('Use at most 2 decimals (steps of 0.01).')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    });
    await step('a good amount shows the total and sends', async () => {
      await userEvent.clear(form.getByRole('textbox', { name: 'Amount (SDR)' }));
      await userEvent.type(form.getByRole('textbox', { name: 'Amount (SDR)' }), '100');
      await expect(form.getByTestId('wallet-send-total')).toHaveTextContent('SDR 100.35');
      await userEvent.click(form.getByRole('button', { name: 'Send' }));
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await waitFor(() => expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('SDR 125,330.15'), {
        timeout: 4000,
      });
    });
  },
};

export const ReceiveTab: Story = {
  parameters: { route: '/srd-wallet?tab=receive' },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reference (optional)' }), 'Inv #7 & co');
    const link = new URL(canvas.getByTestId('wallet-payment-link').textContent ?? '');
    await expect(link.searchParams.get('reference')).toBe('Inv #7 & co');
  },
};
