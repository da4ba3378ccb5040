import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailList } from '../../../src/components/memberProfile/DetailList';

const meta = {
  title: 'Components/MemberProfile/DetailList',
  component: DetailList,
  args: {
    heading: 'Compliance status',
    headingId: 'detail-story-heading',
    emptyText: 'Nothing to show yet.',
    items: [
      { id: 'aeoStatus', label: 'AEO status', value: 'Certified' },
      { id: 'dueDiligence', label: 'Due diligence', value: 'Completed' },
      { id: 'kycLevel', label: 'KYC level', value: 'Enhanced' },
      { id: 'businessLicense', label: 'Business license', value: 'CN-SH-2019-448812', code: true },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Compliance status' })).toBeVisible();
    await expect(canvas.getByText('Certified')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to show yet.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    heading: 'Blockchain wallet',
    description: 'Verifications and trades are anchored to this wallet.',
    items: [
      {
        id: 'walletId',
        label: 'Wallet ID',
        value: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'.repeat(3),
        code: true,
      },
      { id: 'company', label: 'Company', value: 'C'.repeat(120) },
    ],
  },
};
