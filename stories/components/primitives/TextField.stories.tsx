import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components/primitives/Button';
import { SelectField, TextField, type TextFieldProps } from '../../../src/components/primitives/TextField';

/** Holds the value like a screen does, and reports every change. */
function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 420 }}>
      <TextField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Primitives/TextField',
  component: TextField,
  subcomponents: { SelectField },
  render: Controlled,
  args: { label: 'Amount (SDR)', value: '', onChange: fn(), inputMode: 'decimal', autoComplete: 'off' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('typing reaches the owner and stays as typed', async () => {
      const input = canvas.getByLabelText('Amount (SDR)');
      await userEvent.type(input, ' 12.345 <b>');
      await expect(input).toHaveValue(' 12.345 <b>');
      await expect(args.onChange).toHaveBeenLastCalledWith(' 12.345 <b>');
    });
  },
};

export const WithHint: Story = { args: { hint: 'At most 2 decimals; the available balance is the limit.' } };

/** Invalid: the text stays, the message explains and is read with the field. */
export const Invalid: Story = {
  args: { value: 'abc', error: 'Enter an amount in numbers, for example 1250.50.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount (SDR)');
    await expect(input).toHaveValue('abc');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an amount in numbers, for example 1250.50.');
  },
};

export const Valid: Story = {
  args: { label: 'Recipient address', value: 'srd1q9x8c7v6b5n4m3k2j1h0g', success: 'Valid address format' },
};

export const WithEndButton: Story = {
  args: {
    value: '150',
    end: (
      <Button variant="secondary" compact>
        Use Max
      </Button>
    ),
  },
};

export const Disabled: Story = { args: { label: 'Full Name', value: 'Chen Wei', disabled: true } };

export const Multiline: Story = {
  args: {
    label: 'Special conditions',
    multiline: true,
    value: 'Inspection at the port of loading by an independent surveyor. '.repeat(4),
  },
};

export const DateInput: Story = {
  args: { label: 'Delivery date', type: 'date', value: '2020-01-01', error: 'This date is in the past.' },
};

export const Select: Story = {
  render: () => {
    const [value, setValue] = useState('30');
    return (
      <div style={{ maxWidth: 420 }}>
        <SelectField
          label="Payment terms"
          value={value}
          onChange={setValue}
          options={[
            { value: '30', label: 'Net 30' },
            { value: '60', label: 'Net 60' },
            { value: 'lc', label: 'Letter of credit' },
          ]}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Payment terms');
    await userEvent.selectOptions(select, 'lc');
    await expect(select).toHaveValue('lc');
  },
};
