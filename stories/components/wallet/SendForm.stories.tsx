import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendForm } from '../../../src/components/wallet/SendForm';

const meta = {
  title: 'Components/Wallet/SendForm',
  component: SendForm,
  args: {
    labels: {
      heading: 'Send SDR',
      description: 'Send SDR to another wallet. Fees are added to the amount.',
      address: 'Recipient Address',
      addressHint: 'More than 20 characters: letters, digits and dashes, no spaces.',
      addressPlaceholder: 'SRD-0x...',
      amount: 'Amount (SDR)',
      amountHint: 'Step 0.01, above 0 and at most your available balance of SDR 125,430.50.',
      useMax: 'Use Max',
      useMaxName: 'Use Max: fill in the full balance',
      reference: 'Reference (optional)',
      referenceHint: 'Up to 140 characters, shown to the recipient.',
      fees: 'Fee summary',
      networkFee: 'Network fee',
      processingFee: 'Processing fee',
      total: 'Total',
      balanceAfter: 'Balance after sending',
      send: 'Send',
      sending: 'Sending...',
    },
    state: 'idle',
    address: '',
    amount: '',
    reference: '',
    networkFee: 'SDR 0.25',
    processingFee: 'SDR 0.10',
    total: '—',
    balanceAfter: '—',
    blockedReason: 'Enter a valid recipient address to send.',
    canSend: false,
    onChange: fn(),
    onUseMax: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof SendForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Enter a valid recipient address to send.');
    await step('typing and Use Max call back', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient Address' }), 'S');
      await expect(args.onChange).toHaveBeenCalledWith('address', 'S');
      await userEvent.click(canvas.getByRole('button', { name: 'Use Max: fill in the full balance' }));
      await expect(args.onUseMax).toHaveBeenCalledTimes(1);
    });
  },
};

export const Valid: Story = {
  args: {
    state: 'editing',
    address: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
    amount: '100',
    reference: 'Invoice #7',
    addressValid: 'Valid address format',
    total: 'SDR 100.35',
    balanceAfter: 'SDR 125,330.15',
    blockedReason: '',
    canSend: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Valid address format')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  args: {
    state: 'editing',
    address: '<b>short</b>',
    amount: '1,000',
    addressInvalid: 'Invalid address format',
    amountError: 'Use a dot for decimals and no commas or spaces, like 1000.50.',
    blockedReason: 'Enter a valid recipient address to send.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Recipient Address' })).toHaveValue('<b>short</b>');
    await expect(canvas.getByRole('textbox', { name: 'Amount (SDR)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Invalid address format')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

// Use Max sends the full balance; the fees take the balance below zero and the form says so.
export const MaxWithFeeNote: Story = {
  args: {
    ...Valid.args,
    amount: '125430.50',
    total: 'SDR 125,430.85',
    balanceAfter: '-SDR 0.35',
    feeNote: 'The fees come on top of the amount: after this send your balance is -SDR 0.35.',
  },
};

export const Sending: Story = {
  args: { ...Valid.args, state: 'sending', canSend: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Recipient Address' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: {
    state: 'sent',
    sentMessage:
      'SDR 100.00 sent to SRD-0x9c4e7a…5d8f1e3a6c9b. It shows as pending in the history until it completes.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('SDR 100.00 sent');
  },
};
