// Readers of the stored record's text for a screen's first paint, before the member store has loaded.
import { describe, expect, it } from 'vitest';
import { fieldOfRecordText } from '../../src/data/memberKey';
import { profileOfRecordText, sampleProfileFields } from '../../src/data/memberProfileFields';
import { sampleMemberRecord, serializeMemberRecord } from '../../src/data/memberRecord';
import {
  contractFromTemplate,
  contractsOfRecordText,
  contractTemplates,
} from '../../src/data/smartContracts';

const amina = { name: 'Amina Yusuf', title: 'CFO', company: '<b>Sahel</b>', location: 'Kano' };
const contract = contractFromTemplate(contractTemplates[0]!, 1);
const record = serializeMemberRecord({ ...sampleMemberRecord(), profile: amina, contracts: [contract] });

describe('fieldOfRecordText', () => {
  it('reads a field of a record of this version', () => {
    expect(fieldOfRecordText(record, 'profile')).toEqual(amina);
    expect(fieldOfRecordText(record, 'missing')).toBeUndefined();
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not JSON', '{"version":1,'],
    ['an array', '[1]'],
    ['a newer version', JSON.stringify({ version: 3, profile: amina })],
    ['no version', JSON.stringify({ profile: amina })],
    ['an inherited field', '{"version":1,"__proto__":{"profile":1}}'],
  ])('gives nothing for %s', (_name, text) => {
    expect(fieldOfRecordText(text, 'profile')).toBeUndefined();
  });
});

describe('profileOfRecordText', () => {
  it('gives the stored fields as written (HTML stays text)', () => {
    expect(profileOfRecordText(record)).toEqual(amina);
  });

  it.each([
    ['nothing', null],
    ['not an object', JSON.stringify({ version: 1, profile: 'Amina' })],
    ['a list', JSON.stringify({ version: 1, profile: [] })],
    ['a field that is not text', JSON.stringify({ version: 1, profile: { ...amina, name: 3 } })],
    ['a missing field', JSON.stringify({ version: 1, profile: { name: 'A' } })],
  ])('gives the sample member for %s', (_name, text) => {
    expect(profileOfRecordText(text)).toEqual(sampleProfileFields);
  });
});

describe('contractsOfRecordText', () => {
  it('gives the member’s deployed contracts', () => {
    expect(contractsOfRecordText(record)).toEqual([contract]);
  });

  it.each([
    ['nothing', null],
    ['not a list', JSON.stringify({ version: 1, contracts: {} })],
    ['a bad status', JSON.stringify({ version: 1, contracts: [{ ...contract, status: 'void' }] })],
    ['a fractional milestone', JSON.stringify({ version: 1, contracts: [{ ...contract, milestones: 1.5 }] })],
    ['a party that is not text', JSON.stringify({ version: 1, contracts: [{ ...contract, parties: [1] }] })],
    ['null', JSON.stringify({ version: 1, contracts: [null] })],
  ])('gives none for %s', (_name, text) => {
    expect(contractsOfRecordText(text)).toEqual([]);
  });
});
