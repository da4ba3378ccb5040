/**
 * The member store's record updates and its next due day (src/machines/memberStore.machine.ts): pure
 * functions of the record and an event's payload. Each returns the changed record, or `null` when the
 * event changes nothing (a repeated event, an unknown id), so the machine keeps its context as it was.
 */
import { memberSender } from './chatSender';
import type { ChatMessage, ChatRoom } from '../data/chat';
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
  clock: (() => number) | undefined,
): { at: string; wait: number } | null {
  if (!clock) return null;
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
export const awaitingReply = (messages: readonly ChatMessage[]): ChatMessage[] => {
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
export const submittedDeclarations = (record: MemberRecord) =>
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
  chatReplies: ChatReplyRules | undefined,
  notifications: NotificationRules,
  { replyDuration }: { replyDuration: number },
): MemberRecord | null {
  if (!chatReplies) return null;
  const { messages, rooms } = record.chat;
  const message = awaitingReply(messages).find((candidate) => candidate.id === id);
  if (!message) return null;
  const reply = chatReplies.reply(message, rooms, later(message.timestamp, replyDuration));
  if (!reply || messages.some((existing) => existing.id === reply.id)) return null;
  const replied = { ...record, chat: { ...record.chat, messages: [...messages, reply] } };
  return withNotifications(replied, [notifications.replied(reply)], notifications.max);
}

export const withMessageStatus = (
  record: MemberRecord,
  id: string,
  status: ChatMessage['status'],
): MemberRecord => ({
  ...record,
  chat: {
    ...record.chat,
    messages: record.chat.messages.map((message) => (message.id === id ? { ...message, status } : message)),
  },
});

export const withCandidate = (record: MemberRecord, candidate: MatchCandidate): MemberRecord => ({
  ...record,
  matching: { candidates: prepend(record.matching.candidates, candidate) },
});

export const withoutCandidate = (record: MemberRecord, id: string): MemberRecord => ({
  ...record,
  matching: { candidates: record.matching.candidates.filter((candidate) => candidate.id !== id) },
});
