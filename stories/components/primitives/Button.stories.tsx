import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink } from '../../../src/components/primitives/Button';
import { Icon } from '../../../src/components/primitives/Icon';
import { withHeaderBand } from '../../support/storyKit';

// Button is an emotion `styled` component, which react-docgen cannot read: this block is its description.
/**
 * The one button of the app. `variant` picks the emphasis (`onDark` and `accent` are for the dark
 * header band); `compact` makes it smaller. `ButtonLink` is a router link that looks like one.
 */
const meta = {
  title: 'Components/Primitives/Button',
  component: Button,
  args: { children: 'Send offer', variant: 'secondary', compact: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'onDark', 'accent'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('a click calls onClick', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

export const Secondary: Story = {};

export const Ghost: Story = { args: { variant: 'ghost' } };

// `onDark` is only ever used on the dark header band, so it is shown there.
export const OnDark: Story = { args: { variant: 'onDark' }, decorators: [withHeaderBand()] };

export const Accent: Story = { args: { variant: 'accent' } };

export const Compact: Story = {
  args: { compact: true, 'aria-label': 'Open menu', children: <Icon name="menu" size={22} /> },
};

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ args, canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: 'Send offer' });
    await step('it is disabled and ignores clicks', async () => {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

// The same look on a router link, for actions that go somewhere.
export const AsLink: Story = {
  render: ({ variant, compact, children }) => (
    <ButtonLink to="/dashboard" variant={variant} compact={compact}>
      {children}
    </ButtonLink>
  ),
  args: { variant: 'primary', children: 'Open the dashboard' },
};
