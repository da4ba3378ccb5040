import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MatchCard } from '../../../src/components/dashboard/MatchCard';

const meta = {
  title: 'Components/Dashboard/MatchCard',
  component: MatchCard,
  args: {
    offering: 'Crude Oil',
    seeking: 'Industrial Machinery',
    offeringLabel: 'Offering',
    seekingLabel: 'Seeking',
    matchScore: 94,
    scoreText: '94% match',
    valueText: 'SDR 2,450,000.00',
    country: 'United Arab Emirates',
    status: 'active',
    statusLabel: 'Active',
    connection: 'idle',
    buttonText: 'Connect',
    buttonName: 'Connect: Crude Oil for Industrial Machinery',
    onConnect: fn(),
  },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: 640 }}>{Story()}</ul>],
} satisfies Meta<typeof MatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Connect calls back', async () => {
      const button = within(canvasElement).getByRole('button', { name: args.buttonName });
      await expect(button).toBeEnabled();
      button.click();
      await expect(args.onConnect).toHaveBeenCalledTimes(1);
    });
  },
};

export const Connecting: Story = {
  args: {
    connection: 'connecting',
    buttonText: 'Connecting…',
    buttonName: 'Connecting…: Crude Oil for Industrial Machinery',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Connected: Story = {
  args: {
    connection: 'connected',
    buttonText: 'Connected',
    buttonName: 'Connected: Crude Oil for Industrial Machinery',
    chat: {
      to: '/negotiation-chat?room=match-emirates-petroleum',
      text: 'Open negotiation',
      name: 'Open negotiation: Crude Oil for Industrial Machinery',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toBeDisabled();
    // Connected: the negotiation with the counterparty is one click away.
    await expect(
      canvas.getByRole('link', { name: 'Open negotiation: Crude Oil for Industrial Machinery' }),
    ).toHaveAttribute('href', '/negotiation-chat?room=match-emirates-petroleum');
  },
};

export const Negotiating: Story = {
  args: { status: 'negotiating', statusLabel: 'Negotiating', matchScore: 82, scoreText: '82% match' },
};

// Long goods names and a long country wrap inside the card.
export const LongText: Story = {
  args: {
    offering: 'Refined petroleum products, grade A, delivered free on board in three instalments',
    seeking: 'Heavy industrial machinery and spare parts for a ten-year maintenance contract',
    country: 'Saint Vincent and the Grenadines',
    valueText: 'SDR 123,456,789.00',
  },
};
