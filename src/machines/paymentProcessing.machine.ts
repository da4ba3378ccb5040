/**
 * What the payment screen shows of the payment it submitted, while it is open. The payment itself
 * lives in the member's store (src/machines/memberStore.machine.ts): the store keeps it `processing`
 * for its own 2 s and completes it, even when the screen is gone; a scheduled payment completes on its
 * day. This machine checks the form's payload, emits `payment.submit` (the screen sends the payment to
 * the store as `ledger.submit`; emitted events reach it after the transition), and follows the store's entry for
 * the payment it processes, which the screen reports with `store.entry`. One payment is processed at a
 * time, so a double click processes once; scheduling is possible in any state.
 *
 * The guards re-check the payload (a positive amount in cents, a fee, a recipient, a method, an id,
 * and amount + fee within `availableCents`), so `snapshot.can(...)` with the current form is what
 * enables the buttons, and a bare or malformed event is refused instead of throwing. Time comes
 * through events (`payment.at`, `today`): the machine never reads the clock, and owns no timer.
 *
 * States: `idle` (initial), `processing` (the store's entry for `currentId` is processing),
 * `completed` (it completed), `refused` (the store did not take it: the funds changed meanwhile);
 * `user.edit` returns from the last two to idle.
 * Emitted: `payment.submit` (payment, status `processing` or `scheduled`).
 * Events: `user.process` (payment, availableCents), `user.schedule` (payment, date, today,
 * availableCents), `user.edit`, `store.entry` (id, status: the entry's status, null when the store has
 * no such entry).
 * Delays: none (the store owns `paymentDuration`, 2000 ms).
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
export const selectIsProcessing = (snapshot: PaymentProcessingSnapshot): boolean =>
  snapshot.matches('processing');
/** The payment being processed, or the one last processed (completed or refused). */
export const selectCurrentId = (snapshot: PaymentProcessingSnapshot): string | null =>
  snapshot.context.currentId;
