/**
 * Workbench defaults of `src/machines/chatMessages.machine.ts`: sample payloads for sending a message
 * and an offer, for resuming messages left on their way and for the delayed status events.
 */
import type { chatMessagesMachine } from '../../../src/machines/chatMessages.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  events: {
    'user.send': {
      id: 'sent-1',
      roomId: 'room-wheat-oil',
      text: 'Can you do 4,800 t?',
      sentAt: '2026-11-22T10:00:00Z',
    },
    'user.sendOffer': {
      id: 'sent-2',
      roomId: 'room-wheat-oil',
      kind: 'offer',
      offer: { commodity: 'wheat', quantity: 4800, sdrValue: 1_178_400 },
      sentAt: '2026-11-22T10:01:00Z',
    },
    'messages.resume': {
      messages: [
        { id: 'sent-7', status: 'sent', sender: 'me' },
        { id: 'sent-8', status: 'delivered', sender: 'me' },
      ],
    },
    'message.delivered': { id: 'sent-1' },
    'message.read': { id: 'sent-1' },
  },
} satisfies WorkbenchConfig<typeof chatMessagesMachine>;
