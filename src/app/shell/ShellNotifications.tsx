import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { bellBadgeText } from '../../components/shell/BellBadge';
import { NotificationCentre } from '../../components/shell/NotificationCentre';
import { selectDirection } from '../../machines/language.machine';
import { selectNotifications, selectUnreadCount } from '../../machines/memberStore.machine';
import { useDeferredModule } from '../../platform/deferredModule';
import { memberStore, useMember } from '../../platform/memberStore';
import { notificationListLabels, notificationView } from '../../platform/notificationText';
import { useScreenText } from '../../platform/screenText';
import { useShellActors } from '../../platform/shellContext';
import { RadixScope } from './RadixScope';

// The open list and its animations load once the member points at, focuses or opens the bell.
const loadNotificationList = () => import('../../components/shell/NotificationList');

/** The bell with the unread count and the list of the member's notifications in a popover. */
export function ShellNotifications() {
  const { t, language } = useScreenText('common');
  const notifications = useMember(selectNotifications);
  const count = useMember(selectUnreadCount);
  const dir = useSelector(useShellActors().language, selectDirection);
  const [wanted, setWanted] = useState(false);
  const list = useDeferredModule(loadNotificationList, wanted);
  return (
    <RadixScope>
      <NotificationCentre
        count={count}
        bellLabel={
          count > 0
            ? t('notifications.bellUnread', { count, shown: bellBadgeText(count) })
            : t('notifications.bell')
        }
        dir={dir}
        items={notifications.map((item) => notificationView(item, t, language))}
        labels={notificationListLabels(t)}
        onOpen={(id) => memberStore().send({ type: 'notification.markRead', id })}
        onMarkRead={(id) => memberStore().send({ type: 'notification.markRead', id })}
        onMarkAllRead={() => memberStore().send({ type: 'notification.markAllRead' })}
        list={list?.NotificationList ?? null}
        onWanted={() => setWanted(true)}
      />
    </RadixScope>
  );
}
