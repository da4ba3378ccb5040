import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  MessageComposer,
  type MessageComposerProps,
} from '../../../src/components/negotiationChat/MessageComposer';

const meta = {
  title: 'Components/NegotiationChat/MessageComposer',
  component: MessageComposer,
  args: {
    texts: {
      label: 'Message',
      placeholder: 'Type a message…',
      send: 'Send',
      hint: 'Enter sends, Shift+Enter starts a new line.',
    },
    value: '',
    onChange: fn(),
    onSend: fn(),
    canSend: false,
  },
  argTypes: { texts: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Controlled by a little state, as the screen does. */
function Typing(props: MessageComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MessageComposer
      {...props}
      value={value}
      canSend={value.trim() !== ''}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

export const Ready: Story = {
  render: (args) => <Typing {...args} />,
  play: async ({ args, canvas, userEvent, step }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await step('Enter sends', async () => {
      await userEvent.type(field, 'Hello{Enter}');
      await expect(args.onSend).toHaveBeenCalledTimes(1);
    });
    await step('Shift+Enter adds a line instead', async () => {
      await userEvent.type(field, '{Shift>}{Enter}{/Shift}');
      await expect(args.onSend).toHaveBeenCalledTimes(1);
    });
    await step('the Send button sends and the field keeps focus', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await expect(args.onSend).toHaveBeenCalledTimes(2);
      await expect(field).toHaveFocus();
    });
  },
};

// Whitespace only: nothing is sent, the text stays, the reason shows.
export const Invalid: Story = {
  args: { value: '    ', error: 'Type a message first: spaces and empty lines alone are not sent.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('    ');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('spaces and empty lines alone are not sent');
  },
};

export const NearTheLimit: Story = {
  args: { value: 'x'.repeat(9_800), canSend: true, counter: '9,800 / 10,000 characters' },
};
