import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChatRoomList } from '../../../src/components/negotiationChat/ChatRoomList';
import { roomItems } from './chatFixtures';

const meta = {
  title: 'Components/NegotiationChat/ChatRoomList',
  component: ChatRoomList,
  args: {
    heading: 'Conversations',
    rooms: roomItems,
    selectedRoomId: 'room-wheat-oil',
    onSelect: fn(),
    emptyText: 'No conversations yet.',
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof ChatRoomList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the open room is marked as current', async () => {
      await expect(canvas.getByRole('button', { current: true })).toHaveTextContent(
        'Steppe Harvest · Nile Petroleum',
      );
    });
    await step('each room shows participants, status, commodity and last activity', async () => {
      await expect(canvas.getByText('Completed')).toBeVisible();
      await expect(canvas.getByText('Commodity: Copper')).toBeVisible();
      await expect(canvas.getByText('Last activity: Nov 18, 2026, 4:45 PM')).toBeVisible();
    });
    await step('choosing a room reports its id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Andes Copper/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('room-copper-machinery');
    });
  },
};

export const Empty: Story = {
  args: { rooms: [], selectedRoomId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations yet.')).toBeVisible();
  },
};

// Long company names wrap inside the card instead of widening the column.
export const LongText: Story = {
  args: {
    rooms: [
      {
        ...roomItems[0]!,
        name: 'Kazakhstan National Grain Export Corporation of the Northern Territories · Nile Delta Petroleum Holding',
        participants: 'A'.repeat(120),
      },
    ],
  },
};

export const ManyRooms: Story = {
  args: {
    rooms: Array.from({ length: 12 }, (_, index) => ({
      ...roomItems[index % roomItems.length]!,
      id: `room-${index}`,
    })),
    selectedRoomId: 'room-4',
  },
};
