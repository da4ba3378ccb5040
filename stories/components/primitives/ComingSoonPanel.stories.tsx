import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComingSoonPanel } from '../../../src/components/primitives/ComingSoonPanel';
import { Button } from '../../../src/components/primitives/Button';

const onBack = fn();

const meta = {
  title: 'Components/Primitives/ComingSoonPanel',
  component: ComingSoonPanel,
  args: {
    heading: 'Webhooks',
    headingId: 'story-coming-soon-heading',
    badge: 'Coming soon',
    body: 'Webhook subscriptions are not available yet. Nothing on this tab is live.',
    icon: 'bell',
  },
} satisfies Meta<typeof ComingSoonPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

export const WithWayBack: Story = {
  args: {
    action: (
      <Button type="button" compact onClick={onBack}>
        Back to the overview
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to the overview' }));
    await expect(onBack).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    heading: 'Security settings for every OAuth2.0 client and every regional API restriction',
    body: 'Security settings (OAuth2.0 client management, key rotation and IP allow-lists) are not available yet. '.repeat(
      4,
    ),
  },
};
