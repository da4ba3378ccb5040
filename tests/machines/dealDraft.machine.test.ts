// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  dealDraftDelays,
  dealDraftMachine,
  selectDraftState,
  selectSaveFailed,
  selectSendTried,
  selectTerms,
  type DealDraftEvent,
  type DealDraftInput,
  type OutgoingProposal,
} from '../../src/machines/dealDraft.machine';
import type { NegotiationTerms } from '../../src/data/dealTerms';

const { saveDuration, sendDuration } = dealDraftDelays;

const change = (field: keyof NegotiationTerms, value: string): DealDraftEvent => ({
  type: 'user.change',
  field,
  value,
});
const save = { type: 'user.save' } as const;
const send = { type: 'user.send', at: '2026-11-22T10:00:00.000Z' } as const;
const discard = { type: 'user.discard' } as const;

function start(input: DealDraftInput = { draft: {} }, sendable?: () => boolean, saved?: () => boolean) {
  const clock = new SimulatedClock();
  const writes: NegotiationTerms[] = [];
  const sent: OutgoingProposal[] = [];
  const clearDraft = vi.fn();
  const machine = dealDraftMachine.provide({
    actions: {
      writeDraft: (_, terms: NegotiationTerms) => {
        writes.push(terms);
      },
      clearDraft,
    },
    guards: {
      ...(sendable ? { isSendable: sendable } : {}),
      ...(saved ? { isDraftSaved: saved } : {}),
    },
  });
  const actor = createActor(machine, { clock, input });
  actor.on('proposal.sent', (event) => {
    sent.push(event.proposal);
  });
  actor.start();
  const state = () => selectDraftState(actor.getSnapshot());
  return { clock, actor, writes, sent, clearDraft, state };
}

/** Fill volume and price, so the default guard lets a send through. */
function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send(change('volume', '25000'));
  actor.send(change('price', '245.50'));
}

describe('dealDraftMachine', () => {
  it('has its named delays', () => {
    expect(saveDuration).toBe(400);
    expect(sendDuration).toBe(800);
  });

  it('starts editing with an empty form, or with the draft it is given', () => {
    const { actor, state } = start();
    expect(state()).toBe('editing');
    expect(selectTerms(actor.getSnapshot())).toEqual({
      volume: '',
      price: '',
      deliveryDate: '',
      paymentTerms: '',
      qualitySpecs: '',
      specialConditions: '',
    });
    const restored = start({ draft: { volume: '10', price: 7 as unknown as string } });
    expect(selectTerms(restored.actor.getSnapshot())).toMatchObject({ volume: '10', price: '' });
    // The bare machine with an empty draft also starts empty.
    const bare = createActor(dealDraftMachine, { input: { draft: {} } }).start();
    expect(selectTerms(bare.getSnapshot()).volume).toBe('');
  });

  it('keeps what is typed, and ignores malformed changes', () => {
    const { actor } = start();
    actor.send(change('specialConditions', '<script>alert(1)</script>'));
    expect(selectTerms(actor.getSnapshot()).specialConditions).toBe('<script>alert(1)</script>');
    actor.send({ type: 'user.change' } as unknown as DealDraftEvent);
    actor.send({ type: 'user.change', field: 'nope', value: 'x' } as unknown as DealDraftEvent);
    actor.send({ type: 'user.change', field: 'volume', value: 5 } as unknown as DealDraftEvent);
    expect(selectTerms(actor.getSnapshot()).volume).toBe('');
    expect(selectTerms(actor.getSnapshot()).specialConditions).toBe('<script>alert(1)</script>');
  });

  it('saves a draft (even a partial one) after the save delay, once for a double click', () => {
    const { actor, clock, writes, state } = start();
    actor.send(change('volume', '25000'));
    actor.send(save);
    expect(state()).toBe('saving');
    expect(actor.getSnapshot().matches('saving') || actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().can(save)).toBe(false);
    expect(actor.getSnapshot().can(send)).toBe(false);
    actor.send(save);
    actor.send(send);
    clock.increment(saveDuration - 1);
    expect(state()).toBe('saving');
    expect(writes).toHaveLength(0);
    clock.increment(1);
    expect(state()).toBe('saved');
    expect(writes).toEqual([expect.objectContaining({ volume: '25000', price: '' })]);
    expect(actor.getSnapshot().matches('saving') || actor.getSnapshot().matches('sending')).toBe(false);
  });

  it('says saved only when the draft was saved: a failed write goes back to editing, terms kept', () => {
    let stored = false;
    const { actor, clock, writes, state } = start({ draft: {} }, undefined, () => stored);
    actor.send(change('volume', '25000'));
    actor.send(save);
    clock.increment(saveDuration);
    expect(writes).toHaveLength(1);
    expect(state()).toBe('editing');
    expect(selectSaveFailed(actor.getSnapshot())).toBe(true);
    expect(selectTerms(actor.getSnapshot()).volume).toBe('25000');
    // Typing clears the message; so does trying again, which succeeds once storage has room.
    actor.send(change('price', '1'));
    expect(selectSaveFailed(actor.getSnapshot())).toBe(false);
    actor.send(save);
    clock.increment(saveDuration);
    expect(selectSaveFailed(actor.getSnapshot())).toBe(true);
    actor.send(save);
    expect(selectSaveFailed(actor.getSnapshot())).toBe(false);
    stored = true;
    clock.increment(saveDuration);
    expect(state()).toBe('saved');
    // A discard clears it too.
    stored = false;
    actor.send(save);
    clock.increment(saveDuration);
    expect(selectSaveFailed(actor.getSnapshot())).toBe(true);
    actor.send(discard);
    expect(selectSaveFailed(actor.getSnapshot())).toBe(false);
  });

  it('writes what the form holds when the save ends (typing during the save counts)', () => {
    const { actor, clock, writes, state } = start();
    actor.send(save);
    actor.send(change('price', '300'));
    expect(state()).toBe('saving');
    clock.increment(saveDuration);
    expect(writes[0]?.price).toBe('300');
  });

  it('from saved: typing goes back to editing, save and discard work', () => {
    const { actor, clock, writes, clearDraft, state } = start();
    actor.send(save);
    clock.increment(saveDuration);
    actor.send(change('qualitySpecs', 'Protein 13%'));
    expect(state()).toBe('editing');
    actor.send(save);
    clock.increment(saveDuration);
    expect(state()).toBe('saved');
    actor.send(save);
    expect(state()).toBe('saving');
    clock.increment(saveDuration);
    expect(writes).toHaveLength(3);
    actor.send(discard);
    expect(state()).toBe('editing');
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(selectTerms(actor.getSnapshot()).qualitySpecs).toBe('');
  });

  it('refuses to send without volume and price, and turns the problems on', () => {
    const { actor, state, sent } = start();
    expect(selectSendTried(actor.getSnapshot())).toBe(false);
    actor.send(change('volume', '   '));
    actor.send(send);
    expect(state()).toBe('editing');
    expect(selectSendTried(actor.getSnapshot())).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('sends a proposal after the send delay: announced once for a double click', () => {
    const { actor, clock, sent, state } = start();
    fill(actor);
    actor.send(send);
    expect(state()).toBe('sending');
    actor.send(send);
    actor.send(save);
    expect(actor.getSnapshot().can(discard)).toBe(false);
    // Typing while it is on its way does not change what was sent.
    actor.send(change('price', '999'));
    clock.increment(sendDuration);
    expect(state()).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      at: '2026-11-22T10:00:00.000Z',
      terms: { volume: '25000', price: '245.50' },
    });
    expect(selectTerms(actor.getSnapshot()).price).toBe('999');
  });

  it('from sent: send again, refused send, save, typing and discard', () => {
    const { actor, clock, sent, state, writes } = start();
    fill(actor);
    actor.send({ type: 'user.send' });
    clock.increment(sendDuration);
    expect(sent[0]?.at).toBeNull();
    actor.send(send);
    clock.increment(sendDuration);
    expect(sent.map((p) => p.at)).toEqual([null, '2026-11-22T10:00:00.000Z']);
    actor.send(save);
    clock.increment(saveDuration);
    expect(writes).toHaveLength(1);
    actor.send(send);
    clock.increment(sendDuration);
    expect(state()).toBe('sent');
    actor.send(change('volume', ''));
    expect(state()).toBe('editing');
    actor.send(send);
    clock.increment(sendDuration);
    expect(state()).toBe('editing');
    expect(selectSendTried(actor.getSnapshot())).toBe(true);
    actor.send(change('volume', '1'));
    actor.send(send);
    clock.increment(sendDuration);
    expect(state()).toBe('sent');
    expect(selectSendTried(actor.getSnapshot())).toBe(false);
    actor.send(change('price', '1'));
    actor.send(discard);
    expect(state()).toBe('editing');
    fill(actor);
    actor.send(send);
    clock.increment(sendDuration);
    actor.send(discard);
    expect(state()).toBe('editing');
    expect(selectTerms(actor.getSnapshot()).volume).toBe('');
  });

  it('a refused send from saved and from sent stays put', () => {
    const notReady = start({ draft: {} }, () => false);
    notReady.actor.send(save);
    notReady.clock.increment(saveDuration);
    notReady.actor.send(send);
    expect(notReady.state()).toBe('saved');
    expect(selectSendTried(notReady.actor.getSnapshot())).toBe(true);

    let ready = true;
    const toggled = start({ draft: {} }, () => ready);
    toggled.actor.send(send);
    toggled.clock.increment(sendDuration);
    expect(toggled.state()).toBe('sent');
    ready = false;
    toggled.actor.send(send);
    expect(toggled.state()).toBe('sent');
    expect(selectSendTried(toggled.actor.getSnapshot())).toBe(true);
  });

  it('from saved a send goes out', () => {
    const { actor, clock, state } = start();
    fill(actor);
    actor.send(save);
    clock.increment(saveDuration);
    actor.send(send);
    expect(state()).toBe('sending');
    clock.increment(sendDuration);
    expect(state()).toBe('sent');
  });

  it('discard mid-save cancels the save: nothing is written', () => {
    const { actor, clock, writes, clearDraft, state } = start({ draft: { volume: '5' } });
    actor.send(save);
    clock.increment(saveDuration / 2);
    actor.send(discard);
    expect(state()).toBe('editing');
    clock.increment(saveDuration * 4);
    expect(writes).toHaveLength(0);
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(selectTerms(actor.getSnapshot()).volume).toBe('');
  });

  it('the default implementations do nothing harmful', () => {
    const clock = new SimulatedClock();
    const actor = createActor(dealDraftMachine, { clock, input: { draft: {} } });
    const sent: OutgoingProposal[] = [];
    actor.on('proposal.sent', ({ proposal }) => sent.push(proposal));
    actor.start();
    actor.send(change('volume', '1'));
    actor.send(change('price', '1'));
    actor.send(save);
    clock.increment(saveDuration);
    expect(selectDraftState(actor.getSnapshot())).toBe('saved');
    actor.send(send);
    clock.increment(sendDuration);
    actor.send(discard);
    expect(selectDraftState(actor.getSnapshot())).toBe('editing');
    expect(sent).toHaveLength(1);
  });

  it('stopped mid-save or mid-send leaves no timer behind', () => {
    const saving = start();
    saving.actor.send(save);
    saving.actor.stop();
    const before = saving.actor.getSnapshot();
    saving.clock.increment(saveDuration * 10);
    expect(saving.actor.getSnapshot()).toBe(before);
    expect(saving.writes).toHaveLength(0);

    const sending = start();
    fill(sending.actor);
    sending.actor.send(send);
    sending.actor.stop();
    sending.clock.increment(sendDuration * 10);
    expect(sending.sent).toHaveLength(0);
    expect(selectDraftState(sending.actor.getSnapshot())).toBe('sending');
  });
});
