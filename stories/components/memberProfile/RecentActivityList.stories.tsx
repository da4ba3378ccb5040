import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecentActivityList } from '../../../src/components/memberProfile/RecentActivityList';

const meta = {
  title: 'Components/MemberProfile/RecentActivityList',
  component: RecentActivityList,
  args: {
    heading: 'Recent activity',
    headingId: 'activity-story-heading',
    emptyText: 'No recent activity.',
    items: [
      {
        id: 'ra-1',
        typeLabel: 'Trade',
        description: 'Wheat for copper barter with Andes Copper SA',
        valueText: 'SDR 2,450,000.00',
        timestamp: '2026-11-20T09:30:00Z',
        timeText: 'Nov 20, 2026, 9:30 AM',
        status: 'completed',
        statusLabel: 'Completed',
        tone: 'success',
      },
      {
        id: 'ra-3',
        typeLabel: 'Verification',
        description: 'Annual compliance review submitted',
        timestamp: '2026-11-10T14:05:00Z',
        timeText: 'Nov 10, 2026, 2:05 PM',
        status: 'pending',
        statusLabel: 'Pending',
        tone: 'warning',
      },
    ],
  },
} satisfies Meta<typeof RecentActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('SDR 2,450,000.00')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recent activity.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        typeLabel: 'Negotiation',
        description: 'Soybean delivery terms with Pampas Soy Traders, revised after the third round. '.repeat(
          4,
        ),
        valueText: 'SDR 123,456,789.00',
        timestamp: '2026-11-18T15:10:00Z',
        timeText: 'Nov 18, 2026, 3:10 PM',
        status: 'inProgress',
        statusLabel: 'In progress',
        tone: 'info',
      },
    ],
  },
};
