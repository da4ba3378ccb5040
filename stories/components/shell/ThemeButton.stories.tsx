/** The header's theme control: the theme menu's trigger, a sun or a moon for the scheme in force. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeButton } from '../../../src/components/shell/ThemeButton';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/ThemeButton',
  component: ThemeButton,
  args: { scheme: 'light', label: 'Theme: System' },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof ThemeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    const theme = canvas.getByRole('button', { name: 'Theme: System' });
    await expect(theme.querySelector('svg')).toHaveAttribute('data-icon', 'sun');
    await expect(theme).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const Dark: Story = {
  args: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Theme: System' }).querySelector('svg')).toHaveAttribute(
      'data-icon',
      'moon',
    );
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
