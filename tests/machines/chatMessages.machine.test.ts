// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { chatMessages, chatRooms, openingMessageForMatch, roomForMatch } from '../../src/data/chat';
import {
  chatMessagesDelays,
  chatMessagesMachine,
  memberSender,
  selectRoomMessages,
  selectRooms,
  selectSelectedRoom,
  selectSelectedRoomId,
  selectSession,
  type ChatMessagesInput,
} from '../../src/machines/chatMessages.machine';

const { deliveredDelay, readDelay } = chatMessagesDelays;
const sentAt = '2026-11-22T10:00:00Z';
const offer = { commodity: 'wheat', quantity: 5000, sdrValue: 1_227_500 };

function start(input: ChatMessagesInput = { rooms: chatRooms, messages: chatMessages }) {
  const clock = new SimulatedClock();
  const actor = createActor(chatMessagesMachine, { clock, input }).start();
  const statusOf = (id: string) => actor.getSnapshot().context.messages.find((m) => m.id === id)?.status;
  return { clock, actor, statusOf };
}

describe('chatMessagesMachine', () => {
  it('has the spec delays', () => {
    expect(deliveredDelay).toBe(1000);
    expect(readDelay).toBe(2000);
  });

  it('starts ready on the first room with its messages', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('ready')).toBe(true);
    expect(selectSelectedRoomId(snapshot)).toBe('room-wheat-oil');
    expect(selectSelectedRoom(snapshot)?.name).toBe('Astana Grain · Nile Petroleum');
    expect(selectRoomMessages(snapshot).every((m) => m.roomId === 'room-wheat-oil')).toBe(true);
    expect(selectRooms(snapshot)).toHaveLength(4);
  });

  it('starts on a wanted room, or the first one when it is unknown, or none without rooms', () => {
    expect(
      selectSelectedRoomId(
        start({ rooms: chatRooms, messages: [], selectedRoomId: 'room-rice-steel' }).actor.getSnapshot(),
      ),
    ).toBe('room-rice-steel');
    expect(
      selectSelectedRoomId(
        start({ rooms: chatRooms, messages: [], selectedRoomId: 'nope' }).actor.getSnapshot(),
      ),
    ).toBe('room-wheat-oil');
    const bare = createActor(chatMessagesMachine, { input: undefined }).start();
    expect(selectSelectedRoomId(bare.getSnapshot())).toBeNull();
    expect(bare.getSnapshot().can({ type: 'user.send', text: 'hi', sentAt })).toBe(false);
    expect(bare.getSnapshot().can({ type: 'user.sendOffer', kind: 'offer', offer, sentAt })).toBe(false);
    bare.stop();
  });

  it('selecting a room shows its messages; an unknown room is refused', () => {
    const { actor } = start();
    actor.send({ type: 'user.selectRoom', roomId: 'room-copper-machinery' });
    expect(selectRoomMessages(actor.getSnapshot()).map((m) => m.id)).toEqual([
      'cm-1',
      'cm-2',
      'cm-3',
      'cm-4',
    ]);
    expect(actor.getSnapshot().can({ type: 'user.selectRoom', roomId: 'nope' })).toBe(false);
    actor.send({ type: 'user.selectRoom', roomId: 'nope' });
    expect(selectSelectedRoomId(actor.getSnapshot())).toBe('room-copper-machinery');
  });

  it('a sent message goes sent -> delivered after 1 s -> read after 2 s', () => {
    const { clock, actor, statusOf } = start();
    actor.send({ type: 'user.send', text: '  Can you do 4,800 t?  ', sentAt });
    const sent = selectRoomMessages(actor.getSnapshot()).at(-1)!;
    expect(sent).toMatchObject({
      id: 'sent-1',
      sender: memberSender,
      content: 'Can you do 4,800 t?',
      type: 'message',
      status: 'sent',
      timestamp: sentAt,
    });
    expect(selectSelectedRoom(actor.getSnapshot())?.lastActivity).toBe(sentAt);
    clock.increment(deliveredDelay - 1);
    expect(statusOf('sent-1')).toBe('sent');
    clock.increment(1);
    expect(statusOf('sent-1')).toBe('delivered');
    clock.increment(readDelay - 1);
    expect(statusOf('sent-1')).toBe('delivered');
    clock.increment(1);
    expect(statusOf('sent-1')).toBe('read');
  });

  it.each(['', '   ', '\n\t'])('refuses %j (empty or whitespace only)', (text) => {
    const { actor } = start();
    const before = actor.getSnapshot().context.messages.length;
    expect(actor.getSnapshot().can({ type: 'user.send', text, sentAt })).toBe(false);
    actor.send({ type: 'user.send', text, sentAt });
    expect(actor.getSnapshot().context.messages).toHaveLength(before);
  });

  it('keeps HTML and very long text as typed', () => {
    const { actor } = start();
    const long = 'x'.repeat(10_000);
    actor.send({ type: 'user.send', text: '<script>alert(1)</script>', sentAt });
    actor.send({ type: 'user.send', text: long, sentAt });
    const [html, text] = selectRoomMessages(actor.getSnapshot()).slice(-2);
    expect(html?.content).toBe('<script>alert(1)</script>');
    expect(text?.content).toBe(long);
  });

  it('sends offers and counter-offers with their terms; refuses empty terms', () => {
    const { clock, actor, statusOf } = start();
    actor.send({ type: 'user.sendOffer', kind: 'counter-offer', offer, sentAt });
    expect(selectRoomMessages(actor.getSnapshot()).at(-1)).toMatchObject({
      type: 'counter-offer',
      offer,
      status: 'sent',
    });
    actor.send({ type: 'user.sendOffer', kind: 'offer', offer, sentAt });
    expect(selectRoomMessages(actor.getSnapshot()).at(-1)).toMatchObject({ id: 'sent-2', type: 'offer' });
    expect(
      actor
        .getSnapshot()
        .can({ type: 'user.sendOffer', kind: 'offer', offer: { ...offer, quantity: 0 }, sentAt }),
    ).toBe(false);
    expect(
      actor
        .getSnapshot()
        .can({ type: 'user.sendOffer', kind: 'offer', offer: { ...offer, sdrValue: 0 }, sentAt }),
    ).toBe(false);
    clock.increment(deliveredDelay);
    expect([statusOf('sent-1'), statusOf('sent-2')]).toEqual(['delivered', 'delivered']);
  });

  it("keeps each room's messages while the member switches rooms, and timers keep running", () => {
    const { clock, actor, statusOf } = start();
    actor.send({ type: 'user.send', text: 'first room', sentAt });
    actor.send({ type: 'user.selectRoom', roomId: 'room-rice-steel' });
    actor.send({ type: 'user.send', text: 'second room', sentAt });
    clock.increment(deliveredDelay);
    clock.increment(readDelay);
    expect([statusOf('sent-1'), statusOf('sent-2')]).toEqual(['read', 'read']);
    actor.send({ type: 'user.selectRoom', roomId: 'room-wheat-oil' });
    expect(selectRoomMessages(actor.getSnapshot()).at(-1)?.content).toBe('first room');
  });

  it('room.open selects a known room and adds a new one with its opening note', () => {
    const { actor } = start();
    const known = chatRooms[2]!;
    actor.send({ type: 'room.open', room: known });
    expect(selectSelectedRoomId(actor.getSnapshot())).toBe(known.id);
    expect(selectRooms(actor.getSnapshot())).toHaveLength(4);
    const room = roomForMatch('match-andes-copper--rhine-machinery', sentAt)!;
    actor.send({ type: 'room.open', room, opening: openingMessageForMatch(room) });
    expect(selectRooms(actor.getSnapshot())).toHaveLength(5);
    expect(selectSelectedRoomId(actor.getSnapshot())).toBe(room.id);
    expect(selectRoomMessages(actor.getSnapshot()).map((m) => m.type)).toEqual(['system']);
    actor.send({ type: 'room.open', room });
    expect(selectRooms(actor.getSnapshot())).toHaveLength(5);
    const other = { ...room, id: 'match-x' };
    actor.send({ type: 'room.open', room: other });
    expect(selectRoomMessages(actor.getSnapshot())).toEqual([]);
  });

  it('ignores status events out of order or for unknown messages', () => {
    const { actor, statusOf } = start();
    actor.send({ type: 'user.send', text: 'hi', sentAt });
    actor.send({ type: 'message.read', id: 'sent-1' });
    expect(statusOf('sent-1')).toBe('sent');
    actor.send({ type: 'message.delivered', id: 'nope' });
    actor.send({ type: 'message.delivered', id: 'sent-1' });
    actor.send({ type: 'message.delivered', id: 'sent-1' });
    expect(statusOf('sent-1')).toBe('delivered');
  });

  it('a kept session resumes where it stood, timers included', () => {
    const first = start();
    first.actor.send({ type: 'user.send', text: 'one', sentAt });
    first.actor.send({ type: 'user.send', text: 'two', sentAt });
    first.clock.increment(deliveredDelay);
    first.actor.send({ type: 'user.send', text: 'three', sentAt });
    const session = selectSession(first.actor.getSnapshot());
    first.actor.stop();
    expect(session.nextId).toBe(4);
    const second = start(session);
    expect([second.statusOf('sent-1'), second.statusOf('sent-3')]).toEqual(['delivered', 'sent']);
    second.clock.increment(deliveredDelay);
    expect(second.statusOf('sent-3')).toBe('delivered');
    second.clock.increment(readDelay - deliveredDelay);
    second.clock.increment(deliveredDelay);
    expect([second.statusOf('sent-1'), second.statusOf('sent-2'), second.statusOf('sent-3')]).toEqual([
      'read',
      'read',
      'read',
    ]);
    second.actor.send({ type: 'user.send', text: 'four', sentAt });
    expect(selectRoomMessages(second.actor.getSnapshot()).at(-1)?.id).toBe('sent-4');
  });

  it('stopped mid-delivery leaves no timer behind', () => {
    const { clock, actor } = start();
    actor.send({ type: 'user.send', text: 'hi', sentAt });
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(deliveredDelay + readDelay);
    expect(actor.getSnapshot()).toBe(before);
    expect(before.context.messages.at(-1)?.status).toBe('sent');
  });
});
