/**
 * The deal maker's negotiation form: the terms as typed, Save Draft and Send Proposal, each a short timed
 * state; "Saved" only once the draft was written (else back to editing with `saveFailed`); a send with
 * terms not ready is refused and shows the problems.
 *
 * States: `editing` (initial), `saving`, `checkingSave` (transient), `sending`, `settled` (`saved`, `sent`).
 * Events: `user.change` (field, value), `user.save`, `user.send` (optional `at`, ISO), `user.discard`.
 * Emits `proposal.sent` (terms, at).
 * Delays: `saveDuration` 400 ms, `sendDuration` 800 ms.
 * Input: `draft` (the member's saved draft).
 */
import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { NegotiationTerms, TermField } from '../data/dealTerms';

export const dealDraftDelays = { saveDuration: 400, sendDuration: 800 } as const;

// Machines take only types from the data layer: the type makes this empty form list every field.
const emptyTerms: NegotiationTerms = {
  volume: '',
  price: '',
  deliveryDate: '',
  paymentTerms: '',
  qualitySpecs: '',
  specialConditions: '',
};
const termFields = Object.keys(emptyTerms) as TermField[];

export interface OutgoingProposal {
  terms: NegotiationTerms;
  /** ISO time given with `user.send`, null when none was. */
  at: string | null;
}

export interface DealDraftContext {
  terms: NegotiationTerms;
  /** The proposal on its way (set while sending). */
  outgoing: OutgoingProposal | null;
  /** A send was refused: the screen shows every problem, missing values included. */
  sendTried: boolean;
  /** The last save did not reach storage: the screen says so; cleared by the next change or save. */
  saveFailed: boolean;
}

export interface DealDraftInput {
  /** The member's saved draft (`{}` for none). */
  draft: Partial<NegotiationTerms>;
}

/** Emitted when a proposal has gone out (`actor.on('proposal.sent', ...)`: the screen toasts). */
export interface DealDraftEmitted {
  type: 'proposal.sent';
  proposal: OutgoingProposal;
}

export type DealDraftEvent =
  | { type: 'user.change'; field: TermField; value: string }
  | { type: 'user.save' }
  | { type: 'user.send'; at?: string }
  | { type: 'user.discard' };

const isField = (value: unknown): value is TermField =>
  typeof value === 'string' && (termFields as readonly string[]).includes(value);

const startTerms = (draft: Partial<NegotiationTerms>): NegotiationTerms => {
  const terms = { ...emptyTerms };
  for (const field of termFields) {
    const value = draft[field];
    if (typeof value === 'string') terms[field] = value;
  }
  return terms;
};

export const dealDraftMachine = setup({
  types: {
    context: {} as DealDraftContext,
    events: {} as DealDraftEvent,
    input: {} as DealDraftInput,
    emitted: {} as DealDraftEmitted,
  },
  delays: dealDraftDelays,
  guards: {
    // Provided by the screen: the date rules with today's date (this default asks for a volume and a price).
    isSendable: ({ context }) => context.terms.volume.trim() !== '' && context.terms.price.trim() !== '',
    // Provided by the screen: whether the write kept the draft (storage may be full or blocked).
    isDraftSaved: () => true,
  },
  actions: {
    setTerm: assign(({ context, event }) => {
      assertEvent(event, 'user.change');
      return isField(event.field) && typeof event.value === 'string'
        ? { terms: { ...context.terms, [event.field]: event.value }, saveFailed: false }
        : {};
    }),
    markSendTried: assign({ sendTried: true }),
    clearSaveFailed: assign({ saveFailed: false }),
    markSaveFailed: assign({ saveFailed: true }),
    startSending: assign(({ context, event }) => {
      assertEvent(event, 'user.send');
      return { outgoing: { terms: context.terms, at: typeof event.at === 'string' ? event.at : null } };
    }),
    finishSending: assign({ outgoing: null, sendTried: false }),
    clearTerms: assign({ terms: { ...emptyTerms }, sendTried: false, saveFailed: false }),
    // Provided by the screen: write and clear the saved draft in the member store.
    writeDraft: (_, _terms: NegotiationTerms) => {},
    clearDraft: () => {},
    notifySent: emit(({ context }) => ({
      type: 'proposal.sent' as const,
      proposal: context.outgoing ?? { terms: context.terms, at: null },
    })),
  },
}).createMachine({
  id: 'dealDraft',
  context: ({ input }) => ({
    terms: startTerms(input.draft),
    outgoing: null,
    sendTried: false,
    saveFailed: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.change': { actions: 'setTerm' },
        'user.save': { target: 'saving', actions: 'clearSaveFailed' },
        'user.send': [
          { guard: 'isSendable', target: 'sending', actions: 'startSending' },
          { actions: 'markSendTried' },
        ],
        'user.discard': { actions: ['clearTerms', 'clearDraft'] },
      },
    },
    saving: {
      after: {
        saveDuration: {
          target: 'checkingSave',
          actions: { type: 'writeDraft', params: ({ context }) => context.terms },
        },
      },
      on: {
        'user.change': { actions: 'setTerm' },
        'user.discard': { target: 'editing', actions: ['clearTerms', 'clearDraft'] },
      },
    },
    checkingSave: {
      always: [
        { guard: 'isDraftSaved', target: 'settled.saved' },
        { target: 'editing', actions: 'markSaveFailed' },
      ],
    },
    sending: {
      after: {
        sendDuration: {
          target: 'settled.sent',
          actions: ['notifySent', 'finishSending'],
        },
      },
      on: { 'user.change': { actions: 'setTerm' } },
    },
    settled: {
      // Saved or sent: a change reopens editing; Save, Send and Discard work as they do from editing.
      on: {
        'user.change': { target: 'editing', actions: 'setTerm' },
        'user.save': { target: 'saving' },
        'user.send': [
          { guard: 'isSendable', target: 'sending', actions: 'startSending' },
          { actions: 'markSendTried' },
        ],
        'user.discard': { target: 'editing', actions: ['clearTerms', 'clearDraft'] },
      },
      initial: 'saved',
      states: { saved: {}, sent: {} },
    },
  },
});

export type DealDraftSnapshot = SnapshotFrom<typeof dealDraftMachine>;
/** The states a screen sees (`checkingSave` is left as soon as it is entered). */
export type DealDraftState = 'editing' | 'saving' | 'saved' | 'sending' | 'sent';

export const selectDraftState = ({ value }: DealDraftSnapshot): DealDraftState =>
  typeof value === 'object' ? value.settled : value === 'checkingSave' ? 'saving' : value;
export const selectTerms = (snapshot: DealDraftSnapshot): NegotiationTerms => snapshot.context.terms;
export const selectSaveFailed = (snapshot: DealDraftSnapshot): boolean => snapshot.context.saveFailed;
export const selectSendTried = (snapshot: DealDraftSnapshot): boolean => snapshot.context.sendTried;
