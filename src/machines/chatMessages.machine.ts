/**
 * The negotiation chat's rooms and messages (spec part 1, sections 2.10 and 4), one machine for the
 * whole screen so messages are kept per room while the member switches rooms. A message the member
 * sends starts `sent`, becomes `delivered` after 1 second and `read` 2 seconds later; each message has
 * its own pair of delayed events, so several can be on their way at once. A machine started with
 * messages still on their way (the screen was left and reopened) resumes their timers.
 *
 * States: `ready` (the only one: what changes is the context).
 * Events: `user.selectRoom` (a known room), `room.open` (select a room, adding it when new: a
 * negotiation opened from AI Trade Matching), `user.send` (text, not empty or whitespace only),
 * `user.sendOffer` (offer or counter-offer terms), `message.delivered` and `message.read` (raised
 * with the delays below, by message id).
 * Delays: `deliveredDelay` 1000 ms (sent -> delivered), `readDelay` 2000 ms (delivered -> read).
 * Input: `rooms`, `messages`, optional `selectedRoomId` and `nextId` (to resume a kept session).
 */
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';

export const chatMessagesDelays = { deliveredDelay: 1000, readDelay: 2000 } as const;

/** Same shapes as src/data/chat.ts (machines import xstate only; data values fit these types). */
export type ChatMessageKind = 'message' | 'offer' | 'counter-offer' | 'system';
export type ChatDeliveryStatus = 'sent' | 'delivered' | 'read';
export type ChatRoomState = 'negotiating' | 'active' | 'completed';

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

export interface ChatRoomRecord {
  id: string;
  name: string;
  participants: readonly string[];
  lastActivity: string;
  status: ChatRoomState;
  commodity: string;
}

/** The member's messages carry this sender. */
export const memberSender = 'me';

export interface ChatMessagesInput {
  rooms: readonly ChatRoomRecord[];
  messages: readonly ChatMessageRecord[];
  selectedRoomId?: string | null;
  nextId?: number;
}

export interface ChatMessagesContext {
  rooms: readonly ChatRoomRecord[];
  messages: readonly ChatMessageRecord[];
  selectedRoomId: string | null;
  nextId: number;
}

export type ChatMessagesEvent =
  | { type: 'user.selectRoom'; roomId: string }
  | { type: 'room.open'; room: ChatRoomRecord; opening?: ChatMessageRecord }
  | { type: 'user.send'; text: string; sentAt: string }
  | { type: 'user.sendOffer'; kind: 'offer' | 'counter-offer'; offer: ChatOfferRecord; sentAt: string }
  | { type: 'message.delivered'; id: string }
  | { type: 'message.read'; id: string };

const withStatus = (messages: readonly ChatMessageRecord[], id: string, status: ChatDeliveryStatus) =>
  messages.map((message) => (message.id === id ? { ...message, status } : message));

const statusOf = (context: ChatMessagesContext, id: string) =>
  context.messages.find((message) => message.id === id)?.status;

export const chatMessagesMachine = setup({
  types: {
    context: {} as ChatMessagesContext,
    events: {} as ChatMessagesEvent,
    // Optional: a bare actor (the machine's workbench) starts without rooms.
    input: {} as ChatMessagesInput | undefined,
  },
  delays: chatMessagesDelays,
  guards: {
    isKnownRoom: ({ context, event }) =>
      (event.type === 'user.selectRoom' || event.type === 'room.open') &&
      context.rooms.some(
        (room) => room.id === (event.type === 'user.selectRoom' ? event.roomId : event.room.id),
      ),
    canSendText: ({ context, event }) =>
      event.type === 'user.send' && context.selectedRoomId !== null && event.text.trim() !== '',
    canSendOffer: ({ context, event }) =>
      event.type === 'user.sendOffer' &&
      context.selectedRoomId !== null &&
      event.offer.quantity > 0 &&
      event.offer.sdrValue > 0,
    isSent: ({ context, event }) =>
      event.type === 'message.delivered' && statusOf(context, event.id) === 'sent',
    isDelivered: ({ context, event }) =>
      event.type === 'message.read' && statusOf(context, event.id) === 'delivered',
  },
  actions: {
    selectRoom: assign({
      selectedRoomId: ({ event }) =>
        event.type === 'user.selectRoom' ? event.roomId : event.type === 'room.open' ? event.room.id : null,
    }),
    addRoom: assign(({ context, event }) =>
      event.type === 'room.open'
        ? {
            rooms: [...context.rooms, event.room],
            messages: event.opening ? [...context.messages, event.opening] : context.messages,
          }
        : {},
    ),
    // Adds the member's message to the selected room and schedules its status changes.
    addMessage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'user.send' && event.type !== 'user.sendOffer') return;
      const roomId = context.selectedRoomId;
      if (roomId === null) return;
      const id = `sent-${context.nextId}`;
      const message: ChatMessageRecord =
        event.type === 'user.send'
          ? {
              id,
              roomId,
              sender: memberSender,
              content: event.text.trim(),
              timestamp: event.sentAt,
              type: 'message',
              status: 'sent',
            }
          : {
              id,
              roomId,
              sender: memberSender,
              content: '',
              timestamp: event.sentAt,
              type: event.kind,
              status: 'sent',
              offer: event.offer,
            };
      enqueue.assign({
        messages: [...context.messages, message],
        nextId: context.nextId + 1,
        rooms: context.rooms.map((room) =>
          room.id === roomId ? { ...room, lastActivity: event.sentAt } : room,
        ),
      });
      enqueue.raise({ type: 'message.delivered', id }, { delay: 'deliveredDelay', id: `deliver-${id}` });
    }),
    markDelivered: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'message.delivered') return;
      enqueue.assign({ messages: withStatus(context.messages, event.id, 'delivered') });
      enqueue.raise({ type: 'message.read', id: event.id }, { delay: 'readDelay', id: `read-${event.id}` });
    }),
    markRead: assign({
      messages: ({ context, event }) =>
        event.type === 'message.read' ? withStatus(context.messages, event.id, 'read') : context.messages,
    }),
    // A kept session reopened: messages that were on their way continue from where they stood.
    resumeStatusTimers: enqueueActions(({ context, enqueue }) => {
      for (const message of context.messages) {
        if (message.status === 'sent')
          enqueue.raise(
            { type: 'message.delivered', id: message.id },
            { delay: 'deliveredDelay', id: `deliver-${message.id}` },
          );
        else if (message.status === 'delivered')
          enqueue.raise(
            { type: 'message.read', id: message.id },
            { delay: 'readDelay', id: `read-${message.id}` },
          );
      }
    }),
  },
}).createMachine({
  id: 'chatMessages',
  context: ({ input }) => {
    const rooms = input?.rooms ?? [];
    const wanted = input?.selectedRoomId;
    return {
      rooms,
      messages: input?.messages ?? [],
      selectedRoomId: rooms.some((room) => room.id === wanted) ? (wanted ?? null) : (rooms[0]?.id ?? null),
      nextId: input?.nextId ?? 1,
    };
  },
  initial: 'ready',
  states: {
    ready: {
      entry: 'resumeStatusTimers',
      on: {
        'user.selectRoom': { guard: 'isKnownRoom', actions: 'selectRoom' },
        'room.open': [
          { guard: 'isKnownRoom', actions: 'selectRoom' },
          { actions: ['addRoom', 'selectRoom'] },
        ],
        'user.send': { guard: 'canSendText', actions: 'addMessage' },
        'user.sendOffer': { guard: 'canSendOffer', actions: 'addMessage' },
        'message.delivered': { guard: 'isSent', actions: 'markDelivered' },
        'message.read': { guard: 'isDelivered', actions: 'markRead' },
      },
    },
  },
});

export type ChatMessagesSnapshot = SnapshotFrom<typeof chatMessagesMachine>;

export const selectRooms = (snapshot: ChatMessagesSnapshot) => snapshot.context.rooms;
export const selectSelectedRoomId = (snapshot: ChatMessagesSnapshot) => snapshot.context.selectedRoomId;
export const selectSelectedRoom = (snapshot: ChatMessagesSnapshot): ChatRoomRecord | null =>
  snapshot.context.rooms.find((room) => room.id === snapshot.context.selectedRoomId) ?? null;
/** The selected room's messages, oldest first. */
export const selectRoomMessages = (snapshot: ChatMessagesSnapshot): ChatMessageRecord[] =>
  snapshot.context.messages.filter((message) => message.roomId === snapshot.context.selectedRoomId);
/** What a kept session needs to resume (see the screen's session store). */
export const selectSession = (snapshot: ChatMessagesSnapshot): Required<ChatMessagesInput> => ({
  rooms: snapshot.context.rooms,
  messages: snapshot.context.messages,
  selectedRoomId: snapshot.context.selectedRoomId,
  nextId: snapshot.context.nextId,
});
