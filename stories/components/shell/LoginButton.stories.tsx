/** The header's Login button, shown while the member is logged out. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginButton } from '../../../src/components/shell/LoginButton';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/LoginButton',
  component: LoginButton,
  args: { label: 'Login', onLogin: fn() },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof LoginButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas, args }) => {
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.click(login);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    // A click before the app is live is kept by this mark (index.html's capture script).
    await expect(login).toHaveAttribute('data-capture', 'login');
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
