/** Workbench defaults of `src/machines/chatMessages.machine.ts`: sample payloads for sending a message and an offer. */
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
  },
} satisfies WorkbenchConfig<typeof chatMessagesMachine>;
