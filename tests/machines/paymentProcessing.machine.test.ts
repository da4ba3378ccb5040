// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '../../src/data/ledger';
import { notificationRules } from '../../src/data/notifications';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { paymentEntry } from '../../src/data/paymentProcessing';
import { memberStoreDelays, memberStoreMachine, selectEntry } from '../../src/machines/memberStore.machine';
import {
  paymentProcessingMachine,
  selectCurrentId,
  selectPaymentState,
  type PaymentDraft,
} from '../../src/machines/paymentProcessing.machine';

const { paymentDuration } = memberStoreDelays;
const at = '2026-11-22T10:00:00.000Z';
const payment: PaymentDraft = {
  id: 'PAY-0001',
  amountCents: 150_000,
  feeCents: 150,
  to: '0xto',
  method: 'srd',
  at,
};
const available = 1_000_000;
const process = (draft: unknown = payment, availableCents: unknown = available) =>
  ({
    type: 'user.process',
    payment: draft as PaymentDraft,
    availableCents: availableCents as number,
  }) as const;
const schedule = (date = '2026-11-30', today = '2026-11-22', draft: unknown = payment) =>
  ({
    type: 'user.schedule',
    payment: draft as PaymentDraft,
    date,
    today,
    availableCents: available,
  }) as const;
const entry = (id: string, status: string | null) => ({ type: 'store.entry', id, status }) as const;

function start() {
  const clock = new SimulatedClock();
  // What the machine hands to the store, by status.
  const submitPayment = vi.fn();
  const submitSchedule = vi.fn();
  const actor = createActor(paymentProcessingMachine, { clock });
  actor.on('payment.submit', (emitted) => {
    if (emitted.status === 'processing') submitPayment(emitted.payment);
    else submitSchedule(emitted.payment);
  });
  actor.start();
  return {
    clock,
    actor,
    submitPayment,
    submitSchedule,
    state: () => selectPaymentState(actor.getSnapshot()),
  };
}

describe('paymentProcessingMachine', () => {
  it('starts idle, following no payment', () => {
    const { actor, state } = start();
    expect(state()).toBe('idle');
    expect(selectCurrentId(actor.getSnapshot())).toBe(null);
    expect(actor.getSnapshot().matches('processing')).toBe(false);
  });

  it.each([
    ['null', null],
    ['zero amount', { ...payment, amountCents: 0 }],
    ['negative amount', { ...payment, amountCents: -5 }],
    ['fractional cents', { ...payment, amountCents: 10.5 }],
    ['NaN amount', { ...payment, amountCents: Number.NaN }],
    ['text amount', { ...payment, amountCents: '15' }],
    ['negative fee', { ...payment, feeCents: -1 }],
    ['blank recipient', { ...payment, to: '   ' }],
    ['no method', { ...payment, method: '' }],
    ['no id', { ...payment, id: '' }],
    ['no time', { ...payment, at: '' }],
  ])('refuses Process Now with %s (the button stays disabled)', (_name, draft) => {
    const { actor, state, submitPayment } = start();
    expect(actor.getSnapshot().can(process(draft))).toBe(false);
    actor.send(process(draft));
    expect(state()).toBe('idle');
    expect(submitPayment).not.toHaveBeenCalled();
  });

  it.each([
    ['exactly the total', 150_150, true],
    ['one cent less than the total', 150_149, false],
    ['nothing', 0, false],
    ['a missing figure', null, false],
  ])('Process Now with %s available: accepted %s', (_name, availableCents, accepted) => {
    const { actor, state, submitPayment } = start();
    expect(actor.getSnapshot().can(process(payment, availableCents))).toBe(accepted);
    actor.send(process(payment, availableCents));
    expect(state()).toBe(accepted ? 'processing' : 'idle');
    expect(submitPayment).toHaveBeenCalledTimes(accepted ? 1 : 0);
  });

  it('refuses bare events without throwing (the workbench probes them)', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'user.process' } as never)).toBe(false);
    expect(snapshot.can({ type: 'user.schedule' } as never)).toBe(false);
  });

  it('Process Now submits once and follows the store: processing until its entry completes', () => {
    const { actor, state, submitPayment } = start();
    actor.send(process());
    expect(state()).toBe('processing');
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    expect(selectCurrentId(actor.getSnapshot())).toBe('PAY-0001');
    expect(submitPayment).toHaveBeenCalledTimes(1);
    expect(submitPayment).toHaveBeenCalledWith(payment);
    // Another payment's news and the entry still processing change nothing.
    actor.send(entry('PAY-0009', 'completed'));
    actor.send(entry('PAY-0001', 'processing'));
    expect(state()).toBe('processing');
    actor.send(entry('PAY-0001', 'completed'));
    expect(state()).toBe('completed');
  });

  it('a double click on Process Now submits once', () => {
    const { actor, submitPayment } = start();
    actor.send(process());
    expect(actor.getSnapshot().can(process({ ...payment, id: 'PAY-0002' }))).toBe(false);
    actor.send(process({ ...payment, id: 'PAY-0002' }));
    expect(submitPayment).toHaveBeenCalledTimes(1);
    expect(selectCurrentId(actor.getSnapshot())).toBe('PAY-0001');
  });

  it('refused: the store has no entry for the payment (the funds changed meanwhile)', () => {
    const { actor, state } = start();
    actor.send(process());
    actor.send(entry('PAY-0002', null));
    expect(state()).toBe('processing');
    actor.send(entry('PAY-0001', null));
    expect(state()).toBe('refused');
    // A late completion of the refused id is not followed.
    actor.send(entry('PAY-0001', 'completed'));
    expect(state()).toBe('refused');
  });

  it.each(['completed', 'refused'] as const)(
    'from %s: processes again, or user.edit returns to idle',
    (end) => {
      const { actor, state, submitPayment } = start();
      actor.send(process());
      actor.send(entry('PAY-0001', end === 'completed' ? 'completed' : null));
      expect(state()).toBe(end);
      actor.send(process({ ...payment, amountCents: 0 }));
      expect(state()).toBe(end);
      actor.send(process({ ...payment, id: 'PAY-0002' }));
      expect(state()).toBe('processing');
      expect(selectCurrentId(actor.getSnapshot())).toBe('PAY-0002');
      expect(submitPayment).toHaveBeenCalledTimes(2);
      actor.send(entry('PAY-0002', end === 'completed' ? 'completed' : null));
      actor.send({ type: 'user.edit' });
      expect(state()).toBe('idle');
      actor.send({ type: 'user.edit' });
      expect(state()).toBe('idle');
    },
  );

  it.each([
    ['today', '2026-11-22', true],
    ['a later day', '2027-01-01', true],
    ['yesterday', '2026-11-21', false],
    ['empty', '', false],
    ['not a day', '22/11/2026', false],
    ['HTML', '<b>2026-11-30</b>', false],
  ])('Schedule Payment on %s: accepted %s', (_name, date, accepted) => {
    const { actor, state, submitSchedule } = start();
    expect(actor.getSnapshot().can(schedule(date))).toBe(accepted);
    actor.send(schedule(date));
    expect(state()).toBe('idle');
    expect(submitSchedule).toHaveBeenCalledTimes(accepted ? 1 : 0);
  });

  it('Schedule Payment refuses an invalid or unaffordable payment, or a missing today', () => {
    const { actor, submitSchedule } = start();
    actor.send(schedule('2026-11-30', '2026-11-22', { ...payment, to: ' ' }));
    actor.send({ ...schedule(), availableCents: 100 });
    actor.send({ type: 'user.schedule', payment, date: '2026-11-30', availableCents: available } as never);
    expect(submitSchedule).not.toHaveBeenCalled();
  });

  it('schedules in every state; user.edit does nothing while processing', () => {
    const { actor, state, submitSchedule } = start();
    actor.send(process());
    actor.send(schedule('2026-11-25', '2026-11-22', { ...payment, id: 'PAY-0002' }));
    expect(state()).toBe('processing');
    expect(actor.getSnapshot().can({ type: 'user.edit' })).toBe(false);
    actor.send({ type: 'user.edit' });
    expect(state()).toBe('processing');
    actor.send(entry('PAY-0001', 'completed'));
    actor.send(schedule('2026-12-25', '2026-11-22', { ...payment, id: 'PAY-0003' }));
    expect(state()).toBe('completed');
    expect(submitSchedule).toHaveBeenCalledTimes(2);
  });
});

/**
 * The screen's wiring, on one simulated clock: the machine submits to the real store, the store
 * completes the payment after its 2 s, and the screen reports the entry back with `store.entry`.
 */
describe('paymentProcessingMachine with the member store', () => {
  function startBoth(availableCents = 1_000_000) {
    const clock = new SimulatedClock();
    const store = createActor(memberStoreMachine, {
      clock,
      input: {
        record: sampleMemberRecord(),
        availableCents: (ledger: readonly LedgerEntry[]) =>
          availableCents -
          ledger
            .filter((item) => item.direction === 'out' && item.status !== 'failed')
            .reduce((sum, item) => sum + item.amountCents + item.feeCents, 0),
        notifications: notificationRules,
        notice: null,
        chatReplies: { reply: () => null },
        now: () => clock.now(),
      },
    }).start();
    const toEntry = (draft: PaymentDraft, status: 'processing' | 'scheduled') =>
      paymentEntry({ ...draft, method: 'srd', status });
    const actor = createActor(paymentProcessingMachine, { clock });
    // What the screen does with the machine's accepted payments.
    actor.on('payment.submit', ({ payment: draft, status }) =>
      store.send({ type: 'ledger.submit', entry: toEntry(draft, status) }),
    );
    actor.start();
    // What the screen's effect does on every change of the followed entry.
    const report = () => {
      const id = selectCurrentId(actor.getSnapshot());
      if (id !== null && actor.getSnapshot().status === 'active')
        actor.send(entry(id, selectEntry(id)(store.getSnapshot())?.status ?? null));
    };
    store.subscribe(report);
    return { clock, store, actor, report, state: () => selectPaymentState(actor.getSnapshot()) };
  }

  it('processing for the store’s 2 s, then completed, with the entry in the ledger', () => {
    const { clock, store, actor, report, state } = startBoth();
    actor.send(process());
    report();
    expect(state()).toBe('processing');
    expect(selectEntry('PAY-0001')(store.getSnapshot())).toMatchObject({
      status: 'processing',
      amountCents: 150_000,
      feeCents: 150,
      counterparty: '0xto',
      kind: 'payment',
      direction: 'out',
    });
    clock.increment(paymentDuration - 1);
    expect(state()).toBe('processing');
    clock.increment(1);
    expect(selectEntry('PAY-0001')(store.getSnapshot())?.status).toBe('completed');
    expect(state()).toBe('completed');
  });

  it('the store refuses what the funds no longer cover: the screen shows refused', () => {
    const { store, actor, report, state } = startBoth(100_000);
    // The screen believed 1,000,000 were available; the store knows better.
    actor.send(process());
    report();
    expect(state()).toBe('refused');
    expect(store.getSnapshot().context.refused).toEqual(['PAY-0001']);
  });

  it('leaving mid-processing: the screen’s actor stops, the store still completes the payment', () => {
    const { clock, store, actor } = startBoth();
    actor.send(process());
    actor.stop();
    clock.increment(paymentDuration);
    expect(selectEntry('PAY-0001')(store.getSnapshot())?.status).toBe('completed');
    expect(selectPaymentState(actor.getSnapshot())).toBe('processing');
  });
});
