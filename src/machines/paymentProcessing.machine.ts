/**
 * Payment processing and scheduling of the payment processing screen (spec part 2, Payment Processing;
 * transaction status Completed or Processing, section 4). Process Now records the payment as
 * `processing` in the recent transactions and completes it after `processingDuration`; one payment is
 * processed at a time, so a double click processes once. Schedule Payment records the payment as
 * `scheduled` for a day that is not in the past; scheduling is possible while a payment processes.
 *
 * The screen parses the form (src/data/payments.ts) and sends the result; the guards re-check the
 * payload, so `snapshot.can(...)` with the current form is what enables the buttons, and a bare or
 * malformed event is refused instead of throwing. Time comes through events (`at`, `today`): the
 * machine never reads the clock.
 *
 * States: `idle` (initial), `processing`, `completed` (the last Process Now finished; `user.edit` returns
 * to idle).
 * Events: `user.process` (payment, at), `user.schedule` (payment, date, today, at), `user.edit`.
 * Delays: `processingDuration` 2000 ms (the spec gives no duration; the same 2 s as the wallet's send).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export const paymentProcessingDelays = { processingDuration: 2000 } as const;

/** What the form holds once parsed: a positive amount in SDR, two addresses and a method code. */
export interface PaymentDraft {
  amount: number;
  from: string;
  to: string;
  method: string;
}

export type PaymentRecordStatus = 'processing' | 'completed' | 'scheduled';

export interface PaymentRecord extends PaymentDraft {
  /** 1-based order of the payments made on this screen. */
  sequence: number;
  status: PaymentRecordStatus;
  /** ISO time the payment was submitted. */
  at: string;
  /** `YYYY-MM-DD` of a scheduled payment, else null. */
  scheduledFor: string | null;
}

export interface PaymentProcessingContext {
  records: PaymentRecord[];
  /** Sequence of the payment being processed or last completed, else null. */
  currentSequence: number | null;
}

export type PaymentProcessingEvent =
  | { type: 'user.process'; payment: PaymentDraft; at: string }
  | { type: 'user.schedule'; payment: PaymentDraft; date: string; today: string; at: string }
  | { type: 'user.edit' };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function isDraft(payment: unknown): payment is PaymentDraft {
  if (typeof payment !== 'object' || payment === null) return false;
  const { amount, from, to, method } = payment as Partial<PaymentDraft>;
  return (
    typeof amount === 'number' &&
    Number.isFinite(amount) &&
    amount > 0 &&
    typeof from === 'string' &&
    from.trim() !== '' &&
    typeof to === 'string' &&
    to.trim() !== '' &&
    typeof method === 'string' &&
    method !== ''
  );
}

function nextRecord(
  context: PaymentProcessingContext,
  payment: PaymentDraft,
  at: string,
  status: PaymentRecordStatus,
  scheduledFor: string | null,
): PaymentRecord {
  const { amount, from, to, method } = payment;
  return { amount, from, to, method, sequence: context.records.length + 1, status, at, scheduledFor };
}

export const paymentProcessingMachine = setup({
  types: {
    context: {} as PaymentProcessingContext,
    events: {} as PaymentProcessingEvent,
  },
  delays: paymentProcessingDelays,
  guards: {
    isPaymentValid: ({ event }) => event.type === 'user.process' && isDraft(event.payment),
    isScheduleValid: ({ event }) =>
      event.type === 'user.schedule' &&
      isDraft(event.payment) &&
      typeof event.date === 'string' &&
      typeof event.today === 'string' &&
      dayPattern.test(event.date) &&
      event.date >= event.today,
  },
  actions: {
    addProcessingRecord: assign(({ context, event }) => {
      if (event.type !== 'user.process') return {};
      const record = nextRecord(context, event.payment, event.at, 'processing', null);
      return { records: [...context.records, record], currentSequence: record.sequence };
    }),
    addScheduledRecord: assign({
      records: ({ context, event }) =>
        event.type === 'user.schedule'
          ? [...context.records, nextRecord(context, event.payment, event.at, 'scheduled', event.date)]
          : context.records,
    }),
    completeCurrentRecord: assign({
      records: ({ context }) =>
        context.records.map((record) =>
          record.sequence === context.currentSequence ? { ...record, status: 'completed' as const } : record,
        ),
    }),
  },
}).createMachine({
  id: 'paymentProcessing',
  context: { records: [], currentSequence: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.process': { guard: 'isPaymentValid', target: 'processing', actions: 'addProcessingRecord' },
        'user.schedule': { guard: 'isScheduleValid', actions: 'addScheduledRecord' },
      },
    },
    processing: {
      after: { processingDuration: { target: 'completed', actions: 'completeCurrentRecord' } },
      on: {
        'user.schedule': { guard: 'isScheduleValid', actions: 'addScheduledRecord' },
      },
    },
    completed: {
      on: {
        'user.process': { guard: 'isPaymentValid', target: 'processing', actions: 'addProcessingRecord' },
        'user.schedule': { guard: 'isScheduleValid', actions: 'addScheduledRecord' },
        'user.edit': { target: 'idle' },
      },
    },
  },
});

export type PaymentProcessingSnapshot = SnapshotFrom<typeof paymentProcessingMachine>;
export type PaymentProcessingState = 'idle' | 'processing' | 'completed';

export const selectPaymentState = (snapshot: PaymentProcessingSnapshot): PaymentProcessingState =>
  snapshot.value;
export const selectIsProcessing = (snapshot: PaymentProcessingSnapshot): boolean =>
  snapshot.matches('processing');
export const selectPaymentRecords = (snapshot: PaymentProcessingSnapshot): PaymentRecord[] =>
  snapshot.context.records;
/** The payment being processed, or the one that just completed. */
export const selectCurrentRecord = (snapshot: PaymentProcessingSnapshot): PaymentRecord | null =>
  snapshot.context.records.find((record) => record.sequence === snapshot.context.currentSequence) ?? null;
