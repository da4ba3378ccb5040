/**
 * What the payment screen shows of the payment it submitted: it checks the form's payload (so
 * `snapshot.can` enables the buttons), emits `payment.submit` for the member store, and follows the
 * store's entry (`store.entry`). One payment at a time; the store owns the timing.
 *
 * States: `idle` (initial), `processing`, `completed`, `refused` (the store did not take it).
 * Events: `user.process` (payment, availableCents), `user.schedule` (payment, date, today, availableCents),
 * `user.edit`, `store.entry` (id, status or null). Emits `payment.submit` (payment, status).
 * Delays: none.
 */
import { assertEvent, assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';

/** A parsed payment, ready for the ledger. */
export interface PaymentDraft {
  /** `PAY-0001`. */
  id: string;
  amountCents: number;
  feeCents: number;
  to: string;
  method: string;
  /** ISO: now for Process Now, the start of the chosen day for Schedule Payment. */
  at: string;
}

export interface PaymentProcessingContext {
  /** Id of the payment being processed, or of the last one processed, else null. */
  currentId: string | null;
}

export type PaymentProcessingEvent =
  | { type: 'user.process'; payment: PaymentDraft; availableCents: number }
  | {
      type: 'user.schedule';
      payment: PaymentDraft;
      date: string;
      today: string;
      availableCents: number;
    }
  | { type: 'user.edit' }
  | { type: 'store.entry'; id: string; status: string | null };

/** What the screen hands to the member's store. */
export type PaymentProcessingEmitted = {
  type: 'payment.submit';
  payment: PaymentDraft;
  status: 'processing' | 'scheduled';
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A well-formed payment whose amount plus fee is within what is available. */
function isAffordableDraft(payment: unknown, availableCents: unknown): boolean {
  if (typeof payment !== 'object' || payment === null) return false;
  const { id, amountCents, feeCents, to, method, at } = payment as Partial<PaymentDraft>;
  return (
    isCents(amountCents) &&
    amountCents > 0 &&
    isCents(feeCents) &&
    isFilled(id) &&
    isFilled(to) &&
    isFilled(method) &&
    isFilled(at) &&
    typeof availableCents === 'number' &&
    amountCents + feeCents <= availableCents
  );
}

export const paymentProcessingMachine = setup({
  types: {
    context: {} as PaymentProcessingContext,
    events: {} as PaymentProcessingEvent,
    emitted: {} as PaymentProcessingEmitted,
  },
  guards: {
    isPaymentValid: ({ event }) => {
      assertEvent(event, 'user.process');
      return isAffordableDraft(event.payment, event.availableCents);
    },
    isScheduleValid: ({ event }) => {
      assertEvent(event, 'user.schedule');
      return (
        isAffordableDraft(event.payment, event.availableCents) &&
        typeof event.date === 'string' &&
        typeof event.today === 'string' &&
        dayPattern.test(event.date) &&
        event.date >= event.today
      );
    },
    isCurrentCompleted: ({ context, event }) => {
      assertEvent(event, 'store.entry');
      return event.id === context.currentId && event.status === 'completed';
    },
    isCurrentMissing: ({ context, event }) => {
      assertEvent(event, 'store.entry');
      return event.id === context.currentId && event.status === null;
    },
  },
  actions: {
    setCurrent: assign({
      currentId: ({ event }) => {
        assertEvent(event, 'user.process');
        return event.payment.id;
      },
    }),
    submitPayment: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'user.process');
      enqueue.emit({ type: 'payment.submit', payment: event.payment, status: 'processing' });
    }),
    submitSchedule: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'user.schedule');
      enqueue.emit({ type: 'payment.submit', payment: event.payment, status: 'scheduled' });
    }),
  },
}).createMachine({
  id: 'paymentProcessing',
  context: { currentId: null },
  initial: 'idle',
  on: {
    'user.schedule': { guard: 'isScheduleValid', actions: 'submitSchedule' },
  },
  states: {
    idle: {
      on: {
        'user.process': {
          guard: 'isPaymentValid',
          target: 'processing',
          actions: ['setCurrent', 'submitPayment'],
        },
      },
    },
    processing: {
      on: {
        'store.entry': [
          { guard: 'isCurrentCompleted', target: 'completed' },
          { guard: 'isCurrentMissing', target: 'refused' },
        ],
      },
    },
    completed: {
      on: {
        'user.process': {
          guard: 'isPaymentValid',
          target: 'processing',
          actions: ['setCurrent', 'submitPayment'],
        },
        'user.edit': { target: 'idle' },
      },
    },
    refused: {
      on: {
        'user.process': {
          guard: 'isPaymentValid',
          target: 'processing',
          actions: ['setCurrent', 'submitPayment'],
        },
        'user.edit': { target: 'idle' },
      },
    },
  },
});

export type PaymentProcessingSnapshot = SnapshotFrom<typeof paymentProcessingMachine>;
export type PaymentProcessingState = 'idle' | 'processing' | 'completed' | 'refused';

export const selectPaymentState = (snapshot: PaymentProcessingSnapshot): PaymentProcessingState =>
  snapshot.value;
/** The payment being processed, or the one last processed (completed or refused). */
export const selectCurrentId = (snapshot: PaymentProcessingSnapshot): string | null =>
  snapshot.context.currentId;
