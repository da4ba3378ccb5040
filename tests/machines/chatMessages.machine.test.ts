// @vitest-environment node
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { OfferTerms } from '../../src/data/negotiationChat';
import {
  chatMessagesMachine,
  memberSender,
  selectCanSendText,
  type ChatMessagesEmitted,
} from '../../src/machines/chatMessages.machine';

const sentAt = '2026-11-22T10:00:00Z';
const offer: OfferTerms = { commodity: 'wheat', quantity: 5000, sdrValue: 1_227_500 };
const room = 'room-wheat-oil';

function start() {
  const actor = createActor(chatMessagesMachine);
  const emitted: ChatMessagesEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('chatMessagesMachine', () => {
  it('posts a text message as the member, trimmed and sent (the member store delivers it)', () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
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
    expect(
      emitted.map(({ message }) => [
        message.id,
        message.type,
        message.content,
        message.status,
        message.offer,
      ]),
    ).toEqual([
      ['sent-1', 'offer', '', 'sent', offer],
      [
        'sent-2',
        'counter-offer',
        '',
        'sent',
        { commodity: 'crudeOil', quantity: 15_000, sdrValue: 1_128_000 },
      ],
    ]);
  });

  it('refuses empty, whitespace-only, roomless and idless sends, and offers at or below zero', () => {
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
  });

  it('fails loudly on an event it does not know', () => {
    const guard = chatMessagesMachine.implementations.guards.canSendText;
    expect(() =>
      (guard as (args: { event: { type: string } }) => boolean)({ event: { type: 'user.sendOffer' } }),
    ).toThrow(/user\.send/);
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(chatMessagesMachine, {
      events: [{ type: 'user.send', id: 'sent-1', roomId: room, text: 'hi', sentAt }],
    });
    expect(paths.map((path) => path.state.value)).toContain('ready');
  });
});
