/**
 * The chat kept while the app runs (not across reloads): leaving /negotiation-chat and coming back
 * shows the same rooms, messages and open room. The screen writes it on every change of its machine
 * and starts the machine from it; messages still on their way resume their status timers.
 */
import { chatMessages, chatRooms } from '../../data/chat';
import type { ChatMessagesInput } from '../../machines/chatMessages.machine';

let kept: ChatMessagesInput | null = null;

export function keptChatSession(): ChatMessagesInput {
  return kept ?? { rooms: chatRooms, messages: chatMessages };
}

export function keepChatSession(session: ChatMessagesInput): void {
  kept = session;
}

/** For stories and tests: start from the sample data again. */
export function resetChatSession(): void {
  kept = null;
}
