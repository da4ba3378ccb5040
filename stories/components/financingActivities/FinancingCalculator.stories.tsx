import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FinancingCalculator } from '../../../src/components/financingActivities/FinancingCalculator';

const fields = {
  amount: {
    label: 'Amount (SDR)',
    hint: 'SDR 1,000 to 100,000,000, digits only, e.g. 250000',
    value: '250000',
  },
  term: { label: 'Term (months)', hint: '1 to 360 whole months', value: '12' },
  rate: { label: 'Interest rate (% a year)', hint: '0.01 to 50, e.g. 4.5', value: '4.5' },
};

const meta = {
  title: 'Components/FinancingActivities/FinancingCalculator',
  component: FinancingCalculator,
  args: {
    heading: 'Financing Calculator',
    basis:
      'Indicative estimate: SDR 12,500.00, a fixed sample figure. It is not calculated from the values you enter.',
    fields,
    calculateText: 'Calculate',
    resetText: 'Reset',
    result: null,
    onChange: fn(),
    onCalculate: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof FinancingCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('typing reports the field and value', async () => {
      await userEvent.type(canvas.getByLabelText('Term (months)'), '0');
      await expect(args.onChange).toHaveBeenLastCalledWith('term', '120');
    });
    await step('Calculate and Enter submit; Reset resets', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
      await expect(args.onCalculate).toHaveBeenCalledTimes(1);
      await userEvent.type(canvas.getByLabelText('Amount (SDR)'), '{Enter}');
      await expect(args.onCalculate).toHaveBeenCalledTimes(2);
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
      await expect(args.onReset).toHaveBeenCalled();
    });
  },
};

export const Calculated: Story = {
  args: {
    result: {
      label: 'Estimated monthly payment (fixed sample figure)',
      value: 'SDR 12,500.00',
      summary: 'Entered: SDR 250,000.00 over 12 months at 4.50% a year',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SDR 12,500.00', { exact: true })).toBeVisible();
  },
};

/** Bad input keeps what was typed, each field says why. */
export const Invalid: Story = {
  args: {
    fields: {
      amount: {
        ...fields.amount,
        value: '250,000',
        error: 'Remove the thousands separators: write 250000, not 250,000.',
      },
      term: { ...fields.term, value: '<b>12</b>', error: 'Enter a number using digits only, e.g. 250000.' },
      rate: {
        ...fields.rate,
        value: '1e5',
        error: 'Write the number in full: exponents such as 1e5 are not accepted.',
      },
    },
    invalidText: '3 fields need correcting; what you typed is kept.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Amount (SDR)')).toHaveValue('250,000');
    await expect(canvas.getByLabelText('Amount (SDR)')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Term (months)')).toHaveValue('<b>12</b>');
    await expect(canvas.getByText('3 fields need correcting; what you typed is kept.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    fields: {
      amount: { ...fields.amount, value: '', error: 'Enter a value.' },
      term: { ...fields.term, value: '', error: 'Enter a value.' },
      rate: { ...fields.rate, value: '', error: 'Enter a value.' },
    },
    invalidText: '3 fields need correcting; what you typed is kept.',
  },
};

export const LongText: Story = {
  args: {
    fields: {
      ...fields,
      amount: { ...fields.amount, value: '9'.repeat(120), error: 'Enter at most SDR 100,000,000.00.' },
    },
    invalidText: '1 field needs correcting; what you typed is kept.',
  },
};
