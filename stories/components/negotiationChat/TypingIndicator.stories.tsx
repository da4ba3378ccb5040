import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypingIndicator } from '../../../src/components/negotiationChat/TypingIndicator';

const meta = {
  title: 'Components/NegotiationChat/TypingIndicator',
  component: TypingIndicator,
  args: { visible: true, text: 'Nile Petroleum is typing…' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nile Petroleum is typing…');
  },
};

// Hidden keeps its height (and its live region), so the messages do not jump.
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
