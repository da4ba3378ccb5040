import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatRoomHeader } from '../../../src/components/negotiationChat/ChatRoomHeader';
import { Button } from '../../../src/components/primitives/Button';

const meta = {
  title: 'Components/NegotiationChat/ChatRoomHeader',
  component: ChatRoomHeader,
  args: {
    name: 'Steppe Harvest · Nile Petroleum',
    participants: 'Participants: Steppe Harvest, Nile Petroleum',
    status: 'negotiating',
    statusLabel: 'Negotiating',
    commodity: 'Commodity: Wheat',
    actions: (
      <Button type="button" compact>
        Make an offer
      </Button>
    ),
  },
  argTypes: { actions: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChatRoomHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Negotiating: Story = {};
export const Active: Story = { args: { status: 'active', statusLabel: 'Active' } };
export const Completed: Story = {
  args: { status: 'completed', statusLabel: 'Completed', actions: undefined },
};
export const LongText: Story = {
  args: {
    name: 'Kazakhstan National Grain Export Corporation · '.repeat(4),
    participants: 'Participants: '.concat('B'.repeat(150)),
  },
};
