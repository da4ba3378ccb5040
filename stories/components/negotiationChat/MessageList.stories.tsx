import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { ChatMessageView } from '../../../src/components/negotiationChat/MessageBubble';
import { MessageList, type MessageListProps } from '../../../src/components/negotiationChat/MessageList';
import { manyMessages, messageViews } from './chatFixtures';

const meta = {
  title: 'Components/NegotiationChat/MessageList',
  component: MessageList,
  args: {
    label: 'Messages in Steppe Harvest · Nile Petroleum',
    conversationId: 'room-wheat-oil',
    messages: Object.values(messageViews),
    emptyText: 'No messages yet. Say hello to start the negotiation.',
    jumpLabel: 'New messages',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="message-scroller"]')!;
const atBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= 2;

/** Every message type in one conversation. */
export const AllTypes: Story = {};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet. Say hello to start the negotiation.')).toBeVisible();
  },
};

export const ManyMessages: Story = {
  args: { messages: manyMessages(40) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(atBottom(scroller(canvasElement))).toBe(true), { timeout: 5000 });
  },
};

/** A conversation that receives messages (the buttons stand in for the other party and the member). */
function Live(props: MessageListProps) {
  const [messages, setMessages] = useState<ChatMessageView[]>(manyMessages(30));
  const add = (own: boolean) =>
    setMessages((list) => [
      ...list,
      { ...manyMessages(1, own ? 'Mine' : 'Incoming')[0]!, id: `live-${list.length}`, own },
    ]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <MessageList {...props} messages={messages} />
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => add(false)}>
          Receive a message
        </button>
        <button type="button" onClick={() => add(true)}>
          Send a message
        </button>
      </div>
    </div>
  );
}

// Reading history: a new message does not pull the member down; "New messages" takes them there.
export const ReadingHistory: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const element = scroller(canvasElement);
    await waitFor(() => expect(atBottom(element)).toBe(true), { timeout: 5000 });
    await step('at the bottom, a new message scrolls into view', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
      await waitFor(() => expect(atBottom(element)).toBe(true), { timeout: 5000 });
      await expect(canvas.queryByRole('button', { name: /New messages/ })).toBeNull();
    });
    await step('reading history, a new message keeps the position and offers a jump', async () => {
      element.scrollTop = 0;
      element.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(element.scrollTop).toBe(0));
      await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
      await expect(await canvas.findByRole('button', { name: /New messages/ })).toBeVisible();
      await expect(element.scrollTop).toBe(0);
    });
    await step('New messages scrolls to the newest', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /New messages/ }));
      await waitFor(() => expect(atBottom(element)).toBe(true), { timeout: 5000 });
      await waitFor(() => expect(canvas.queryByRole('button', { name: /New messages/ })).toBeNull());
    });
    await step("the member's own message always brings them down", async () => {
      element.scrollTop = 0;
      element.dispatchEvent(new Event('scroll'));
      await userEvent.click(canvas.getByRole('button', { name: 'Send a message' }));
      await waitFor(() => expect(atBottom(element)).toBe(true), { timeout: 5000 });
    });
  },
};
