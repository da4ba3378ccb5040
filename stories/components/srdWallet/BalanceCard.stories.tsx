import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceCard } from '../../../src/components/srdWallet/BalanceCard';

const meta = {
  title: 'Components/SrdWallet/BalanceCard',
  component: BalanceCard,
  args: {
    labels: {
      heading: 'Total Balance',
      toggle: 'Hide amounts',
      locked: 'Locked Balance',
      available: 'Available',
      growth: 'Monthly Growth',
      address: 'Wallet Address',
      copy: 'Copy wallet address',
      copied: 'Copied',
      verified: 'Verified',
      transactions: 'Total Transactions',
      send: 'Send',
      receive: 'Receive',
      quickActions: 'Quick actions',
    },
    balance: 'SDR 125,430.50',
    locked: 'SDR 15,000.00',
    available: 'SDR 110,430.50',
    growth: '+12.5%',
    shortAddress: 'SRD-0x7a9f3c…6b9d3f7a',
    fullAddress: 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
    transactions: '1,247',
    verified: true,
    hidden: false,
    copied: false,
    onToggleHidden: fn(),
    onCopy: fn(),
    onSend: fn(),
    onReceive: fn(),
  },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SDR 125,430.50')).toBeVisible();
    await step('the toggle, copy and quick actions call back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide amounts' }));
      await expect(args.onToggleHidden).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy wallet address' }));
      await expect(args.onCopy).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Receive' }));
      await expect(args.onSend).toHaveBeenCalledTimes(1);
      await expect(args.onReceive).toHaveBeenCalledTimes(1);
    });
  },
};

export const Hidden: Story = {
  args: {
    hidden: true,
    balance: '••••••',
    locked: '••••••',
    available: '••••••',
    labels: { ...meta.args.labels, toggle: 'Show amounts' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show amounts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvasElement).not.toHaveTextContent(/SDR \d/);
  },
};

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
  },
};

// A huge balance wraps instead of overflowing; an unverified wallet has no badge.
export const HugeAndUnverified: Story = {
  args: { balance: 'SDR 999,999,999,999,999.99', verified: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Verified')).toBeNull();
  },
};
