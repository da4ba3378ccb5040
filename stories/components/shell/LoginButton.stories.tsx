/**
 * The header's login control in its two modes: on the first paint a press asks for the live control
 * (`onAsk`); live, a press logs in (`onLogin`) and asks nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginButton } from '../../../src/components/shell/LoginButton';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/LoginButton',
  component: LoginButton,
  args: { label: 'Login' },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof LoginButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPaint: Story = {
  args: { onAsk: fn() },
  play: async ({ canvas, args, step }) => {
    await step('a press asks for the live control', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(args.onAsk).toHaveBeenCalled();
    });
  },
};

export const Live: Story = {
  args: { onLogin: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = { args: { onAsk: fn() }, globals: { locale: 'ar' } };
