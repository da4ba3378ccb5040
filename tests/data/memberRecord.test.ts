// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberRecordVersion } from '../../src/data/memberKey';
import {
  maxRecordLength,
  readMemberRecord,
  sampleMemberRecord,
  serializeMemberRecord,
  validateMemberRecord,
  type MemberRecord,
} from '../../src/data/memberRecord';
import { legacyKeys, migrateLegacy } from '../../src/data/memberRecordLegacy';
import { sampleProfileFields } from '../../src/data/memberProfileFields';
import type { MemberNotification } from '../../src/data/notifications';

const busy = (): MemberRecord => ({
  ...sampleMemberRecord(),
  tier: 'platinum',
  ledger: [
    {
      id: 'TX-SEND-001',
      kind: 'transfer',
      direction: 'out',
      amountCents: 12_345,
      feeCents: 35,
      counterparty: 'SRD-0x1234567890abcdef1234',
      reference: '<b>invoice</b> "42"',
      at: '2026-11-25T07:00:00.000Z',
      status: 'pending',
    },
    {
      id: 'PAY-0001',
      kind: 'payment',
      direction: 'out',
      amountCents: 150_000,
      feeCents: 150,
      counterparty: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      reference: '',
      at: '2026-11-25T07:00:00.000Z',
      status: 'processing',
      method: 'escrow',
    },
    {
      id: 'DUTY-CC-2026-001',
      kind: 'duty',
      direction: 'out',
      amountCents: 2_787_500,
      feeCents: 0,
      counterparty: 'SRD-0x2e6a9d3c7f1b4e8a2d5c9f3b6e1a4d7c2f5b8e9a',
      reference: 'CC-2026-001',
      at: '2026-11-25T07:00:00.000Z',
      status: 'completed',
      subject: 'CC-2026-001',
    },
  ],
  customs: {
    uploads: [
      {
        shipmentId: 'CC-2026-001',
        document: {
          id: 'CC-2026-001-U1',
          code: null,
          fileName: 'permit.pdf',
          status: 'pending',
          required: false,
        },
        at: '2026-11-25T07:00:00.000Z',
      },
    ],
    declarations: [{ shipmentId: 'CC-2026-003', status: 'submitted', at: '2026-11-25T07:00:00.000Z' }],
  },
  compliance: { uploads: [], resolvedAlerts: ['ALT-001'] },
  chat: {
    rooms: [],
    messages: [
      {
        id: 'm1',
        roomId: 'room-1',
        sender: 'me',
        content: 'hello',
        timestamp: '2026-11-25T07:00:00.000Z',
        type: 'offer',
        status: 'read',
        offer: { commodity: 'wheat', quantity: 10, sdrValue: 2455 },
      },
    ],
  },
});

describe('reading the stored record', () => {
  it('round-trips through its text', () => {
    const record = busy();
    expect(readMemberRecord(serializeMemberRecord(record))).toEqual({ kind: 'ok', record });
  });

  it('nothing stored is the sample state, without a problem', () => {
    expect(readMemberRecord(null)).toEqual({ kind: 'empty', record: sampleMemberRecord() });
    expect(readMemberRecord('  ')).toEqual({ kind: 'empty', record: sampleMemberRecord() });
  });

  it.each([
    ['truncated JSON', serializeMemberRecord(busy()).slice(0, 40), 'notJson'],
    ['not JSON', 'hello', 'notJson'],
    ['a number', '42', 'shape'],
    ['an array', '[]', 'shape'],
    ['null', 'null', 'shape'],
    ['a foreign object', '{"user":"x"}', 'shape'],
    ['wrong types', JSON.stringify({ ...busy(), tier: 7 }), 'shape'],
    ['an unknown tier', JSON.stringify({ ...busy(), tier: 'diamond' }), 'shape'],
    [
      'a string amount',
      JSON.stringify({ ...busy(), ledger: [{ ...busy().ledger[0], amountCents: '5' }] }),
      'shape',
    ],
    [
      'a zero amount',
      JSON.stringify({ ...busy(), ledger: [{ ...busy().ledger[0], amountCents: 0 }] }),
      'shape',
    ],
    [
      'a fractional amount',
      JSON.stringify({ ...busy(), ledger: [{ ...busy().ledger[0], amountCents: 1.5 }] }),
      'shape',
    ],
    [
      'a bad date',
      JSON.stringify({ ...busy(), ledger: [{ ...busy().ledger[0], at: 'yesterday' }] }),
      'shape',
    ],
    [
      'an unknown payment method',
      JSON.stringify({ ...busy(), ledger: [{ ...busy().ledger[1], method: 'cash' }] }),
      'shape',
    ],
    [
      'a declaration with an unknown status',
      JSON.stringify({
        ...busy(),
        customs: { ...busy().customs, declarations: [{ shipmentId: 'x', status: 'paid', at: 'x' }] },
      }),
      'shape',
    ],
    ['a missing list', JSON.stringify({ ...busy(), contracts: undefined }), 'shape'],
    ['a newer version', JSON.stringify({ ...busy(), version: memberRecordVersion + 1 }), 'newerVersion'],
    ['an older unknown version', JSON.stringify({ ...busy(), version: 0 }), 'shape'],
    ['megabytes of text', `"${'x'.repeat(maxRecordLength)}"`, 'tooLarge'],
  ])('%s is unreadable (%s) and gives the sample state', (_, text, problem) => {
    expect(readMemberRecord(text)).toEqual({ kind: 'unreadable', record: sampleMemberRecord(), problem });
  });

  it('a __proto__ key does not pollute and does not pass as a field', () => {
    const hostile = `{"__proto__":{"polluted":true},${serializeMemberRecord(busy()).slice(1)}`;
    const reading = readMemberRecord(hostile);
    expect(reading.kind).toBe('ok');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(reading.record, '__proto__')).toBe(false);
    const profileOnlyInProto = JSON.stringify({ ...busy(), profile: undefined }).replace(
      '"version"',
      `"__proto__":{"profile":${JSON.stringify(sampleProfileFields)}},"version"`,
    );
    expect(readMemberRecord(profileOnlyInProto).kind).toBe('unreadable');
  });

  it('unknown extra fields are dropped, known ones kept', () => {
    const record = validateMemberRecord({ ...busy(), extra: 'x', profile: { ...busy().profile, age: 3 } });
    expect(record).toEqual(busy());
  });

  it('a deeply nested value does not throw', () => {
    let deep: unknown = {};
    for (let i = 0; i < 10_000; i += 1) deep = { profile: deep };
    expect(validateMemberRecord(deep)).toBeNull();
  });
});

describe('migration from the keys of earlier builds (version 0)', () => {
  const storage = (values: Record<string, string>) => (key: string) => values[key] ?? null;

  it('nothing stored: nothing to migrate', () => {
    expect(migrateLegacy(storage({}))).toBeNull();
  });

  it('folds the tier, profile and deal draft into a record of the current version', () => {
    const profile = { name: 'Amina Yusuf', title: 'Head of Trade', company: 'Nile Co', location: 'Cairo' };
    const record = migrateLegacy(
      storage({
        [legacyKeys.tier]: 'silver',
        [legacyKeys.profile]: JSON.stringify(profile),
        [legacyKeys.dealDraft]: JSON.stringify({ volume: '500' }),
      }),
    );
    expect(record?.version).toBe(memberRecordVersion);
    expect(record?.tier).toBe('silver');
    expect(record?.profile).toEqual(profile);
    expect(record?.deal.draft.volume).toBe('500');
    expect(validateMemberRecord(record)).toEqual(record);
  });

  it('an unreadable legacy value gives its default', () => {
    const record = migrateLegacy(storage({ [legacyKeys.tier]: 'diamond', [legacyKeys.profile]: '{' }));
    expect(record?.tier).toBe('gold');
    expect(record?.profile).toEqual(sampleProfileFields);
  });
});

describe('notifications in the record', () => {
  const note = (over: Partial<MemberNotification> = {}): MemberNotification => ({
    id: 'completed-TX-SEND-001',
    kind: 'send',
    at: '2026-11-25T07:00:02.000Z',
    key: 'sendCompleted',
    params: { amount: 123.45, counterparty: 'SRD-0x1234567890abcdef1234' },
    link: '/srd-wallet?tab=history&entry=TX-SEND-001',
    read: false,
    ...over,
  });
  const withNotes = (notifications: unknown[]) => JSON.stringify({ ...sampleMemberRecord(), notifications });

  it('reads a version 1 record (before notifications) with an empty list', () => {
    const { notifications: _dropped, ...rest } = busy();
    const reading = readMemberRecord(JSON.stringify({ ...rest, version: 1 }));
    expect(reading.kind).toBe('ok');
    expect(reading.record.version).toBe(memberRecordVersion);
    expect(reading.record.notifications).toEqual([]);
    expect(reading.record.tier).toBe('platinum');
  });

  it('keeps valid notifications as they are', () => {
    const reading = readMemberRecord(withNotes([note(), note({ id: 'n2', read: true })]));
    expect(reading.kind).toBe('ok');
    expect(reading.record.notifications).toEqual([note(), note({ id: 'n2', read: true })]);
  });

  it('keeps only the newest 100', () => {
    const many = Array.from({ length: 130 }, (_, index) => note({ id: `n${index}` }));
    const reading = readMemberRecord(withNotes(many));
    expect(reading.record.notifications).toHaveLength(100);
    expect(reading.record.notifications[0]?.id).toBe('n0');
    expect(reading.record.notifications[99]?.id).toBe('n99');
  });

  it.each([
    ['an unknown kind', { kind: 'spam' }],
    ['an unknown key', { key: 'anything' }],
    ['English text instead of a key', { key: 'Transfer completed' }],
    ['a time that is not a date', { at: 'yesterday' }],
    ['a read flag that is not a boolean', { read: 'no' }],
    ['a link to another site', { link: 'https://evil.example/' }],
    ['a protocol-relative link', { link: '//evil.example/x' }],
    ['a script link', { link: 'javascript:alert(1)' }],
    ['a parameter that is an object', { params: { amount: { cents: 1 } } }],
    ['a parameter that is not finite', { params: { amount: Number.NaN } }],
    [
      'too many parameters',
      { params: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`p${i}`, i])) },
    ],
  ])('refuses a notification with %s', (_name, over) => {
    const reading = readMemberRecord(withNotes([{ ...note(), ...over }]));
    expect(reading.kind).toBe('unreadable');
  });

  it('refuses a notification list that is not a list, and __proto__ parameters', () => {
    expect(readMemberRecord(withNotes({} as unknown as unknown[])).kind).toBe('unreadable');
    const hostile = withNotes([note()]).replace('"params":{', '"params":{"__proto__":{"x":1},');
    expect(readMemberRecord(hostile).kind).toBe('unreadable');
  });
});

describe('stored contract values', () => {
  const withContractValue = (value: unknown) =>
    validateMemberRecord({
      ...sampleMemberRecord(),
      contracts: [
        {
          id: 'SC-NEW-001',
          parties: ['silkRoadMember', 'gulfEnergy'],
          status: 'active',
          value,
          milestones: 5,
          completed: 0,
          templateId: 'tpl-barter',
        },
      ],
    });

  it('reads SDR amounts, and the text an earlier build stored, as SDR', () => {
    expect(withContractValue(3_200_000)?.contracts[0]?.value).toBe(3_200_000);
    expect(withContractValue('3.2M SDR')?.contracts[0]?.value).toBe(3_200_000);
  });

  it('refuses a value that is no amount', () => {
    expect(withContractValue('lots')).toBeNull();
    expect(withContractValue(-5)).toBeNull();
  });
});
