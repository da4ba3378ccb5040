/**
 * The header's language control in its two modes: on the first paint a press asks for the live control
 * (`onAsk`); live, the button is the language menu's trigger and asks nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageButton } from '../../../src/components/shell/LanguageButton';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/LanguageButton',
  component: LanguageButton,
  args: { language: 'en', label: 'Language: English' },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof LanguageButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPaint: Story = {
  args: { onAsk: fn() },
  play: async ({ canvas, args, step }) => {
    await step('a press asks for the live control', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Language: English/ }));
      await expect(args.onAsk).toHaveBeenCalled();
    });
    await step('the button shows the code and names the menu it opens', async () => {
      const language = canvas.getByRole('button', { name: /Language: English/ });
      await expect(language).toHaveTextContent('EN');
      await expect(language).toHaveAttribute('aria-haspopup', 'menu');
    });
  },
};

export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Language: English/ })).toHaveTextContent('EN');
  },
};

export const Arabic: Story = { args: { onAsk: fn() }, globals: { locale: 'ar' } };
