import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentSummary } from '../../../src/components/paymentProcessing/PaymentSummary';

const meta = {
  title: 'Components/PaymentProcessing/PaymentSummary',
  component: PaymentSummary,
  args: {
    labels: {
      heading: 'Payment Summary',
      amount: 'Amount',
      fee: 'Fee (0.1%)',
      total: 'Total',
      method: 'Selected method',
      rate: 'Rate',
      methodFee: 'Fee at this rate',
      time: 'Settlement',
      available: 'Available balance',
      note: "The summary applies the platform fee of 0.1% to every payment; the selected method's own rate and fee are shown for comparison.",
    },
    amount: 'SDR 1,500.00',
    fee: 'SDR 1.50',
    total: 'SDR 1,501.50',
    available: 'SDR 110,430.50',
    method: { name: 'Traditional Bank', rate: '2.5%', fee: 'SDR 37.50', time: '3-5 days' },
  },
} satisfies Meta<typeof PaymentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('summary-total')).toHaveTextContent('SDR 1,501.50');
    await expect(canvas.getByTestId('method-fee')).toHaveTextContent('SDR 37.50');
  },
};

export const Empty: Story = {
  args: {
    amount: 'SDR 0.00',
    fee: 'SDR 0.00',
    total: 'SDR 0.00',
    method: { name: 'SRD Stablecoin', rate: '0.1%', fee: 'SDR 0.00', time: 'Instant' },
  },
};

export const Invalid: Story = {
  args: { ...Empty.args, invalidNote: 'The summary shows 0 until the amount is valid.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The summary shows 0 until the amount is valid.'),
    ).toBeVisible();
  },
};

// The total is above what is available: the available figure is flagged.
export const LargeAmount: Story = {
  args: {
    amount: 'SDR 1,000,000,000.00',
    fee: 'SDR 1,000,000.00',
    total: 'SDR 1,001,000,000.00',
    overAvailable: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('summary-available')).toHaveTextContent('SDR 110,430.50');
    await expect(canvas.getByTestId('summary-available').parentElement).toHaveAttribute('data-over', 'true');
  },
};
