import { describe, expect, it } from 'vitest';
import {
  hasProfileErrors,
  parseStoredProfileFields,
  profileFieldMaxLength,
  profileTrustScore,
  sampleProfile,
  sampleProfileFields,
  serializeProfileFields,
  validateProfileFields,
  type ProfileFields,
} from '../../src/data/memberProfile';

const valid: ProfileFields = { name: 'Amina Yusuf', title: 'CFO', company: 'Sahel Grain', location: 'Kano' };

describe('trust score of the sample member (weights 30/40/20/10)', () => {
  it('is 0.3 x 92 + 0.4 x 98 + 0.2 x 95 + 0.1 x 88 = 94.6', () => {
    expect(profileTrustScore(sampleProfile)).toBe(94.6);
  });

  it.each([
    [{ tradeVolume: 50, completionRate: 50, partnerRatings: 50, greenCredits: 50 }, 50],
    [{ tradeVolume: 100, completionRate: 0, partnerRatings: 100, greenCredits: 0 }, 50],
    [{ tradeVolume: 0, completionRate: 100, partnerRatings: 0, greenCredits: 100 }, 50],
  ])('%j -> %d', (trustScore, overall) => {
    expect(profileTrustScore({ trustScore })).toBe(overall);
  });
});

describe('Settings fields', () => {
  it.each([
    ['valid', valid, {}],
    ['empty name', { ...valid, name: '' }, { name: 'required' }],
    ['whitespace name', { ...valid, name: '   \t' }, { name: 'required' }],
    ['500-character name', { ...valid, name: 'a'.repeat(500) }, { name: 'tooLong' }],
    ['name at the limit', { ...valid, name: 'a'.repeat(profileFieldMaxLength.name) }, {}],
    ['name at the limit with spaces around', { ...valid, name: `  ${'a'.repeat(80)}  ` }, {}],
    ['HTML name (just text)', { ...valid, name: '<script>alert(1)</script>' }, {}],
    ['regex characters', { ...valid, title: '.*+?^${}()|[]\\' }, {}],
    ['empty optional fields', { ...valid, title: '', company: '', location: '' }, {}],
    ['500-character company', { ...valid, company: 'c'.repeat(500) }, { company: 'tooLong' }],
    [
      'long title and location',
      { ...valid, title: 't'.repeat(81), location: 'l'.repeat(121) },
      { title: 'tooLong', location: 'tooLong' },
    ],
  ])('%s', (_name, fields, errors) => {
    expect(validateProfileFields(fields)).toEqual(errors);
    expect(hasProfileErrors(validateProfileFields(fields))).toBe(Object.keys(errors).length > 0);
  });
});

describe('stored profile', () => {
  it('reads back what was saved, trimmed', () => {
    expect(parseStoredProfileFields(serializeProfileFields({ ...valid, name: '  Amina Yusuf ' }))).toEqual(
      valid,
    );
  });

  it('keeps HTML as text', () => {
    const html = { ...valid, name: '<b>Amina</b>' };
    expect(parseStoredProfileFields(serializeProfileFields(html))).toEqual(html);
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['whitespace', '  '],
    ['not JSON', '{name: Amina'],
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '["Amina"]'],
    ['a missing field', JSON.stringify({ name: 'Amina', title: 'CFO', company: 'Sahel' })],
    ['a field that is not text', JSON.stringify({ ...valid, name: 7 })],
    ['an empty name', JSON.stringify({ ...valid, name: ' ' })],
    ['a 500-character name', JSON.stringify({ ...valid, name: 'a'.repeat(500) })],
  ])('falls back to the sample profile on %s', (_name, stored) => {
    expect(parseStoredProfileFields(stored)).toEqual(sampleProfileFields);
  });
});
