import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventPanel } from './EventPanel';

const meta = {
  title: 'Components/Workbench/EventPanel',
  component: EventPanel,
  args: {
    heading: 'Events',
    emptyText: 'This machine takes no events.',
    events: [
      { type: 'user.login', enabled: true },
      { type: 'user.logout', enabled: false },
    ],
    onSend: fn(),
    onPayloadChange: fn(),
  },
} satisfies Meta<typeof EventPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One event accepted, one greyed because `snapshot.can` says no. */
export const SomeDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'user.login' }));
    await expect(args.onSend).toHaveBeenCalledWith('user.login');
    await expect(canvas.getByRole('button', { name: 'user.logout' })).toBeDisabled();
  },
};
export const NoEvents: Story = { args: { events: [] } };
export const WithPayload: Story = {
  args: {
    events: [
      {
        type: 'user.execute',
        enabled: true,
        payload: '{"matchCount":2}',
        payloadLabel: 'Payload of user.execute',
      },
    ],
  },
};
/** Payload text that is not JSON: the event cannot be sent and the field says why. */
export const InvalidPayload: Story = {
  args: {
    events: [
      {
        type: 'user.execute',
        enabled: false,
        payload: '{"matchCount":',
        payloadLabel: 'Payload of user.execute',
        payloadError: 'Not valid JSON',
      },
    ],
  },
};
