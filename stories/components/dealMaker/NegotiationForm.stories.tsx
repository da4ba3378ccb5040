import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NegotiationForm } from '../../../src/components/dealMaker/NegotiationForm';
import { emptyValues, filledValues, formTexts, td } from './dealFixtures';

const meta = {
  title: 'Components/DealMaker/NegotiationForm',
  component: NegotiationForm,
  args: {
    texts: formTexts,
    state: 'editing',
    values: emptyValues,
    errors: {},
    minDate: '2026-11-22',
    canSave: true,
    canSend: true,
    onChange: fn(),
    onSave: fn(),
    onSend: fn(),
    onDiscard: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof NegotiationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, step }) => {
    await step('typing reports the field and its value', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: td('form.volume') }), '5');
      await expect(args.onChange).toHaveBeenLastCalledWith('volume', '5');
    });
    await step('the delivery date is a date input from today', async () => {
      const date = canvas.getByLabelText(td('form.deliveryDate'));
      await expect(date).toHaveAttribute('type', 'date');
      await expect(date).toHaveAttribute('min', '2026-11-22');
    });
    await step('Save Draft and Send Proposal call out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: td('form.save') }));
      await expect(args.onSave).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: td('form.send') }));
      await expect(args.onSend).toHaveBeenCalledTimes(1);
    });
  },
};

export const Filled: Story = { args: { values: filledValues } };

// Send was tried without volume and price, and the date is in the past.
export const Invalid: Story = {
  args: {
    values: { ...emptyValues, deliveryDate: '2020-01-01' },
    errors: { volume: td('errors.required'), price: td('errors.required'), deliveryDate: td('errors.past') },
    statusText: td('status.fix'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: td('form.volume') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(td('errors.past'))).toBeVisible();
  },
};

export const Saving: Story = {
  args: {
    values: filledValues,
    state: 'saving',
    statusText: td('status.saving'),
    canSave: false,
    canSend: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: td('form.saving') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: td('form.send') })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { values: filledValues, state: 'saved', statusText: td('status.saved') },
};

export const Sending: Story = {
  args: {
    values: filledValues,
    state: 'sending',
    statusText: td('status.sending'),
    canSave: false,
    canSend: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: td('form.sending') })).toBeDisabled();
  },
};

export const Sent: Story = { args: { values: filledValues, state: 'sent', statusText: td('status.sent') } };

// HTML typed into a field stays text; long text wraps.
export const LongText: Story = {
  args: {
    values: {
      ...filledValues,
      paymentTerms: '<script>alert("x")</script>',
      specialConditions: 'A very long special condition that goes on. '.repeat(20),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: td('form.paymentTerms') })).toHaveValue(
      '<script>alert("x")</script>',
    );
  },
};

// A 100 kB paste into Volume stays whole in the field (no silent cut) and the message says how long a number may be.
export const PastedTooLong: Story = {
  args: {
    values: { ...filledValues, volume: '9'.repeat(100_000) },
    errors: { volume: td('errors.tooLong', { maxLength: 32 }) },
  },
  play: async ({ canvas }) => {
    const volume = canvas.getByRole('textbox', { name: td('form.volume') });
    await expect(volume).toHaveAttribute('aria-invalid', 'true');
    await expect(volume).not.toHaveAttribute('maxlength');
    await expect((volume as HTMLInputElement).value).toHaveLength(100_000);
    await expect(canvas.getByText(td('errors.tooLong', { maxLength: 32 }))).toBeVisible();
  },
};
