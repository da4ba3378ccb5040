/**
 * The header's theme control in its two modes: on the first paint a press asks for the live control
 * (`onAsk`); live, the button is the theme menu's trigger and asks nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeButton } from '../../../src/components/shell/ThemeButton';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/ThemeButton',
  component: ThemeButton,
  args: { scheme: 'light', label: 'Switch to dark theme' },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof ThemeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPaint: Story = {
  args: { onAsk: fn() },
  play: async ({ canvas, args, step }) => {
    await step('a press asks for the live control', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
      await expect(args.onAsk).toHaveBeenCalled();
    });
  },
};

export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  },
};

export const Arabic: Story = { args: { onAsk: fn() }, globals: { locale: 'ar' } };
