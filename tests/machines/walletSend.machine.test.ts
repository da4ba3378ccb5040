// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sendableCents, sendFeeCents } from '../../src/data/wallet';
import {
  selectBalanceCents,
  selectCanSend,
  selectDraft,
  selectFormState,
  selectIsSending,
  selectTransfers,
  walletSendDelays,
  walletSendMachine,
  type WalletSendInput,
} from '../../src/machines/walletSend.machine';

const { sendDuration, settleDuration } = walletSendDelays;
const address = 'SRD-0x9c4e7a2b5d8f1e3a6c9b';
const input: WalletSendInput = { balanceCents: 100_00, feeCents: sendFeeCents, sendableCents };

function start(overrides: Partial<WalletSendInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(walletSendMachine, { clock, input: { ...input, ...overrides } }).start();
  const fill = (amount: string, to = address, reference = '') => {
    actor.send({ type: 'user.edit', field: 'address', value: to });
    actor.send({ type: 'user.edit', field: 'amount', value: amount });
    actor.send({ type: 'user.edit', field: 'reference', value: reference });
  };
  const snap = () => actor.getSnapshot();
  return { clock, actor, fill, snap };
}

describe('walletSendMachine', () => {
  it('has the spec delay and a documented settle delay', () => {
    expect(sendDuration).toBe(2000);
    expect(settleDuration).toBe(3000);
  });

  it('starts idle with an empty draft, the input balance and nothing sent', () => {
    const { snap } = start();
    expect(snap().matches({ form: 'idle', settlement: 'clear' })).toBe(true);
    expect(selectFormState(snap())).toBe('idle');
    expect(selectDraft(snap())).toEqual({ address: '', amount: '', reference: '' });
    expect(selectBalanceCents(snap())).toBe(100_00);
    expect(selectTransfers(snap())).toEqual([]);
    expect(selectCanSend(snap())).toBe(false);
    expect(snap().can({ type: 'user.reset' })).toBe(false);
  });

  it('idle -> editing on user.edit, keeping exactly what was typed', () => {
    const { actor, snap } = start();
    actor.send({ type: 'user.edit', field: 'amount', value: ' 1,000 <b>' });
    expect(selectFormState(snap())).toBe('editing');
    expect(selectDraft(snap()).amount).toBe(' 1,000 <b>');
  });

  it('idle -> editing on user.useMax, which fills the full balance with 2 decimals', () => {
    const { actor, snap } = start({ balanceCents: 125430_50 });
    actor.send({ type: 'user.useMax' });
    expect(selectFormState(snap())).toBe('editing');
    expect(selectDraft(snap()).amount).toBe('125430.50');
  });

  it('editing: user.edit and user.useMax stay in editing', () => {
    const { actor, snap } = start();
    actor.send({ type: 'user.edit', field: 'address', value: 'x' });
    actor.send({ type: 'user.edit', field: 'reference', value: 'ref & more' });
    actor.send({ type: 'user.useMax' });
    expect(selectFormState(snap())).toBe('editing');
    expect(selectDraft(snap())).toEqual({ address: 'x', amount: '100.00', reference: 'ref & more' });
  });

  it('ignores an edit of an unknown field or without a value (the workbench probes bare events)', () => {
    const { actor, snap } = start();
    actor.send({ type: 'user.edit', field: 'address', value: 'abc' });
    actor.send({ type: 'user.edit', field: 'balance' as never, value: '1' });
    actor.send({ type: 'user.edit', field: 'reference', value: undefined as never });
    expect(selectDraft(snap())).toEqual({ address: 'abc', amount: '', reference: '' });
    expect(snap().can({ type: 'user.send' } as never)).toBe(false);
  });

  it.each([
    ['an address of 20 characters', 'a'.repeat(20), '10'],
    ['an empty amount', address, ''],
    ['a zero amount', address, '0'],
    ['an amount over the balance', address, '100.01'],
    ['three decimals', address, '12.345'],
  ])('editing: user.send is refused with %s', (_, to, amount) => {
    const { actor, fill, snap } = start();
    fill(amount, to);
    expect(selectCanSend(snap())).toBe(false);
    actor.send({ type: 'user.send', at: 1 });
    expect(selectFormState(snap())).toBe('editing');
  });

  it('editing -> sending -> sent after exactly 2000 ms: fields clear, pending transfer, balance drops by the total', () => {
    const { actor, clock, fill, snap } = start();
    fill('40.5', `  ${address}  `, 'Invoice #7 & co');
    expect(selectCanSend(snap())).toBe(true);
    actor.send({ type: 'user.send', at: 1_700_000_000_000 });
    expect(selectIsSending(snap())).toBe(true);
    expect(selectFormState(snap())).toBe('sending');
    expect(selectCanSend(snap())).toBe(false);
    // Edits, Use Max, reset and a second Send do nothing while sending.
    actor.send({ type: 'user.edit', field: 'amount', value: '1' });
    actor.send({ type: 'user.useMax' });
    actor.send({ type: 'user.reset' });
    actor.send({ type: 'user.send', at: 2 });
    expect(selectDraft(snap()).amount).toBe('40.5');
    clock.increment(sendDuration - 1);
    expect(selectFormState(snap())).toBe('sending');
    expect(selectTransfers(snap())).toEqual([]);
    clock.increment(1);
    expect(selectFormState(snap())).toBe('sent');
    expect(selectDraft(snap())).toEqual({ address: '', amount: '', reference: '' });
    expect(selectBalanceCents(snap())).toBe(100_00 - 40_50 - 35);
    expect(selectTransfers(snap())).toEqual([
      {
        id: 'TX-SEND-001',
        to: address,
        amountCents: 40_50,
        feeCents: 35,
        reference: 'Invoice #7 & co',
        at: 1_700_000_000_000,
        status: 'pending',
      },
    ]);
    expect(snap().matches({ settlement: 'settling' })).toBe(true);
  });

  it('a double click sends once', () => {
    const { actor, clock, fill, snap } = start();
    fill('10');
    actor.send({ type: 'user.send', at: 1 });
    actor.send({ type: 'user.send', at: 1 });
    clock.increment(sendDuration);
    expect(selectTransfers(snap())).toHaveLength(1);
    expect(selectBalanceCents(snap())).toBe(100_00 - 10_35);
  });

  it('Use Max sends the full balance: the total is amount + 0.35 and the balance ends at -0.35', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'user.edit', field: 'address', value: address });
    actor.send({ type: 'user.useMax' });
    actor.send({ type: 'user.send', at: 1 });
    clock.increment(sendDuration);
    expect(selectBalanceCents(snap())).toBe(-35);
    // Nothing left: Use Max now fills 0.00, which cannot be sent.
    actor.send({ type: 'user.useMax' });
    expect(selectDraft(snap()).amount).toBe('0.00');
    expect(selectCanSend(snap())).toBe(false);
  });

  it('a missing timestamp is recorded as 0', () => {
    const { actor, clock, fill, snap } = start();
    fill('1');
    actor.send({ type: 'user.send' } as never);
    clock.increment(sendDuration);
    expect(selectTransfers(snap())[0]?.at).toBe(0);
  });

  it('settlement: pending -> completed after exactly 3000 ms', () => {
    const { actor, clock, fill, snap } = start();
    fill('1');
    actor.send({ type: 'user.send', at: 1 });
    clock.increment(sendDuration);
    clock.increment(settleDuration - 1);
    expect(selectTransfers(snap())[0]?.status).toBe('pending');
    clock.increment(1);
    expect(selectTransfers(snap())[0]?.status).toBe('completed');
    expect(snap().matches({ settlement: 'clear' })).toBe(true);
  });

  it('sent -> editing on user.edit or user.useMax; sent -> idle on user.reset', () => {
    const { actor, clock, fill, snap } = start();
    const sendOne = () => {
      fill('1');
      actor.send({ type: 'user.send', at: 1 });
      clock.increment(sendDuration);
      expect(selectFormState(snap())).toBe('sent');
    };
    sendOne();
    actor.send({ type: 'user.edit', field: 'amount', value: '2' });
    expect(selectFormState(snap())).toBe('editing');
    actor.send({ type: 'user.reset' });
    sendOne();
    actor.send({ type: 'user.useMax' });
    expect(selectFormState(snap())).toBe('editing');
    actor.send({ type: 'user.reset' });
    sendOne();
    actor.send({ type: 'user.reset' });
    expect(selectFormState(snap())).toBe('idle');
  });

  it('editing -> idle on user.reset empties the draft', () => {
    const { actor, fill, snap } = start();
    fill('5');
    actor.send({ type: 'user.reset' });
    expect(selectFormState(snap())).toBe('idle');
    expect(selectDraft(snap())).toEqual({ address: '', amount: '', reference: '' });
  });

  it('two quick sends settle one after the other, each with its full time, oldest first', () => {
    const { actor, clock, fill, snap } = start({ nextSequence: 41 });
    fill('1');
    actor.send({ type: 'user.send', at: 1 });
    clock.increment(sendDuration);
    fill('2');
    actor.send({ type: 'user.send', at: 2 });
    clock.increment(sendDuration); // 2000 ms into the first settlement
    expect(selectTransfers(snap()).map((t) => [t.id, t.status])).toEqual([
      ['TX-SEND-042', 'pending'],
      ['TX-SEND-041', 'pending'],
    ]);
    clock.increment(settleDuration - sendDuration);
    expect(selectTransfers(snap()).map((t) => t.status)).toEqual(['pending', 'completed']);
    expect(snap().matches({ settlement: 'settling' })).toBe(true);
    clock.increment(settleDuration - 1);
    expect(selectTransfers(snap())[0]?.status).toBe('pending');
    clock.increment(1);
    expect(selectTransfers(snap()).map((t) => t.status)).toEqual(['completed', 'completed']);
    expect(snap().matches({ settlement: 'clear' })).toBe(true);
    expect(selectBalanceCents(snap())).toBe(100_00 - 1_35 - 2_35);
  });

  it('stopping mid-send leaves no timer behind', () => {
    const { actor, clock, fill, snap } = start();
    fill('1');
    actor.send({ type: 'user.send', at: 1 });
    actor.stop();
    clock.increment(sendDuration);
    clock.increment(settleDuration);
    expect(selectFormState(snap())).toBe('sending');
    expect(selectTransfers(snap())).toEqual([]);
  });

  it('stopping mid-settlement leaves no timer behind', () => {
    const { actor, clock, fill, snap } = start();
    fill('1');
    actor.send({ type: 'user.send', at: 1 });
    clock.increment(sendDuration);
    actor.stop();
    clock.increment(settleDuration);
    expect(selectTransfers(snap())[0]?.status).toBe('pending');
  });
});
