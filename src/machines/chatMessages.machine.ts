/**
 * The member's chat composer: builds the message the member sends and hands it over; the member store
 * keeps it and moves it from sent to delivered to read.
 *
 * States: `ready` (the only one).
 * Events: `user.send` (id, room, text: not empty or whitespace only), `user.sendOffer` (id, room,
 * offer or counter-offer terms above zero).
 * Emitted: `message.posted` (the new message, `sent`).
 * Delays: none.
 */
import { assertEvent, emit, setup, type SnapshotFrom } from 'xstate';
import type { ChatMessage, OfferTerms } from '../data/negotiationChat';
import { memberSender } from './chatSender';

export { memberSender };

export type ChatMessagesEvent =
  | { type: 'user.send'; id: string; roomId: string; text: string; sentAt: string }
  | {
      type: 'user.sendOffer';
      id: string;
      roomId: string;
      kind: 'offer' | 'counter-offer';
      offer: OfferTerms;
      sentAt: string;
    };

export type ChatMessagesEmitted = { type: 'message.posted'; message: ChatMessage };

/** A send names a message id and a room. */
const isSend = (id: string, roomId: string) => id !== '' && roomId !== '';

export const chatMessagesMachine = setup({
  types: {
    events: {} as ChatMessagesEvent,
    emitted: {} as ChatMessagesEmitted,
  },
  guards: {
    canSendText: ({ event }) => {
      assertEvent(event, 'user.send');
      return isSend(event.id, event.roomId) && event.text.trim() !== '';
    },
    canSendOffer: ({ event }) => {
      assertEvent(event, 'user.sendOffer');
      return isSend(event.id, event.roomId) && event.offer.quantity > 0 && event.offer.sdrValue > 0;
    },
  },
  actions: {
    postText: emit(({ event }) => {
      assertEvent(event, 'user.send');
      const { id, roomId, sentAt } = event;
      const message: ChatMessage = {
        id,
        roomId,
        sender: memberSender,
        content: event.text.trim(),
        timestamp: sentAt,
        type: 'message',
        status: 'sent',
      };
      return { type: 'message.posted' as const, message };
    }),
    postOffer: emit(({ event }) => {
      assertEvent(event, 'user.sendOffer');
      const { id, roomId, sentAt } = event;
      const message: ChatMessage = {
        id,
        roomId,
        sender: memberSender,
        content: '',
        timestamp: sentAt,
        type: event.kind,
        status: 'sent',
        offer: { ...event.offer },
      };
      return { type: 'message.posted' as const, message };
    }),
  },
}).createMachine({
  id: 'chatMessages',
  initial: 'ready',
  states: {
    ready: {
      on: {
        'user.send': { guard: 'canSendText', actions: 'postText' },
        'user.sendOffer': { guard: 'canSendOffer', actions: 'postOffer' },
      },
    },
  },
});

export type ChatMessagesSnapshot = SnapshotFrom<typeof chatMessagesMachine>;

/** Whether the member's text can be sent to `roomId` now (the Send button's state). */
export const selectCanSendText = (roomId: string | null, text: string) => (snapshot: ChatMessagesSnapshot) =>
  snapshot.can({ type: 'user.send', id: 'next', roomId: roomId ?? '', text, sentAt: '' });
