/**
 * The deal maker's negotiation form (spec part 2: Deal Maker; issue 5): the terms as typed, Save Draft
 * (kept locally) and Send Proposal (added to the deal's history with a toast). Saving and sending are
 * short timed states so the member sees progress; a second click while one runs does nothing. A send
 * with terms that are not ready is refused and turns the problems on (the screen shows them).
 *
 * States: `editing` (initial), `saving`, `saved`, `sending`, `sent`.
 * Events: `user.change` (field, value: also how a recommendation is applied), `user.save`,
 * `user.send` (optional `at`, the ISO time stamped on the proposal), `user.discard` (empty form and
 * stored draft; also cancels a running save).
 * Delays: `saveDuration` 400 ms, `sendDuration` 800 ms.
 * Input: `draft` (terms read back from storage, already parsed).
 * Guards to provide: `isSendable` (the default asks for a volume and a price; the screen adds the
 * date rules with today's date).
 * Actions to provide: `writeDraft` (params: the terms), `clearDraft`.
 * Emitted: `proposal.sent` (with the proposal) when a send completes.
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate';

export const dealDraftDelays = { saveDuration: 400, sendDuration: 800 } as const;

export interface DraftTerms {
  volume: string;
  price: string;
  deliveryDate: string;
  paymentTerms: string;
  qualitySpecs: string;
  specialConditions: string;
}

const fieldNames = [
  'volume',
  'price',
  'deliveryDate',
  'paymentTerms',
  'qualitySpecs',
  'specialConditions',
] as const satisfies readonly (keyof DraftTerms)[];

const blankTerms: DraftTerms = {
  volume: '',
  price: '',
  deliveryDate: '',
  paymentTerms: '',
  qualitySpecs: '',
  specialConditions: '',
};

export interface SentProposal {
  id: string;
  terms: DraftTerms;
  /** ISO time given with `user.send`, null when none was. */
  at: string | null;
}

export interface DealDraftContext {
  terms: DraftTerms;
  /** Sent proposals, oldest first. */
  proposals: SentProposal[];
  /** The proposal on its way (set while sending). */
  outgoing: SentProposal | null;
  /** A send was refused: the screen shows every problem, missing values included. */
  sendTried: boolean;
  nextId: number;
}

export interface DealDraftInput {
  /** The stored draft, already parsed (`{}` for none). */
  draft: Partial<DraftTerms>;
}

/** Emitted when a proposal has gone out (`actor.on('proposal.sent', ...)`: the screen toasts). */
export interface DealDraftEmitted {
  type: 'proposal.sent';
  proposal: SentProposal;
}

export type DealDraftEvent =
  | { type: 'user.change'; field: keyof DraftTerms; value: string }
  | { type: 'user.save' }
  | { type: 'user.send'; at?: string }
  | { type: 'user.discard' };

const isField = (value: unknown): value is keyof DraftTerms =>
  typeof value === 'string' && (fieldNames as readonly string[]).includes(value);

const startTerms = (draft: Partial<DraftTerms>): DraftTerms => {
  const terms = { ...blankTerms };
  for (const field of fieldNames) {
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
    isSendable: ({ context }) => context.terms.volume.trim() !== '' && context.terms.price.trim() !== '',
  },
  actions: {
    setTerm: assign({
      terms: ({ context, event }) =>
        event.type === 'user.change' && isField(event.field) && typeof event.value === 'string'
          ? { ...context.terms, [event.field]: event.value }
          : context.terms,
    }),
    markSendTried: assign({ sendTried: true }),
    startSending: assign(({ context, event }) => ({
      outgoing: {
        id: `proposal-${context.nextId}`,
        terms: context.terms,
        at: event.type === 'user.send' && typeof event.at === 'string' ? event.at : null,
      },
      nextId: context.nextId + 1,
    })),
    recordProposal: assign(({ context }) => ({
      proposals: context.outgoing ? [...context.proposals, context.outgoing] : context.proposals,
      outgoing: null,
      sendTried: false,
    })),
    clearTerms: assign({ terms: { ...blankTerms }, sendTried: false }),
    writeDraft: (_, _terms: DraftTerms) => {},
    clearDraft: () => {},
    notifySent: emit(({ context }) => ({
      type: 'proposal.sent' as const,
      proposal: context.outgoing ?? { id: '', terms: context.terms, at: null },
    })),
  },
}).createMachine({
  id: 'dealDraft',
  context: ({ input }) => ({
    terms: startTerms(input.draft),
    proposals: [],
    outgoing: null,
    sendTried: false,
    nextId: 1,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.change': { actions: 'setTerm' },
        'user.save': { target: 'saving' },
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
          target: 'saved',
          actions: { type: 'writeDraft', params: ({ context }) => context.terms },
        },
      },
      on: {
        'user.change': { actions: 'setTerm' },
        'user.discard': { target: 'editing', actions: ['clearTerms', 'clearDraft'] },
      },
    },
    saved: {
      on: {
        'user.change': { target: 'editing', actions: 'setTerm' },
        'user.save': { target: 'saving' },
        'user.send': [
          { guard: 'isSendable', target: 'sending', actions: 'startSending' },
          { actions: 'markSendTried' },
        ],
        'user.discard': { target: 'editing', actions: ['clearTerms', 'clearDraft'] },
      },
    },
    sending: {
      after: {
        sendDuration: {
          target: 'sent',
          actions: ['notifySent', 'recordProposal'],
        },
      },
      on: { 'user.change': { actions: 'setTerm' } },
    },
    sent: {
      on: {
        'user.change': { target: 'editing', actions: 'setTerm' },
        'user.save': { target: 'saving' },
        'user.send': [
          { guard: 'isSendable', target: 'sending', actions: 'startSending' },
          { actions: 'markSendTried' },
        ],
        'user.discard': { target: 'editing', actions: ['clearTerms', 'clearDraft'] },
      },
    },
  },
});

export type DealDraftSnapshot = SnapshotFrom<typeof dealDraftMachine>;
export type DealDraftState = 'editing' | 'saving' | 'saved' | 'sending' | 'sent';

export const selectDraftState = (snapshot: DealDraftSnapshot): DealDraftState => snapshot.value;
export const selectTerms = (snapshot: DealDraftSnapshot): DraftTerms => snapshot.context.terms;
export const selectProposals = (snapshot: DealDraftSnapshot): readonly SentProposal[] =>
  snapshot.context.proposals;
export const selectSendTried = (snapshot: DealDraftSnapshot): boolean => snapshot.context.sendTried;
export const selectIsBusy = (snapshot: DealDraftSnapshot): boolean =>
  snapshot.matches('saving') || snapshot.matches('sending');
