import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityTrace, type TraceItemView } from '../../../src/components/memberProfile/ActivityTrace';

const item = (id: string, actionLabel: string, reference: string, verified: boolean): TraceItemView => ({
  id,
  actionLabel,
  timestamp: '2026-11-20T09:30:00Z',
  timeText: 'Nov 20, 2026, 9:30 AM',
  reference,
  verified,
  verifiedLabel: verified ? 'Verified' : 'Unverified',
});

const meta = {
  title: 'Components/MemberProfile/ActivityTrace',
  component: ActivityTrace,
  args: {
    heading: 'Activity trace',
    headingId: 'trace-story-heading',
    description: 'Each action with its blockchain reference.',
    referenceLabel: 'Reference',
    emptyText: 'No activity recorded on the blockchain yet.',
    items: [
      item('act-1', 'Trade completed', '0x8f3a…c21d', true),
      item('act-2', 'KYC documents updated', '0x1b7e…90aa', true),
      item('act-3', 'Smart contract signed', '0x44d0…7f3b', false),
    ],
  },
} satisfies Meta<typeof ActivityTrace>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('0x8f3a…c21d')).toBeVisible();
    await expect(canvas.getByText('Unverified')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No activity recorded on the blockchain yet.'),
    ).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, i) =>
      item(
        `act-${i}`,
        i % 2 ? 'Trade completed' : 'KYC documents updated',
        `0x${'ab'.repeat(32)}${i}`,
        i % 3 > 0,
      ),
    ),
  },
};
