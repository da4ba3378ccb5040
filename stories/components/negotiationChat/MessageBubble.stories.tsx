import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MessageBubble } from '../../../src/components/negotiationChat/MessageBubble';
import { messageViews } from './chatFixtures';

const meta = {
  title: 'Components/NegotiationChat/MessageBubble',
  component: MessageBubble,
  args: { message: messageViews.message! },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ display: 'grid', maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {};

export const Offer: Story = {
  args: { message: messageViews.offer! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Offer, Steppe Harvest' })).toHaveAttribute(
      'data-kind',
      'offer',
    );
    await expect(canvas.getByText('SDR 1,227,500.00')).toBeVisible();
  },
};

export const CounterOffer: Story = { args: { message: messageViews.counterOffer! } };

export const System: Story = { args: { message: messageViews.system! } };

export const Sent: Story = {
  args: { message: messageViews.own! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sent')).toBeVisible();
  },
};

export const Delivered: Story = {
  args: { message: { ...messageViews.own!, status: 'delivered', statusLabel: 'Delivered' } },
};

export const Read: Story = {
  args: { message: { ...messageViews.own!, status: 'read', statusLabel: 'Read' } },
};

// What a member types is text, never markup.
export const HtmlText: Story = {
  args: { message: { ...messageViews.own!, text: '<script>alert("x")</script><b>bold?</b>' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert("x")</script><b>bold?</b>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

// A 10,000-character paste wraps inside the bubble.
export const LongText: Story = {
  args: { message: { ...messageViews.own!, text: 'x'.repeat(10_000) } },
};
