import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BellBadge, bellBadgeText } from '../../../src/components/shell/BellBadge';
import { BellButton } from '../../../src/components/shell/BellButton';
import { withHeaderBand } from '../../support/storyKit';

interface BellStoryArgs {
  /** Unread notifications: the badge shows it and the button's name says it. */
  count: number;
  onClick: () => void;
}

/**
 * The header's notification bell (`BellButton`) with the unread count over its corner (`BellBadge`):
 * nothing at 0, the number up to 99, then "99+"; the bell's name says the count in words.
 */
const meta = {
  title: 'Components/Shell/BellButton',
  subcomponents: { BellButton, BellBadge },
  args: { count: 0, onClick: fn() },
  render: function Render({ count, onClick }) {
    const { t } = useTranslation('common');
    const label =
      count > 0
        ? t('notifications.bellUnread', { count, shown: bellBadgeText(count) })
        : t('notifications.bell');
    return (
      <BellButton label={label} onClick={onClick}>
        <BellBadge count={count} />
      </BellButton>
    );
  },
  decorators: [withHeaderBand()],
} satisfies Meta<BellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneUnread: Story = {
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell.querySelector('[data-count]')).toBeNull();
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ThreeUnread: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(within(bell).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A hundred and twenty: "99+" on the badge and in the name. */
export const ManyUnread: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  },
};

/** Arabic plural forms name the count; the bell keeps its place at the header's inline end. */
export const Arabic: Story = {
  args: { count: 3 },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /الإشعارات، 3/ })).toBeVisible();
  },
};
