// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memberPartsKey, memberRecordKey } from '../../src/data/memberKey';
import { changedParts, memberParts, memberPartsText } from '../../src/data/memberParts';
import { sampleMemberRecord, serializeMemberRecord, type MemberRecord } from '../../src/data/memberRecord';
import { contractFromTemplate, contractTemplates } from '../../src/data/smartContracts';
import { returningMemberRecord } from '../support/returningMember';

const at = '2026-11-22T09:00:00.000Z';
const changed = (change: (record: MemberRecord) => void): MemberRecord => {
  const record = structuredClone(sampleMemberRecord());
  change(record);
  return record;
};

describe('which parts of the record differ from the sample', () => {
  it('none for the sample member, or a copy of it', () => {
    expect(changedParts(sampleMemberRecord())).toEqual([]);
    expect(changedParts(structuredClone(sampleMemberRecord()))).toEqual([]);
  });

  it.each<[string, (record: MemberRecord) => void, string[]]>([
    ['another tier', (record) => (record.tier = 'platinum'), ['tier']],
    ['a renamed profile', (record) => (record.profile.name = 'Amira Haddad'), ['profile']],
    ['a cleared location', (record) => (record.profile.location = ''), ['profile']],
    [
      'a send',
      (record) => {
        record.ledger = returningMemberRecord(Date.parse(at)).ledger;
      },
      ['ledger'],
    ],
    [
      'a deployed contract',
      (record) => (record.contracts = [contractFromTemplate(contractTemplates[0]!, 1)]),
      ['contracts'],
    ],
    ['a saved deal draft', (record) => (record.deal.draft.volume = '750'), ['deal']],
    [
      'a submitted declaration',
      (record) => (record.customs.declarations = [{ shipmentId: 'CC-2026-001', status: 'submitted', at }]),
      ['customs'],
    ],
    ['a resolved alert', (record) => (record.compliance.resolvedAlerts = ['ALR-001']), ['compliance']],
    [
      'a room opened',
      (record) =>
        (record.chat.rooms = [
          {
            id: 'room-1',
            participants: ['andes-copper'],
            lastActivity: at,
            status: 'negotiating',
            commodity: 'copper',
          },
        ]),
      ['chat'],
    ],
    [
      'a candidate to match',
      (record) =>
        (record.matching.candidates = [
          { id: 'candidate-prod-005', productId: 'prod-005', name: 'Copper', category: 'minerals', at },
        ]),
      ['matching'],
    ],
    // No prerendered page shows the sample's notifications: it has none, and the badge moves nothing.
    [
      'a notification',
      (record) =>
        (record.notifications = [
          {
            id: 'n-1',
            kind: 'deploy',
            at,
            key: 'deployFinished',
            params: {},
            link: '/smart-contracts',
            read: false,
          },
        ]),
      [],
    ],
  ])('%s: %j', (_, change, parts) => {
    expect(changedParts(changed(change))).toEqual(parts);
  });

  it('names several parts in their fixed order', () => {
    const record = changed((draft) => {
      draft.chat.rooms = [
        {
          id: 'room-1',
          participants: ['andes-copper'],
          lastActivity: at,
          status: 'negotiating',
          commodity: 'copper',
        },
      ];
      draft.tier = 'bronze';
      draft.profile.title = 'Buyer';
    });
    expect(changedParts(record)).toEqual(['tier', 'profile', 'chat']);
  });

  it('a part put back as the sample has it is not changed, whatever the order of its keys', () => {
    const { draft } = sampleMemberRecord().deal;
    const reordered = Object.fromEntries(Object.entries(draft).reverse()) as typeof draft;
    expect(changedParts(changed((record) => (record.deal.draft = reordered)))).toEqual([]);
    expect(changedParts(changed((record) => (record.tier = 'gold')))).toEqual([]);
  });
});

describe('the small key index.html reads', () => {
  it('is the record text’s length, then the changed parts', () => {
    const record = returningMemberRecord(Date.parse(at));
    const text = serializeMemberRecord(record);
    expect(memberPartsText(record, text)).toBe(`${text.length} tier ledger`);
    const sample = serializeMemberRecord(sampleMemberRecord());
    expect(memberPartsText(sampleMemberRecord(), sample)).toBe(String(sample.length));
  });

  it('sits beside the record', () => {
    expect(memberPartsKey).toBe(`${memberRecordKey}.parts`);
  });
});

describe('index.html holds the parts', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

  it('reads the record’s and the parts’ keys, and falls back on every part', () => {
    expect(html).toContain(`localStorage.getItem('${memberRecordKey}')`);
    expect(html).toContain(`localStorage.getItem('${memberPartsKey}')`);
    expect(/var every = '([a-z ]+)';/.exec(html)?.[1]?.split(' ')).toEqual([...memberParts]);
  });

  it('hides each part’s figures, and what follows each part’s regions, in a rule of its own', () => {
    const rules = [...html.matchAll(/html\[data-held-([a-z]+)\]\s*:is\(([^{]*)\)\s*\{/g)];
    expect(rules.map(([, part]) => part)).toEqual([...memberParts]);
    for (const [, part, selectors] of rules) {
      expect(selectors?.split(',').map((selector) => selector.trim())).toEqual([
        `[data-member-figure~='${part}']`,
        `[data-member-figure~='${part}'][data-member-region] ~ *`,
        `:has([data-member-figure~='${part}'][data-member-region]) ~ *`,
      ]);
    }
  });
});
