/**
 * The sample chat rooms, apart from the rest of the chat so the member store can name who answers in
 * a room without loading the conversations and the offer rules.
 */
import type { ChatRoom } from './chat';
import { sampleMoment } from './sampleWorld';

export const chatRooms: readonly ChatRoom[] = [
  {
    id: 'room-wheat-oil',
    name: 'Steppe Harvest · Nile Petroleum',
    participants: ['Steppe Harvest', 'Nile Petroleum'],
    lastActivity: sampleMoment('2026-11-20T14:32:00Z'),
    status: 'negotiating',
    commodity: 'wheat',
  },
  {
    id: 'room-copper-machinery',
    name: 'Andes Copper · Rhine Machinery · Shenzhen Electronics',
    participants: ['Andes Copper SA', 'Rhine Machinery GmbH', 'Shenzhen Electronics Ltd'],
    lastActivity: sampleMoment('2026-11-20T09:05:00Z'),
    status: 'active',
    commodity: 'copper',
  },
  {
    id: 'room-cotton-fertilizer',
    name: 'Gulf Fertilizers · Steppe Harvest',
    participants: ['Gulf Fertilizers', 'Steppe Harvest'],
    lastActivity: sampleMoment('2026-11-18T16:45:00Z'),
    status: 'completed',
    commodity: 'cotton',
  },
  {
    id: 'room-rice-steel',
    name: 'Mekong Rice Export · Anatolia Steel',
    participants: ['Mekong Rice Export', 'Anatolia Steel'],
    lastActivity: sampleMoment('2026-11-19T11:20:00Z'),
    status: 'negotiating',
    commodity: 'rice',
  },
];
