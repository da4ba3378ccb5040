import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrustModelPanel } from '../../../src/components/membershipPackages/TrustModelPanel';

const meta = {
  title: 'Components/MembershipPackages/TrustModelPanel',
  component: TrustModelPanel,
  args: {
    heading: 'Membership and the trust model',
    explanation: 'Every member is verified before trading. Your tier sets your privileges.',
    weightsHeading: 'How the trust score is weighted',
    weights: [
      { id: 'tradeVolume', label: 'Trade volume', percent: 30, percentText: '30%' },
      { id: 'completionRate', label: 'Completion rate', percent: 40, percentText: '40%' },
      { id: 'partnerRatings', label: 'Partner ratings', percent: 20, percentText: '20%' },
      { id: 'greenCredits', label: 'Green credits', percent: 10, percentText: '10%' },
    ],
  },
} satisfies Meta<typeof TrustModelPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Empty: Story = { args: { weights: [] } };

export const LongText: Story = {
  args: { explanation: 'Trust is earned through verified activity. '.repeat(12) },
};
