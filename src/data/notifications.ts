/**
 * The member's notifications: what the app tells the member happened (a send or payment completed, a
 * contract deployed, a declaration cleared, a price crossing the member's alert threshold, a sensor
 * going critical, a counterparty's reply, work a screen stopped because the member left it). Kept in the member's record, newest first, at most
 * `maxNotifications` (the oldest go). A notification holds no display text: a translation key
 * (`common:notifications.items.<key>`) and its parameters, so it reads in the language of the moment.
 * Parameters whose name ends in `Key` are themselves translation keys (`namespace:key`), translated
 * when shown; `amount` is an SDR amount and `percent` a percentage, both formatted when shown.
 */

import type { ChatMessage } from './negotiationChat';
import type { LedgerEntry } from './ledger';
import {
  walletEntryLink,
  customsShipmentLink,
  smartContractsLink,
  membershipLink,
  chatRoomLink,
} from './itemLinks';

export const notificationKinds = [
  'send',
  'payment',
  'deploy',
  'plan',
  'declaration',
  'priceAlert',
  'sensor',
  'chatReply',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The message of each notification, one translation key each. */
export const notificationKeys = [
  'sendCompleted',
  'paymentCompleted',
  'deployFinished',
  'deployCancelled',
  'planChangeCancelled',
  'declarationCleared',
  'declarationCancelled',
  'priceUp',
  'priceDown',
  'sensorCritical',
  'chatReply',
] as const;
export type NotificationKey = (typeof notificationKeys)[number];

export type NotificationParams = Record<string, string | number>;

export interface MemberNotification {
  id: string;
  kind: NotificationKind;
  /** ISO 8601, when it happened. */
  at: string;
  key: NotificationKey;
  params: NotificationParams;
  /** Path and query inside the app that opens the item selected (`/srd-wallet?tab=history&entry=…`). */
  link: string;
  read: boolean;
}

/** How many notifications the record keeps; a new one beyond that drops the oldest. */
export const maxNotifications = 100;
/** Most parameters a notification carries. */
export const maxNotificationParams = 8;

/** A link inside this app: a path from its root, never another origin (`//host`, `/\host`, `javascript:`). */
export function isAppLink(value: string): boolean {
  return /^\/(?![/\\])[^\s:]*$/.test(value) && value.length <= 300;
}

/** What the member store notifies itself, and how many notifications it keeps (its input). */
export interface NotificationRules {
  max: number;
  /** A send (transfer) or a payment completed, at `at`. */
  completed: (entry: LedgerEntry, at: string) => MemberNotification;
  /** Customs cleared a submitted declaration, at `at`. */
  cleared: (declaration: { shipmentId: string; at: string }, at: string) => MemberNotification;
  /** A counterparty replied in a chat room (the reply, with its time). */
  replied: (reply: ChatMessage) => MemberNotification;
}

export const notificationRules: NotificationRules = {
  max: maxNotifications,
  completed: (entry, at) => {
    const isSend = entry.kind === 'transfer';
    return {
      id: `completed-${entry.id}`,
      kind: isSend ? 'send' : 'payment',
      at,
      key: isSend ? 'sendCompleted' : 'paymentCompleted',
      params: { amount: entry.amountCents / 100, counterparty: entry.counterparty },
      link: walletEntryLink(entry.id),
      read: false,
    };
  },
  cleared: (declaration, at) => ({
    id: `cleared-${declaration.shipmentId}-${declaration.at}`,
    kind: 'declaration',
    at,
    key: 'declarationCleared',
    params: { shipment: declaration.shipmentId },
    link: customsShipmentLink(declaration.shipmentId),
    read: false,
  }),
  replied: (reply) => ({
    id: `replied-${reply.id}`,
    kind: 'chatReply',
    at: reply.timestamp,
    key: 'chatReply',
    params: {
      sender: reply.sender,
      ...(reply.contentKey ? { previewKey: reply.contentKey } : { preview: reply.content }),
    },
    link: chatRoomLink(reply.roomId),
    read: false,
  }),
};

/** Work that belongs to a screen, stopped because the member left the screen before it finished. */
export type StoppedWork =
  | { kind: 'deploy'; templateCode: string }
  | { kind: 'plan'; tier: string }
  | { kind: 'declaration'; shipmentId: string };

/**
 * The notification that says so, with a link back to where it can be started again. Its id comes
 * from when the work started, so being told twice (leaving, then the page closing) notifies once.
 */
export function stoppedWorkNotification(
  work: StoppedWork,
  startedAt: string,
  at: string,
): MemberNotification {
  const common = { at, read: false, id: `stopped-${work.kind}-${startedAt}` };
  switch (work.kind) {
    case 'deploy':
      return {
        ...common,
        kind: 'deploy',
        key: 'deployCancelled',
        params: { template: work.templateCode },
        link: smartContractsLink,
      };
    case 'plan':
      return {
        ...common,
        kind: 'plan',
        key: 'planChangeCancelled',
        params: { tier: work.tier },
        link: membershipLink,
      };
    case 'declaration':
      return {
        ...common,
        id: `stopped-declaration-${work.shipmentId}-${startedAt}`,
        kind: 'declaration',
        key: 'declarationCancelled',
        params: { shipment: work.shipmentId },
        link: customsShipmentLink(work.shipmentId),
      };
  }
}
