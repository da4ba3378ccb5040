import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchButton } from '../../../src/components/shell/SearchButton';
import { en } from '../../support/english';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/SearchButton',
  component: SearchButton,
  args: { label: en('palette.buttonLabel', { hotkey: 'Ctrl+K' }), onOpen: fn() },
  argTypes: { label: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <SearchButton {...args} label={t('palette.buttonLabel', { hotkey: 'Ctrl+K' })} />;
  },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const button = canvas.getByRole('button', { name: 'Search screens, items and actions (Ctrl+K)' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await step('a press opens the palette', async () => {
      await userEvent.click(button);
      await expect(args.onOpen).toHaveBeenCalled();
    });
    await step('so does Enter from the keyboard', async () => {
      args.onOpen.mockClear();
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpen).toHaveBeenCalledTimes(1);
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Ctrl\+K/ })).toBeVisible();
  },
};
