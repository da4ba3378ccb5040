/** Payment processing in the real app: type an amount, see the summary, process a payment. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleMemberRecord, type MemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/PaymentProcessing',
  tags: ['!autodocs'],
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

// A total above the available balance (SDR 110,430.50 in the sample account): refused, and says why.
export const RefusedForLackOfFunds: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '200000');
    await userEvent.type(canvas.getByRole('textbox', { name: /To account/ }), '0xabc');
    await step('the message names the available balance; both buttons are disabled', async () => {
      await expect(canvas.getByTestId('payment-funds')).toHaveTextContent(
        /above your available balance of SDR\s110,430\.50/,
      );
      await expect(canvas.getByRole('button', { name: 'Process Now' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Schedule Payment' })).toBeDisabled();
      await expect(amount).toHaveValue('200000');
    });
  },
};

/** A member who paid before: a completed and a scheduled payment, kept in the member's record. */
const paidBefore: MemberRecord = {
  ...sampleMemberRecord(),
  ledger: [
    {
      id: 'PAY-0002',
      kind: 'payment',
      direction: 'out',
      amountCents: 250_075,
      feeCents: 250,
      counterparty: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      reference: '',
      at: '2099-12-30T00:00:00.000Z',
      status: 'scheduled',
      method: 'escrow',
    },
    {
      id: 'PAY-0001',
      kind: 'payment',
      direction: 'out',
      amountCents: 150_000,
      feeCents: 150,
      counterparty: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
      reference: '',
      at: '2026-11-22T10:00:00.000Z',
      status: 'completed',
      method: 'srd',
    },
  ],
};

// The member's payments come first, from the store; the next one takes the next id.
export const WithKeptPayments: Story = {
  parameters: { memberRecord: paidBefore },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Recent transactions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const [scheduled, completed] = within(list).getAllByRole('listitem');
    await expect(scheduled).toHaveTextContent('PAY-0002');
    await expect(scheduled).toHaveTextContent('Scheduled');
    await expect(completed).toHaveTextContent('PAY-0001');
    await expect(completed).toHaveTextContent('Completed');
    // 110,430.50 - 1,501.50 spent - 2,503.25 reserved.
    await expect(canvas.getByTestId('summary-available')).toHaveTextContent('SDR 106,425.75');
  },
};
