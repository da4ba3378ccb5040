import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PaymentQrCode from '../../../src/components/srdWallet/PaymentQrCode';

const meta = {
  title: 'Components/SrdWallet/PaymentQrCode',
  component: PaymentQrCode,
  args: {
    value: 'https://pay.silkroadtrade.example/pay?address=SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
    label: 'QR code of the payment link',
  },
} satisfies Meta<typeof PaymentQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'QR code of the payment link' });
    await expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  },
};

// The longest link the form allows (a 140-character reference in another script) still encodes.
export const LongLink: Story = {
  args: {
    value: `https://pay.silkroadtrade.example/pay?address=SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a&amount=125430.50&reference=${encodeURIComponent('Счёт №7 & Co '.repeat(11))}`,
  },
};
