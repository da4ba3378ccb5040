import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OfferComposer } from '../../../src/components/negotiationChat/OfferComposer';

const meta = {
  title: 'Components/NegotiationChat/OfferComposer',
  component: OfferComposer,
  args: {
    texts: {
      heading: 'Offer or counter-offer',
      kindLegend: 'Type',
      kinds: { offer: 'Offer', 'counter-offer': 'Counter-offer' },
      commodity: 'Commodity',
      commodityPlaceholder: 'Choose a commodity',
      quantity: 'Quantity (t)',
      quantityHint: 'Metric tonnes, e.g. 5000',
      sdrValue: 'Value (SDR)',
      sdrValueHint: 'Total value in SDR, e.g. 1227500',
      submit: 'Send offer',
      cancel: 'Cancel',
    },
    commodities: [
      { value: 'wheat', label: 'Wheat' },
      { value: 'crudeOil', label: 'Crude oil' },
      { value: 'copper', label: 'Copper' },
    ],
    initialDraft: { commodity: 'wheat', quantity: '', sdrValue: '' },
    onSubmit: fn(),
    onCancel: fn(),
  },
  argTypes: { texts: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OfferComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('a counter-offer with its terms is submitted as typed', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Counter-offer' }));
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Commodity' }), 'crudeOil');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity (t)' }), '15000');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Value (SDR)' }), '1,128,000');
      await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
      await expect(args.onSubmit).toHaveBeenCalledWith('counter-offer', {
        commodity: 'crudeOil',
        quantity: '15000',
        sdrValue: '1,128,000',
      });
    });
    await step('Cancel reports it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalled();
    });
  },
};

// The screen's validation came back: each field says what is wrong and keeps what was typed.
export const Invalid: Story = {
  args: {
    initialDraft: { commodity: '', quantity: '-5', sdrValue: '<b>lots</b>' },
    errors: {
      commodity: 'Choose a commodity.',
      quantity: 'Enter an amount above 0.',
      sdrValue: 'Enter a number, such as 5000 or 5,000.50.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Value (SDR)' })).toHaveValue('<b>lots</b>');
    await expect(canvas.getByRole('textbox', { name: 'Quantity (t)' })).toHaveAccessibleDescription(
      'Metric tonnes, e.g. 5000 Enter an amount above 0.',
    );
  },
};
