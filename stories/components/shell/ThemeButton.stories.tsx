/**
 * The header's theme control: the theme menu's trigger, a sun or a moon for the scheme in force (both in
 * the markup, CSS shows one: switch the theme toolbar).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeButton } from '../../../src/components/shell/ThemeButton';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/ThemeButton',
  component: ThemeButton,
  args: { label: 'Theme: System' },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof ThemeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    const theme = canvas.getByRole('button', { name: 'Theme: System' });
    await expect(theme.querySelector('[data-icon="sun"]')).toBeVisible();
    await expect(theme.querySelector('[data-icon="moon"]')).not.toBeVisible();
    await expect(theme).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const theme = canvas.getByRole('button', { name: 'Theme: System' });
    await expect(theme.querySelector('[data-icon="moon"]')).toBeVisible();
    await expect(theme.querySelector('[data-icon="sun"]')).not.toBeVisible();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
