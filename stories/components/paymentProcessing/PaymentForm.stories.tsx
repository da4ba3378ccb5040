import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentForm } from '../../../src/components/paymentProcessing/PaymentForm';

const meta = {
  title: 'Components/PaymentProcessing/PaymentForm',
  component: PaymentForm,
  args: {
    state: 'idle',
    labels: {
      heading: 'New Payment',
      amount: 'Amount',
      amountHint: 'Digits with up to 2 decimals, e.g. 1500.50',
      currency: 'Currency',
      from: 'From account (wallet address)',
      fromHint: 'Payments leave your SRD wallet.',
      to: 'To account (wallet address)',
      date: 'Payment date (for Schedule Payment)',
      dateHint: 'Today or a later day.',
      process: 'Process Now',
      processing: 'Processing...',
      schedule: 'Schedule Payment',
      blockers: 'To continue:',
    },
    methodPicker: null,
    currency: 'SDR',
    values: {
      amount: '1500',
      from: 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
      to: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      date: '2026-11-30',
    },
    minDate: '2026-11-22',
    maxAddressLength: 120,
    canProcess: true,
    canSchedule: true,
    blockers: [],
    statusText: '',
    onChange: fn(),
    onProcess: fn(),
    onSchedule: fn(),
  },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('typing reports the field and the text', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '5');
      await expect(args.onChange).toHaveBeenLastCalledWith('amount', '15005');
    });
    await step('Process Now and Schedule Payment call back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Process Now' }));
      await expect(args.onProcess).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Schedule Payment' }));
      await expect(args.onSchedule).toHaveBeenCalledTimes(1);
    });
  },
};

export const Empty: Story = {
  args: {
    values: { amount: '', from: '', to: '', date: '' },
    canProcess: false,
    canSchedule: false,
    blockers: [
      'Enter a valid amount.',
      'Enter the to-account address.',
      'Pick a valid payment date to schedule.',
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Process Now' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Process Now' })).toHaveAccessibleDescription(
      /Enter a valid amount/,
    );
  },
};

export const Invalid: Story = {
  args: {
    values: { amount: '1,000', from: '0x742d', to: '<b>bold</b>', date: '2020-01-01' },
    amountError: 'Leave out thousands separators and spaces: write 1000, not 1,000.',
    dateError: 'Choose today or a later day.',
    canProcess: false,
    canSchedule: false,
    blockers: ['Enter a valid amount.', 'Pick a valid payment date to schedule.'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1,000');
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /To account/ })).toHaveValue('<b>bold</b>');
  },
};

export const Processing: Story = {
  args: { state: 'processing', canProcess: false, statusText: 'Processing payment PAY-0001...' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing payment PAY-0001...');
  },
};

// A total above the available balance: both buttons disabled, the message says what is available.
export const OverAvailable: Story = {
  args: {
    values: {
      amount: '200000',
      from: 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
      to: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      date: '',
    },
    canProcess: false,
    canSchedule: false,
    blockers: ['Pick a valid payment date to schedule.'],
    fundsMessage:
      'The total of SDR 200,200.00 is above your available balance of SDR 110,430.50. Lower the amount to pay or schedule it.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const process = canvas.getByRole('button', { name: 'Process Now' });
    await expect(process).toBeDisabled();
    await expect(process).toHaveAccessibleDescription(/available balance of SDR 110,430.50/);
    await expect(canvas.getByTestId('payment-funds')).toBeVisible();
  },
};

// The store did not take the payment (the funds changed in another tab meanwhile).
export const Refused: Story = {
  args: {
    state: 'refused',
    statusText: 'Payment PAY-0001 was not made: the total is above your available balance.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('PAY-0001 was not made');
  },
};

export const Completed: Story = {
  args: { state: 'completed', statusText: 'Payment PAY-0001 completed.' },
};

export const LongText: Story = {
  args: {
    values: { amount: '999999999.99', from: '0x'.padEnd(120, 'a'), to: 'x'.repeat(120), date: '2026-11-30' },
  },
};
