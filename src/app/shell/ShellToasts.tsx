import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ToastViewport, type ToastView } from '../../components/shell/ToastViewport';
import { selectDirection } from '../../machines/language.machine';
import { selectNotifications } from '../../machines/memberStore.machine';
import { selectQueuedCount, selectVisibleToasts } from '../../machines/toastQueue.machine';
import { useDeferredModule } from '../../platform/deferredModule';
import { useVisitShown } from '../../platform/hydration';
import { memberStore, useMember } from '../../platform/memberStore';
import { confirmedByItsScreen, useNotificationText } from '../../platform/notificationText';
import { useScreenText } from '../../platform/screenText';
import { dismissAppUpdate, useAppUpdate } from '../../platform/serviceWorker';
import type { ShellActors } from '../../platform/shellActors';
import { useShellActors } from '../../platform/shellContext';
import { RadixScope } from './RadixScope';

/**
 * A toast for each notification that arrives while the app is open, with View to open its item
 * (the toast is the transient view; the list keeps it). Those in the member's list when the page
 * became live are not toasted (the prerendered page holds the sample member's, so the list is read
 * after hydration); the screen that confirms a send, a payment or a deploy itself shows no second
 * toast while it is open.
 */
function useNotificationToasts(toasts: ShellActors['toasts']) {
  const { t } = useScreenText('common');
  const hydrated = useVisitShown();
  const notifications = useMember(selectNotifications);
  const messageOf = useNotificationText();
  const { pathname } = useLocation();
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (seen.current === null) {
      seen.current = new Set(notifications.map((notification) => notification.id));
      return;
    }
    for (const notification of notifications) {
      if (seen.current.has(notification.id)) continue;
      seen.current.add(notification.id);
      if (notification.read) continue;
      const ownScreen = notification.link.split('?')[0] === pathname;
      if (ownScreen && confirmedByItsScreen(notification.kind)) continue;
      toasts.send({
        type: 'toast.add',
        toast: {
          tone: notification.kind === 'sensor' ? 'warning' : 'info',
          title: messageOf(notification).message,
          action: { label: t('notifications.view'), link: notification.link },
        },
      });
    }
  }, [hydrated, notifications, toasts, messageOf, pathname, t]);
}

const appUpdateToastId = 'app-update';

// The toasts and their animations load with the first toast: no page needs them to paint.
const loadToastItems = () => import('../../components/shell/ToastItems');

/** The toast stack of the whole app, with the new version's toast after the queue's. */
export function ShellToasts() {
  const { t } = useScreenText('common');
  const navigate = useNavigate();
  const { toasts, language } = useShellActors();
  useNotificationToasts(toasts);
  const queue = useSelector(toasts, selectVisibleToasts);
  const update = useAppUpdate();
  // The new version waits for the member: its toast has no timer and stays until Reload or close.
  const visible = useMemo<ToastView[]>(
    () =>
      update.status === 'available'
        ? [
            ...queue,
            {
              id: appUpdateToastId,
              tone: 'info',
              title: t('update.available'),
              action: { label: t('update.reload') },
            },
          ]
        : queue,
    [queue, update.status, t],
  );
  const queued = useSelector(toasts, selectQueuedCount);
  const dir = useSelector(language, selectDirection);
  const items = useDeferredModule(loadToastItems, visible.length > 0);
  return (
    <RadixScope>
      <ToastViewport
        toasts={visible}
        queuedLabel={queued > 0 ? t('toast.queued', { count: queued }) : undefined}
        onDismiss={(id) =>
          id === appUpdateToastId ? dismissAppUpdate() : toasts.send({ type: 'user.dismiss', id })
        }
        onAction={(toast) => {
          if (toast.id === appUpdateToastId && update.status === 'available') return update.apply();
          if (!toast.action?.link) return;
          const store = memberStore();
          const notification = store
            .getSnapshot()
            .context.record.notifications.find((item) => item.link === toast.action?.link && !item.read);
          if (notification) store.send({ type: 'notification.markRead', id: notification.id });
          void navigate(toast.action.link);
        }}
        onPause={() => toasts.send({ type: 'user.pause' })}
        onResume={() => toasts.send({ type: 'user.resume' })}
        dir={dir}
        labels={{ region: t('toast.region', { hotkey: 'F8' }), dismiss: t('toast.dismiss') }}
        items={items?.ToastItems ?? null}
      />
    </RadixScope>
  );
}
