/**
 * The member's store: one app-wide actor that owns the member's record (src/data/memberRecord.ts); what
 * moves over time completes here even when the screen that started it is gone. Screens read it with the
 * selectors below and send events.
 *
 * States: `ready` (the only one: the store is a record with timed changes).
 * Events: `ledger.submit` (entry; an outflow above `availableCents` with its fees is refused),
 * `ledger.settle` (id), `clock.now` (at: completes scheduled payments due by then),
 * `tier.set`, `profile.set`, `contract.add`, `deal.saveDraft`, `deal.propose`, `customs.upload`,
 * `customs.declare`, `customs.clear` (shipment id), `compliance.upload`, `compliance.resolveAlert`,
 * `chat.openRoom`, `chat.post`, `chat.delivered` and `chat.read` (message id), `chat.reply` (message id),
 * `matching.addCandidate`, `matching.removeCandidate`, `notification.add`, `notification.markRead` (id),
 * `notification.markAllRead`, `record.replace` (another tab saved), `record.import` and `record.reset`
 * (these two drop the notice), `storage.problem`, `user.dismissNotice`. Those with an id are also raised
 * by the store itself, after the delays below; a record that arrives resumes what it left on its way.
 * Delays: `sendDuration` 2000 ms (a send completes), `paymentDuration` 2000 ms (a payment completes),
 * `clearanceDuration` 5000 ms (customs clears a submitted declaration), `deliveredDelay` 1000 ms and
 * `readDelay` 2000 ms (the member's chat message: sent -> delivered -> read), `replyDuration` 5000 ms (a
 * counterparty answers the member's last message of a room), `untilNextDue` (to the earliest scheduled
 * payment's day, at most `longestWait`).
 * Input: `record`, `availableCents`, `notice`, `notifications` (wording and how many are kept),
 * `chatReplies`, `now`.
 */
import { and, assertEvent, assign, cancel, enqueueActions, raise, setup, type SnapshotFrom } from 'xstate';
import type { ChatMessage, ChatRoom } from '../data/negotiationChat';
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
import {
  chatTimers,
  clearedRecord,
  clearTimer,
  completedDue,
  inFlight,
  nextDueCheck,
  outflowCents,
  prepend,
  recordTimers,
  repliedRecord,
  settledRecord,
  settleTimer,
  withAllRead,
  withCandidate,
  withComplianceUpload,
  withCustomsUpload,
  withDeclaration,
  withMessage,
  withMessageStatus,
  withNotifications,
  withoutCandidate,
  withProposal,
  withRead,
  withResolvedAlert,
  withRoom,
} from './memberStore.rules';

export const memberStoreDelays = {
  sendDuration: 2000,
  paymentDuration: 2000,
  clearanceDuration: 5000,
  deliveredDelay: 1000,
  readDelay: 2000,
  replyDuration: 5000,
} as const;

/** What the member is told about their saved data, until they dismiss it. */
export type StorageNotice = 'recovered' | 'newerVersion' | 'writeFailed';

export interface MemberStoreInput {
  record: MemberRecord;
  /** What the account can spend with these member entries (sample history included). */
  availableCents: (ledger: readonly LedgerEntry[]) => number;
  notice: StorageNotice | null;
  /** How the store words what it notifies, and how many notifications it keeps. */
  notifications: NotificationRules;
  /** How counterparties answer the member in chat. */
  chatReplies: ChatReplyRules;
  /** The time now in ms (the app's clock; tests pass a simulated one), for the next due day. */
  now: () => number;
}

export interface MemberStoreContext extends MemberStoreInput {
  /** Ids of the last outflows refused for lack of funds (newest last), for the screen to explain. */
  refused: string[];
}

export type MemberStoreEvent =
  | { type: 'ledger.submit'; entry: LedgerEntry }
  | { type: 'ledger.settle'; id: string }
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
  | { type: 'chat.delivered'; id: string }
  | { type: 'chat.read'; id: string }
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

/** The context's record with this change, or the context as it was when the event changed nothing. */
const changed = (record: MemberRecord | null) => (record ? { record } : {});

export const memberStoreMachine = setup({
  types: {
    context: {} as MemberStoreContext,
    events: {} as MemberStoreEvent,
    input: {} as MemberStoreInput,
  },
  delays: {
    ...memberStoreDelays,
    untilNextDue: ({ context }) => nextDueCheck(context.record.ledger, context.now)?.wait ?? 0,
  },
  guards: {
    isNewEntry: ({ context, event }) => {
      assertEvent(event, 'ledger.submit');
      return !context.record.ledger.some((entry) => entry.id === event.entry.id);
    },
    canAfford: ({ context, event }) => {
      assertEvent(event, 'ledger.submit');
      const { entry } = event;
      if (entry.direction === 'in' || entry.status === 'failed') return true;
      return outflowCents(entry) <= context.availableCents(context.record.ledger);
    },
  },
  actions: {
    addEntry: assign(({ context, event }) => {
      assertEvent(event, 'ledger.submit');
      return { record: { ...context.record, ledger: [event.entry, ...context.record.ledger] } };
    }),
    noteRefused: assign(({ context, event }) => {
      assertEvent(event, 'ledger.submit');
      return { refused: [...context.refused.slice(-9), event.entry.id] };
    }),
    scheduleSettle: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'ledger.submit');
      if (!inFlight(event.entry)) return;
      const { event: timed, options } = settleTimer(event.entry);
      enqueue(raise(timed, options));
    }),
    // What a record left on its way carries on: sends, payments, customs reviews, chat messages.
    resumeTimers: enqueueActions(({ context, enqueue }) => {
      for (const { event: timed, options } of recordTimers(context.record)) enqueue(raise(timed, options));
    }),
    settleEntry: assign(({ context, event }) => {
      assertEvent(event, 'ledger.settle');
      return changed(settledRecord(context.record, event.id, context.notifications, memberStoreDelays));
    }),
    completeDue: assign(({ context, event }) => {
      assertEvent(event, 'clock.now');
      return changed(completedDue(context.record, event.at, context.notifications));
    }),
    // One timer, to the next due day: every change of the ledger sets it again.
    scheduleNextDue: enqueueActions(({ context, enqueue }) => {
      enqueue(cancel('nextDue'));
      const check = nextDueCheck(context.record.ledger, context.now);
      if (!check) return;
      enqueue(raise({ type: 'clock.now', at: check.at }, { id: 'nextDue', delay: 'untilNextDue' }));
    }),
    setTier: assign(({ context, event }) => {
      assertEvent(event, 'tier.set');
      return { record: { ...context.record, tier: event.tier } };
    }),
    setProfile: assign(({ context, event }) => {
      assertEvent(event, 'profile.set');
      return { record: { ...context.record, profile: { ...event.profile } } };
    }),
    addContract: assign(({ context, event }) => {
      assertEvent(event, 'contract.add');
      return { record: { ...context.record, contracts: prepend(context.record.contracts, event.contract) } };
    }),
    saveDraft: assign(({ context, event }) => {
      assertEvent(event, 'deal.saveDraft');
      return { record: { ...context.record, deal: { ...context.record.deal, draft: { ...event.draft } } } };
    }),
    addProposal: assign(({ context, event }) => {
      assertEvent(event, 'deal.propose');
      return changed(withProposal(context.record, event.proposal));
    }),
    addCustomsUpload: assign(({ context, event }) => {
      assertEvent(event, 'customs.upload');
      return changed(withCustomsUpload(context.record, event.upload));
    }),
    setDeclaration: assign(({ context, event }) => {
      assertEvent(event, 'customs.declare');
      return changed(withDeclaration(context.record, event.declaration));
    }),
    scheduleClearance: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'customs.declare');
      if (event.declaration.status !== 'submitted') return;
      const { event: timed, options } = clearTimer(event.declaration.shipmentId);
      enqueue(raise(timed, options));
    }),
    clearDeclaration: assign(({ context, event }) => {
      assertEvent(event, 'customs.clear');
      return changed(
        clearedRecord(context.record, event.shipmentId, context.notifications, memberStoreDelays),
      );
    }),
    addNotification: assign(({ context, event }) => {
      assertEvent(event, 'notification.add');
      return changed(withNotifications(context.record, [event.notification], context.notifications.max));
    }),
    markRead: assign(({ context, event }) => {
      assertEvent(event, 'notification.markRead');
      return changed(withRead(context.record, event.id));
    }),
    markAllRead: assign(({ context }) => changed(withAllRead(context.record))),
    addComplianceUpload: assign(({ context, event }) => {
      assertEvent(event, 'compliance.upload');
      return changed(withComplianceUpload(context.record, event.document));
    }),
    resolveAlert: assign(({ context, event }) => {
      assertEvent(event, 'compliance.resolveAlert');
      return changed(withResolvedAlert(context.record, event.id));
    }),
    openRoom: assign(({ context, event }) => {
      assertEvent(event, 'chat.openRoom');
      return changed(withRoom(context.record, event.room, event.messages));
    }),
    postMessage: assign(({ context, event }) => {
      assertEvent(event, 'chat.post');
      return changed(withMessage(context.record, event.message));
    }),
    // The member's message goes sent -> delivered -> read, and is answered, whatever screen is open.
    scheduleChat: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'chat.post');
      for (const { event: timed, options } of chatTimers([event.message])) enqueue(raise(timed, options));
    }),
    markDelivered: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'chat.delivered');
      const record = withMessageStatus(context.record, event.id, 'sent', 'delivered');
      if (!record) return;
      enqueue.assign({ record });
      enqueue(raise({ type: 'chat.read', id: event.id }, { id: `read-${event.id}`, delay: 'readDelay' }));
    }),
    markMessageRead: assign(({ context, event }) => {
      assertEvent(event, 'chat.read');
      return changed(withMessageStatus(context.record, event.id, 'delivered', 'read'));
    }),
    addReply: assign(({ context, event }) => {
      assertEvent(event, 'chat.reply');
      return changed(
        repliedRecord(
          context.record,
          event.id,
          context.chatReplies,
          context.notifications,
          memberStoreDelays,
        ),
      );
    }),
    addCandidate: assign(({ context, event }) => {
      assertEvent(event, 'matching.addCandidate');
      return changed(withCandidate(context.record, event.candidate));
    }),
    removeCandidate: assign(({ context, event }) => {
      assertEvent(event, 'matching.removeCandidate');
      return changed(withoutCandidate(context.record, event.id));
    }),
    replaceRecord: assign(({ event }) => {
      assertEvent(event, ['record.replace', 'record.import', 'record.reset']);
      return { record: event.record };
    }),
    setNotice: assign(({ event }) => {
      assertEvent(event, 'storage.problem');
      return { notice: event.notice };
    }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'memberStore',
  context: ({ input }) => ({ ...input, refused: [] }),
  initial: 'ready',
  entry: ['resumeTimers', 'scheduleNextDue'],
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
        'chat.post': { actions: ['postMessage', 'scheduleChat'] },
        'chat.delivered': { actions: 'markDelivered' },
        'chat.read': { actions: 'markMessageRead' },
        'chat.reply': { actions: 'addReply' },
        'matching.addCandidate': { actions: 'addCandidate' },
        'matching.removeCandidate': { actions: 'removeCandidate' },
        'record.replace': { actions: ['replaceRecord', 'resumeTimers', 'scheduleNextDue'] },
        'record.import': { actions: ['replaceRecord', 'clearNotice', 'resumeTimers', 'scheduleNextDue'] },
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
