/**
 * The sample chat rooms, apart from the rest of the chat so the member store can name who answers in
 * a room without loading the conversations and the offer rules.
 */
import type { ChatRoom } from './negotiationChat';
import { dated, sampleMoment } from './sampleWorld';

export const chatRooms = dated((): readonly ChatRoom[] => [
  {
    id: 'room-wheat-oil',
    participants: ['steppe-harvest', 'nile-petroleum'],
    lastActivity: sampleMoment('2026-11-20T14:32:00Z'),
    status: 'negotiating',
    commodity: 'wheat',
  },
  {
    id: 'room-copper-machinery',
    participants: ['andes-copper', 'rhine-machinery', 'shenzhen-electronics'],
    lastActivity: sampleMoment('2026-11-20T09:05:00Z'),
    status: 'active',
    commodity: 'copper',
  },
  {
    id: 'room-cotton-fertilizer',
    participants: ['gulf-fertilizers', 'steppe-harvest'],
    lastActivity: sampleMoment('2026-11-18T16:45:00Z'),
    status: 'completed',
    commodity: 'cotton',
  },
  {
    id: 'room-rice-steel',
    participants: ['mekong-rice', 'anatolia-steel'],
    lastActivity: sampleMoment('2026-11-19T11:20:00Z'),
    status: 'negotiating',
    commodity: 'rice',
  },
]);
