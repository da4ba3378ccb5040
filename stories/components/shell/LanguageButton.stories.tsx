/** The header's language control: the language menu's trigger, showing the current language's code. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

export const Default: Story = {
  play: async ({ canvas }) => {
    const language = canvas.getByRole('button', { name: /Language: English/ });
    await expect(language).toHaveTextContent('EN');
    await expect(language).toHaveAttribute('aria-haspopup', 'menu');
    // A click before the app is live is kept by this mark (index.html's capture script).
    await expect(language).toHaveAttribute('data-capture', 'language');
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
