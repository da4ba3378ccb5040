/** English sample views for the chat component stories (the screen builds the same from data + i18n). */
import type { ChatRoomItem } from '../../../src/components/negotiationChat/ChatRoomList';
import type { ChatMessageView } from '../../../src/components/negotiationChat/MessageBubble';

export const roomItems: ChatRoomItem[] = [
  {
    id: 'room-wheat-oil',
    name: 'Steppe Harvest · Nile Petroleum',
    participants: 'Steppe Harvest, Nile Petroleum',
    status: 'negotiating',
    statusLabel: 'Negotiating',
    commodity: 'Commodity: Wheat',
    lastActivity: 'Last activity: Nov 20, 2026, 2:32 PM',
    lastActivityIso: '2026-11-20T14:32:00Z',
  },
  {
    id: 'room-copper-machinery',
    name: 'Andes Copper · Rhine Machinery · Shenzhen Electronics',
    participants: 'Andes Copper SA, Rhine Machinery GmbH, Shenzhen Electronics Ltd',
    status: 'active',
    statusLabel: 'Active',
    commodity: 'Commodity: Copper',
    lastActivity: 'Last activity: Nov 20, 2026, 9:05 AM',
    lastActivityIso: '2026-11-20T09:05:00Z',
  },
  {
    id: 'room-cotton-fertilizer',
    name: 'Gulf Fertilizers · Steppe Harvest',
    participants: 'Gulf Fertilizers, Steppe Harvest',
    status: 'completed',
    statusLabel: 'Completed',
    commodity: 'Commodity: Cotton',
    lastActivity: 'Last activity: Nov 18, 2026, 4:45 PM',
    lastActivityIso: '2026-11-18T16:45:00Z',
  },
];

const at = { time: 'Nov 20, 2026, 2:05 PM', timeIso: '2026-11-20T14:05:00Z' };

export const messageViews: Record<string, ChatMessageView> = {
  system: {
    id: 'm-system',
    kind: 'system',
    own: false,
    sender: 'System',
    kindLabel: 'System',
    text: 'Negotiation opened: wheat for crude oil barter.',
    ...at,
  },
  message: {
    id: 'm-message',
    kind: 'message',
    own: false,
    sender: 'Steppe Harvest',
    text: 'Good afternoon. We can ship 5,000 t of milling wheat from Aktau in December.',
    ...at,
  },
  offer: {
    id: 'm-offer',
    kind: 'offer',
    own: false,
    sender: 'Steppe Harvest',
    kindLabel: 'Offer',
    text: 'Our offer for the December shipment.',
    terms: [
      { label: 'Commodity', value: 'Wheat' },
      { label: 'Quantity', value: '5,000 t' },
      { label: 'Value', value: 'SDR 1,227,500.00' },
      { label: 'Unit price', value: 'SDR 245.50 / t' },
    ],
    ...at,
  },
  counterOffer: {
    id: 'm-counter',
    kind: 'counter-offer',
    own: true,
    sender: 'You',
    kindLabel: 'Counter-offer',
    text: '',
    terms: [
      { label: 'Commodity', value: 'Crude oil' },
      { label: 'Quantity', value: '15,000 t' },
      { label: 'Value', value: 'SDR 1,128,000.00' },
      { label: 'Unit price', value: 'SDR 75.20 / t' },
    ],
    status: 'delivered',
    statusLabel: 'Delivered',
    ...at,
  },
  own: {
    id: 'm-own',
    kind: 'message',
    own: true,
    sender: 'You',
    text: 'We can join as the third party and cover freight if the escrow is multi-sig.',
    status: 'sent',
    statusLabel: 'Sent',
    ...at,
  },
};

/** `count` plain messages, alternating sides, for scrolling stories. */
export function manyMessages(count: number, prefix = 'Message'): ChatMessageView[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `many-${prefix}-${index}`,
    kind: 'message',
    own: index % 3 === 0,
    sender: index % 3 === 0 ? 'You' : 'Nile Petroleum',
    text: `${prefix} ${index + 1}: shipment schedule, grades and payment milestones.`,
    ...(index % 3 === 0 ? { status: 'read' as const, statusLabel: 'Read' } : {}),
    ...at,
  }));
}
