// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  chatMessagesDelays,
  chatMessagesMachine,
  memberSender,
  selectCanSendText,
  selectOnTheirWay,
  type ChatMessagesEmitted,
} from '../../src/machines/chatMessages.machine';

const { deliveredDelay, readDelay } = chatMessagesDelays;
const sentAt = '2026-11-22T10:00:00Z';
const offer = { commodity: 'wheat', quantity: 5000, sdrValue: 1_227_500 };
const room = 'room-wheat-oil';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(chatMessagesMachine, { clock });
  const emitted: ChatMessagesEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const statusOf = (id: string) => selectOnTheirWay(actor.getSnapshot()).find((m) => m.id === id)?.status;
  return { clock, actor, emitted, statusOf };
}

describe('chatMessagesMachine', () => {
  it('has the spec delays', () => {
    expect(deliveredDelay).toBe(1000);
    expect(readDelay).toBe(2000);
  });

  it('starts ready with nothing on its way', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectOnTheirWay(actor.getSnapshot())).toEqual([]);
  });

  it('posts a text message as the member, trimmed, and takes it sent -> delivered (1 s) -> read (2 s)', () => {
    const { clock, actor, emitted, statusOf } = start();
    actor.send({ type: 'user.send', id: 'sent-1', roomId: room, text: '  Can you do 4,800 t?\n', sentAt });
    expect(emitted).toEqual([
      {
        type: 'message.posted',
        message: {
          id: 'sent-1',
          roomId: room,
          sender: memberSender,
          content: 'Can you do 4,800 t?',
          timestamp: sentAt,
          type: 'message',
          status: 'sent',
        },
      },
    ]);
    expect(statusOf('sent-1')).toBe('sent');
    clock.increment(deliveredDelay - 1);
    expect(statusOf('sent-1')).toBe('sent');
    clock.increment(1);
    expect(statusOf('sent-1')).toBe('delivered');
    expect(emitted.at(-1)).toEqual({ type: 'message.status', id: 'sent-1', status: 'delivered' });
    clock.increment(readDelay - 1);
    expect(statusOf('sent-1')).toBe('delivered');
    clock.increment(1);
    expect(statusOf('sent-1')).toBeUndefined();
    expect(emitted.at(-1)).toEqual({ type: 'message.status', id: 'sent-1', status: 'read' });
    expect(emitted).toHaveLength(3);
  });

  it('posts offers and counter-offers with their terms', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'user.sendOffer', id: 'sent-1', roomId: room, kind: 'offer', offer, sentAt });
    actor.send({
      type: 'user.sendOffer',
      id: 'sent-2',
      roomId: room,
      kind: 'counter-offer',
      offer: { commodity: 'crudeOil', quantity: 15_000, sdrValue: 1_128_000 },
      sentAt,
    });
    const posted = emitted.flatMap((event) => (event.type === 'message.posted' ? [event.message] : []));
    expect(
      posted.map((message) => [message.id, message.type, message.content, message.offer?.commodity]),
    ).toEqual([
      ['sent-1', 'offer', '', 'wheat'],
      ['sent-2', 'counter-offer', '', 'crudeOil'],
    ]);
    expect(selectOnTheirWay(actor.getSnapshot()).map((m) => m.id)).toEqual(['sent-1', 'sent-2']);
  });

  it('refuses empty, whitespace-only, roomless and repeated sends, and offers at or below zero', () => {
    const { actor, emitted } = start();
    const snapshot = () => actor.getSnapshot();
    expect(snapshot().can({ type: 'user.send', id: 'a', roomId: room, text: '', sentAt })).toBe(false);
    expect(snapshot().can({ type: 'user.send', id: 'a', roomId: room, text: ' \n\t ', sentAt })).toBe(false);
    expect(snapshot().can({ type: 'user.send', id: 'a', roomId: '', text: 'hi', sentAt })).toBe(false);
    expect(snapshot().can({ type: 'user.send', id: '', roomId: room, text: 'hi', sentAt })).toBe(false);
    expect(selectCanSendText(null, 'hi')(snapshot())).toBe(false);
    expect(selectCanSendText(room, 'hi')(snapshot())).toBe(true);
    for (const terms of [
      { ...offer, quantity: 0 },
      { ...offer, sdrValue: -1 },
    ]) {
      actor.send({ type: 'user.sendOffer', id: 'x', roomId: room, kind: 'offer', offer: terms, sentAt });
    }
    actor.send({ type: 'user.sendOffer', id: 'x', roomId: '', kind: 'offer', offer, sentAt });
    expect(emitted).toEqual([]);
    // A double click sends one message: the second send repeats the id.
    actor.send({ type: 'user.send', id: 'sent-1', roomId: room, text: 'once', sentAt });
    actor.send({ type: 'user.send', id: 'sent-1', roomId: room, text: 'once', sentAt });
    actor.send({ type: 'user.sendOffer', id: 'sent-1', roomId: room, kind: 'offer', offer, sentAt });
    expect(emitted).toHaveLength(1);
  });

  it('keeps several messages on their way at once, each on its own timers', () => {
    const { clock, actor, statusOf } = start();
    actor.send({ type: 'user.send', id: 'sent-1', roomId: room, text: 'one', sentAt });
    clock.increment(500);
    actor.send({ type: 'user.send', id: 'sent-2', roomId: 'room-rice-steel', text: 'two', sentAt });
    clock.increment(500);
    expect([statusOf('sent-1'), statusOf('sent-2')]).toEqual(['delivered', 'sent']);
    clock.increment(500);
    expect([statusOf('sent-1'), statusOf('sent-2')]).toEqual(['delivered', 'delivered']);
    clock.increment(1500);
    expect([statusOf('sent-1'), statusOf('sent-2')]).toEqual([undefined, 'delivered']);
    clock.increment(500);
    expect(selectOnTheirWay(actor.getSnapshot())).toEqual([]);
  });

  it('resumes the member messages left on their way, from where they stood', () => {
    const { clock, actor, emitted, statusOf } = start();
    actor.send({
      type: 'messages.resume',
      messages: [
        { id: 'sent-1', status: 'sent', sender: memberSender },
        { id: 'sent-2', status: 'delivered', sender: memberSender },
        { id: 'sent-3', status: 'read', sender: memberSender },
        // Others' messages and sample messages are not the member's to deliver.
        { id: 'wo-2', status: 'sent', sender: 'Steppe Harvest' },
      ],
    });
    expect(selectOnTheirWay(actor.getSnapshot())).toEqual([
      { id: 'sent-1', status: 'sent' },
      { id: 'sent-2', status: 'delivered' },
    ]);
    clock.increment(deliveredDelay);
    expect(statusOf('sent-1')).toBe('delivered');
    clock.increment(readDelay - deliveredDelay);
    expect(statusOf('sent-2')).toBeUndefined();
    clock.increment(deliveredDelay);
    expect(statusOf('sent-1')).toBeUndefined();
    expect(
      emitted.map((event) => (event.type === 'message.status' ? `${event.id}:${event.status}` : '')),
    ).toEqual(['sent-1:delivered', 'sent-2:read', 'sent-1:read']);
  });

  it('resuming again, or resuming what it already follows, changes nothing', () => {
    const { clock, actor, emitted } = start();
    actor.send({ type: 'user.send', id: 'sent-1', roomId: room, text: 'hi', sentAt });
    const before = actor.getSnapshot().context;
    actor.send({
      type: 'messages.resume',
      messages: [{ id: 'sent-1', status: 'sent', sender: memberSender }],
    });
    actor.send({ type: 'messages.resume', messages: [] });
    expect(actor.getSnapshot().context).toBe(before);
    clock.increment(deliveredDelay);
    clock.increment(readDelay);
    // One delivery and one read: no second set of timers.
    expect(emitted.filter((event) => event.type === 'message.status')).toHaveLength(2);
  });

  it('ignores status events for messages not on their way or out of order', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'message.delivered', id: 'nope' });
    actor.send({ type: 'message.read', id: 'nope' });
    actor.send({ type: 'user.send', id: 'sent-1', roomId: room, text: 'hi', sentAt });
    // Read before delivered: not taken.
    actor.send({ type: 'message.read', id: 'sent-1' });
    expect(selectOnTheirWay(actor.getSnapshot())).toEqual([{ id: 'sent-1', status: 'sent' }]);
    expect(emitted).toHaveLength(1);
  });

  it('stops its timers when stopped (the screen closed mid-way)', () => {
    const { clock, actor, emitted } = start();
    actor.send({ type: 'user.send', id: 'sent-1', roomId: room, text: 'hi', sentAt });
    actor.stop();
    clock.increment(deliveredDelay);
    clock.increment(readDelay);
    expect(emitted).toHaveLength(1);
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(chatMessagesMachine, {
      events: [{ type: 'user.send', id: 'sent-1', roomId: room, text: 'hi', sentAt }],
    });
    expect(paths.map((path) => path.state.value)).toContain('ready');
  });
});
