/**
 * The member store's record updates and its next due day (src/machines/memberStore.machine.ts): pure
 * functions of the record and an event's payload. Each returns the changed record, or `null` when the
 * event changes nothing (a repeated event, an unknown id), so the machine keeps its context as it was.
 */
import { memberSender } from './chatSender';
import type { ChatMessage, ChatRoom } from '../data/negotiationChat';
import type { ChatReplyRules } from '../data/chatReplies';
import type { ComplianceDocument } from '../data/complianceDashboard';
import type { LedgerEntry } from '../data/ledger';
import type {
  CustomsDeclarationRecord,
  CustomsUpload,
  DealProposal,
  MatchCandidate,
  MemberRecord,
} from '../data/memberRecord';
import type { MemberNotification, NotificationRules } from '../data/notifications';

/** The longest wait a timer holds (2^31 - 1 ms, about 24.8 days): a later day is waited for in steps. */
export const longestWait = 2_147_483_647;

/**
 * When the store next looks for due scheduled payments (`at`, as the `clock.now` it raises then, and `wait`
 * in ms from now): the earliest day, at most `longestWait` ahead.
 */
export function nextDueCheck(
  ledger: readonly LedgerEntry[],
  clock: () => number,
): { at: string; wait: number } | null {
  const days = ledger
    .filter((entry) => entry.status === 'scheduled')
    .map((entry) => Date.parse(entry.at))
    .filter(Number.isFinite);
  if (days.length === 0) return null;
  const now = clock();
  const at = Math.min(Math.min(...days), now + longestWait);
  return { at: new Date(at).toISOString(), wait: Math.max(0, at - now) };
}

export const inFlight = (entry: LedgerEntry) => entry.status === 'pending' || entry.status === 'processing';
export const outflowCents = (entry: LedgerEntry) => entry.amountCents + entry.feeCents;
/** The delay after which an entry in flight completes: a send's, or a payment's. */
export const settleDelay = (entry: LedgerEntry) =>
  entry.kind === 'transfer' ? ('sendDuration' as const) : ('paymentDuration' as const);
const later = (at: string, ms: number) => {
  const time = Date.parse(at);
  return Number.isFinite(time) ? new Date(time + ms).toISOString() : at;
};

/**
 * The list with these notifications added first, the newest `max` kept. One whose id is already
 * there changes nothing (an event seen twice, or by two tabs, notifies once).
 */
export const withNotifications = (
  record: MemberRecord,
  added: readonly MemberNotification[],
  max: number,
): MemberRecord => ({
  ...record,
  notifications: added
    .reduce<MemberNotification[]>(
      (list, notification) =>
        list.some((existing) => existing.id === notification.id) ? list : [notification, ...list],
      record.notifications,
    )
    .slice(0, max),
});

/** The member's messages that are the last of their room: each waits for a counterparty's answer. */
const awaitingReply = (messages: readonly ChatMessage[]): ChatMessage[] => {
  const last = new Map<string, ChatMessage>();
  for (const message of messages) last.set(message.roomId, message);
  return [...last.values()].filter((message) => message.sender === memberSender && message.type !== 'system');
};

/** Newest first, no duplicate id: a repeated event changes nothing. */
export const prepend = <T extends { id: string }>(list: readonly T[], item: T): T[] =>
  list.some((existing) => existing.id === item.id) ? [...list] : [item, ...list];

/** The entry with this id completed, if it is still in flight, and the member notified. */
export function settledRecord(
  record: MemberRecord,
  id: string,
  notifications: NotificationRules,
  delays: { sendDuration: number; paymentDuration: number },
): MemberRecord | null {
  const settling = record.ledger.find((entry) => entry.id === id && inFlight(entry));
  if (!settling) return null;
  const delay = delays[settleDelay(settling)];
  const settled = {
    ...record,
    ledger: record.ledger.map((entry) =>
      entry === settling ? { ...entry, status: 'completed' as const } : entry,
    ),
  };
  return withNotifications(
    settled,
    [notifications.completed(settling, later(settling.at, delay))],
    notifications.max,
  );
}

/** The scheduled entries whose day came by `at` completed, each notified at its own day. */
export function completedDue(
  record: MemberRecord,
  at: string,
  notifications: NotificationRules,
): MemberRecord | null {
  const now = Date.parse(at);
  const due = (entry: LedgerEntry) => entry.status === 'scheduled' && Date.parse(entry.at) <= now;
  const dueEntries = record.ledger.filter(due);
  if (dueEntries.length === 0) return null;
  const completed = {
    ...record,
    ledger: record.ledger.map((entry) => (due(entry) ? { ...entry, status: 'completed' as const } : entry)),
  };
  return withNotifications(
    completed,
    dueEntries.map((entry) => notifications.completed(entry, entry.at)),
    notifications.max,
  );
}

export const withProposal = (record: MemberRecord, proposal: DealProposal): MemberRecord => ({
  ...record,
  deal: { ...record.deal, proposals: prepend(record.deal.proposals, proposal) },
});

/** One upload per shipment and document id: a repeated event changes nothing. */
export const withCustomsUpload = (record: MemberRecord, upload: CustomsUpload): MemberRecord | null =>
  record.customs.uploads.some(
    (existing) => existing.shipmentId === upload.shipmentId && existing.document.id === upload.document.id,
  )
    ? null
    : { ...record, customs: { ...record.customs, uploads: [upload, ...record.customs.uploads] } };

/** The declaration replaces the shipment's previous one, first in the list. */
export const withDeclaration = (
  record: MemberRecord,
  declaration: CustomsDeclarationRecord,
): MemberRecord => ({
  ...record,
  customs: {
    ...record.customs,
    declarations: [
      declaration,
      ...record.customs.declarations.filter((existing) => existing.shipmentId !== declaration.shipmentId),
    ],
  },
});

/** The declarations waiting for customs to clear them. */
const submittedDeclarations = (record: MemberRecord) =>
  record.customs.declarations.filter((declaration) => declaration.status === 'submitted');

/** The shipment's submitted declaration cleared, and the member notified when customs cleared it. */
export function clearedRecord(
  record: MemberRecord,
  shipmentId: string,
  notifications: NotificationRules,
  { clearanceDuration }: { clearanceDuration: number },
): MemberRecord | null {
  const submitted = record.customs.declarations.find(
    (declaration) => declaration.shipmentId === shipmentId && declaration.status === 'submitted',
  );
  if (!submitted) return null;
  const cleared = {
    ...record,
    customs: {
      ...record.customs,
      declarations: record.customs.declarations.map((declaration) =>
        declaration === submitted ? { ...declaration, status: 'cleared' as const } : declaration,
      ),
    },
  };
  const notification = notifications.cleared(submitted, later(submitted.at, clearanceDuration));
  return withNotifications(cleared, [notification], notifications.max);
}

export const withRead = (record: MemberRecord, id: string): MemberRecord | null =>
  record.notifications.some((notification) => notification.id === id && !notification.read)
    ? {
        ...record,
        notifications: record.notifications.map((notification) =>
          notification.id === id ? { ...notification, read: true } : notification,
        ),
      }
    : null;

export const withAllRead = (record: MemberRecord): MemberRecord | null =>
  record.notifications.some((notification) => !notification.read)
    ? {
        ...record,
        notifications: record.notifications.map((notification) =>
          notification.read ? notification : { ...notification, read: true },
        ),
      }
    : null;

export const withComplianceUpload = (record: MemberRecord, document: ComplianceDocument): MemberRecord => ({
  ...record,
  compliance: { ...record.compliance, uploads: prepend(record.compliance.uploads, document) },
});

export const withResolvedAlert = (record: MemberRecord, id: string): MemberRecord | null =>
  record.compliance.resolvedAlerts.includes(id)
    ? null
    : {
        ...record,
        compliance: { ...record.compliance, resolvedAlerts: [...record.compliance.resolvedAlerts, id] },
      };

/** A room not yet there, first, with those of its messages not yet there. */
export function withRoom(
  record: MemberRecord,
  room: ChatRoom,
  messages: readonly ChatMessage[] = [],
): MemberRecord | null {
  if (record.chat.rooms.some((existing) => existing.id === room.id)) return null;
  const added = messages.filter(
    (message) => !record.chat.messages.some((existing) => existing.id === message.id),
  );
  return {
    ...record,
    chat: { rooms: [room, ...record.chat.rooms], messages: [...record.chat.messages, ...added] },
  };
}

export const withMessage = (record: MemberRecord, message: ChatMessage): MemberRecord | null =>
  record.chat.messages.some((existing) => existing.id === message.id)
    ? null
    : { ...record, chat: { ...record.chat, messages: [...record.chat.messages, message] } };

// The answer goes to the member's message only while it is still the last of its room.
export function repliedRecord(
  record: MemberRecord,
  id: string,
  chatReplies: ChatReplyRules,
  notifications: NotificationRules,
  { replyDuration }: { replyDuration: number },
): MemberRecord | null {
  const { messages, rooms } = record.chat;
  const message = awaitingReply(messages).find((candidate) => candidate.id === id);
  if (!message) return null;
  const reply = chatReplies.reply(message, rooms, later(message.timestamp, replyDuration));
  if (!reply || messages.some((existing) => existing.id === reply.id)) return null;
  const replied = { ...record, chat: { ...record.chat, messages: [...messages, reply] } };
  return withNotifications(replied, [notifications.replied(reply)], notifications.max);
}

/** The record with the member's message `id` moved from `from` to `to`; null when it is not at `from`. */
export function withMessageStatus(
  record: MemberRecord,
  id: string,
  from: ChatMessage['status'],
  to: ChatMessage['status'],
): MemberRecord | null {
  const { messages } = record.chat;
  const message = messages.find((candidate) => candidate.id === id);
  if (message?.sender !== memberSender || message.status !== from) return null;
  const moved = messages.map((candidate) => (candidate === message ? { ...message, status: to } : candidate));
  return { ...record, chat: { ...record.chat, messages: moved } };
}

/** An event the store raises for itself later, with the id that cancels it and its delay's name. */
export type StoreTimer =
  | {
      event: { type: 'ledger.settle'; id: string };
      options: { id: string; delay: ReturnType<typeof settleDelay> };
    }
  | {
      event: { type: 'customs.clear'; shipmentId: string };
      options: { id: string; delay: 'clearanceDuration' };
    }
  | { event: { type: 'chat.delivered' | 'chat.read' | 'chat.reply'; id: string }; options: ChatTimerOptions };
type ChatTimerOptions = { id: string; delay: 'deliveredDelay' | 'readDelay' | 'replyDuration' };

export const settleTimer = (entry: LedgerEntry): StoreTimer => ({
  event: { type: 'ledger.settle', id: entry.id },
  options: { id: entry.id, delay: settleDelay(entry) },
});

export const clearTimer = (shipmentId: string): StoreTimer => ({
  event: { type: 'customs.clear', shipmentId },
  options: { id: `clear-${shipmentId}`, delay: 'clearanceDuration' },
});

/**
 * What the store raises later for these messages: the next status of each of the member's messages on
 * its way (a sent one is delivered, a delivered one read), and the answer to the last of a room.
 */
export function chatTimers(messages: readonly ChatMessage[]): StoreTimer[] {
  const timers: StoreTimer[] = [];
  for (const { id, sender, status } of messages) {
    if (sender !== memberSender) continue;
    if (status === 'sent') {
      timers.push({
        event: { type: 'chat.delivered', id },
        options: { id: `deliver-${id}`, delay: 'deliveredDelay' },
      });
    } else if (status === 'delivered') {
      timers.push({ event: { type: 'chat.read', id }, options: { id: `read-${id}`, delay: 'readDelay' } });
    }
  }
  for (const { id } of awaitingReply(messages)) {
    timers.push({
      event: { type: 'chat.reply', id },
      options: { id: `reply-${id}`, delay: 'replyDuration' },
    });
  }
  return timers;
}

/** Everything a record left on its way (loaded, from another tab, imported) that the store completes. */
export const recordTimers = (record: MemberRecord): StoreTimer[] => [
  ...record.ledger.filter(inFlight).map(settleTimer),
  ...submittedDeclarations(record).map(({ shipmentId }) => clearTimer(shipmentId)),
  ...chatTimers(record.chat.messages),
];

export const withCandidate = (record: MemberRecord, candidate: MatchCandidate): MemberRecord => ({
  ...record,
  matching: { candidates: prepend(record.matching.candidates, candidate) },
});

export const withoutCandidate = (record: MemberRecord, id: string): MemberRecord => ({
  ...record,
  matching: { candidates: record.matching.candidates.filter((candidate) => candidate.id !== id) },
});
