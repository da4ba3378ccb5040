import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileHeader } from '../../../src/components/memberProfile/ProfileHeader';

const meta = {
  title: 'Components/MemberProfile/ProfileHeader',
  component: ProfileHeader,
  args: {
    label: 'Member summary',
    name: 'Li Wei',
    title: 'Head of Commodity Trading',
    company: 'Silk Road Agri Holdings',
    location: 'Shanghai, China',
    initials: 'LW',
    tier: 'gold',
    tierTone: 'warning',
    tierLabel: 'Gold Member',
    verificationLabel: 'Verified',
    verificationTone: 'success',
    memberSinceText: 'Member since Mar 15, 2023',
    editLabel: 'Edit Profile',
    editing: false,
    onToggleEdit: fn(),
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Viewing: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Li Wei');
    await expect(canvas.getByTestId('tier-badge')).toHaveTextContent('Gold Member');
    await step('Edit Profile is a toggle, not pressed', async () => {
      const toggle = canvas.getByRole('button', { name: 'Edit Profile' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(toggle);
      await expect(args.onToggleEdit).toHaveBeenCalledOnce();
    });
  },
};

export const Editing: Story = {
  args: { editing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

// While a save runs the toggle is refused.
export const Saving: Story = {
  args: { editing: true, editDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Profile' })).toBeDisabled();
  },
};

export const Platinum: Story = {
  args: { tier: 'platinum', tierTone: 'active', tierLabel: 'Platinum Member' },
};

// Member text is text: markup typed into a name shows as characters.
export const HtmlAsText: Story = {
  args: { name: '<img src=x onerror=alert(1)>', title: '<b>Bold</b>', initials: 'IS' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(canvasElement.querySelector('h2 img, p b')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    name: 'A'.repeat(80),
    title: 'Senior Vice President of Cross-Border Commodity Procurement and Barter Settlement',
    company: 'C'.repeat(120),
    location: 'L'.repeat(120),
  },
};

// Optional fields left empty: no separator, no location line.
export const Empty: Story = {
  args: { title: '', company: '', location: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('profile-role')).toBeNull();
    await expect(within(canvasElement).queryByTestId('profile-location')).toBeNull();
  },
};
