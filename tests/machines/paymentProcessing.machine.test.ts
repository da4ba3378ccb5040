// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  paymentProcessingDelays,
  paymentProcessingMachine,
  selectCurrentRecord,
  selectIsProcessing,
  selectPaymentRecords,
  selectPaymentState,
  type PaymentDraft,
} from '../../src/machines/paymentProcessing.machine';

const duration = paymentProcessingDelays.processingDuration;
const payment: PaymentDraft = { amount: 1500, from: '0xfrom', to: '0xto', method: 'srd' };
const at = '2026-11-22T10:00:00.000Z';
const process = (draft: unknown = payment) =>
  ({ type: 'user.process', payment: draft as PaymentDraft, at }) as const;
const schedule = (date = '2026-11-30', today = '2026-11-22', draft: unknown = payment) =>
  ({ type: 'user.schedule', payment: draft as PaymentDraft, date, today, at }) as const;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(paymentProcessingMachine, { clock }).start();
  return { clock, actor, state: () => selectPaymentState(actor.getSnapshot()) };
}

describe('paymentProcessingMachine', () => {
  it('names its delay: processing takes 2 s', () => {
    expect(duration).toBe(2000);
  });

  it('starts idle with no payments', () => {
    const { actor, state } = start();
    expect(state()).toBe('idle');
    expect(selectPaymentRecords(actor.getSnapshot())).toEqual([]);
    expect(selectCurrentRecord(actor.getSnapshot())).toBe(null);
  });

  it.each([
    ['null', null],
    ['zero amount', { ...payment, amount: 0 }],
    ['negative amount', { ...payment, amount: -5 }],
    ['NaN amount', { ...payment, amount: Number.NaN }],
    ['infinite amount', { ...payment, amount: Number.POSITIVE_INFINITY }],
    ['text amount', { ...payment, amount: '15' }],
    ['blank from', { ...payment, from: '   ' }],
    ['blank to', { ...payment, to: '' }],
    ['no method', { ...payment, method: '' }],
  ])('refuses Process Now with %s (the button stays disabled)', (_name, draft) => {
    const { actor, state } = start();
    expect(actor.getSnapshot().can(process(draft))).toBe(false);
    actor.send(process(draft));
    expect(state()).toBe('idle');
    expect(selectPaymentRecords(actor.getSnapshot())).toEqual([]);
  });

  it('refuses bare events without throwing (the workbench probes them)', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'user.process' } as never)).toBe(false);
    expect(snapshot.can({ type: 'user.schedule' } as never)).toBe(false);
  });

  it('Process Now: processing for 2 s, then completed in the list', () => {
    const { actor, clock, state } = start();
    actor.send(process());
    expect(state()).toBe('processing');
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    expect(selectPaymentRecords(actor.getSnapshot())).toEqual([
      { ...payment, sequence: 1, status: 'processing', at, scheduledFor: null },
    ]);
    expect(selectCurrentRecord(actor.getSnapshot())?.status).toBe('processing');
    clock.increment(duration - 1);
    expect(state()).toBe('processing');
    clock.increment(1);
    expect(state()).toBe('completed');
    expect(selectCurrentRecord(actor.getSnapshot())?.status).toBe('completed');
    expect(selectPaymentRecords(actor.getSnapshot())[0]?.status).toBe('completed');
  });

  it('a double click on Process Now processes once', () => {
    const { actor, clock } = start();
    actor.send(process());
    expect(actor.getSnapshot().can(process())).toBe(false);
    actor.send(process());
    expect(selectPaymentRecords(actor.getSnapshot())).toHaveLength(1);
    clock.increment(duration);
    clock.increment(duration);
    expect(selectPaymentRecords(actor.getSnapshot())).toHaveLength(1);
  });

  it('processes again from completed; user.edit returns to idle', () => {
    const { actor, clock, state } = start();
    actor.send(process());
    clock.increment(duration);
    actor.send(process({ ...payment, amount: 20 }));
    expect(state()).toBe('processing');
    expect(selectCurrentRecord(actor.getSnapshot())).toMatchObject({ sequence: 2, amount: 20 });
    clock.increment(duration);
    expect(selectPaymentRecords(actor.getSnapshot()).map((r) => r.status)).toEqual([
      'completed',
      'completed',
    ]);
    actor.send(process({ ...payment, amount: 0 }));
    expect(state()).toBe('completed');
    actor.send({ type: 'user.edit' });
    expect(state()).toBe('idle');
    actor.send({ type: 'user.edit' });
    expect(state()).toBe('idle');
  });

  it.each([
    ['today', '2026-11-22', true],
    ['a later day', '2027-01-01', true],
    ['yesterday', '2026-11-21', false],
    ['empty', '', false],
    ['not a day', '22/11/2026', false],
    ['HTML', '<b>2026-11-30</b>', false],
  ])('Schedule Payment on %s: accepted %s', (_name, date, accepted) => {
    const { actor, state } = start();
    expect(actor.getSnapshot().can(schedule(date))).toBe(accepted);
    actor.send(schedule(date));
    expect(state()).toBe('idle');
    expect(selectPaymentRecords(actor.getSnapshot())).toEqual(
      accepted ? [{ ...payment, sequence: 1, status: 'scheduled', at, scheduledFor: date }] : [],
    );
  });

  it('Schedule Payment refuses an invalid payment or a missing today', () => {
    const { actor } = start();
    actor.send(schedule('2026-11-30', '2026-11-22', { ...payment, to: ' ' }));
    actor.send({ type: 'user.schedule', payment, date: '2026-11-30', at } as never);
    expect(selectPaymentRecords(actor.getSnapshot())).toEqual([]);
  });

  it('schedules while a payment processes, and after one completed; the processing one still completes', () => {
    const { actor, clock, state } = start();
    actor.send(process());
    actor.send(schedule('2026-11-25'));
    actor.send(schedule('2026-11-01'));
    expect(state()).toBe('processing');
    clock.increment(duration);
    expect(selectPaymentRecords(actor.getSnapshot()).map((r) => [r.sequence, r.status])).toEqual([
      [1, 'completed'],
      [2, 'scheduled'],
    ]);
    actor.send(schedule('2026-12-25'));
    actor.send(schedule('2020-01-01'));
    expect(state()).toBe('completed');
    expect(selectPaymentRecords(actor.getSnapshot()).map((r) => r.status)).toEqual([
      'completed',
      'scheduled',
      'scheduled',
    ]);
  });

  it('user.edit does nothing while processing', () => {
    const { actor, state } = start();
    actor.send(process());
    expect(actor.getSnapshot().can({ type: 'user.edit' })).toBe(false);
    actor.send({ type: 'user.edit' });
    expect(state()).toBe('processing');
  });

  it('stopping mid-processing (leaving the screen) leaves no timer behind', () => {
    const { actor, clock } = start();
    actor.send(process());
    clock.increment(duration / 2);
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(duration);
    clock.increment(duration);
    expect(actor.getSnapshot()).toBe(before);
    expect(selectPaymentRecords(before)[0]?.status).toBe('processing');
  });
});
