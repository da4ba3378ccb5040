/**
 * Negotiation chat: the sample rooms and their messages, the
 * rules of the message input and of the offer composer, and the room a negotiation opened from AI
 * Trade Matching gets. Sample message texts are translation codes (`seed.<code>` in the
 * negotiationChat namespace); what a member types is kept as typed and only ever shown as text.
 */
import { isPricedCommodity, lotValue, unitOf, type PriceUnit } from './prices';
import { dated, sampleMoment } from './sampleWorld';
import {
  dashboardPartners,
  isCommodityCode,
  matchIdPrefix,
  partiesOfMatch,
  tradingNetwork,
  type CommodityCode,
  type TradingParty,
} from './tradeMatching';
import { checkNumber, numberIssueOf, type NumberIssue } from './decimal';
import { chatQuantityField, chatSdrValueField } from './numberFields';
import { chatRooms } from './chatRooms';
import { compareText } from './order';

export type ChatMessageType = 'message' | 'offer' | 'counter-offer' | 'system';
export type ChatMessageStatus = 'sent' | 'delivered' | 'read';
export type ChatRoomStatus = 'negotiating' | 'active' | 'completed';

/** The terms an offer or counter-offer carries. */
export interface OfferTerms {
  commodity: CommodityCode;
  /** Metric tonnes. */
  quantity: number;
  /** SDR. */
  sdrValue: number;
}

export interface ChatMessage {
  id: string;
  roomId: string;
  /**
   * A participant's cast id (src/data/cast.ts), `selfSender` for the member, `systemSender` for
   * system notes (a record saved by an earlier build may hold a company's English name instead).
   */
  sender: string;
  /** What the member typed (kept as typed); empty for sample messages, which use `contentKey`. */
  content: string;
  /** Translation code of a sample or system text (`seed.<code>`). */
  contentKey?: string;
  /** ISO 8601. */
  timestamp: string;
  type: ChatMessageType;
  status: ChatMessageStatus;
  offer?: OfferTerms;
}

export interface ChatRoom {
  id: string;
  /**
   * The counterparties' cast ids (src/data/cast.ts); the room is named after them. A record saved by
   * an earlier build may hold English names instead, shown as written.
   */
  participants: readonly string[];
  /** ISO 8601. */
  lastActivity: string;
  status: ChatRoomStatus;
  commodity: CommodityCode;
}

export const selfSender = 'me';
export const systemSender = 'system';

const sample = (
  id: string,
  roomId: string,
  sender: string,
  timestamp: string,
  type: ChatMessageType = 'message',
  offer?: OfferTerms,
): ChatMessage => ({
  id,
  roomId,
  sender,
  content: '',
  contentKey: `seed.${id}`,
  timestamp,
  type,
  status: 'read',
  ...(offer ? { offer } : {}),
});

/** The sample conversations, oldest first within each room. */
export const chatMessages = dated((): readonly ChatMessage[] => [
  sample('wo-1', 'room-wheat-oil', systemSender, sampleMoment('2026-11-20T13:58:00Z'), 'system'),
  sample('wo-2', 'room-wheat-oil', 'steppe-harvest', sampleMoment('2026-11-20T14:02:00Z')),
  sample('wo-3', 'room-wheat-oil', 'steppe-harvest', sampleMoment('2026-11-20T14:05:00Z'), 'offer', {
    commodity: 'wheat',
    quantity: 5000,
    sdrValue: lotValue('wheat', 5000),
  }),
  sample('wo-4', 'room-wheat-oil', 'nile-petroleum', sampleMoment('2026-11-20T14:18:00Z')),
  sample('wo-5', 'room-wheat-oil', 'nile-petroleum', sampleMoment('2026-11-20T14:24:00Z'), 'counter-offer', {
    commodity: 'crudeOil',
    quantity: 15_000,
    sdrValue: lotValue('crudeOil', 15_000),
  }),
  sample('wo-6', 'room-wheat-oil', selfSender, sampleMoment('2026-11-20T14:32:00Z')),
  sample('cm-1', 'room-copper-machinery', systemSender, sampleMoment('2026-11-20T08:30:00Z'), 'system'),
  sample('cm-2', 'room-copper-machinery', 'andes-copper', sampleMoment('2026-11-20T08:41:00Z'), 'offer', {
    commodity: 'copper',
    quantity: 120,
    sdrValue: lotValue('copper', 120),
  }),
  sample('cm-3', 'room-copper-machinery', 'rhine-machinery', sampleMoment('2026-11-20T08:55:00Z')),
  sample('cm-4', 'room-copper-machinery', selfSender, sampleMoment('2026-11-20T09:05:00Z')),
  sample(
    'cf-1',
    'room-cotton-fertilizer',
    'gulf-fertilizers',
    sampleMoment('2026-11-18T15:10:00Z'),
    'offer',
    {
      commodity: 'fertilizer',
      quantity: 3000,
      sdrValue: lotValue('fertilizer', 3000),
    },
  ),
  sample(
    'cf-2',
    'room-cotton-fertilizer',
    'steppe-harvest',
    sampleMoment('2026-11-18T15:40:00Z'),
    'counter-offer',
    {
      commodity: 'cotton',
      quantity: 550,
      sdrValue: lotValue('cotton', 550),
    },
  ),
  sample('cf-3', 'room-cotton-fertilizer', systemSender, sampleMoment('2026-11-18T16:45:00Z'), 'system'),
  sample('rs-1', 'room-rice-steel', 'mekong-rice', sampleMoment('2026-11-19T10:50:00Z')),
  sample('rs-2', 'room-rice-steel', 'anatolia-steel', sampleMoment('2026-11-19T11:20:00Z')),
]);

/** The messages of a room, in order; none without a room. */
export function messagesOfRoom(messages: readonly ChatMessage[], roomId: string | null): ChatMessage[] {
  return messages.filter((message) => message.roomId === roomId);
}

// ---------------------------------------------------------------------------------------------------
// The message input (an empty or whitespace-only message is not sent)

/** Longest message accepted: a 10,000-character paste still goes through, longer is refused. */
export const maxMessageLength = 10_000;

export type MessageTextIssue = 'empty' | 'whitespace' | 'tooLong';

/** Why `text` cannot be sent, or null when it can. The text is sent as typed (not trimmed inside). */
export function messageTextIssue(text: string): MessageTextIssue | null {
  if (text.length === 0) return 'empty';
  if (text.trim().length === 0) return 'whitespace';
  if (text.length > maxMessageLength) return 'tooLong';
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The offer composer

export interface OfferDraft {
  commodity: string;
  quantity: string;
  sdrValue: string;
}

export type AmountIssue = NumberIssue;
export type OfferIssues = Partial<Record<keyof OfferDraft, AmountIssue>>;

export type OfferValidation = { ok: true; offer: OfferTerms } | { ok: false; issues: OfferIssues };

/** The offer's fields as `language` writes numbers, each held to its limits (src/data/numberFields.ts). */
export function validateOfferDraft(draft: OfferDraft, language: string): OfferValidation {
  const issues: OfferIssues = {};
  if (!isCommodityCode(draft.commodity)) issues.commodity = 'required';
  const quantity = checkNumber(draft.quantity, chatQuantityField, language);
  if (!quantity.ok) issues.quantity = numberIssueOf[quantity.problem];
  const sdrValue = checkNumber(draft.sdrValue, chatSdrValueField, language);
  if (!sdrValue.ok) issues.sdrValue = numberIssueOf[sdrValue.problem];
  if (!quantity.ok || !sdrValue.ok || issues.commodity) return { ok: false, issues };
  return {
    ok: true,
    offer: {
      commodity: draft.commodity as CommodityCode,
      quantity: quantity.value,
      sdrValue: sdrValue.value,
    },
  };
}

/** The unit an offer of `commodity` is counted in: the price table's, else tonnes. */
export const offerUnit = (commodity: CommodityCode): PriceUnit =>
  isPricedCommodity(commodity) ? unitOf(commodity) : 'tonne';

/** SDR per unit (`offerUnit`) of an offer (0 when the quantity is 0). */
export const unitPrice = (offer: Pick<OfferTerms, 'quantity' | 'sdrValue'>) =>
  offer.quantity > 0 ? offer.sdrValue / offer.quantity : 0;

// ---------------------------------------------------------------------------------------------------
// Rooms opened from AI Trade Matching (?room=<match id>)

/** Everyone a room can be opened with: the matching network and the dashboard's partners. */
const roomNetwork: readonly TradingParty[] = [...tradingNetwork, ...dashboardPartners];

/** The room a match's Start Negotiation opens: same id as the match, its parties as participants. */
export function roomForMatch(
  matchId: string,
  openedAt: string,
  network: readonly TradingParty[] = roomNetwork,
): ChatRoom | null {
  const parties = partiesOfMatch(matchId, network);
  const first = parties?.[0];
  if (!parties || !first) return null;
  return {
    id: matchId,
    participants: parties.map((party) => party.id),
    lastActivity: openedAt,
    status: 'negotiating',
    commodity: first.offering[0] ?? 'wheat',
  };
}

/** Where a room opens: the negotiation chat with that room selected (created first for a match id). */
/** The id of the room Connect on a dashboard match opens: a match with its one counterparty. */
export const roomIdForPartner = (partyId: string) => `${matchIdPrefix}${partyId}`;

/** The system note that opens a room created from a match. */
export function openingMessageForMatch(room: ChatRoom): ChatMessage {
  return {
    id: `${room.id}-opened`,
    roomId: room.id,
    sender: systemSender,
    content: '',
    contentKey: 'seed.openedFromMatching',
    timestamp: room.lastActivity,
    type: 'system',
    status: 'read',
  };
}

// ---------------------------------------------------------------------------------------------------
// The member's chat: the sample conversations plus what the member opened and sent (member store)

/** The sample messages and the member's, each id once (a sample message is never replaced). */
export function allMessages(memberMessages: readonly ChatMessage[], day: string): ChatMessage[] {
  const samples = chatMessages(day);
  const known = new Set(samples.map((message) => message.id));
  return [...samples, ...memberMessages.filter((message) => !known.has(message.id))];
}

/**
 * The sample rooms and the rooms the member opened (a sample room id is never replaced), each shown
 * as last active when its newest message was sent, if that is later than the room's own date.
 */
export function allRooms(
  memberRooms: readonly ChatRoom[],
  messages: readonly ChatMessage[],
  day: string,
): ChatRoom[] {
  const samples = chatRooms(day);
  const known = new Set(samples.map((room) => room.id));
  const rooms = [...samples, ...memberRooms.filter((room) => !known.has(room.id))];
  const newest = new Map<string, string>();
  for (const message of messages) {
    const current = newest.get(message.roomId);
    if (current === undefined || message.timestamp > current) newest.set(message.roomId, message.timestamp);
  }
  return rooms.map((room) => {
    const latest = newest.get(room.id);
    return latest !== undefined && latest > room.lastActivity ? { ...room, lastActivity: latest } : room;
  });
}

/** Id of a message the member sends: one past the highest `sent-N` already used, so never reused. */
export function nextMessageId(messages: readonly Pick<ChatMessage, 'id'>[]): string {
  let highest = 0;
  for (const { id } of messages) {
    const match = /^sent-(\d+)$/.exec(id);
    if (match?.[1]) highest = Math.max(highest, Number(match[1]));
  }
  return `sent-${highest + 1}`;
}

/** Rooms most recently active first (ties by id, so the order is stable). */
export function sortRooms<R extends Pick<ChatRoom, 'lastActivity' | 'id'>>(rooms: readonly R[]): R[] {
  return [...rooms].sort((a, b) => compareText(b.lastActivity, a.lastActivity) || compareText(a.id, b.id));
}
