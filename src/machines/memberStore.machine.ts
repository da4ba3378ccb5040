/**
 * The member's store: one app-wide actor that owns the member's record (src/data/memberRecord.ts): the ledger
 * entries they made, tier, profile, contracts, deal work, customs and compliance work, chat and matching
 * candidates. Screens read it with the selectors below and send events; what a screen shows only while open
 * stays in the screen's own actors. The platform saves the record on every change and replaces it when
 * another tab changed it (src/platform/memberStore.ts).
 *
 * Money that moves over time belongs to the store, not to a screen: a send stays `pending` for `sendDuration`
 * and a payment `processing` for `paymentDuration`, then both complete, even when the screen that started
 * them is gone. A scheduled payment completes on `clock.now` once its day came: the platform sends it at
 * start-up and on focus, and the store raises it itself at the next due day (`untilNextDue`, from the
 * injected `now`), so one that falls due while the tab is open completes then.
 * An outflow is refused when its amount plus fees is above what is available (the rule is injected as
 * `availableCents`, computed from the sample history and the member's entries).
 *
 * States: `ready` (the only one: the store is a record with timed settlements).
 * Events: `ledger.submit` (entry), `ledger.settle` (id), `ledger.resume`, `clock.now` (at), `tier.set`,
 * `profile.set`, `contract.add`, `deal.saveDraft`, `deal.propose`, `customs.upload`, `customs.declare`,
 * `compliance.upload`, `compliance.resolveAlert`, `chat.openRoom`, `chat.post`, `chat.setStatus`,
 * `chat.reply` (message id, raised by the store), `matching.addCandidate`, `matching.removeCandidate`,
 * `customs.clear` (shipment id, raised by the store), `notification.add`, `notification.markRead` (id),
 * `notification.markAllRead`, `record.replace` (another tab saved), `record.import` and `record.reset` (the
 * member chose their data: a notice about the old one goes), `storage.problem`, `user.dismissNotice`.
 * Delays: `sendDuration` 2000 ms (the wallet's 2-second send), `paymentDuration` 2000 ms (a payment processed
 * now), `clearanceDuration` 5000 ms (customs review of a submitted declaration), `replyDuration` 5000 ms (a
 * counterparty answers the member's chat message, after it was read), `untilNextDue` (from `now` to the
 * earliest scheduled payment's day, at most `longestWait`).
 *
 * Chat replies: a counterparty answers the member's last message in a room `replyDuration` after it was
 * posted (messages posted in a row get one answer, to the last), even when the member left the chat; the
 * words and who says them come from the injected `chatReplies` rules. A record that arrives (load, another
 * tab, import) with the member's message last in a room gets its answer too.
 *
 * Notifications: the store notifies what it owns (a send or payment completed, a declaration cleared by
 * customs) and keeps what screens notify (`notification.add`); newest first, the last `maxNotifications`,
 * each read or unread. A notification's time comes from the event's own time (the entry's or declaration's
 * time plus its delay), never from a clock read here.
 */
import { and, assign, cancel, enqueueActions, raise, setup, type SnapshotFrom } from 'xstate';
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
import {
  awaitingReply,
  clearedRecord,
  completedDue,
  inFlight,
  nextDueCheck,
  outflowCents,
  prepend,
  repliedRecord,
  settleDelay,
  settledRecord,
  submittedDeclarations,
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

export { longestWait } from './memberStore.rules';

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

/** The context's record with this change, or the context as it was when the event changed nothing. */
const changed = (record: MemberRecord | false | null) => (record ? { record } : {});

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
      enqueue(raise(settle, { id: event.entry.id, delay: settleDelay(event.entry) }));
    }),
    resumeSettlements: enqueueActions(({ context, enqueue }) => {
      for (const entry of context.record.ledger.filter(inFlight)) {
        enqueue(raise({ type: 'ledger.settle', id: entry.id }, { id: entry.id, delay: settleDelay(entry) }));
      }
    }),
    settleEntry: assign(({ context, event }) =>
      changed(
        event.type === 'ledger.settle' &&
          settledRecord(context.record, event.id, context.notifications, memberStoreDelays),
      ),
    ),
    completeDue: assign(({ context, event }) =>
      changed(event.type === 'clock.now' && completedDue(context.record, event.at, context.notifications)),
    ),
    // One timer, to the next due day: every change of the ledger sets it again.
    scheduleNextDue: enqueueActions(({ context, enqueue }) => {
      enqueue(cancel('nextDue'));
      const check = nextDueCheck(context.record.ledger, context.now);
      if (!check) return;
      enqueue(raise({ type: 'clock.now', at: check.at }, { id: 'nextDue', delay: 'untilNextDue' }));
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
      changed(event.type === 'deal.propose' && withProposal(context.record, event.proposal)),
    ),
    addCustomsUpload: assign(({ context, event }) =>
      changed(event.type === 'customs.upload' && withCustomsUpload(context.record, event.upload)),
    ),
    setDeclaration: assign(({ context, event }) =>
      changed(event.type === 'customs.declare' && withDeclaration(context.record, event.declaration)),
    ),
    scheduleClearance: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'customs.declare' || event.declaration.status !== 'submitted') return;
      const { shipmentId } = event.declaration;
      const clear = { type: 'customs.clear' as const, shipmentId };
      enqueue(raise(clear, { id: `clear-${shipmentId}`, delay: 'clearanceDuration' }));
    }),
    resumeClearances: enqueueActions(({ context, enqueue }) => {
      for (const { shipmentId } of submittedDeclarations(context.record)) {
        const clear = { type: 'customs.clear' as const, shipmentId };
        enqueue(raise(clear, { id: `clear-${shipmentId}`, delay: 'clearanceDuration' }));
      }
    }),
    clearDeclaration: assign(({ context, event }) =>
      changed(
        event.type === 'customs.clear' &&
          clearedRecord(context.record, event.shipmentId, context.notifications, memberStoreDelays),
      ),
    ),
    addNotification: assign(({ context, event }) =>
      changed(
        event.type === 'notification.add' &&
          withNotifications(context.record, [event.notification], context.notifications.max),
      ),
    ),
    markRead: assign(({ context, event }) =>
      changed(event.type === 'notification.markRead' && withRead(context.record, event.id)),
    ),
    markAllRead: assign(({ context }) => changed(withAllRead(context.record))),
    addComplianceUpload: assign(({ context, event }) =>
      changed(event.type === 'compliance.upload' && withComplianceUpload(context.record, event.document)),
    ),
    resolveAlert: assign(({ context, event }) =>
      changed(event.type === 'compliance.resolveAlert' && withResolvedAlert(context.record, event.id)),
    ),
    openRoom: assign(({ context, event }) =>
      changed(event.type === 'chat.openRoom' && withRoom(context.record, event.room, event.messages)),
    ),
    postMessage: assign(({ context, event }) =>
      changed(event.type === 'chat.post' && withMessage(context.record, event.message)),
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
    addReply: assign(({ context, event }) =>
      changed(
        event.type === 'chat.reply' &&
          repliedRecord(
            context.record,
            event.id,
            context.chatReplies,
            context.notifications,
            memberStoreDelays,
          ),
      ),
    ),
    setMessageStatus: assign(({ context, event }) =>
      changed(event.type === 'chat.setStatus' && withMessageStatus(context.record, event.id, event.status)),
    ),
    addCandidate: assign(({ context, event }) =>
      changed(event.type === 'matching.addCandidate' && withCandidate(context.record, event.candidate)),
    ),
    removeCandidate: assign(({ context, event }) =>
      changed(event.type === 'matching.removeCandidate' && withoutCandidate(context.record, event.id)),
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
