import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodPicker } from '../../../src/components/paymentProcessing/PaymentMethodPicker';

const meta = {
  title: 'Components/PaymentProcessing/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: {
    legend: 'Payment method',
    methods: [
      { id: 'srd', name: 'SRD Stablecoin', fee: 'Fee 0.1%', time: 'Instant', available: true },
      { id: 'traditional', name: 'Traditional Bank', fee: 'Fee 2.5%', time: '3-5 days', available: true },
      { id: 'escrow', name: 'Smart Escrow', fee: 'Fee 0.5%', time: 'On delivery', available: true },
    ],
    value: 'srd',
    onChange: fn(),
  },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'SRD Stablecoin' })).toBeChecked();
    await step('a click chooses another method', async () => {
      await userEvent.click(canvas.getByText('Smart Escrow'));
      await expect(args.onChange).toHaveBeenCalledWith('escrow');
    });
    await step('arrow keys move the choice', async () => {
      canvas.getByRole('radio', { name: 'SRD Stablecoin' }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onChange).toHaveBeenLastCalledWith('traditional');
    });
  },
};

export const BankSelected: Story = { args: { value: 'traditional' } };

// One method switched off: greyed, not reachable.
export const Unavailable: Story = {
  args: {
    methods: [
      { id: 'srd', name: 'SRD Stablecoin', fee: 'Fee 0.1%', time: 'Instant', available: true },
      { id: 'traditional', name: 'Traditional Bank', fee: 'Fee 2.5%', time: '3-5 days', available: false },
      { id: 'escrow', name: 'Smart Escrow', fee: 'Fee 0.5%', time: 'On delivery', available: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Traditional Bank' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    legend: 'Способ оплаты',
    methods: [
      { id: 'srd', name: 'Стейблкоин SRD', fee: 'Комиссия 0,1 %', time: 'Мгновенно', available: true },
      {
        id: 'traditional',
        name: 'Традиционный банк с очень длинным названием',
        fee: 'Комиссия 2,5 %',
        time: '3-5 дней',
        available: true,
      },
      { id: 'escrow', name: 'Смарт-эскроу', fee: 'Комиссия 0,5 %', time: 'При поставке', available: true },
    ],
  },
};
