import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { NotificationList } from '../../../src/components/shell/NotificationList';
import type { MemberNotification } from '../../../src/data/notifications';
import { resolveLanguage } from '../../../src/i18n/language';
import { notificationListLabels, notificationView } from '../../../src/platform/notificationText';
import { en } from '../../support/english';
import { docsFrame } from '../../support/storyKit';

const notes: MemberNotification[] = [
  {
    id: 'n1',
    kind: 'priceAlert',
    at: '2026-11-25T09:58:00.000Z',
    key: 'priceUp',
    params: { symbol: 'OIL', percent: 3.42, threshold: 1 },
    link: '/dashboard?item=mkt-oil',
    read: false,
  },
  {
    id: 'n2',
    kind: 'declaration',
    at: '2026-11-25T09:40:00.000Z',
    key: 'declarationCleared',
    params: { shipment: 'CC-2026-003' },
    link: '/customs-clearance?shipment=CC-2026-003',
    read: true,
  },
];

/** The list the bell's popover holds, worded in the toolbar's language. */
function List({
  notifications,
  onOpen,
  onMarkRead,
  onMarkAllRead,
}: {
  notifications: MemberNotification[];
  onOpen: (id: string) => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
}) {
  const { t, i18n } = useTranslation('common');
  const language = resolveLanguage(i18n.language);
  return (
    <div css={{ maxInlineSize: 380 }}>
      <NotificationList
        items={notifications.map((item) => notificationView(item, t, language))}
        labels={notificationListLabels(t)}
        onOpen={onOpen}
        onMarkRead={onMarkRead}
        onMarkAllRead={onMarkAllRead}
      />
    </div>
  );
}

/**
 * The open list of the notification centre, newest first: unread ones marked, each a link to its
 * item, Mark all read on top. The app loads it when the bell is pointed at, focused or pressed.
 */
const meta = {
  title: 'Components/Shell/NotificationList',
  component: List,
  subcomponents: { NotificationList },
  parameters: { docs: { story: docsFrame(320) } },
  args: { notifications: notes, onOpen: fn(), onMarkRead: fn(), onMarkAllRead: fn() },
  argTypes: { notifications: { control: false } },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadAndRead: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('data-state', 'unread');
    await expect(items[1]).toHaveAttribute('data-state', 'read');
    await userEvent.click(within(items[0]!).getByRole('button'));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n1');
  },
};

export const AllRead: Story = {
  args: { notifications: notes.map((note) => ({ ...note, read: true })) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: en('common:notifications.markAllRead') }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(en('common:notifications.emptyTitle'));
  },
};
