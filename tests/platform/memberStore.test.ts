import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  memberPartsKey,
  memberRecordKey,
  memberRecordVersion,
  unreadableRecordKey,
} from '../../src/data/memberKey';
import { memberPartsText } from '../../src/data/memberParts';
import { sampleMemberRecord, serializeMemberRecord } from '../../src/data/memberRecord';
import { legacyKeys } from '../../src/data/memberRecordLegacy';
import { returningMemberRecord } from '../support/returningMember';
import { selectNotice, selectRecord, selectTier } from '../../src/machines/memberStore.machine';
import {
  createMemberStore,
  figuresOf,
  fullLedger,
  type MemberStorage,
  type MemberStoreHandle,
} from '../../src/platform/memberStore';
import { worldAnchorDay } from '../../src/data/worldAnchor';

function memoryStorage(initial: Record<string, string> = {}, failWrites = false) {
  const values = new Map(Object.entries(initial));
  const storage: MemberStorage & { values: Map<string, string>; writes: number } = {
    values,
    writes: 0,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      storage.writes += 1;
      if (failWrites) throw new DOMException('full', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key) => void values.delete(key),
  };
  return storage;
}

const handles: MemberStoreHandle[] = [];
function open(storage: MemberStorage | null, events: EventTarget | null = null) {
  const handle = createMemberStore({
    storage,
    events: events as unknown as Window | null,
    now: () => new Date('2026-11-25T08:00:00Z'),
  });
  handles.push(handle);
  return handle;
}
afterEach(() => {
  for (const handle of handles.splice(0)) handle.stop();
});

describe('the member store on storage', () => {
  it('saves every change and restores it on the next load (a reload)', () => {
    const storage = memoryStorage();
    const first = open(storage);
    first.actor.send({ type: 'tier.set', tier: 'platinum' });
    expect(JSON.parse(storage.values.get(memberRecordKey) ?? '{}')).toMatchObject({
      version: memberRecordVersion,
      tier: 'platinum',
    });
    first.stop();
    const second = open(storage);
    expect(selectTier(second.actor.getSnapshot())).toBe('platinum');
    expect(selectNotice(second.actor.getSnapshot())).toBeNull();
  });

  it('says whether the record as it is now is in storage', () => {
    const good = open(memoryStorage());
    good.actor.send({ type: 'tier.set', tier: 'silver' });
    expect(good.isSaved()).toBe(true);
    const full = open(memoryStorage({}, true));
    expect(full.isSaved()).toBe(false);
    full.actor.send({ type: 'tier.set', tier: 'silver' });
    expect(full.isSaved()).toBe(false);
    expect(open(null).isSaved()).toBe(false);
  });

  it('a corrupt record: the sample state, the copy kept untouched, the member told', () => {
    const storage = memoryStorage({ [memberRecordKey]: '{"version":1,"tier":' });
    const { actor } = open(storage);
    expect(selectRecord(actor.getSnapshot())).toEqual(sampleMemberRecord());
    expect(selectNotice(actor.getSnapshot())).toBe('recovered');
    expect(storage.values.get(unreadableRecordKey)).toBe('{"version":1,"tier":');
  });

  it('a newer version is kept and not read', () => {
    const newer = JSON.stringify({ version: 99, tier: 'platinum', future: true });
    const storage = memoryStorage({ [memberRecordKey]: newer });
    const { actor } = open(storage);
    expect(selectNotice(actor.getSnapshot())).toBe('newerVersion');
    expect(storage.values.get(unreadableRecordKey)).toBe(newer);
  });

  it('a failing storage is reported once and the session goes on in memory', () => {
    const storage = memoryStorage({}, true);
    const { actor } = open(storage);
    actor.send({ type: 'tier.set', tier: 'silver' });
    actor.send({ type: 'user.dismissNotice' });
    actor.send({ type: 'tier.set', tier: 'bronze' });
    expect(selectTier(actor.getSnapshot())).toBe('bronze');
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('no storage at all (private mode): works in memory and says saving failed', () => {
    const { actor } = open(null);
    actor.send({ type: 'tier.set', tier: 'silver' });
    expect(selectTier(actor.getSnapshot())).toBe('silver');
    expect(selectNotice(actor.getSnapshot())).toBe('writeFailed');
  });

  it('migrates the keys of earlier builds and removes them once saved', () => {
    const storage = memoryStorage({ [legacyKeys.tier]: 'platinum' });
    const { actor } = open(storage);
    expect(selectTier(actor.getSnapshot())).toBe('platinum');
    expect(storage.values.has(legacyKeys.tier)).toBe(false);
    expect(storage.values.get(memberRecordKey)).toContain('"platinum"');
  });

  it('follows another tab: a storage event replaces the record; an unreadable one is ignored', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const { actor } = open(storage, events);
    storage.values.set(memberRecordKey, serializeMemberRecord({ ...sampleMemberRecord(), tier: 'silver' }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: memberRecordKey }));
    expect(selectTier(actor.getSnapshot())).toBe('silver');
    storage.values.set(memberRecordKey, 'garbage');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: memberRecordKey }));
    expect(selectTier(actor.getSnapshot())).toBe('silver');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'language' }));
    expect(selectTier(actor.getSnapshot())).toBe('silver');
  });

  it('a scheduled payment whose day came completes when the store starts', () => {
    const scheduled = {
      id: 'PAY-9',
      kind: 'payment' as const,
      direction: 'out' as const,
      amountCents: 100,
      feeCents: 0,
      counterparty: 'x',
      reference: '',
      at: '2026-11-24T00:00:00.000Z',
      status: 'scheduled' as const,
    };
    const storage = memoryStorage({
      [memberRecordKey]: serializeMemberRecord({ ...sampleMemberRecord(), ledger: [scheduled] }),
    });
    const { actor } = open(storage);
    expect(selectRecord(actor.getSnapshot()).ledger[0]?.status).toBe('completed');
  });

  it('the account figures: the sample balance, and a send taken off it with its fees', () => {
    expect(figuresOf([], worldAnchorDay)).toMatchObject({
      balanceCents: 12_543_050,
      lockedCents: 1_500_000,
      transactionCount: 1247,
    });
    const sent = {
      id: 'TX-SEND-001',
      kind: 'transfer' as const,
      direction: 'out' as const,
      amountCents: 100_000,
      feeCents: 35,
      counterparty: 'x',
      reference: '',
      at: '2026-11-25T08:00:00.000Z',
      status: 'pending' as const,
    };
    expect(figuresOf([sent], worldAnchorDay).balanceCents).toBe(12_543_050 - 100_035);
    expect(fullLedger([sent], worldAnchorDay)[0]?.id).toBe('TX-SEND-001');
    expect(fullLedger([sent], worldAnchorDay)).toHaveLength(1248);
  });

  it('never throws on a storage whose reads throw', () => {
    const storage = memoryStorage();
    storage.getItem = vi.fn(() => {
      throw new Error('denied');
    });
    const { actor } = open(storage);
    expect(selectRecord(actor.getSnapshot())).toEqual(sampleMemberRecord());
  });
});

describe('the member store names the parts it changed, for index.html', () => {
  /** The parts key as the store should have written it for what storage holds now. */
  const expectedParts = (storage: ReturnType<typeof memoryStorage>, record = sampleMemberRecord()) =>
    memberPartsText(record, storage.values.get(memberRecordKey) ?? '');

  it("a new member's first save: the record's length and no part", () => {
    const storage = memoryStorage();
    open(storage);
    const text = storage.values.get(memberRecordKey) ?? '';
    expect(storage.values.get(memberPartsKey)).toBe(String(text.length));
  });

  it('every save writes the changed parts beside the record', () => {
    const storage = memoryStorage();
    const { actor } = open(storage);
    actor.send({ type: 'tier.set', tier: 'platinum' });
    expect(storage.values.get(memberPartsKey)).toBe(
      expectedParts(storage, selectRecord(actor.getSnapshot())),
    );
    expect(storage.values.get(memberPartsKey)).toMatch(/^\d+ tier$/);
    actor.send({
      type: 'profile.set',
      profile: { name: 'Amira Haddad', title: 'Director', company: 'Levant Grain', location: 'Beirut' },
    });
    expect(storage.values.get(memberPartsKey)).toMatch(/^\d+ tier profile$/);
    actor.send({ type: 'record.reset', record: sampleMemberRecord() });
    expect(storage.values.get(memberPartsKey)).toBe(expectedParts(storage));
    expect(storage.values.get(memberPartsKey)).toMatch(/^\d+$/);
  });

  it('a record stored without them (an earlier build) gets its parts when read, and is not written again', () => {
    const record = returningMemberRecord(Date.parse('2026-11-25T08:00:00Z'));
    const text = serializeMemberRecord(record);
    const storage = memoryStorage({ [memberRecordKey]: text });
    open(storage);
    expect(storage.values.get(memberRecordKey)).toBe(text);
    expect(storage.values.get(memberPartsKey)).toBe(`${text.length} tier ledger`);
    expect(storage.writes).toBe(1);
  });

  it('parts written for another record (another writer) are put right when read', () => {
    const record = returningMemberRecord(Date.parse('2026-11-25T08:00:00Z'));
    const text = serializeMemberRecord(record);
    const storage = memoryStorage({ [memberRecordKey]: text, [memberPartsKey]: '12 profile' });
    open(storage);
    expect(storage.values.get(memberPartsKey)).toBe(memberPartsText(record, text));
  });

  it('parts that cannot be written leave the record saved, and the old key names another length', () => {
    const storage = memoryStorage();
    const { actor } = open(storage);
    const before = storage.values.get(memberPartsKey);
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
      if (key === memberPartsKey) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    actor.send({ type: 'tier.set', tier: 'platinum' });
    expect(storage.values.get(memberRecordKey)).toContain('"platinum"');
    expect(storage.values.get(memberPartsKey)).toBe(before);
    expect(before?.split(' ')[0]).not.toBe(String(storage.values.get(memberRecordKey)?.length));
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });
});

describe('the member store keeps time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('completes a scheduled payment on its day while the page stays open, and saves it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T23:00:00Z') });
    const record = {
      ...sampleMemberRecord(),
      ledger: [
        {
          id: 'PAY-SCHEDULED',
          kind: 'payment' as const,
          direction: 'out' as const,
          amountCents: 10_000,
          feeCents: 0,
          counterparty: 'Kazakh Grain Holdings',
          reference: '',
          at: '2026-12-01T00:00:00.000Z',
          status: 'scheduled' as const,
        },
      ],
    };
    const storage = memoryStorage({ [memberRecordKey]: serializeMemberRecord(record) });
    const handle = createMemberStore({ storage, events: null, now: () => new Date() });
    handles.push(handle);
    const status = () => selectRecord(handle.actor.getSnapshot()).ledger[0]?.status;
    vi.advanceTimersByTime(60 * 60 * 1000 - 1);
    expect(status()).toBe('scheduled');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('completed');
    expect(storage.values.get(memberRecordKey)).toContain('"completed"');
  });
});
