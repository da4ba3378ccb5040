import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendForm } from '../../../src/components/srdWallet/SendForm';

const meta = {
  title: 'Components/SrdWallet/SendForm',
  component: SendForm,
  args: {
    labels: {
      heading: 'Send SDR',
      description: 'Send SDR to another wallet. Fees are added to the amount.',
      address: 'Recipient Address',
      addressHint: 'More than 20 characters: letters, digits and dashes, no spaces.',
      addressPlaceholder: 'SRD-0x...',
      amount: 'Amount (SDR)',
      amountHint:
        'Step 0.01, above 0. Available: SDR 110,430.50; the amount plus SDR 0.35 in fees must fit in it.',
      useMax: 'Use Max',
      useMaxName: 'Use Max: fill in what is available, minus the fees',
      reference: 'Reference (optional)',
      referenceHint: 'Up to 140 characters, shown to the recipient.',
      fees: 'Fee summary',
      available: 'Available',
      networkFee: 'Network fee',
      processingFee: 'Processing fee',
      total: 'Total',
      availableAfter: 'Available after sending',
      send: 'Send',
      sending: 'Sending...',
    },
    state: 'idle',
    address: '',
    amount: '',
    reference: '',
    available: 'SDR 110,430.50',
    networkFee: 'SDR 0.25',
    processingFee: 'SDR 0.10',
    total: '—',
    availableAfter: '—',
    blockedReason: 'Enter a valid recipient address to send.',
    canSend: false,
    onChange: fn(),
    onPasteRecipient: fn(() => false),
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
      await userEvent.click(
        canvas.getByRole('button', { name: 'Use Max: fill in what is available, minus the fees' }),
      );
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
    availableAfter: 'SDR 110,330.15',
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

/** A pasted 100 kB run of digits: kept in the field, answered with the length cap at once. */
export const PastedTooLong: Story = {
  args: {
    state: 'editing',
    address: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
    amount: '9'.repeat(100_000),
    amountError: 'This is too long to be a number: use at most 32 characters.',
    blockedReason: 'Enter a valid amount to send.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Amount (SDR)' });
    await expect(amount).toHaveValue('9'.repeat(100_000));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('This is too long to be a number: use at most 32 characters.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Use Max in Spanish or Russian: the figure is written with a decimal comma, as those languages write it. */
export const MaxAvailableDecimalComma: Story = {
  args: {
    state: 'editing',
    address: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
    amount: '110430,15',
    blockedReason: '',
    total: 'SDR 110,430.50',
    availableAfter: 'SDR 0.00',
    canSend: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount (SDR)' })).toHaveValue('110430,15');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** Use Max: what is available minus the fees, so nothing is left available and nothing is overspent. */
export const MaxAvailable: Story = {
  args: {
    ...Valid.args,
    amount: '110430.15',
    total: 'SDR 110,430.50',
    availableAfter: 'SDR 0.00',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('wallet-send-available')).toHaveTextContent('SDR 110,430.50');
    await expect(canvas.getByTestId('wallet-send-available-after')).toHaveTextContent('SDR 0.00');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** More than available: the message says what is available and the most that can be sent. */
export const OverAvailable: Story = {
  args: {
    ...Valid.args,
    amount: '110430.16',
    total: '—',
    availableAfter: '—',
    amountError:
      'The amount plus SDR 0.35 in fees is more than the SDR 110,430.50 available. You can send at most SDR 110,430.15.',
    blockedReason: 'Enter a valid amount to send.',
    canSend: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount (SDR)' })).toHaveValue('110430.16');
    await expect(canvas.getByText(/You can send at most SDR 110,430.15/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Only the fees or less is available: Use Max fills 0.00 and nothing can be sent. */
export const NothingAvailable: Story = {
  args: {
    ...Valid.args,
    available: 'SDR 0.20',
    amount: '0.00',
    total: '—',
    availableAfter: '—',
    amountError: 'Nothing can be sent: the SDR 0.20 available does not cover the SDR 0.35 in fees.',
    blockedReason: 'Enter a valid amount to send.',
    canSend: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nothing can be sent/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
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
    statusMessage: 'SDR 100.00 sent to SRD-0x9c4e7a…5d8f1e3a6c9b.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('SDR 100.00 sent');
  },
};

/** A pasted link that is not a payment link of the wallet: nothing filled, what was typed kept, the reason on the field. */
export const LinkRefused: Story = {
  args: {
    state: 'editing',
    address: 'SRD-0x9c4e',
    amount: '12',
    addressInvalid: 'Invalid address format',
    linkError: 'This is not a payment link of this wallet, so nothing was filled in.',
    blockedReason: 'Enter a valid recipient address to send.',
    onPasteRecipient: fn(() => true),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const recipient = canvas.getByRole('textbox', { name: /Recipient Address/ });
    await expect(recipient).toHaveValue('SRD-0x9c4e');
    await expect(recipient).toHaveAttribute('aria-invalid', 'true');
    await expect(recipient).toHaveAccessibleDescription(/not a payment link of this wallet/);
    await expect(canvas.queryByText('Invalid address format')).toBeNull();
    await step('a pasted link goes to the screen, and the field is left as it was', async () => {
      await userEvent.click(recipient);
      await userEvent.paste('https://evil.example/pay?address=x');
      await expect(args.onPasteRecipient).toHaveBeenCalledWith('https://evil.example/pay?address=x');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};
