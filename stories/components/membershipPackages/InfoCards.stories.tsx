import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoCards } from '../../../src/components/membershipPackages/InfoCards';

const meta = {
  title: 'Components/MembershipPackages/InfoCards',
  component: InfoCards,
  args: {
    label: 'Good to know',
    cards: [
      {
        id: 'trust',
        icon: 'shieldCheck',
        title: 'Verified on the blockchain',
        text: 'Every partner sees the same trust score.',
      },
      {
        id: 'billing',
        icon: 'calendar',
        title: 'Monthly or annual',
        text: 'Pay for a year at once and save 17%.',
      },
      {
        id: 'change',
        icon: 'layers',
        title: 'Change tier at any time',
        text: 'A downgrade asks you to confirm first.',
      },
    ],
  },
} satisfies Meta<typeof InfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Good to know' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = { args: { cards: [] } };

export const LongText: Story = {
  args: {
    cards: [
      {
        id: 'long',
        icon: 'layers',
        title: 'A title that goes on and on '.repeat(3),
        text: 'word '.repeat(80),
      },
    ],
  },
};
