import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { BellBadge, bellBadgeText } from '../../../src/components/shell/BellBadge';
import { BellButton } from '../../../src/components/shell/BellButton';
import { NotificationCentre } from '../../../src/components/shell/NotificationCentre';
import { NotificationList } from '../../../src/components/shell/NotificationList';
import type { MemberNotification } from '../../../src/data/notifications';
import { resolveLanguage } from '../../../src/i18n/language';
import { notificationListLabels, notificationView } from '../../../src/platform/notificationText';
import { en } from '../../support/english';
import { docsFrame, withHeaderBand } from '../../support/storyKit';

const note = (index: number, read: boolean, over: Partial<MemberNotification> = {}): MemberNotification => ({
  id: `n${index}`,
  kind: 'send',
  at: new Date(Date.UTC(2026, 10, 25, 9, 59 - (index % 50))).toISOString(),
  key: 'sendCompleted',
  params: { amount: 1250 + index, counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b' },
  link: `/srd-wallet?tab=history&entry=TX-${index}`,
  read,
  ...over,
});

/** One of each kind the app raises, the newest three unread. */
const mixed: MemberNotification[] = [
  note(1, false, {
    kind: 'priceAlert',
    key: 'priceUp',
    params: { symbol: 'OIL', percent: 3.42, threshold: 1 },
    link: '/dashboard?item=mkt-oil',
  }),
  note(2, false),
  note(3, false, {
    kind: 'sensor',
    key: 'sensorCritical',
    params: { shipment: 'SH-2026-006', sensor: 'temperature' },
    link: '/iot-logistics?tab=map&shipment=SH-2026-006',
  }),
  note(4, true, {
    kind: 'declaration',
    key: 'declarationCleared',
    params: { shipment: 'CC-2026-003' },
    link: '/customs-clearance?shipment=CC-2026-003',
  }),
  note(5, true, {
    kind: 'deploy',
    key: 'deployFinished',
    params: { contract: 'SC-2026-004' },
    link: '/smart-contracts?contract=SC-2026-004',
  }),
  note(6, true, { kind: 'payment', key: 'paymentCompleted' }),
];
const many = Array.from({ length: 100 }, (_, index) => note(index + 10, index % 3 !== 0));

/**
 * The bell and its list as the header draws them, from notifications as the member's store
 * keeps them (translation keys and parameters), worded in the toolbar's language.
 */
function Centre({
  notifications,
  defaultOpen,
  onOpen,
  onMarkRead,
  onMarkAllRead,
}: {
  notifications: MemberNotification[];
  defaultOpen: boolean;
  onOpen: (id: string) => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
}) {
  const { t, i18n } = useTranslation('common');
  const language = resolveLanguage(i18n.language);
  const count = notifications.filter((item) => !item.read).length;
  return (
    <NotificationCentre
      count={count}
      bellLabel={
        count > 0
          ? t('notifications.bellUnread', { count, shown: bellBadgeText(count) })
          : t('notifications.bell')
      }
      defaultOpen={defaultOpen}
      list={NotificationList}
      dir={i18n.dir(language)}
      items={notifications.map((item) => notificationView(item, t, language))}
      labels={notificationListLabels(t)}
      onOpen={onOpen}
      onMarkRead={onMarkRead}
      onMarkAllRead={onMarkAllRead}
    />
  );
}

/**
 * The header's bell and, when pressed, the member's notifications in a popover beside it: unread ones
 * marked, each a link to its item, with Mark all read. Props in, callbacks out: the shell gives it the
 * member store's notifications, worded in the member's language.
 */
const meta = {
  title: 'Components/Shell/NotificationCentre',
  parameters: { docs: { story: docsFrame(560) } },
  component: Centre,
  subcomponents: { NotificationCentre, BellButton, BellBadge },
  args: {
    notifications: mixed,
    defaultOpen: false,
    onOpen: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
  },
  argTypes: { notifications: { control: false } },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof Centre>;

export default meta;
type Story = StoryObj<typeof meta>;

const bellOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Notifications|^الإشعارات/ });

/** Nothing unread: the bell alone, no badge. */
export const BellNone: Story = {
  args: { notifications: mixed.map((item) => ({ ...item, read: true })) },
  play: async ({ canvasElement }) => {
    await expect(bellOf(canvasElement)).toHaveAccessibleName(en('common:notifications.bell'));
    await expect(bellOf(canvasElement).querySelector('[data-count]')).toBeNull();
  },
};

export const BellThree: Story = {
  play: async ({ canvasElement }) => {
    await expect(bellOf(canvasElement)).toHaveAccessibleName('Notifications, 3 unread');
    await expect(bellOf(canvasElement)).toHaveTextContent('3');
  },
};

/** More than 99 unread: the badge and the name say 99+. */
export const BellNinetyNinePlus: Story = {
  args: { notifications: Array.from({ length: 100 }, (_, index) => note(index, false)) },
  play: async ({ canvasElement }) => {
    await expect(bellOf(canvasElement)).toHaveAccessibleName('Notifications, 99+ unread');
    await expect(bellOf(canvasElement)).toHaveTextContent('99+');
  },
};

export const OpenEmpty: Story = {
  args: { notifications: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(list).toHaveTextContent(en('common:notifications.emptyTitle'));
    await expect(
      within(list).queryByRole('button', { name: en('common:notifications.markAllRead') }),
    ).toBeNull();
  },
};

/** Unread ones marked (dot, tint, "Unread" for screen readers), read ones plain; each links to its item. */
export const OpenUnreadAndRead: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement, userEvent, step }) => {
    const list = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveAttribute('data-state', 'unread');
    await expect(items[5]).toHaveAttribute('data-state', 'read');
    await expect(within(list).getByRole('link', { name: /OIL rose 3\.42%/ })).toHaveAttribute(
      'href',
      '/dashboard?item=mkt-oil',
    );
    await step('mark one read, then all', async () => {
      await userEvent.click(within(items[1]!).getByRole('button'));
      await expect(args.onMarkRead).toHaveBeenCalledWith('n2');
      await userEvent.click(
        within(list).getByRole('button', { name: en('common:notifications.markAllRead') }),
      );
      await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    });
  },
};

/** The last 100 kept: the list scrolls inside the popover. */
export const OpenMany: Story = {
  args: { notifications: many, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(100);
  },
};

export const OpenArabic: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(list).toHaveAttribute('dir', 'rtl');
    await expect(list).toHaveTextContent('الإشعارات');
  },
};

/** The bell alone, nothing unread: no badge. */
export const BellOnly: Story = {
  render: function Render() {
    const { t } = useTranslation('common');
    return (
      <BellButton label={t('notifications.bell')} onClick={fn()}>
        <BellBadge count={0} />
      </BellButton>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(bellOf(canvasElement)).toHaveAccessibleName(en('common:notifications.bell'));
  },
};
