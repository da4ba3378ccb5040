import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import PaymentQrCode from '../../../src/components/srdWallet/PaymentQrCode';
import { ReceivePanel } from '../../../src/components/srdWallet/ReceivePanel';

const link =
  'https://pay.silkroadtrade.example/pay?address=SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a&amount=250.00&reference=Inv+%237+%26+co';

const meta = {
  title: 'Components/SrdWallet/ReceivePanel',
  component: ReceivePanel,
  args: {
    labels: {
      heading: 'Receive SDR',
      description: 'Request a payment: the amount and the reference are optional.',
      amount: 'Amount (SDR, optional)',
      amountHint: 'Leave empty to let the payer choose. Step 0.01.',
      reference: 'Reference (optional)',
      referenceHint: 'Up to 140 characters, for example an invoice number.',
      link: 'Payment link',
      noLink: 'Fix the fields above to get a payment link.',
      copy: 'Copy link',
      copied: 'Copied',
      share: 'Share',
      qr: 'Scan to pay',
    },
    amount: '250',
    reference: 'Inv #7 & co',
    link,
    copied: false,
    canShare: true,
    qr: <PaymentQrCode value={link} label="QR code of the payment link" />,
    onChange: fn(),
    onCopy: fn(),
    onShare: fn(),
  },
} satisfies Meta<typeof ReceivePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(link)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount (SDR, optional)' }), '5');
    await expect(args.onChange).toHaveBeenCalledWith('amount', '2505');
  },
};

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
  },
};

export const InvalidAmount: Story = {
  args: {
    amount: '12.345',
    amountError: 'Use at most 2 decimals (steps of 0.01).',
    link: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fix the fields above to get a payment link.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

// Browsers without a share sheet: only Copy.
export const NoShareSheet: Story = {
  args: { canShare: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Share' })).toBeNull();
  },
};

export const LongReference: Story = {
  args: {
    reference: '付款 #12 & 运费 '.repeat(8),
    link: `${link}${encodeURIComponent(' 付款 #12 & 运费'.repeat(8))}`,
  },
};
