/**
 * Wallet send (spec part 1, sections 2.8, 5 and 9): the send form's draft, the 2-second send, and the
 * settlement of what was sent (pending, then completed). The balance lives here because a send changes
 * it: it drops by the total (amount + fees) when the send completes.
 *
 * Two regions run side by side, so a member can start the next send while the last one settles:
 * - `form`: `idle` (empty draft) -> `editing` (user.edit / user.useMax) -> `sending` (user.send, only
 *   when the injected `sendableCents` accepts the draft) -> after `sendDuration` `sent` (the draft is
 *   cleared, the transaction is recorded as pending, the balance drops) -> user.edit/user.useMax:
 *   `editing`; `user.reset` in idle/editing/sent empties the draft. Nothing interrupts `sending`.
 * - `settlement`: `clear` -> `settling` while a sent transaction is pending; after `settleDuration` the
 *   oldest pending one becomes completed (then the next one gets its full time).
 *
 * Events: `user.edit` { field, value }, `user.useMax`, `user.send` { at: epoch ms of the click },
 * `user.reset`.
 * Delays: `sendDuration` 2000 ms (spec: "sending is simulated by a 2-second wait");
 * `settleDuration` 3000 ms (not in the spec: how long a new transaction shows as pending).
 * Input: `balanceCents`, `feeCents`, `sendableCents(draft, balanceCents)` (the send-form rule of
 * src/data/wallet.ts, injected: machines import xstate only), optional `nextSequence`.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export const walletSendDelays = { sendDuration: 2000, settleDuration: 3000 } as const;

export type SendField = 'address' | 'amount' | 'reference';

export interface WalletSendDraft {
  address: string;
  amount: string;
  reference: string;
}

export interface SentTransfer {
  id: string;
  /** The recipient, trimmed. */
  to: string;
  amountCents: number;
  feeCents: number;
  reference: string;
  /** Epoch ms of the Send click. */
  at: number;
  status: 'pending' | 'completed';
}

export interface WalletSendInput {
  balanceCents: number;
  feeCents: number;
  /** The amount in cents when the draft may be sent with this balance, else null. */
  sendableCents: (draft: WalletSendDraft, balanceCents: number) => number | null;
  /** First number of the ids of new transfers (`TX-SEND-001`...). */
  nextSequence?: number;
}

export interface WalletSendContext extends WalletSendInput {
  draft: WalletSendDraft;
  /** What the current send carries, fixed at the click so edits during the 2 s change nothing. */
  outgoing: SentTransfer | null;
  /** Newest first. */
  transfers: SentTransfer[];
  nextSequence: number;
}

export type WalletSendEvent =
  | { type: 'user.edit'; field: SendField; value: string }
  | { type: 'user.useMax' }
  | { type: 'user.send'; at: number }
  | { type: 'user.reset' };

const emptyDraft: WalletSendDraft = { address: '', amount: '', reference: '' };
const isField = (value: unknown): value is SendField =>
  value === 'address' || value === 'amount' || value === 'reference';

export const walletSendMachine = setup({
  types: {
    context: {} as WalletSendContext,
    events: {} as WalletSendEvent,
    input: {} as WalletSendInput,
  },
  delays: walletSendDelays,
  guards: {
    canSend: ({ context }) => context.sendableCents(context.draft, context.balanceCents) !== null,
    hasPending: ({ context }) => context.transfers.some((transfer) => transfer.status === 'pending'),
    hasOtherPending: ({ context }) =>
      context.transfers.filter((transfer) => transfer.status === 'pending').length > 1,
  },
  actions: {
    setField: assign({
      draft: ({ context, event }) =>
        event.type === 'user.edit' && isField(event.field)
          ? { ...context.draft, [event.field]: String(event.value ?? '') }
          : context.draft,
    }),
    setMaxAmount: assign({
      draft: ({ context }) => ({
        ...context.draft,
        amount: (Math.max(0, context.balanceCents) / 100).toFixed(2),
      }),
    }),
    clearDraft: assign({ draft: () => ({ ...emptyDraft }) }),
    setOutgoing: assign(({ context, event }) => {
      const amountCents = context.sendableCents(context.draft, context.balanceCents) ?? 0;
      const at = event.type === 'user.send' && Number.isFinite(event.at) ? event.at : 0;
      return {
        outgoing: {
          id: `TX-SEND-${String(context.nextSequence).padStart(3, '0')}`,
          to: context.draft.address.trim(),
          amountCents,
          feeCents: context.feeCents,
          reference: context.draft.reference,
          at,
          status: 'pending' as const,
        },
        nextSequence: context.nextSequence + 1,
      };
    }),
    recordTransfer: assign(({ context }) =>
      context.outgoing
        ? {
            transfers: [context.outgoing, ...context.transfers],
            balanceCents: context.balanceCents - context.outgoing.amountCents - context.outgoing.feeCents,
            outgoing: null,
            draft: { ...emptyDraft },
          }
        : {},
    ),
    completeOldestPending: assign({
      transfers: ({ context }) => {
        const oldest = context.transfers.findLastIndex((transfer) => transfer.status === 'pending');
        return context.transfers.map((transfer, index) =>
          index === oldest ? { ...transfer, status: 'completed' as const } : transfer,
        );
      },
    }),
  },
}).createMachine({
  id: 'walletSend',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    draft: { ...emptyDraft },
    outgoing: null,
    transfers: [],
    nextSequence: input.nextSequence ?? 1,
  }),
  states: {
    form: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.edit': { target: 'editing', actions: 'setField' },
            'user.useMax': { target: 'editing', actions: 'setMaxAmount' },
          },
        },
        editing: {
          on: {
            'user.edit': { actions: 'setField' },
            'user.useMax': { actions: 'setMaxAmount' },
            'user.send': { guard: 'canSend', target: 'sending', actions: 'setOutgoing' },
            'user.reset': { target: 'idle', actions: 'clearDraft' },
          },
        },
        sending: {
          after: { sendDuration: { target: 'sent', actions: 'recordTransfer' } },
        },
        sent: {
          on: {
            'user.edit': { target: 'editing', actions: 'setField' },
            'user.useMax': { target: 'editing', actions: 'setMaxAmount' },
            'user.reset': { target: 'idle' },
          },
        },
      },
    },
    settlement: {
      initial: 'clear',
      states: {
        clear: {
          always: { guard: 'hasPending', target: 'settling' },
        },
        settling: {
          after: {
            settleDuration: [
              {
                guard: 'hasOtherPending',
                target: 'settling',
                reenter: true,
                actions: 'completeOldestPending',
              },
              { target: 'clear', actions: 'completeOldestPending' },
            ],
          },
        },
      },
    },
  },
});

export type WalletSendSnapshot = SnapshotFrom<typeof walletSendMachine>;
export type WalletSendFormState = 'idle' | 'editing' | 'sending' | 'sent';

export const selectFormState = (snapshot: WalletSendSnapshot): WalletSendFormState =>
  snapshot.matches({ form: 'sending' })
    ? 'sending'
    : snapshot.matches({ form: 'sent' })
      ? 'sent'
      : snapshot.matches({ form: 'editing' })
        ? 'editing'
        : 'idle';
export const selectDraft = (snapshot: WalletSendSnapshot) => snapshot.context.draft;
export const selectBalanceCents = (snapshot: WalletSendSnapshot) => snapshot.context.balanceCents;
export const selectTransfers = (snapshot: WalletSendSnapshot) => snapshot.context.transfers;
export const selectIsSending = (snapshot: WalletSendSnapshot) => snapshot.matches({ form: 'sending' });
export const selectCanSend = (snapshot: WalletSendSnapshot) => snapshot.can({ type: 'user.send', at: 0 });
