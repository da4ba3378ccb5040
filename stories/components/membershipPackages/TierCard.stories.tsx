import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TierCard } from '../../../src/components/membershipPackages/TierCard';

const meta = {
  title: 'Components/MembershipPackages/TierCard',
  component: TierCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    id: 'platinum',
    name: 'Platinum',
    description: 'For institutions, market makers and regulators’ partners.',
    price: '$999',
    period: '/month',
    currentLabel: 'Current Plan',
    trustBadges: ['Institutional'],
    requirementsHeading: 'Requirements',
    requirements: [
      '$5M+ trade volume',
      'Government partnership',
      'Institutional compliance',
      'Regulator endorsement',
    ],
    privilegesHeading: 'Privileges',
    privileges: ['White-label API', 'Arbitration board seat', 'Stablecoin minting', 'Custom integration'],
    limitationsHeading: 'Limitations',
    limitations: [],
    state: 'available',
    actionLabel: 'Upgrade to Platinum',
    actionEnabled: true,
    onChoose: fn(),
  },
} satisfies Meta<typeof TierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the button chooses the tier', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Platinum' }));
      await expect(args.onChoose).toHaveBeenCalledWith('platinum');
    });
  },
};

export const Annual: Story = {
  args: { price: '$9,990', period: '/year', saveBadge: 'Save 17%', savingText: 'You save $1,998 a year' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Save 17%')).toBeVisible();
    await expect(canvas.getByText('You save $1,998 a year')).toBeVisible();
  },
};

export const Current: Story = {
  args: {
    id: 'gold',
    name: 'Gold',
    price: '$299',
    popularLabel: 'Most Popular',
    limitations: ['Regional API restrictions'],
    state: 'current',
    actionLabel: 'Current Plan',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(canvas.getByText('Most Popular')).toBeVisible();
  },
};

export const Processing: Story = {
  args: { state: 'processing', actionLabel: 'Processing...', actionEnabled: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

// Another tier is processing or being confirmed: this one waits.
export const Blocked: Story = {
  args: {
    id: 'bronze',
    name: 'Bronze',
    price: '$29',
    actionLabel: 'Downgrade to Bronze',
    actionEnabled: false,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Downgrade to Bronze' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    name: 'Platinum Institutional Sovereign Partnership Programme',
    description: 'A very long description '.repeat(8),
    privileges: [
      'Regulatory consultation with a very long name that has to wrap onto several lines',
      'x'.repeat(80),
    ],
  },
};
