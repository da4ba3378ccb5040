// @vitest-environment node
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../src/data/ledger';
import { notificationRules } from '../../src/data/notifications';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { readPaymentLink, receiveLink } from '../../src/data/paymentLink';
import { amountFieldText, sendableCents } from '../../src/data/walletAmount';
import { isoSeconds, sendFeeCents } from '../../src/data/srdWallet';
import {
  memberStoreDelays,
  memberStoreMachine,
  selectEntry,
  selectRefused as selectStoreRefused,
} from '../../src/machines/memberStore.machine';
import {
  selectCanSend,
  selectDraft,
  selectFormState,
  selectLastSent,
  selectLinkProblem,
  selectRefused,
  srdWalletSendMachine,
  type OutgoingTransfer,
  type SrdWalletSendInput,
  type WatchTransferInput,
} from '../../src/machines/srdWalletSend.machine';

const address = 'SRD-0x9c4e7a2b5d8f1e3a6c9b';
const clickAt = Date.UTC(2026, 10, 22, 10);

/** A toy account: 1,000.00 available minus the member's outflows under way or done. */
const storeAvailable = (ledger: readonly LedgerEntry[]) =>
  100_000 -
  ledger
    .filter((entry) => entry.direction === 'out' && entry.status !== 'failed')
    .reduce((sum, entry) => sum + entry.amountCents + entry.feeCents, 0);

const toEntry = (transfer: OutgoingTransfer): LedgerEntry => ({
  id: transfer.id,
  kind: 'transfer',
  direction: 'out',
  amountCents: transfer.amountCents,
  feeCents: transfer.feeCents,
  counterparty: transfer.to,
  reference: transfer.reference,
  at: isoSeconds(transfer.at),
  status: 'pending',
});

/** The language the screen passes, and how it writes Use Max's figure. */
const english = {
  language: 'en',
  amountText: (cents: number) => (cents / 100).toFixed(2),
  readPaymentLink,
};

/**
 * The form wired to a real member store on one simulated clock, as the screen wires them: the form
 * hands its transfer to the store and watches the store's entry.
 */
function start(
  input: Partial<SrdWalletSendInput> = {},
  { storeAvailableCents = storeAvailable, follow = true } = {},
) {
  const clock = new SimulatedClock();
  const store = createActor(memberStoreMachine, {
    clock,
    input: {
      record: sampleMemberRecord(),
      availableCents: storeAvailableCents,
      notifications: notificationRules,
      notice: null,
      chatReplies: { reply: () => null },
      now: () => clock.now(),
    },
  }).start();
  const machine = srdWalletSendMachine.provide({
    actors: {
      watchTransfer: fromCallback<EventObject, WatchTransferInput>(({ input: { id }, sendBack }) => {
        const check = () => {
          const snapshot = store.getSnapshot();
          const entry = selectEntry(id)(snapshot);
          if (entry?.status === 'completed') sendBack({ type: 'transfer.completed', id });
          else if (!entry && selectStoreRefused(snapshot).includes(id))
            sendBack({ type: 'transfer.refused', id });
        };
        const subscription = store.subscribe(check);
        check();
        return () => subscription.unsubscribe();
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { availableCents: 100_000, feeCents: sendFeeCents, sendableCents, ...english, ...input },
  }).start();
  // As the screen does: what is available follows the store's ledger.
  if (follow) {
    store.subscribe((snapshot) =>
      actor.send({
        type: 'account.update',
        availableCents: storeAvailableCents(snapshot.context.record.ledger),
      }),
    );
  }
  actor.on('transfer.submit', ({ transfer }) =>
    store.send({ type: 'ledger.submit', entry: toEntry(transfer) }),
  );
  const sent: OutgoingTransfer[] = [];
  actor.on('transfer.sent', ({ transfer }) => sent.push(transfer));
  const fill = (amount: string, to = address, reference = '') => {
    actor.send({ type: 'user.edit', field: 'address', value: to });
    actor.send({ type: 'user.edit', field: 'amount', value: amount });
    actor.send({ type: 'user.edit', field: 'reference', value: reference });
  };
  const snap = () => actor.getSnapshot();
  const entry = (id: string) => selectEntry(id)(store.getSnapshot());
  return { clock, actor, store, fill, snap, sent, entry };
}

describe('srdWalletSendMachine', () => {
  it('has no timer of its own: the send lasts the store’s 2 s', () => {
    expect(memberStoreDelays.sendDuration).toBe(2000);
    expect(srdWalletSendMachine.implementations.delays).toEqual({});
  });

  it('starts idle with an empty draft and nothing sent', () => {
    const { snap } = start();
    expect(selectFormState(snap())).toBe('idle');
    expect(selectDraft(snap())).toEqual({ address: '', amount: '', reference: '' });
    expect(selectLastSent(snap())).toBeNull();
    expect(snap().context.outgoing).toBeNull();
    expect(selectCanSend(snap())).toBe(false);
  });

  it('edits keep the text as typed; unknown fields change nothing', () => {
    const { actor, snap } = start();
    actor.send({ type: 'user.edit', field: 'amount', value: ' 12.50 ' });
    expect(selectFormState(snap())).toBe('editing');
    expect(selectDraft(snap()).amount).toBe(' 12.50 ');
    actor.send({ type: 'user.edit', field: 'nope' as 'amount', value: 'x' });
    expect(selectDraft(snap())).toEqual({ address: '', amount: ' 12.50 ', reference: '' });
  });

  it.each([
    // available, Use Max fills
    [100_000, '999.65'],
    [36, '0.01'],
    [35, '0.00'],
    [10, '0.00'],
    [-500, '0.00'],
  ])('Use Max with %i cents available fills %s (available minus the fees, never below 0)', (cents, text) => {
    const { actor, snap } = start({ availableCents: cents });
    actor.send({ type: 'user.useMax' });
    expect(selectFormState(snap())).toBe('editing');
    expect(selectDraft(snap()).amount).toBe(text);
  });

  it("reads the amount and writes Use Max in the member's language: a decimal comma in Spanish and Russian", () => {
    const { actor, fill, snap } = start({
      availableCents: 11_043_050,
      language: 'es',
      amountText: (cents, language) => amountFieldText(cents, language),
    });
    actor.send({ type: 'user.useMax' });
    expect(selectDraft(snap()).amount).toBe('110430,15');
    fill('12,50');
    expect(selectCanSend(snap())).toBe(true);
    actor.send({ type: 'locale.update', language: 'en' });
    // In English a comma is no decimal mark: the same text no longer reads as an amount.
    expect(selectCanSend(snap())).toBe(false);
    actor.send({ type: 'user.useMax' });
    expect(selectDraft(snap()).amount).toBe('110430.15');
    actor.send({ type: 'locale.update', language: 42 as unknown as string });
    expect(snap().context.language).toBe('en');
    actor.send({ type: 'locale.update', language: 'ru' });
    actor.send({ type: 'user.useMax' });
    expect(selectDraft(snap()).amount).toBe('110430,15');
  });

  it('what is available follows the account in every state; a bad figure is ignored', () => {
    const { actor, snap } = start();
    actor.send({ type: 'account.update', availableCents: 5_035 });
    actor.send({ type: 'user.useMax' });
    expect(selectDraft(snap()).amount).toBe('50.00');
    actor.send({ type: 'account.update', availableCents: Number.NaN });
    expect(snap().context.availableCents).toBe(5_035);
  });

  it('Send needs a valid address and an amount whose total fits in what is available', () => {
    const { actor, fill, snap } = start({ availableCents: 10_035 });
    fill('100.01');
    expect(selectCanSend(snap())).toBe(false);
    actor.send({ type: 'user.send', at: clickAt, id: 'TX-SEND-001' });
    expect(selectFormState(snap())).toBe('editing');
    fill('100');
    expect(selectCanSend(snap())).toBe(true);
    fill('100', 'short');
    expect(selectCanSend(snap())).toBe(false);
  });

  it('a send hands a pending transfer to the store, which completes it after 2 s; the form then clears', () => {
    const { actor, clock, fill, snap, sent, entry } = start();
    fill('100', ` ${address} `, 'Invoice 7');
    actor.send({ type: 'user.send', at: clickAt, id: 'TX-SEND-001' });
    expect(snap().matches('sending')).toBe(true);
    expect(snap().context.outgoing).toEqual({
      id: 'TX-SEND-001',
      to: address,
      amountCents: 10_000,
      feeCents: 35,
      reference: 'Invoice 7',
      at: clickAt,
    });
    expect(entry('TX-SEND-001')).toMatchObject({
      kind: 'transfer',
      direction: 'out',
      status: 'pending',
      feeCents: 35,
      at: '2026-11-22T10:00:00Z',
    });
    // Edits and other sends during the send change nothing.
    actor.send({ type: 'user.edit', field: 'amount', value: '5' });
    actor.send({ type: 'user.send', at: clickAt, id: 'TX-SEND-002' });
    actor.send({ type: 'user.reset' });
    expect(selectDraft(snap()).amount).toBe('100');
    clock.increment(1999);
    expect(selectFormState(snap())).toBe('sending');
    expect(sent).toEqual([]);
    clock.increment(1);
    expect(entry('TX-SEND-001')?.status).toBe('completed');
    expect(selectFormState(snap())).toBe('sent');
    expect(selectDraft(snap())).toEqual({ address: '', amount: '', reference: '' });
    expect(selectLastSent(snap())?.id).toBe('TX-SEND-001');
    expect(snap().context.outgoing).toBeNull();
    expect(sent.map((transfer) => transfer.id)).toEqual(['TX-SEND-001']);
    expect(entry('TX-SEND-002')).toBeUndefined();
  });

  it('an answer about another transfer is ignored while sending', () => {
    const { actor, fill, snap } = start();
    fill('1');
    actor.send({ type: 'user.send', at: clickAt, id: 'TX-SEND-001' });
    actor.send({ type: 'transfer.completed', id: 'TX-SEND-999' });
    actor.send({ type: 'transfer.refused', id: 'TX-SEND-999' });
    expect(selectFormState(snap())).toBe('sending');
  });

  it('a send the store refuses goes back to editing with the draft kept; an edit clears the refusal', () => {
    // The store sees less than the form: another tab spent it.
    const { actor, fill, snap, entry } = start(
      { availableCents: 100_000 },
      { storeAvailableCents: () => 1_000, follow: false },
    );
    fill('100');
    actor.send({ type: 'user.send', at: clickAt, id: 'TX-SEND-001' });
    expect(entry('TX-SEND-001')).toBeUndefined();
    expect(selectFormState(snap())).toBe('editing');
    expect(selectRefused(snap())).toBe(true);
    expect(selectDraft(snap()).amount).toBe('100');
    expect(snap().context.outgoing).toBeNull();
    actor.send({ type: 'user.edit', field: 'amount', value: '5' });
    expect(selectRefused(snap())).toBe(false);
    actor.send({ type: 'user.useMax' });
    expect(selectRefused(snap())).toBe(false);
  });

  it('after a send: edit or Use Max starts the next draft, reset empties it', () => {
    const { actor, clock, fill, snap } = start();
    const sendOnce = (id: string) => {
      fill('1');
      actor.send({ type: 'user.send', at: clickAt, id });
      clock.increment(2000);
      expect(selectFormState(snap())).toBe('sent');
    };
    sendOnce('TX-SEND-001');
    actor.send({ type: 'user.edit', field: 'reference', value: 'next' });
    expect(selectFormState(snap())).toBe('editing');
    sendOnce('TX-SEND-002');
    actor.send({ type: 'user.useMax' });
    expect(selectFormState(snap())).toBe('editing');
    expect(selectDraft(snap()).amount).toBe('996.95');
    sendOnce('TX-SEND-003');
    actor.send({ type: 'user.reset' });
    expect(selectFormState(snap())).toBe('idle');
    actor.send({ type: 'user.edit', field: 'amount', value: '3' });
    actor.send({ type: 'user.reset' });
    expect(selectFormState(snap())).toBe('idle');
    expect(selectDraft(snap())).toEqual({ address: '', amount: '', reference: '' });
  });

  it('stopped mid-send (the member left): the store still completes the send, and no one is told', () => {
    const { actor, clock, fill, sent, entry } = start({}, { follow: false });
    fill('10');
    actor.send({ type: 'user.send', at: clickAt, id: 'TX-SEND-001' });
    actor.stop();
    clock.increment(2000);
    expect(entry('TX-SEND-001')?.status).toBe('completed');
    expect(sent).toEqual([]);
  });

  it('a click time that is not a number is recorded as 0', () => {
    const { actor, fill, snap } = start();
    fill('1');
    actor.send({ type: 'user.send', at: Number.NaN, id: 'TX-SEND-001' });
    expect(snap().context.outgoing?.at).toBe(0);
  });

  describe('a pasted payment link', () => {
    const linkOf = (amount: string, reference: string) => {
      const made = receiveLink(address, amount, reference, 'en');
      if (!made.ok) throw new Error('the receive form refused the example');
      return made.link;
    };

    it('fills the address, the amount in the member’s language and the reference, from idle', () => {
      const { actor, snap } = start({ language: 'es', amountText: amountFieldText });
      actor.send({ type: 'user.pasteLink', text: linkOf('250.5', 'Inv #7 & co') });
      expect(selectFormState(snap())).toBe('editing');
      expect(selectDraft(snap())).toEqual({ address, amount: '250,50', reference: 'Inv #7 & co' });
      expect(selectLinkProblem(snap())).toBeNull();
      expect(selectCanSend(snap())).toBe(true);
    });

    it('replaces the whole draft while editing; a link without amount or reference empties them', () => {
      const { actor, snap, fill } = start();
      fill('12', 'SRD-0xsomeone-else-entirely', 'old');
      actor.send({ type: 'user.pasteLink', text: linkOf('', '') });
      expect(selectDraft(snap())).toEqual({ address, amount: '', reference: '' });
      expect(selectFormState(snap())).toBe('editing');
    });

    it.each([
      ['https://evil.example/pay?address=' + address, 'notPaymentLink'],
      ['https://pay.silkroadtrade.example/other?address=' + address, 'notPaymentLink'],
      ['ftp://', 'notPaymentLink'],
      ['https://pay.silkroadtrade.example/pay', 'address'],
      ['https://pay.silkroadtrade.example/pay?address=short', 'address'],
      [`https://pay.silkroadtrade.example/pay?address=${address}&amount=abc`, 'amount'],
      [`https://pay.silkroadtrade.example/pay?address=${address}&amount=0.00`, 'amount'],
      [`https://pay.silkroadtrade.example/pay?address=${address}&amount=1e3`, 'amount'],
      [`https://pay.silkroadtrade.example/pay?address=${address}&amount=12.5`, 'amount'],
      [`https://pay.silkroadtrade.example/pay?address=${address}&reference=${'x'.repeat(141)}`, 'reference'],
    ])('%s fills nothing, keeps what was typed and says why (%s)', (text, problem) => {
      const { actor, snap, fill } = start();
      fill('12', 'SRD-0xtyped-before-the-paste', 'kept');
      const before = selectDraft(snap());
      actor.send({ type: 'user.pasteLink', text });
      expect(selectDraft(snap())).toBe(before);
      expect(selectLinkProblem(snap())).toBe(problem);
      actor.send({ type: 'user.edit', field: 'reference', value: 'kept!' });
      expect(selectLinkProblem(snap())).toBeNull();
    });

    it('in idle, a bad link stays idle with the reason; Use Max and reset clear the reason', () => {
      const { actor, snap } = start();
      actor.send({ type: 'user.pasteLink', text: 'https://evil.example/' });
      expect(selectFormState(snap())).toBe('idle');
      expect(selectLinkProblem(snap())).toBe('notPaymentLink');
      actor.send({ type: 'user.useMax' });
      expect(selectLinkProblem(snap())).toBeNull();
      actor.send({ type: 'user.pasteLink', text: 'https://evil.example/' });
      actor.send({ type: 'user.reset' });
      expect(selectLinkProblem(snap())).toBeNull();
    });

    it('after a send, a link starts the next draft and a bad one only says why; while sending it is ignored', () => {
      const { actor, snap, fill, clock } = start();
      fill('1');
      actor.send({ type: 'user.send', at: clickAt, id: 'TX-SEND-001' });
      actor.send({ type: 'user.pasteLink', text: linkOf('5', 'during') });
      expect(selectFormState(snap())).toBe('sending');
      expect(snap().context.outgoing?.amountCents).toBe(100);
      clock.increment(memberStoreDelays.sendDuration);
      expect(selectFormState(snap())).toBe('sent');
      actor.send({ type: 'user.pasteLink', text: 'https://evil.example/' });
      expect(selectFormState(snap())).toBe('sent');
      expect(selectLinkProblem(snap())).toBe('notPaymentLink');
      actor.send({ type: 'user.pasteLink', text: linkOf('5', 'next') });
      expect(selectFormState(snap())).toBe('editing');
      expect(selectDraft(snap())).toEqual({ address, amount: '5.00', reference: 'next' });
      expect(selectLinkProblem(snap())).toBeNull();
    });
  });

  it('reaches every state by a shortest path', () => {
    const paths = getShortestPaths(srdWalletSendMachine, {
      input: { availableCents: 100_000, feeCents: sendFeeCents, sendableCents: () => 100, ...english },
      events: [
        { type: 'user.edit', field: 'amount', value: '1' },
        { type: 'user.send', at: clickAt, id: 'TX-SEND-001' },
        { type: 'transfer.completed', id: 'TX-SEND-001' },
      ],
    });
    const states = new Set(paths.map((path) => String(path.state.value)));
    expect(states).toEqual(new Set(['idle', 'editing', 'sending', 'sent']));
  });
});
