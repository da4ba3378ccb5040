/**
 * A notification in words, in the language of the moment: its translation key with its parameters,
 * amounts as SDR, percentages as percent, a sensor, a contract template and a tier by their
 * translated names, a company (a chat reply's sender) by its cast name, the time in the language's
 * style. Member text (a counterparty, a chat preview) is shown as it is; a stock text (a parameter
 * named `xKey`) is translated.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { NotificationListLabels, NotificationView } from '../components/shell/NotificationList';
import type { MemberNotification, NotificationKind } from '../data/notifications';
import { formatDate, formatPercent, formatSdr, isolateLtr } from '../i18n/format';
import { companyName } from './companyName';
import { useScreenText } from './screenText';

const timeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The words of one notification and its time, for `language`. */
function notificationText(
  notification: MemberNotification,
  t: TFunction,
  language: string,
): { message: string; time: string } {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(notification.params)) {
    if (name === 'amount' && typeof value === 'number') values[name] = formatSdr(value, language);
    else if ((name === 'percent' || name === 'threshold') && typeof value === 'number') {
      values[name] = isolateLtr(formatPercent(value, language, 2), language);
    } else if (name === 'sensor') values[name] = t(`common:notifications.sensors.${value}`);
    // A parameter named `xKey` is a translation key: its text fills `{{x}}` (a stock chat reply).
    else if (name.endsWith('Key')) values[name.slice(0, -'Key'.length)] = t(`${value}`);
    else if (name === 'template') values[name] = t(`common:notifications.templates.${value}`);
    else if (name === 'tier') values[name] = t(`common:tier.${value}`);
    else if (name === 'sender') values[name] = companyName(t, `${value}`);
    else values[name] = `${value}`;
  }
  return {
    message: t(`common:notifications.items.${notification.key}`, {
      ...values,
      interpolation: { escapeValue: false },
    }),
    time: formatDate(notification.at, language, timeOptions),
  };
}

/** A notification as the bell's list shows it: its words and time, and what it opens. */
export function notificationView(
  notification: MemberNotification,
  t: TFunction,
  language: string,
): NotificationView {
  const { id, kind, at, link, read } = notification;
  return { ...notificationText(notification, t, language), id, kind, at, link, read };
}

/** The words of the bell's list itself. */
export function notificationListLabels(t: TFunction): NotificationListLabels {
  return {
    heading: t('common:notifications.heading'),
    markAllRead: t('common:notifications.markAllRead'),
    markRead: t('common:notifications.markRead'),
    unread: t('common:notifications.unread'),
    emptyTitle: t('common:notifications.emptyTitle'),
    emptyBody: t('common:notifications.emptyBody'),
  };
}

/** `notificationText` bound to the current language. */
export function useNotificationText(): (notification: MemberNotification) => {
  message: string;
  time: string;
} {
  const { t, language } = useScreenText('common');
  return useCallback((notification) => notificationText(notification, t, language), [t, language]);
}

/** Kinds whose screen confirms them itself while open (its own toast): no second toast there. */
export function confirmedByItsScreen(kind: NotificationKind): boolean {
  return kind === 'send' || kind === 'payment' || kind === 'deploy';
}
