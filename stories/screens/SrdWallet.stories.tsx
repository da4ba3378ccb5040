/**
 * The SRD wallet in the real app, on the member's ledger: hide amounts, send through the store (pending,
 * then completed after 2 s), the history table, and a member whose account has nothing left to send.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/SrdWallet',
  tags: ['!autodocs'],
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
    await expect(canvas.getByTestId('wallet-available')).toHaveTextContent('SDR 110,430.50');
    await expect(canvas.getByText('1,247')).toBeVisible();
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
      // The pending send is out of the balance at once, fees included.
      await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('SDR 125,330.15');
      await waitFor(() => expect(form.getByRole('textbox', { name: 'Amount (SDR)' })).toHaveValue(''), {
        timeout: 4000,
      });
      await expect(form.getByRole('status')).toHaveTextContent('SDR 100.00 sent to');
    });
  },
};

export const ReceiveTab: Story = {
  parameters: { route: '/srd-wallet?tab=receive' },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    // The tab and its QR library load on first use: seconds on a busy machine.
    await expect(
      await canvas.findByRole('img', { name: 'QR code of the payment link' }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reference (optional)' }), 'Inv #7 & co');
    const link = new URL(canvas.getByTestId('wallet-payment-link').textContent ?? '');
    await expect(link.searchParams.get('reference')).toBe('Inv #7 & co');
  },
};

export const HistoryTab: Story = {
  parameters: { route: '/srd-wallet?tab=history' },
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByText('Showing 1,247 of 1,247 transactions')).toBeVisible();
    await step('sorting by amount says so', async () => {
      await userEvent.click(within(table).getByRole('button', { name: 'Amount' }));
      await expect(within(table).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });
    await step('a bad amount filter says why and keeps the text', async () => {
      const min = canvas.getByRole('textbox', { name: 'Min amount (SDR)' });
      await userEvent.type(min, 'abc');
      await expect(min).toHaveValue('abc');
      await expect(min).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

/** A member who already spent all that was available: the 15,000 locked stays, nothing can be sent. */
export const NothingAvailable: Story = {
  parameters: {
    route: '/srd-wallet?tab=send',
    memberRecord: {
      ...sampleMemberRecord(),
      ledger: [
        {
          id: 'TX-SEND-001',
          kind: 'transfer',
          direction: 'out',
          amountCents: 110430_15,
          feeCents: 35,
          counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
          reference: '',
          at: '2026-11-22T10:00:00Z',
          status: 'completed',
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await expect(await canvas.findByTestId('wallet-balance')).toHaveTextContent('SDR 15,000.00');
    await expect(canvas.getByTestId('wallet-available')).toHaveTextContent('SDR 0.00');
    const form = within(await canvas.findByRole('form', { name: 'Send SDR' }));
    await userEvent.click(
      form.getByRole('button', { name: 'Use Max: fill in what is available, minus the fees' }),
    );
    await expect(form.getByRole('textbox', { name: 'Amount (SDR)' })).toHaveValue('0.00');
    await expect(form.getByText(/Nothing can be sent/)).toBeVisible();
  },
};

/** The monthly statement, opened by the address: the month closes at the wallet's balance, to the cent. */
export const Statement: Story = {
  parameters: { route: '/srd-wallet?statement=2026-11' },
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    // The dialog is a portal on <body>, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Account statement: November 2026' }));
    const closing = dialog.getByText('Closing balance', { selector: 'dt' }).nextElementSibling;
    await expect(closing).toHaveTextContent('SDR 125,430.50');
    // The wallet behind the dialog shows the same balance.
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('SDR 125,430.50');
    await expect(dialog.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-11');
    await step('another month rewrites the address and shows that month', async () => {
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), '2026-10');
      await expect(
        // The other month's statement renders once the address has changed: give a busy machine time.
        await page.findByRole('dialog', { name: 'Account statement: October 2026' }, { timeout: 5000 }),
      ).toBeVisible();
    });
    await step('closing removes the statement from the address', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Close the statement' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    });
  },
};

/** A month in the address that is not a month: the current month shows, and the statement says so. */
export const StatementInvalidMonth: Story = {
  parameters: { route: '/srd-wallet?statement=2026-13' },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    await expect(dialog.getByRole('status')).toHaveTextContent('"2026-13" is not a month.');
  },
};

export const StatementArabic: Story = {
  parameters: { route: '/srd-wallet?statement=2026-11' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: /^كشف الحساب/ })).toBeVisible();
  },
};

/** On a phone the page never scrolls sideways: the table scrolls in its own focusable region. */
export const StatementPhone: Story = {
  parameters: { route: '/srd-wallet?statement=2026-11' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const region = await page.findByRole('region', { name: 'Entries of November 2026' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
