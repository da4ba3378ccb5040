import { describe, expect, it } from 'vitest';
import { memberWalletAddress } from '../../src/data/ledger';
import { parseStoredProfileFields } from '../../src/data/memberRecordLegacy';
import { trustScoreWeights } from '../../src/data/membershipPackages';
import {
  profileInitials,
  profileTabs,
  recentActivity,
  trustScoreBreakdown,
  verificationKinds,
  verifiedCount,
  profileTrustScore,
  sampleProfile,
} from '../../src/data/memberProfile';
import {
  hasProfileErrors,
  profileFieldMaxLength,
  sampleProfileFields,
  validateProfileFields,
  type ProfileFields,
} from '../../src/data/memberProfileFields';
import { worldAnchorDay } from '../../src/data/worldAnchor';

const valid: ProfileFields = { name: 'Amina Yusuf', title: 'CFO', company: 'Sahel Grain', location: 'Kano' };

describe('trust score of the sample member (weights 30/40/20/10)', () => {
  it('is 0.3 x 92 + 0.4 x 98 + 0.2 x 95 + 0.1 x 88 = 94.6', () => {
    expect(profileTrustScore(sampleProfile(worldAnchorDay))).toBe(94.6);
  });

  it.each([
    [{ tradeVolume: 50, completionRate: 50, partnerRatings: 50, greenCredits: 50 }, 50],
    [{ tradeVolume: 100, completionRate: 0, partnerRatings: 100, greenCredits: 0 }, 50],
    [{ tradeVolume: 0, completionRate: 100, partnerRatings: 0, greenCredits: 100 }, 50],
    // Each part alone at 100 gives exactly its weight.
    [{ tradeVolume: 100, completionRate: 0, partnerRatings: 0, greenCredits: 0 }, 30],
    [{ tradeVolume: 0, completionRate: 100, partnerRatings: 0, greenCredits: 0 }, 40],
    [{ tradeVolume: 0, completionRate: 0, partnerRatings: 100, greenCredits: 0 }, 20],
    [{ tradeVolume: 0, completionRate: 0, partnerRatings: 0, greenCredits: 100 }, 10],
    [{ tradeVolume: 100, completionRate: 100, partnerRatings: 100, greenCredits: 100 }, 100],
    [{ tradeVolume: 0, completionRate: 0, partnerRatings: 0, greenCredits: 0 }, 0],
    // Rounded to one decimal: 0.3 x 33 + 0.4 x 67 + 0.2 x 81 + 0.1 x 9 = 53.8.
    [{ tradeVolume: 33, completionRate: 67, partnerRatings: 81, greenCredits: 9 }, 53.8],
    [{ tradeVolume: 33.33, completionRate: 66.66, partnerRatings: 0, greenCredits: 0 }, 36.7],
    // Bad parts: not a number counts 0, out of range is clamped to 0-100.
    [{ tradeVolume: Number.NaN, completionRate: 100, partnerRatings: 100, greenCredits: 100 }, 70],
    [{ tradeVolume: Infinity, completionRate: 100, partnerRatings: 100, greenCredits: 100 }, 70],
    [{ tradeVolume: 250, completionRate: -40, partnerRatings: 100, greenCredits: 100 }, 60],
  ])('%j -> %d', (trustScore, overall) => {
    expect(profileTrustScore({ trustScore })).toBe(overall);
  });
});

describe('trust score weights and breakdown', () => {
  it('weighs trade volume 30, completion rate 40, partner ratings 20, green credits 10 (sum 100)', () => {
    expect(trustScoreWeights).toEqual({
      tradeVolume: 30,
      completionRate: 40,
      partnerRatings: 20,
      greenCredits: 10,
    });
    expect(Object.values(trustScoreWeights).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it.each([
    ['tradeVolume', 92, 30, 27.6],
    ['completionRate', 98, 40, 39.2],
    ['partnerRatings', 95, 20, 19],
    ['greenCredits', 88, 10, 8.8],
  ] as const)('the sample %s: %d x %d%% adds %d points', (component, score, weight, points) => {
    const row = trustScoreBreakdown(sampleProfile(worldAnchorDay).trustScore).find(
      (r) => r.component === component,
    );
    expect(row).toEqual({ component, score, weight, contribution: points });
  });

  it('lists the parts in the spec order and adds up to the overall score', () => {
    const rows = trustScoreBreakdown(sampleProfile(worldAnchorDay).trustScore);
    expect(rows.map((row) => row.component)).toEqual([
      'tradeVolume',
      'completionRate',
      'partnerRatings',
      'greenCredits',
    ]);
    expect(rows.reduce((sum, row) => sum + row.contribution, 0)).toBeCloseTo(94.6, 10);
  });

  it('clamps bad parts in the breakdown as in the overall score', () => {
    const rows = trustScoreBreakdown({
      tradeVolume: Number.NaN,
      completionRate: 140,
      partnerRatings: -5,
      greenCredits: 50,
    });
    expect(rows.map((row) => [row.score, row.contribution])).toEqual([
      [0, 0],
      [100, 40],
      [0, 0],
      [50, 5],
    ]);
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

describe('profile an earlier build stored (read by the migration)', () => {
  it('reads back what was saved, trimmed', () => {
    expect(parseStoredProfileFields(JSON.stringify({ ...valid, name: '  Amina Yusuf ' }))).toEqual(valid);
  });

  it('keeps HTML as text', () => {
    const html = { ...valid, name: '<b>Amina</b>' };
    expect(parseStoredProfileFields(JSON.stringify(html))).toEqual(html);
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

describe('tabs', () => {
  it('has the six tabs in the spec order', () => {
    expect(profileTabs).toEqual(['overview', 'kyc', 'blockchain', 'compliance', 'activity', 'settings']);
  });
});

describe('sample member', () => {
  it("has the SDR wallet's address as its blockchain wallet id", () => {
    expect(sampleProfile(worldAnchorDay).blockchainWalletId).toBe(memberWalletAddress);
  });

  it('has the five verifications, each verified, pending or rejected, with a date and a chain flag', () => {
    expect(verificationKinds).toEqual(['identity', 'business', 'financial', 'compliance', 'sustainability']);
    for (const kind of verificationKinds) {
      const check = sampleProfile(worldAnchorDay).verifications[kind];
      expect(['verified', 'pending', 'rejected']).toContain(check.status);
      expect(check.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof check.onBlockchain).toBe('boolean');
    }
    expect(verifiedCount(sampleProfile(worldAnchorDay).verifications)).toBe(4);
  });

  it('has an activity trace with blockchain references and recent activity with unique ids', () => {
    expect(
      sampleProfile(worldAnchorDay).activityTrace.every((item) => item.blockchainRef.startsWith('0x')),
    ).toBe(true);
    expect(new Set(recentActivity(worldAnchorDay).map((item) => item.id)).size).toBe(
      recentActivity(worldAnchorDay).length,
    );
  });
});

describe('avatar initials', () => {
  it.each([
    ['Li Wei', 'LW'],
    ['Amina', 'A'],
    ['  amina   bello yusuf ', 'AY'],
    ['<script>alert(1)</script>', 'SS'],
    ['李伟', '李'],
    ['Ёлка Иванова', 'ЁИ'],
    ['', '?'],
    ['   ', '?'],
    ['<>!!', '?'],
  ])('%j -> %s', (name, initials) => {
    expect(profileInitials(name)).toBe(initials);
  });
});
