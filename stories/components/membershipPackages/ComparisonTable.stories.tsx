import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComparisonTable } from '../../../src/components/membershipPackages/ComparisonTable';

const tiers = [
  { id: 'bronze', name: 'Bronze' },
  { id: 'silver', name: 'Silver' },
  { id: 'gold', name: 'Gold' },
  { id: 'platinum', name: 'Platinum' },
] as const;

const meta = {
  title: 'Components/MembershipPackages/ComparisonTable',
  component: ComparisonTable,
  args: {
    caption: 'Feature comparison',
    featureHeading: 'Feature',
    tiers,
    currentTier: 'gold',
    rows: [
      { feature: 'listings', label: 'Monthly listings', values: ['5', '25', 'Unlimited', 'Unlimited'] },
      {
        feature: 'disputes',
        label: 'Dispute resolution',
        values: ['7 days', '48 hours', '24 hours', 'Priority'],
      },
      {
        feature: 'escrow',
        label: 'Escrow',
        values: ['Manual', 'Smart contract', 'Liquidity pool', 'Custom'],
      },
      { feature: 'matching', label: 'Matching', values: ['Basic', 'AI', 'Multi-party', 'Institutional'] },
      { feature: 'api', label: 'API access', values: ['None', 'None', 'Basic', 'White label'] },
      { feature: 'kyc', label: 'KYC level', values: ['Basic', 'Enhanced', 'Premium', 'Institutional'] },
      { feature: 'support', label: 'Support', values: ['Email', 'Priority', 'Dedicated', 'White glove'] },
    ],
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Feature comparison' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('columnheader', { name: 'Gold' })).toHaveAttribute(
      'data-current',
      'true',
    );
  },
};

export const PlatinumCurrent: Story = { args: { currentTier: 'platinum' } };

export const Empty: Story = { args: { rows: [] } };

// A narrow screen: the table scrolls sideways inside its focusable region.
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
