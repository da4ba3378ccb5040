/**
 * Wallet send form: the draft, the send handed to the member store (`transfer.submit`) and waiting for
 * the store's answer through `watchTransfer`; the store owns the money and the 2-second send. A refused
 * send keeps the draft. The amount is read, and Use Max written, as the member's language writes numbers.
 * A pasted payment link fills the address, amount and reference at once; a link that is not one fills
 * nothing and keeps why (`linkProblem`) until the next edit.
 *
 * States: `idle` (initial), `editing`, `sending`, `sent`.
 * Events: `user.edit` (field, value), `user.pasteLink` (text), `user.useMax`, `user.send` (at, id), `user.reset`, `account.update`
 * (availableCents), `locale.update` (language), `transfer.completed` (id), `transfer.refused` (id).
 * Emits `transfer.submit` and `transfer.sent` (transfer).
 * Delays: none.
 * Input: `availableCents`, `feeCents`, `sendableCents(draft, availableCents, language)`, `language`,
 * `amountText(cents, language)`, `readPaymentLink(text)`.
 */
import { assertEvent, assign, emit, fromCallback, setup, type EventObject, type SnapshotFrom } from 'xstate';
import type { PaymentLinkProblem, PaymentLinkRead } from '../data/paymentLink';

export type SendField = 'address' | 'amount' | 'reference';

export interface SrdWalletSendDraft {
  address: string;
  amount: string;
  reference: string;
}

export interface OutgoingTransfer {
  id: string;
  /** The recipient, trimmed. */
  to: string;
  amountCents: number;
  feeCents: number;
  reference: string;
  /** Epoch ms of the Send click. */
  at: number;
}

export interface SrdWalletSendInput {
  availableCents: number;
  feeCents: number;
  /** The amount in cents when the draft may be sent with what is available, else null. */
  sendableCents: (draft: SrdWalletSendDraft, availableCents: number, language: string) => number | null;
  /** The member's language code, which decides how the amount is read and written. */
  language: string;
  /** The amount field's text for `cents` in `language` (Use Max). */
  amountText: (cents: number, language: string) => string;
  /** What a pasted payment link asks for, or why it is not one. */
  readPaymentLink: (text: string) => PaymentLinkRead;
}

export interface SrdWalletSendContext extends SrdWalletSendInput {
  draft: SrdWalletSendDraft;
  /** What the current send carries, fixed at the click so edits during the send change nothing. */
  outgoing: OutgoingTransfer | null;
  /** The last send that completed, for the confirmation under the form. */
  lastSent: OutgoingTransfer | null;
  /** The store refused the last send (not enough available). Cleared by the next edit. */
  refused: boolean;
  /** Why the last pasted link filled nothing. Cleared by the next edit. */
  linkProblem: PaymentLinkProblem | null;
}

export type SrdWalletSendEvent =
  | { type: 'user.edit'; field: SendField; value: string }
  | { type: 'user.pasteLink'; text: string }
  | { type: 'user.useMax' }
  | { type: 'user.send'; at: number; id: string }
  | { type: 'user.reset' }
  | { type: 'account.update'; availableCents: number }
  | { type: 'locale.update'; language: string }
  | { type: 'transfer.completed'; id: string }
  | { type: 'transfer.refused'; id: string };

/**
 * `transfer.submit`: hand this transfer to the store (the screen listens while it is mounted, which is
 * before anyone can click Send). `transfer.sent`: the store completed it (the toast).
 */
export type SrdWalletSendEmitted =
  | { type: 'transfer.submit'; transfer: OutgoingTransfer }
  | { type: 'transfer.sent'; transfer: OutgoingTransfer };

export interface WatchTransferInput {
  id: string;
}

const emptyDraft: SrdWalletSendDraft = { address: '', amount: '', reference: '' };
const isField = (value: unknown): value is SendField =>
  value === 'address' || value === 'amount' || value === 'reference';
/** Use Max: what is available minus the fees, never below zero. */
const maxCents = (context: SrdWalletSendContext) => Math.max(0, context.availableCents - context.feeCents);

export const srdWalletSendMachine = setup({
  types: {
    context: {} as SrdWalletSendContext,
    events: {} as SrdWalletSendEvent,
    input: {} as SrdWalletSendInput,
    emitted: {} as SrdWalletSendEmitted,
  },
  actors: {
    // Provided by the screen: sends back `transfer.completed` or `transfer.refused` for the store's entry.
    watchTransfer: fromCallback<EventObject, WatchTransferInput>(() => undefined),
  },
  guards: {
    canSend: ({ context }) =>
      context.sendableCents(context.draft, context.availableCents, context.language) !== null,
    isPaymentLink: ({ context, event }) => {
      assertEvent(event, 'user.pasteLink');
      return context.readPaymentLink(String(event.text ?? '')).ok;
    },
    isOutgoing: ({ context, event }) => {
      assertEvent(event, ['transfer.completed', 'transfer.refused']);
      return event.id === context.outgoing?.id;
    },
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'user.edit');
      return isField(event.field)
        ? {
            draft: { ...context.draft, [event.field]: String(event.value ?? '') },
            refused: false,
            linkProblem: null,
          }
        : {};
    }),
    fillFromLink: assign(({ context, event }) => {
      assertEvent(event, 'user.pasteLink');
      const link = context.readPaymentLink(String(event.text ?? ''));
      if (!link.ok) return {};
      return {
        draft: {
          address: link.address,
          amount:
            link.amountCents === undefined ? '' : context.amountText(link.amountCents, context.language),
          reference: link.reference ?? '',
        },
        refused: false,
        linkProblem: null,
      };
    }),
    setLinkProblem: assign(({ context, event }) => {
      assertEvent(event, 'user.pasteLink');
      const link = context.readPaymentLink(String(event.text ?? ''));
      return { linkProblem: link.ok ? null : link.problem };
    }),
    setMaxAmount: assign(({ context }) => ({
      draft: { ...context.draft, amount: context.amountText(maxCents(context), context.language) },
      refused: false,
      linkProblem: null,
    })),
    setAvailable: assign({
      availableCents: ({ context, event }) => {
        assertEvent(event, 'account.update');
        return Number.isSafeInteger(event.availableCents) ? event.availableCents : context.availableCents;
      },
    }),
    setLanguage: assign({
      language: ({ context, event }) => {
        assertEvent(event, 'locale.update');
        return typeof event.language === 'string' ? event.language : context.language;
      },
    }),
    clearDraft: assign({ draft: () => ({ ...emptyDraft }), refused: false, linkProblem: null }),
    setOutgoing: assign(({ context, event }) => {
      assertEvent(event, 'user.send');
      return {
        outgoing: {
          id: event.id,
          to: context.draft.address.trim(),
          amountCents: context.sendableCents(context.draft, context.availableCents, context.language) ?? 0,
          feeCents: context.feeCents,
          reference: context.draft.reference,
          at: Number.isFinite(event.at) ? event.at : 0,
        },
      };
    }),
    submitTransfer: emit(({ context }) => ({
      type: 'transfer.submit' as const,
      transfer: context.outgoing as OutgoingTransfer,
    })),
    recordSent: assign(({ context }) => ({
      lastSent: context.outgoing,
      outgoing: null,
      draft: { ...emptyDraft },
      linkProblem: null,
    })),
    notifySent: emit(({ context }) => ({
      type: 'transfer.sent' as const,
      transfer: context.lastSent as OutgoingTransfer,
    })),
    setRefused: assign({ outgoing: null, refused: true }),
  },
}).createMachine({
  id: 'srdWalletSend',
  context: ({ input }) => ({
    ...input,
    draft: { ...emptyDraft },
    outgoing: null,
    lastSent: null,
    refused: false,
    linkProblem: null,
  }),
  initial: 'idle',
  on: {
    'account.update': { actions: 'setAvailable' },
    'locale.update': { actions: 'setLanguage' },
  },
  states: {
    idle: {
      on: {
        'user.edit': { target: 'editing', actions: 'setField' },
        'user.pasteLink': [
          { guard: 'isPaymentLink', target: 'editing', actions: 'fillFromLink' },
          { actions: 'setLinkProblem' },
        ],
        'user.useMax': { target: 'editing', actions: 'setMaxAmount' },
      },
    },
    editing: {
      on: {
        'user.edit': { actions: 'setField' },
        'user.pasteLink': [
          { guard: 'isPaymentLink', actions: 'fillFromLink' },
          { actions: 'setLinkProblem' },
        ],
        'user.useMax': { actions: 'setMaxAmount' },
        'user.send': { guard: 'canSend', target: 'sending', actions: ['setOutgoing', 'submitTransfer'] },
        'user.reset': { target: 'idle', actions: 'clearDraft' },
      },
    },
    sending: {
      invoke: {
        src: 'watchTransfer',
        input: ({ context }) => ({ id: context.outgoing?.id ?? '' }),
      },
      on: {
        'transfer.completed': { guard: 'isOutgoing', target: 'sent', actions: ['recordSent', 'notifySent'] },
        'transfer.refused': { guard: 'isOutgoing', target: 'editing', actions: 'setRefused' },
      },
    },
    sent: {
      on: {
        'user.edit': { target: 'editing', actions: 'setField' },
        'user.pasteLink': [
          { guard: 'isPaymentLink', target: 'editing', actions: 'fillFromLink' },
          { actions: 'setLinkProblem' },
        ],
        'user.useMax': { target: 'editing', actions: 'setMaxAmount' },
        'user.reset': { target: 'idle' },
      },
    },
  },
});

export type SrdWalletSendSnapshot = SnapshotFrom<typeof srdWalletSendMachine>;
export type SrdWalletSendFormState = 'idle' | 'editing' | 'sending' | 'sent';

export const selectFormState = (snapshot: SrdWalletSendSnapshot): SrdWalletSendFormState => snapshot.value;
export const selectDraft = (snapshot: SrdWalletSendSnapshot) => snapshot.context.draft;
export const selectLastSent = (snapshot: SrdWalletSendSnapshot) => snapshot.context.lastSent;
export const selectRefused = (snapshot: SrdWalletSendSnapshot) => snapshot.context.refused;
export const selectLinkProblem = (snapshot: SrdWalletSendSnapshot) => snapshot.context.linkProblem;
export const selectCanSend = (snapshot: SrdWalletSendSnapshot) =>
  snapshot.can({ type: 'user.send', at: 0, id: '' });
