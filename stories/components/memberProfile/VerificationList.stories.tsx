import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  VerificationList,
  type VerificationView,
} from '../../../src/components/memberProfile/VerificationList';

const check = (
  id: string,
  label: string,
  status: 'verified' | 'pending' | 'rejected',
  dateText: string,
  onBlockchain: boolean,
): VerificationView => ({
  id,
  label,
  status,
  statusLabel: { verified: 'Verified', pending: 'Pending', rejected: 'Rejected' }[status],
  tone: ({ verified: 'success', pending: 'warning', rejected: 'danger' } as const)[status],
  dateText,
  onBlockchain,
  blockchainText: onBlockchain ? 'Recorded on blockchain' : 'Not on blockchain',
});

const meta = {
  title: 'Components/MemberProfile/VerificationList',
  component: VerificationList,
  args: {
    heading: 'KYC & Verification',
    headingId: 'kyc-story-heading',
    summary: '3 of 5 checks verified',
    emptyText: 'No verification has been started.',
    items: [
      check('identity', 'Identity', 'verified', 'Verified on Mar 16, 2023', true),
      check('business', 'Business', 'verified', 'Verified on Mar 20, 2023', true),
      check('financial', 'Financial', 'verified', 'Verified on Apr 2, 2023', true),
      check('compliance', 'Compliance', 'pending', 'Submitted on Nov 10, 2026', false),
      check('sustainability', 'Sustainability', 'rejected', 'Rejected on Sep 28, 2026', false),
    ],
  },
} satisfies Meta<typeof VerificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getAllByText('Recorded on blockchain')).toHaveLength(3);
  },
};

export const AllVerified: Story = {
  args: {
    summary: '5 of 5 checks verified',
    items: ['identity', 'business', 'financial', 'compliance', 'sustainability'].map((id) =>
      check(id, id[0]!.toUpperCase() + id.slice(1), 'verified', 'Verified on Mar 16, 2023', true),
    ),
  },
};

export const Empty: Story = {
  args: { items: [], summary: '0 of 5 checks verified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No verification has been started.')).toBeVisible();
  },
};
