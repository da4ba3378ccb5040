/**
 * Delivery of the member's chat messages. A message the member
 * sends starts `sent`, becomes `delivered` after 1 second and `read` 2 seconds later; each message has
 * its own pair of delayed events, so several can be on their way at once.
 *
 * The messages are the member's and live in the member store: this machine builds the message the
 * member sends and emits it (`message.posted`), emits each status change (`message.status`), and
 * keeps only the messages still on their way. Messages found on their way when the screen opens
 * (it was left or the page reloaded before they were read) resume their timers from where they stood
 * (`messages.resume`).
 *
 * States: `ready` (the only one: what changes is the list of messages on their way).
 * Events: `user.send` (id, room, text: not empty or whitespace only), `user.sendOffer` (id, room,
 * offer or counter-offer terms above zero), `messages.resume` (messages from the store; those `sent`
 * or `delivered` and not yet followed are), `message.delivered` and `message.read` (raised with the
 * delays below, by message id).
 * Emitted: `message.posted` (the new message), `message.status` (id, `delivered` or `read`).
 * Delays: `deliveredDelay` 1000 ms (sent -> delivered), `readDelay` 2000 ms (delivered -> read).
 */
import { enqueueActions, setup, type SnapshotFrom } from 'xstate';

export const chatMessagesDelays = { deliveredDelay: 1000, readDelay: 2000 } as const;

/** Same shapes as src/data/chat.ts (machines import xstate only; data values fit these types). */
export type ChatMessageKind = 'message' | 'offer' | 'counter-offer' | 'system';
export type ChatDeliveryStatus = 'sent' | 'delivered' | 'read';

export interface ChatOfferRecord {
  commodity: string;
  quantity: number;
  sdrValue: number;
}

export interface ChatMessageRecord {
  id: string;
  roomId: string;
  sender: string;
  content: string;
  contentKey?: string;
  timestamp: string;
  type: ChatMessageKind;
  status: ChatDeliveryStatus;
  offer?: ChatOfferRecord;
}

/** A message on its way: sent or delivered, not read yet. */
export interface MessageOnItsWay {
  id: string;
  status: 'sent' | 'delivered';
}

import { memberSender } from './chatSender';

export { memberSender };

export interface ChatMessagesContext {
  onTheirWay: readonly MessageOnItsWay[];
}

export type ChatMessagesEvent =
  | { type: 'user.send'; id: string; roomId: string; text: string; sentAt: string }
  | {
      type: 'user.sendOffer';
      id: string;
      roomId: string;
      kind: 'offer' | 'counter-offer';
      offer: ChatOfferRecord;
      sentAt: string;
    }
  | { type: 'messages.resume'; messages: readonly Pick<ChatMessageRecord, 'id' | 'status' | 'sender'>[] }
  | { type: 'message.delivered'; id: string }
  | { type: 'message.read'; id: string };

export type ChatMessagesEmitted =
  | { type: 'message.posted'; message: ChatMessageRecord }
  | { type: 'message.status'; id: string; status: 'delivered' | 'read' };

const statusOf = (context: ChatMessagesContext, id: string) =>
  context.onTheirWay.find((message) => message.id === id)?.status;

/** A send names a message id not used yet and a room. */
const isNewSend = (context: ChatMessagesContext, id: string, roomId: string) =>
  id !== '' && roomId !== '' && statusOf(context, id) === undefined;

export const chatMessagesMachine = setup({
  types: {
    context: {} as ChatMessagesContext,
    events: {} as ChatMessagesEvent,
    emitted: {} as ChatMessagesEmitted,
  },
  delays: chatMessagesDelays,
  guards: {
    canSendText: ({ context, event }) =>
      event.type === 'user.send' && isNewSend(context, event.id, event.roomId) && event.text.trim() !== '',
    canSendOffer: ({ context, event }) =>
      event.type === 'user.sendOffer' &&
      isNewSend(context, event.id, event.roomId) &&
      event.offer.quantity > 0 &&
      event.offer.sdrValue > 0,
    isSent: ({ context, event }) =>
      event.type === 'message.delivered' && statusOf(context, event.id) === 'sent',
    isDelivered: ({ context, event }) =>
      event.type === 'message.read' && statusOf(context, event.id) === 'delivered',
  },
  actions: {
    // Builds the member's message, hands it over and schedules its status changes.
    postMessage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'user.send' && event.type !== 'user.sendOffer') return;
      const { id, roomId, sentAt } = event;
      const message: ChatMessageRecord =
        event.type === 'user.send'
          ? {
              id,
              roomId,
              sender: memberSender,
              content: event.text.trim(),
              timestamp: sentAt,
              type: 'message',
              status: 'sent',
            }
          : {
              id,
              roomId,
              sender: memberSender,
              content: '',
              timestamp: sentAt,
              type: event.kind,
              status: 'sent',
              offer: { ...event.offer },
            };
      enqueue.assign({ onTheirWay: [...context.onTheirWay, { id, status: 'sent' }] });
      enqueue.emit({ type: 'message.posted', message });
      enqueue.raise({ type: 'message.delivered', id }, { delay: 'deliveredDelay', id: `deliver-${id}` });
    }),
    markDelivered: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'message.delivered') return;
      const { id } = event;
      enqueue.assign({
        onTheirWay: context.onTheirWay.map((message) =>
          message.id === id ? { id, status: 'delivered' as const } : message,
        ),
      });
      enqueue.emit({ type: 'message.status', id, status: 'delivered' });
      enqueue.raise({ type: 'message.read', id }, { delay: 'readDelay', id: `read-${id}` });
    }),
    markRead: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'message.read') return;
      const { id } = event;
      enqueue.assign({ onTheirWay: context.onTheirWay.filter((message) => message.id !== id) });
      enqueue.emit({ type: 'message.status', id, status: 'read' });
    }),
    // Messages the member sent before the screen opened continue from where they stood.
    resumeMessages: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'messages.resume') return;
      const resumed: MessageOnItsWay[] = [];
      for (const { id, status, sender } of event.messages) {
        if (sender !== memberSender || statusOf(context, id) !== undefined) continue;
        if (status === 'sent') {
          resumed.push({ id, status });
          enqueue.raise({ type: 'message.delivered', id }, { delay: 'deliveredDelay', id: `deliver-${id}` });
        } else if (status === 'delivered') {
          resumed.push({ id, status });
          enqueue.raise({ type: 'message.read', id }, { delay: 'readDelay', id: `read-${id}` });
        }
      }
      if (resumed.length > 0) enqueue.assign({ onTheirWay: [...context.onTheirWay, ...resumed] });
    }),
  },
}).createMachine({
  id: 'chatMessages',
  context: { onTheirWay: [] },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'user.send': { guard: 'canSendText', actions: 'postMessage' },
        'user.sendOffer': { guard: 'canSendOffer', actions: 'postMessage' },
        'messages.resume': { actions: 'resumeMessages' },
        'message.delivered': { guard: 'isSent', actions: 'markDelivered' },
        'message.read': { guard: 'isDelivered', actions: 'markRead' },
      },
    },
  },
});

export type ChatMessagesSnapshot = SnapshotFrom<typeof chatMessagesMachine>;

/** The member's messages not read yet, in the order they were sent or resumed. */
export const selectOnTheirWay = (snapshot: ChatMessagesSnapshot) => snapshot.context.onTheirWay;

/** Whether the member's text can be sent to `roomId` now (the Send button's state). */
export const selectCanSendText = (roomId: string | null, text: string) => (snapshot: ChatMessagesSnapshot) =>
  snapshot.can({ type: 'user.send', id: 'next', roomId: roomId ?? '', text, sentAt: '' });
