// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  allMessages,
  allRooms,
  chatMessages,
  nextMessageId,
  roomIdForPartner,
  maxMessageLength,
  messagesOfRoom,
  messageTextIssue,
  openingMessageForMatch,
  roomForMatch,
  sortRooms,
  unitPrice,
  validateOfferDraft,
  type ChatMessage,
  type ChatRoom,
} from '../../src/data/negotiationChat';
import { chatRoomLink } from '../../src/data/itemLinks';
import { chatRooms } from '../../src/data/chatRooms';
import { tradeMatches } from '../../src/data/dashboard';
import { worldAnchorDay } from '../../src/data/worldAnchor';

describe('sample chat data', () => {
  it('has rooms of every status, each with messages', () => {
    expect(new Set(chatRooms(worldAnchorDay).map((room) => room.status))).toEqual(
      new Set(['negotiating', 'active', 'completed']),
    );
    for (const room of chatRooms(worldAnchorDay))
      expect(messagesOfRoom(chatMessages(worldAnchorDay), room.id).length).toBeGreaterThan(0);
  });

  it('has every message type', () => {
    expect(new Set(chatMessages(worldAnchorDay).map((m) => m.type))).toEqual(
      new Set(['message', 'offer', 'counter-offer', 'system']),
    );
  });

  it('sorts rooms most recent first', () => {
    expect(sortRooms(chatRooms(worldAnchorDay)).map((r) => r.id)).toEqual([
      'room-wheat-oil',
      'room-copper-machinery',
      'room-rice-steel',
      'room-cotton-fertilizer',
    ]);
  });
});

describe('messageTextIssue (empty or whitespace-only is not sent)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'whitespace'],
    ['\n\t ', 'whitespace'],
    ['hello', null],
    ['  hello  ', null],
    ['<script>alert(1)</script>', null],
    ['x'.repeat(maxMessageLength), null],
    ['x'.repeat(maxMessageLength + 1), 'tooLong'],
  ] as const)('%j -> %s', (text, issue) => {
    expect(messageTextIssue(text)).toBe(issue);
  });
});

describe('offer composer rules', () => {
  it.each([
    [{ commodity: 'wheat', quantity: '5000', sdrValue: '1227500' }, {}],
    [
      { commodity: '', quantity: '', sdrValue: '' },
      { commodity: 'required', quantity: 'required', sdrValue: 'required' },
    ],
    [
      { commodity: 'gold', quantity: 'abc', sdrValue: '0' },
      { commodity: 'required', quantity: 'notNumber', sdrValue: 'notPositive' },
    ],
    [
      { commodity: 'copper', quantity: '-3', sdrValue: '99999999999999' },
      { quantity: 'notPositive', sdrValue: 'tooLarge' },
    ],
    [
      { commodity: 'copper', quantity: '   ', sdrValue: '<script>' },
      { quantity: 'required', sdrValue: 'notNumber' },
    ],
    [{ commodity: 'copper', quantity: '20000000', sdrValue: '5' }, { quantity: 'tooLarge' }],
  ])('%j has issues %j', (draft, issues) => {
    const result = validateOfferDraft(draft, 'en');
    if (Object.keys(issues).length === 0) {
      expect(result).toEqual({
        ok: true,
        offer: { commodity: 'wheat', quantity: 5000, sdrValue: 1_227_500 },
      });
    } else {
      expect(result).toEqual({ ok: false, issues });
    }
  });

  it('unit price', () => {
    expect(unitPrice({ quantity: 5000, sdrValue: 1_227_500 })).toBe(245.5);
    expect(unitPrice({ quantity: 0, sdrValue: 5 })).toBe(0);
  });
});

describe('rooms from AI Trade Matching', () => {
  it('builds a negotiating room named after the parties', () => {
    const room = roomForMatch('match-andes-copper--rhine-machinery', '2026-11-22T10:00:00Z');
    expect(room).toEqual({
      id: 'match-andes-copper--rhine-machinery',
      participants: ['andes-copper', 'rhine-machinery'],
      lastActivity: '2026-11-22T10:00:00Z',
      status: 'negotiating',
      commodity: 'copper',
    });
    expect(openingMessageForMatch(room!)).toMatchObject({ type: 'system', roomId: room!.id, status: 'read' });
  });

  it.each(['room-wheat-oil', 'match-unknown', '<script>', ''])('%j gives no room', (id) => {
    expect(roomForMatch(id, '2026-11-22T10:00:00Z')).toBeNull();
  });
});

describe('rooms from a dashboard Connect', () => {
  it('each dashboard match has a counterparty a room can be opened with, named after it', () => {
    const rooms = tradeMatches.map((match) =>
      roomForMatch(roomIdForPartner(match.counterparty), '2026-11-22T10:00:00Z'),
    );
    expect(rooms.map((room) => [room?.id, room?.participants, room?.commodity])).toEqual([
      ['match-emirates-petroleum', ['emirates-petroleum'], 'crudeOil'],
      ['match-cerrado-agro', ['cerrado-agro'], 'soybeans'],
      ['match-andes-copper', ['andes-copper'], 'copper'],
      ['match-deccan-cotton', ['deccan-cotton'], 'textiles'],
    ]);
  });

  it('links to the chat with the room selected, the id encoded', () => {
    expect(chatRoomLink('match-andes-copper')).toBe('/negotiation-chat?room=match-andes-copper');
    expect(chatRoomLink('a&b c')).toBe('/negotiation-chat?room=a%26b%20c');
  });
});

describe("the member's chat over the sample one", () => {
  const own = (id: string, roomId: string, timestamp: string): ChatMessage => ({
    id,
    roomId,
    sender: 'me',
    content: id,
    timestamp,
    type: 'message',
    status: 'read',
  });
  const opened: ChatRoom = {
    id: 'match-andes-copper',
    participants: ['andes-copper'],
    lastActivity: '2026-11-21T08:00:00Z',
    status: 'negotiating',
    commodity: 'copper',
  };

  it('adds the member messages after the sample ones; a sample id is never replaced', () => {
    const mine = own('sent-1', 'room-rice-steel', '2026-11-22T10:00:00Z');
    const impostor = { ...own('wo-2', 'room-wheat-oil', '2026-11-22T10:00:00Z'), content: 'changed' };
    const messages = allMessages([mine, impostor], worldAnchorDay);
    expect(messages).toHaveLength(chatMessages(worldAnchorDay).length + 1);
    expect(messages.at(-1)).toBe(mine);
    expect(messages.find((message) => message.id === 'wo-2')?.content).toBe('');
    expect(allMessages([], worldAnchorDay)).toEqual(chatMessages(worldAnchorDay));
  });

  it("adds the member's rooms and dates each room by its newest message", () => {
    const messages = allMessages(
      [
        own('sent-1', 'room-rice-steel', '2026-11-22T10:00:00Z'),
        // Older than the room's own date: the room keeps its date.
        own('sent-2', 'room-wheat-oil', '2026-01-01T00:00:00Z'),
      ],
      worldAnchorDay,
    );
    const rooms = allRooms(
      [opened, { ...chatRooms(worldAnchorDay)[0]!, participants: ['replaced?'] }],
      messages,
      worldAnchorDay,
    );
    expect(rooms.map((room) => room.id)).toEqual([
      ...chatRooms(worldAnchorDay).map((room) => room.id),
      opened.id,
    ]);
    expect(rooms.find((room) => room.id === 'room-rice-steel')?.lastActivity).toBe('2026-11-22T10:00:00Z');
    expect(rooms.find((room) => room.id === 'room-wheat-oil')).toBe(chatRooms(worldAnchorDay)[0]);
    expect(rooms.find((room) => room.id === opened.id)).toBe(opened);
    expect(sortRooms(rooms)[0]?.id).toBe('room-rice-steel');
  });

  it.each([
    { ids: [], next: 'sent-1' },
    { ids: ['sent-1', 'sent-2'], next: 'sent-3' },
    { ids: ['sent-9', 'sent-2'], next: 'sent-10' },
    { ids: ['wo-1', 'sent-x', 'sent-3-copy', 'match-a-opened'], next: 'sent-1' },
  ])('after $ids the next message is $next', ({ ids, next }) => {
    expect(nextMessageId(ids.map((id) => ({ id })))).toBe(next);
  });
});
