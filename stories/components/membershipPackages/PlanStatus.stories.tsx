import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanStatus } from '../../../src/components/membershipPackages/PlanStatus';

const meta = {
  title: 'Components/MembershipPackages/PlanStatus',
  component: PlanStatus,
  args: {
    state: 'idle',
    currentText: 'Your current plan: Gold',
    message: '',
    dismissLabel: 'Dismiss',
    onDismiss: fn(),
  },
} satisfies Meta<typeof PlanStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your current plan: Gold')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Processing: Story = {
  args: { state: 'processing', message: 'Changing your plan to Platinum...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Changing your plan to Platinum...',
    );
  },
};

export const Confirmed: Story = {
  args: {
    state: 'confirmed',
    currentText: 'Your current plan: Platinum',
    message: 'Done: you are now on the Platinum plan.',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
