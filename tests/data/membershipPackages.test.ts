import { describe, expect, it } from 'vitest';
import {
  advertisedAnnualSavingPercent,
  annualSavings,
  comparisonRows,
  membershipTiers,
  type MembershipTier,
  tierPrice,
  tierRank,
  trustScoreWeights,
} from '../../src/data/membershipPackages';
import { defaultTier, isTierId } from '../../src/data/memberKey';
import { overallTrustScore } from '../../src/data/trustScore';

function tierById(id: string): MembershipTier {
  const tier = membershipTiers.find((candidate) => candidate.id === id);
  if (!tier) throw new Error(`Unknown tier ${id}`);
  return tier;
}

describe('membership prices', () => {
  it.each([
    ['bronze', 29, 290, 58],
    ['silver', 149, 1490, 298],
    ['gold', 299, 2990, 598],
    ['platinum', 999, 9990, 1998],
  ] as const)(
    '%s costs %i a month, %i a year, and the year saves %i (12 x monthly - annual)',
    (id, monthly, annual, saving) => {
      const tier = tierById(id);
      expect(tier.monthlyPrice).toBe(monthly);
      expect(tier.annualPrice).toBe(annual);
      expect(tierPrice(tier, 'monthly')).toBe(monthly);
      expect(tierPrice(tier, 'annual')).toBe(annual);
      expect(annualSavings(monthly, annual)).toBe(saving);
      expect(annualSavings(monthly, annual)).toBe(12 * monthly - annual);
      // What the annual view advertises is what each tier saves, to the whole percent.
      expect(Math.round((annualSavings(monthly, annual) / (12 * monthly)) * 100)).toBe(
        advertisedAnnualSavingPercent,
      );
    },
  );

  it('advertises Save 17%', () => {
    expect(advertisedAnnualSavingPercent).toBe(17);
  });

  it.each([
    ['NaN monthly', Number.NaN, 290, 0],
    ['infinite annual', 29, Number.POSITIVE_INFINITY, 0],
    ['annual dearer than a year', 10, 200, 0],
    ['zero prices', 0, 0, 0],
    ['negative monthly', -29, 290, 0],
  ])('tolerates %s', (_name, monthly, annual, saving) => {
    expect(annualSavings(monthly, annual)).toBe(saving);
  });

  it('lists four tiers in order, Gold the popular one', () => {
    expect(membershipTiers.map((tier) => tier.id)).toEqual(['bronze', 'silver', 'gold', 'platinum']);
    expect(membershipTiers.filter((tier) => tier.popular).map((tier) => tier.id)).toEqual(['gold']);
    expect(membershipTiers.map((tier) => tierRank(tier.id))).toEqual([0, 1, 2, 3]);
  });

  it("has the spec's requirements and privileges", () => {
    expect(tierById('bronze').requirements).toHaveLength(2);
    expect(tierById('bronze').privileges).toHaveLength(5);
    expect(tierById('silver').privileges.length + tierById('silver').limitations.length).toBe(7);
    expect(tierById('gold').privileges.length + tierById('gold').limitations.length).toBe(8);
    expect(tierById('platinum').privileges).toHaveLength(8);
  });
});

describe('feature comparison', () => {
  it.each([
    ['listings', ['5', '25', 'unlimited', 'unlimited']],
    ['disputes', ['days7', 'hours48', 'hours24', 'priority']],
    ['escrow', ['manual', 'smartContract', 'liquidityPool', 'custom']],
    ['matching', ['basic', 'ai', 'multiParty', 'institutional']],
    ['api', ['none', 'none', 'basic', 'whiteLabel']],
    ['kyc', ['basic', 'enhanced', 'premium', 'institutional']],
    ['support', ['email', 'priority', 'dedicated', 'whiteGlove']],
  ])('%s: %j', (feature, values) => {
    expect(comparisonRows.find((row) => row.feature === feature)?.values).toEqual(values);
  });
});

describe('trust score (weights 30/40/20/10)', () => {
  it('weights add up to 100', () => {
    expect(trustScoreWeights).toEqual({
      tradeVolume: 30,
      completionRate: 40,
      partnerRatings: 20,
      greenCredits: 10,
    });
  });

  it.each([
    [{ tradeVolume: 100, completionRate: 100, partnerRatings: 100, greenCredits: 100 }, 100],
    [{ tradeVolume: 0, completionRate: 0, partnerRatings: 0, greenCredits: 0 }, 0],
    [{ tradeVolume: 100, completionRate: 0, partnerRatings: 0, greenCredits: 0 }, 30],
    [{ tradeVolume: 0, completionRate: 100, partnerRatings: 0, greenCredits: 0 }, 40],
    [{ tradeVolume: 0, completionRate: 0, partnerRatings: 100, greenCredits: 0 }, 20],
    [{ tradeVolume: 0, completionRate: 0, partnerRatings: 0, greenCredits: 100 }, 10],
    [{ tradeVolume: 92, completionRate: 98, partnerRatings: 95, greenCredits: 88 }, 94.6],
    [{ tradeVolume: 85, completionRate: 96, partnerRatings: 90, greenCredits: 75 }, 89.4],
    [{ tradeVolume: Number.NaN, completionRate: 100, partnerRatings: 100, greenCredits: 100 }, 70],
    [{ tradeVolume: 150, completionRate: -20, partnerRatings: 100, greenCredits: 100 }, 60],
  ])('%j -> %d', (parts, overall) => {
    expect(overallTrustScore(parts)).toBe(overall);
  });
});

describe('tier ids (src/data/memberKey.ts)', () => {
  it.each([['bronze'], ['silver'], ['gold'], ['platinum']])('%s is a tier', (tier) => {
    expect(isTierId(tier)).toBe(true);
  });

  it.each([[''], ['diamond'], ['PLATINUM'], ['"platinum"'], [null], [3]])('%j is not', (value) => {
    expect(isTierId(value)).toBe(false);
  });

  it('Gold is the tier of a member who chose none', () => {
    expect(defaultTier).toBe('gold');
  });
});
