/**
 * The header's language, theme and login controls, each one component in two modes: on the first paint
 * a press asks for the live control (`onAsk`); live, the button is the menu's trigger and asks nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageButton } from '../../../src/components/shell/LanguageButton';
import { LoginButton } from '../../../src/components/shell/LoginButton';
import { ThemeButton } from '../../../src/components/shell/ThemeButton';
import { withHeaderBand } from '../../support/storyKit';

interface HeaderButtonsArgs {
  onAsk?: () => void;
  onLogin?: () => void;
}

function HeaderButtons({ onAsk, onLogin }: HeaderButtonsArgs) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <LanguageButton language="en" label="Language: English" onAsk={onAsk} />
      <ThemeButton scheme="light" label="Switch to dark theme" onAsk={onAsk} />
      <LoginButton label="Login" onAsk={onAsk} onLogin={onLogin} />
    </div>
  );
}

const meta = {
  title: 'Components/Shell/HeaderButtons',
  component: HeaderButtons,
  decorators: [withHeaderBand()],
} satisfies Meta<typeof HeaderButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPaint: Story = {
  args: { onAsk: fn() },
  play: async ({ canvas, args, step }) => {
    await step('a press on each asks for the live control', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Language: English/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(args.onAsk).toHaveBeenCalled();
    });
    await step('the language button shows the code and names the menu it opens', async () => {
      const language = canvas.getByRole('button', { name: /Language: English/ });
      await expect(language).toHaveTextContent('EN');
      await expect(language).toHaveAttribute('aria-haspopup', 'menu');
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
