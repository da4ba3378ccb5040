/**
 * The member's store: one app-wide actor that owns the member's record (src/data/memberRecord.ts):
 * the ledger entries they made, tier, profile, contracts, deal work, customs and compliance work,
 * chat and matching candidates. Screens read it with the selectors below and send events; what a
 * screen shows only while open stays in the screen's own actors. The platform saves the record on
 * every change and replaces it when another tab changed it (src/platform/memberStore.ts).
 *
 * Money that moves over time belongs to the store, not to a screen: a send stays `pending` for
 * `sendDuration` and a payment `processing` for `paymentDuration`, then both complete, even when the
 * screen that started them is gone. A scheduled payment completes on `clock.now` once its day came:
 * the platform sends it at start-up and on focus, and the store raises it itself at the next due
 * day (`untilNextDue`, from the injected `now`), so one that falls due while the tab is open completes
 * then.
 * An outflow is refused when its amount plus fees is above what is available (the rule is injected
 * as `availableCents`, computed from the sample history and the member's entries).
 *
 * States: `ready` (the only one: the store is a record with timed settlements).
 * Events: `ledger.submit` (entry), `ledger.settle` (id), `ledger.resume`, `clock.now` (at),
 * `tier.set`, `profile.set`, `contract.add`, `deal.saveDraft`, `deal.propose`, `customs.upload`,
 * `customs.declare`, `compliance.upload`, `compliance.resolveAlert`, `chat.openRoom`, `chat.post`,
 * `chat.setStatus`, `chat.reply` (message id, raised by the store), `matching.addCandidate`, `matching.removeCandidate`, `customs.clear` (shipment id,
 * raised by the store), `notification.add`, `notification.markRead` (id), `notification.markAllRead`,
 * `record.replace` (another
 * tab saved), `record.import` and `record.reset` (the member chose their data: a notice about the old
 * one goes), `storage.problem`, `user.dismissNotice`.
 * Delays: `sendDuration` 2000 ms (the wallet's 2-second send), `paymentDuration` 2000 ms (a payment
 * processed now), `clearanceDuration` 5000 ms (customs review of a submitted declaration),
 * `replyDuration` 5000 ms (a counterparty answers the member's chat message, after it was read),
 * `untilNextDue` (from `now` to the earliest scheduled payment's day, at most `longestWait`).
 *
 * Chat replies: a counterparty answers the member's last message in a room `replyDuration` after it
 * was posted (messages posted in a row get one answer, to the last), even when the member left the
 * chat; the words and who says them come from the injected `chatReplies` rules. A record that
 * arrives (load, another tab, import) with the member's message last in a room gets its answer too.
 *
 * Notifications: the store notifies what it owns (a send or payment completed, a declaration
 * cleared by customs) and keeps what screens notify (`notification.add`); newest first, the last
 * `maxNotifications`, each read or unread. A notification's time comes from the event's own time
 * (the entry's or declaration's time plus its delay), never from a clock read here.
 */
import { and, assign, cancel, enqueueActions, raise, setup, type SnapshotFrom } from 'xstate';
import { memberSender } from './chatSender';
import type { ChatMessage, ChatRoom } from '../data/chat';
import type { ChatReplyRules } from '../data/chatReplies';
import type { ComplianceDocument } from '../data/complianceDashboard';
import type { LedgerEntry } from '../data/ledger';
import type { TierId } from '../data/memberKey';
import type { ProfileFields } from '../data/memberProfileFields';
import type {
  CustomsDeclarationRecord,
  CustomsUpload,
  DealProposal,
  MatchCandidate,
  MemberRecord,
} from '../data/memberRecord';
import type { NegotiationTerms } from '../data/dealTerms';
import type { MemberNotification, NotificationRules } from '../data/notifications';
import type { ActiveContract } from '../data/smartContracts';

export const memberStoreDelays = {
  sendDuration: 2000,
  paymentDuration: 2000,
  clearanceDuration: 5000,
  replyDuration: 5000,
} as const;

/** What the member is told about their saved data, until they dismiss it. */
export type StorageNotice = 'recovered' | 'newerVersion' | 'writeFailed';

export interface MemberStoreInput {
  record: MemberRecord;
  /** What the account can spend with these member entries (sample history included). */
  availableCents: (ledger: readonly LedgerEntry[]) => number;
  notice?: StorageNotice | null;
  /** How the store words what it notifies, and how many notifications it keeps. */
  notifications: NotificationRules;
  /** How counterparties answer the member in chat (without it, nobody answers). */
  chatReplies?: ChatReplyRules;
  /** The time now in ms (the app's clock; tests pass a simulated one). Without it, only `clock.now` completes scheduled payments. */
  now?: () => number;
}

export interface MemberStoreContext extends MemberStoreInput {
  notice: StorageNotice | null;
  /** Ids of the last outflows refused for lack of funds (newest last), for the screen to explain. */
  refused: string[];
}

export type MemberStoreEvent =
  | { type: 'ledger.submit'; entry: LedgerEntry }
  | { type: 'ledger.settle'; id: string }
  | { type: 'ledger.resume' }
  | { type: 'clock.now'; at: string }
  | { type: 'tier.set'; tier: TierId }
  | { type: 'profile.set'; profile: ProfileFields }
  | { type: 'contract.add'; contract: ActiveContract }
  | { type: 'deal.saveDraft'; draft: NegotiationTerms }
  | { type: 'deal.propose'; proposal: DealProposal }
  | { type: 'customs.upload'; upload: CustomsUpload }
  | { type: 'customs.declare'; declaration: CustomsDeclarationRecord }
  | { type: 'compliance.upload'; document: ComplianceDocument }
  | { type: 'compliance.resolveAlert'; id: string }
  | { type: 'chat.openRoom'; room: ChatRoom; messages?: ChatMessage[] }
  | { type: 'chat.post'; message: ChatMessage }
  | { type: 'chat.setStatus'; id: string; status: ChatMessage['status'] }
  | { type: 'chat.reply'; id: string }
  | { type: 'matching.addCandidate'; candidate: MatchCandidate }
  | { type: 'matching.removeCandidate'; id: string }
  | { type: 'customs.clear'; shipmentId: string }
  | { type: 'notification.add'; notification: MemberNotification }
  | { type: 'notification.markRead'; id: string }
  | { type: 'notification.markAllRead' }
  | { type: 'record.replace'; record: MemberRecord }
  | { type: 'record.import'; record: MemberRecord }
  | { type: 'record.reset'; record: MemberRecord }
  | { type: 'storage.problem'; notice: StorageNotice }
  | { type: 'user.dismissNotice' };

/** The longest wait a timer holds (2^31 - 1 ms, about 24.8 days): a later day is waited for in steps. */
export const longestWait = 2_147_483_647;

/** When the store next looks for due scheduled payments: the earliest day, at most `longestWait` ahead. */
function nextDueCheck(context: MemberStoreContext): { at: number; wait: number } | null {
  if (!context.now) return null;
  const days = context.record.ledger
    .filter((entry) => entry.status === 'scheduled')
    .map((entry) => Date.parse(entry.at))
    .filter(Number.isFinite);
  if (days.length === 0) return null;
  const now = context.now();
  const at = Math.min(Math.min(...days), now + longestWait);
  return { at, wait: Math.max(0, at - now) };
}

const inFlight = (entry: LedgerEntry) => entry.status === 'pending' || entry.status === 'processing';
const outflowCents = (entry: LedgerEntry) => entry.amountCents + entry.feeCents;
const later = (at: string, ms: number) => {
  const time = Date.parse(at);
  return Number.isFinite(time) ? new Date(time + ms).toISOString() : at;
};

/**
 * The list with these notifications added first, the newest `max` kept. One whose id is already
 * there changes nothing (an event seen twice, or by two tabs, notifies once).
 */
const withNotifications = (
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
const prepend = <T extends { id: string }>(list: readonly T[], item: T): T[] =>
  list.some((existing) => existing.id === item.id) ? [...list] : [item, ...list];

export const memberStoreMachine = setup({
  types: {
    context: {} as MemberStoreContext,
    events: {} as MemberStoreEvent,
    input: {} as MemberStoreInput,
  },
  delays: {
    ...memberStoreDelays,
    untilNextDue: ({ context }) => nextDueCheck(context)?.wait ?? 0,
  },
  guards: {
    isNewEntry: ({ context, event }) =>
      event.type === 'ledger.submit' && !context.record.ledger.some((entry) => entry.id === event.entry.id),
    canAfford: ({ context, event }) => {
      if (event.type !== 'ledger.submit') return false;
      const { entry } = event;
      if (entry.direction === 'in' || entry.status === 'failed') return true;
      return outflowCents(entry) <= context.availableCents(context.record.ledger);
    },
  },
  actions: {
    addEntry: assign(({ context, event }) =>
      event.type === 'ledger.submit'
        ? { record: { ...context.record, ledger: [event.entry, ...context.record.ledger] } }
        : {},
    ),
    noteRefused: assign({
      refused: ({ context, event }) =>
        event.type === 'ledger.submit' ? [...context.refused.slice(-9), event.entry.id] : context.refused,
    }),
    scheduleSettle: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'ledger.submit' || !inFlight(event.entry)) return;
      const settle = { type: 'ledger.settle' as const, id: event.entry.id };
      enqueue(
        raise(settle, {
          id: event.entry.id,
          delay: event.entry.kind === 'transfer' ? 'sendDuration' : 'paymentDuration',
        }),
      );
    }),
    resumeSettlements: enqueueActions(({ context, enqueue }) => {
      for (const entry of context.record.ledger.filter(inFlight)) {
        enqueue(
          raise(
            { type: 'ledger.settle', id: entry.id },
            { id: entry.id, delay: entry.kind === 'transfer' ? 'sendDuration' : 'paymentDuration' },
          ),
        );
      }
    }),
    settleEntry: assign(({ context, event }) => {
      if (event.type !== 'ledger.settle') return {};
      const settling = context.record.ledger.find((entry) => entry.id === event.id && inFlight(entry));
      if (!settling) return {};
      const delay =
        settling.kind === 'transfer' ? memberStoreDelays.sendDuration : memberStoreDelays.paymentDuration;
      const record = {
        ...context.record,
        ledger: context.record.ledger.map((entry) =>
          entry === settling ? { ...entry, status: 'completed' as const } : entry,
        ),
      };
      return {
        record: withNotifications(
          record,
          [context.notifications.completed(settling, later(settling.at, delay))],
          context.notifications.max,
        ),
      };
    }),
    completeDue: assign(({ context, event }) => {
      if (event.type !== 'clock.now') return {};
      const now = Date.parse(event.at);
      const due = (entry: LedgerEntry) => entry.status === 'scheduled' && Date.parse(entry.at) <= now;
      const dueEntries = context.record.ledger.filter(due);
      if (dueEntries.length === 0) return {};
      const record = {
        ...context.record,
        ledger: context.record.ledger.map((entry) =>
          due(entry) ? { ...entry, status: 'completed' as const } : entry,
        ),
      };
      return {
        record: withNotifications(
          record,
          dueEntries.map((entry) => context.notifications.completed(entry, entry.at)),
          context.notifications.max,
        ),
      };
    }),
    // One timer, to the next due day: every change of the ledger sets it again.
    scheduleNextDue: enqueueActions(({ context, enqueue }) => {
      enqueue(cancel('nextDue'));
      const check = nextDueCheck(context);
      if (!check) return;
      enqueue(
        raise(
          { type: 'clock.now', at: new Date(check.at).toISOString() },
          { id: 'nextDue', delay: 'untilNextDue' },
        ),
      );
    }),
    setTier: assign(({ context, event }) =>
      event.type === 'tier.set' ? { record: { ...context.record, tier: event.tier } } : {},
    ),
    setProfile: assign(({ context, event }) =>
      event.type === 'profile.set' ? { record: { ...context.record, profile: { ...event.profile } } } : {},
    ),
    addContract: assign(({ context, event }) =>
      event.type === 'contract.add'
        ? { record: { ...context.record, contracts: prepend(context.record.contracts, event.contract) } }
        : {},
    ),
    saveDraft: assign(({ context, event }) =>
      event.type === 'deal.saveDraft'
        ? { record: { ...context.record, deal: { ...context.record.deal, draft: { ...event.draft } } } }
        : {},
    ),
    addProposal: assign(({ context, event }) =>
      event.type === 'deal.propose'
        ? {
            record: {
              ...context.record,
              deal: {
                ...context.record.deal,
                proposals: prepend(context.record.deal.proposals, event.proposal),
              },
            },
          }
        : {},
    ),
    // One upload per shipment and document id: a repeated event changes nothing.
    addCustomsUpload: assign(({ context, event }) =>
      event.type === 'customs.upload' &&
      !context.record.customs.uploads.some(
        (upload) =>
          upload.shipmentId === event.upload.shipmentId && upload.document.id === event.upload.document.id,
      )
        ? {
            record: {
              ...context.record,
              customs: {
                ...context.record.customs,
                uploads: [event.upload, ...context.record.customs.uploads],
              },
            },
          }
        : {},
    ),
    setDeclaration: assign(({ context, event }) =>
      event.type === 'customs.declare'
        ? {
            record: {
              ...context.record,
              customs: {
                ...context.record.customs,
                declarations: [
                  event.declaration,
                  ...context.record.customs.declarations.filter(
                    (declaration) => declaration.shipmentId !== event.declaration.shipmentId,
                  ),
                ],
              },
            },
          }
        : {},
    ),
    scheduleClearance: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'customs.declare' || event.declaration.status !== 'submitted') return;
      const { shipmentId } = event.declaration;
      enqueue(
        raise(
          { type: 'customs.clear', shipmentId },
          { id: `clear-${shipmentId}`, delay: 'clearanceDuration' },
        ),
      );
    }),
    resumeClearances: enqueueActions(({ context, enqueue }) => {
      for (const { shipmentId } of context.record.customs.declarations.filter(
        (declaration) => declaration.status === 'submitted',
      )) {
        enqueue(
          raise(
            { type: 'customs.clear', shipmentId },
            { id: `clear-${shipmentId}`, delay: 'clearanceDuration' },
          ),
        );
      }
    }),
    clearDeclaration: assign(({ context, event }) => {
      if (event.type !== 'customs.clear') return {};
      const submitted = context.record.customs.declarations.find(
        (declaration) => declaration.shipmentId === event.shipmentId && declaration.status === 'submitted',
      );
      if (!submitted) return {};
      const record = {
        ...context.record,
        customs: {
          ...context.record.customs,
          declarations: context.record.customs.declarations.map((declaration) =>
            declaration === submitted ? { ...declaration, status: 'cleared' as const } : declaration,
          ),
        },
      };
      const notification = context.notifications.cleared(
        submitted,
        later(submitted.at, memberStoreDelays.clearanceDuration),
      );
      return { record: withNotifications(record, [notification], context.notifications.max) };
    }),
    addNotification: assign(({ context, event }) =>
      event.type === 'notification.add'
        ? {
            record: withNotifications(context.record, [event.notification], context.notifications.max),
          }
        : {},
    ),
    markRead: assign(({ context, event }) =>
      event.type === 'notification.markRead' &&
      context.record.notifications.some((notification) => notification.id === event.id && !notification.read)
        ? {
            record: {
              ...context.record,
              notifications: context.record.notifications.map((notification) =>
                notification.id === event.id ? { ...notification, read: true } : notification,
              ),
            },
          }
        : {},
    ),
    markAllRead: assign(({ context }) =>
      context.record.notifications.some((notification) => !notification.read)
        ? {
            record: {
              ...context.record,
              notifications: context.record.notifications.map((notification) =>
                notification.read ? notification : { ...notification, read: true },
              ),
            },
          }
        : {},
    ),
    addComplianceUpload: assign(({ context, event }) =>
      event.type === 'compliance.upload'
        ? {
            record: {
              ...context.record,
              compliance: {
                ...context.record.compliance,
                uploads: prepend(context.record.compliance.uploads, event.document),
              },
            },
          }
        : {},
    ),
    resolveAlert: assign(({ context, event }) =>
      event.type === 'compliance.resolveAlert' && !context.record.compliance.resolvedAlerts.includes(event.id)
        ? {
            record: {
              ...context.record,
              compliance: {
                ...context.record.compliance,
                resolvedAlerts: [...context.record.compliance.resolvedAlerts, event.id],
              },
            },
          }
        : {},
    ),
    openRoom: assign(({ context, event }) => {
      if (event.type !== 'chat.openRoom') return {};
      if (context.record.chat.rooms.some((room) => room.id === event.room.id)) return {};
      const messages = (event.messages ?? []).filter(
        (message) => !context.record.chat.messages.some((existing) => existing.id === message.id),
      );
      return {
        record: {
          ...context.record,
          chat: {
            rooms: [event.room, ...context.record.chat.rooms],
            messages: [...context.record.chat.messages, ...messages],
          },
        },
      };
    }),
    postMessage: assign(({ context, event }) =>
      event.type === 'chat.post' &&
      !context.record.chat.messages.some((message) => message.id === event.message.id)
        ? {
            record: {
              ...context.record,
              chat: { ...context.record.chat, messages: [...context.record.chat.messages, event.message] },
            },
          }
        : {},
    ),
    scheduleReply: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'chat.post') return;
      for (const { id } of awaitingReply([event.message])) {
        enqueue(raise({ type: 'chat.reply', id }, { id: `reply-${id}`, delay: 'replyDuration' }));
      }
    }),
    resumeReplies: enqueueActions(({ context, enqueue }) => {
      for (const { id } of awaitingReply(context.record.chat.messages)) {
        enqueue(raise({ type: 'chat.reply', id }, { id: `reply-${id}`, delay: 'replyDuration' }));
      }
    }),
    // The answer goes to the member's message only while it is still the last of its room.
    addReply: assign(({ context, event }) => {
      if (event.type !== 'chat.reply' || !context.chatReplies) return {};
      const { messages, rooms } = context.record.chat;
      const message = awaitingReply(messages).find((candidate) => candidate.id === event.id);
      if (!message) return {};
      const reply = context.chatReplies.reply(
        message,
        rooms,
        later(message.timestamp, memberStoreDelays.replyDuration),
      );
      if (!reply || messages.some((existing) => existing.id === reply.id)) return {};
      const record = { ...context.record, chat: { ...context.record.chat, messages: [...messages, reply] } };
      return {
        record: withNotifications(record, [context.notifications.replied(reply)], context.notifications.max),
      };
    }),
    setMessageStatus: assign(({ context, event }) =>
      event.type === 'chat.setStatus'
        ? {
            record: {
              ...context.record,
              chat: {
                ...context.record.chat,
                messages: context.record.chat.messages.map((message) =>
                  message.id === event.id ? { ...message, status: event.status } : message,
                ),
              },
            },
          }
        : {},
    ),
    addCandidate: assign(({ context, event }) =>
      event.type === 'matching.addCandidate'
        ? {
            record: {
              ...context.record,
              matching: { candidates: prepend(context.record.matching.candidates, event.candidate) },
            },
          }
        : {},
    ),
    removeCandidate: assign(({ context, event }) =>
      event.type === 'matching.removeCandidate'
        ? {
            record: {
              ...context.record,
              matching: {
                candidates: context.record.matching.candidates.filter(
                  (candidate) => candidate.id !== event.id,
                ),
              },
            },
          }
        : {},
    ),
    replaceRecord: assign(({ event }) =>
      event.type === 'record.replace' || event.type === 'record.import' || event.type === 'record.reset'
        ? { record: event.record }
        : {},
    ),
    setNotice: assign({
      notice: ({ context, event }) => (event.type === 'storage.problem' ? event.notice : context.notice),
    }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'memberStore',
  context: ({ input }) => ({ ...input, notice: input.notice ?? null, refused: [] }),
  initial: 'ready',
  entry: ['resumeSettlements', 'resumeClearances', 'resumeReplies', 'scheduleNextDue'],
  states: {
    ready: {
      on: {
        'ledger.submit': [
          {
            guard: and(['isNewEntry', 'canAfford']),
            actions: ['addEntry', 'scheduleSettle', 'scheduleNextDue'],
          },
          { guard: 'isNewEntry', actions: 'noteRefused' },
        ],
        'ledger.settle': { actions: 'settleEntry' },
        'ledger.resume': { actions: 'resumeSettlements' },
        'clock.now': { actions: ['completeDue', 'scheduleNextDue'] },
        'tier.set': { actions: 'setTier' },
        'profile.set': { actions: 'setProfile' },
        'contract.add': { actions: 'addContract' },
        'deal.saveDraft': { actions: 'saveDraft' },
        'deal.propose': { actions: 'addProposal' },
        'customs.upload': { actions: 'addCustomsUpload' },
        'customs.declare': { actions: ['setDeclaration', 'scheduleClearance'] },
        'customs.clear': { actions: 'clearDeclaration' },
        'notification.add': { actions: 'addNotification' },
        'notification.markRead': { actions: 'markRead' },
        'notification.markAllRead': { actions: 'markAllRead' },
        'compliance.upload': { actions: 'addComplianceUpload' },
        'compliance.resolveAlert': { actions: 'resolveAlert' },
        'chat.openRoom': { actions: 'openRoom' },
        'chat.post': { actions: ['postMessage', 'scheduleReply'] },
        'chat.reply': { actions: 'addReply' },
        'chat.setStatus': { actions: 'setMessageStatus' },
        'matching.addCandidate': { actions: 'addCandidate' },
        'matching.removeCandidate': { actions: 'removeCandidate' },
        'record.replace': {
          actions: [
            'replaceRecord',
            'resumeSettlements',
            'resumeClearances',
            'resumeReplies',
            'scheduleNextDue',
          ],
        },
        'record.import': {
          actions: [
            'replaceRecord',
            'clearNotice',
            'resumeSettlements',
            'resumeClearances',
            'resumeReplies',
            'scheduleNextDue',
          ],
        },
        'record.reset': { actions: ['replaceRecord', 'clearNotice', 'scheduleNextDue'] },
        'storage.problem': { actions: 'setNotice' },
        'user.dismissNotice': { actions: 'clearNotice' },
      },
    },
  },
});

export type MemberStoreSnapshot = SnapshotFrom<typeof memberStoreMachine>;

export const selectRecord = (snapshot: MemberStoreSnapshot) => snapshot.context.record;
export const selectTier = (snapshot: MemberStoreSnapshot) => snapshot.context.record.tier;
export const selectProfile = (snapshot: MemberStoreSnapshot) => snapshot.context.record.profile;
export const selectLedger = (snapshot: MemberStoreSnapshot) => snapshot.context.record.ledger;
export const selectContracts = (snapshot: MemberStoreSnapshot) => snapshot.context.record.contracts;
export const selectDeal = (snapshot: MemberStoreSnapshot) => snapshot.context.record.deal;
export const selectCustoms = (snapshot: MemberStoreSnapshot) => snapshot.context.record.customs;
export const selectCompliance = (snapshot: MemberStoreSnapshot) => snapshot.context.record.compliance;
export const selectChat = (snapshot: MemberStoreSnapshot) => snapshot.context.record.chat;
export const selectCandidates = (snapshot: MemberStoreSnapshot) =>
  snapshot.context.record.matching.candidates;
export const selectNotifications = (snapshot: MemberStoreSnapshot) => snapshot.context.record.notifications;
export const selectUnreadCount = (snapshot: MemberStoreSnapshot) =>
  snapshot.context.record.notifications.filter((notification) => !notification.read).length;
export const selectNotice = (snapshot: MemberStoreSnapshot) => snapshot.context.notice;
export const selectRefused = (snapshot: MemberStoreSnapshot) => snapshot.context.refused;
/** The entry with this id, if the member made it. */
export const selectEntry = (id: string | null) => (snapshot: MemberStoreSnapshot) =>
  id === null ? undefined : snapshot.context.record.ledger.find((entry) => entry.id === id);
