/**
 * A counterparty's reply in the negotiation chat: after the member writes or makes an offer in a room
 * still open (negotiating or active), one of the room's participants answers with one of a few stock
 * replies. Who answers and which reply are drawn from the random source the rules were made with,
 * so a seeded source gives the same replies every run. A reply holds no display text: its text is a
 * translation code (`common:chatReplies.<code>`, in the common namespace so the notification that
 * quotes it reads on any screen).
 */
import type { ChatMessage, ChatRoom } from './negotiationChat';
import { chatRooms } from './chatRooms';

/** The stock replies to a plain message and to an offer or counter-offer. */
export const chatReplyCodes = {
  message: ['checking', 'schedule', 'terms'],
  offer: ['reviewing', 'boardReview'],
} as const;

export type ChatReplyCode = (typeof chatReplyCodes)[keyof typeof chatReplyCodes][number];

/** The translation key of a reply's text. */
const chatReplyKey = (code: ChatReplyCode) => `common:chatReplies.${code}`;

/** The id of the reply to the member's message `messageId`: one reply per message at most. */
const replyIdOf = (messageId: string) => `${messageId}-reply`;

/** What the member store answers with (its input). */
export interface ChatReplyRules {
  /**
   * The reply to the member's `message`, sent at `at`, or null when nobody answers: a completed room
   * or a room that is not there.
   */
  reply: (message: ChatMessage, memberRooms: readonly ChatRoom[], at: string) => ChatMessage | null;
}

const pick = <T>(list: readonly T[], random: () => number): T | undefined =>
  list[Math.min(list.length - 1, Math.floor(random() * list.length))];

/** Reply rules drawing from `random` (like `Math.random`: a number in [0, 1)). */
export function chatReplyRules(random: () => number, day: string): ChatReplyRules {
  return {
    reply: (message, memberRooms, at) => {
      // A sample room's id is never taken by a member's room (as in the chat's room list).
      const room = [...chatRooms(day), ...memberRooms].find((item) => item.id === message.roomId);
      if (!room || room.status === 'completed') return null;
      const sender = pick(room.participants, random);
      const code = pick(message.type === 'message' ? chatReplyCodes.message : chatReplyCodes.offer, random);
      if (sender === undefined || code === undefined) return null;
      return {
        id: replyIdOf(message.id),
        roomId: room.id,
        sender,
        content: '',
        contentKey: chatReplyKey(code),
        timestamp: at,
        type: 'message',
        status: 'read',
      };
    },
  };
}
