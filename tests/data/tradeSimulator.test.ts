// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canMatch,
  contractSteps,
  estimatedCostEth,
  estimatedMinutes,
  isSuccessfulTrade,
  partyById,
  scoreTone,
  summarizeMatches,
  totalGas,
  tradeParties,
} from '../../src/data/tradeSimulator';

describe('trade simulator data', () => {
  it('has four parties with distinct ids, colours, and an offering and a seeking each', () => {
    expect(tradeParties).toHaveLength(4);
    expect(new Set(tradeParties.map((p) => p.id)).size).toBe(4);
    expect(new Set(tradeParties.map((p) => p.color)).size).toBe(4);
    for (const party of tradeParties) {
      expect(party.offering.value).toBeGreaterThan(0);
      expect(party.seeking.quantity).toBeGreaterThan(0);
      expect(party.country).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('finds parties by id and nothing for bad ids', () => {
    expect(partyById('party-cn')?.company).toBe('sino-steel');
    for (const bad of ['', ' ', '.*', '<b>x</b>', 'x'.repeat(10_000), 'NaN'])
      expect(partyById(bad)).toBe(undefined);
  });

  it.each([
    ['party-cn', 'party-br', true],
    ['party-br', 'party-cn', true],
    ['party-cn', 'party-cn', false], // same party: nothing happens
    ['party-cn', '', false],
    ['', 'party-cn', false],
    ['party-cn', 'party-.*', false],
    ['party-cn', '<script>', false],
  ])('canMatch(%s, %s) is %s', (from, to, expected) => {
    expect(canMatch(from, to)).toBe(expected);
  });

  it.each([
    [99, 'success'],
    [90, 'success'],
    [89, 'warning'],
    [80, 'warning'],
    [79.9, 'danger'],
    [70, 'danger'],
    [0, 'danger'],
    [Number.NaN, 'danger'],
  ] as const)('score %d is %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  it.each([
    [81, true],
    [80.5, true],
    [80, false],
    [70, false],
    [Number.NaN, false],
  ])('a trade scoring %d is successful: %s', (score, expected) => {
    expect(isSuccessfulTrade(score)).toBe(expected);
  });

  it('summarizes matches: total of both sides, successful above 80, average score', () => {
    expect(
      summarizeMatches([
        { matchScore: 95, values: [1_000, 2_000] },
        { matchScore: 80, values: [500, 500] },
        { matchScore: 81, values: [100, 0] },
      ]),
    ).toEqual({ totalValue: 4_100, successfulTrades: 2, averageMatchScore: 256 / 3 });
  });

  it('summarizes no matches as zeros and ignores non-finite numbers', () => {
    expect(summarizeMatches([])).toEqual({ totalValue: 0, successfulTrades: 0, averageMatchScore: 0 });
    expect(
      summarizeMatches([{ matchScore: Number.NaN, values: [Number.NaN, Number.POSITIVE_INFINITY] }]),
    ).toEqual({ totalValue: 0, successfulTrades: 0, averageMatchScore: 0 });
  });

  it('has the seven contract steps with the spec gas in order', () => {
    expect(contractSteps.map((s) => s.code)).toEqual([
      'initiateBarter',
      'requestValuation',
      'findCounterparties',
      'multiPartyApproval',
      'multiSigEscrow',
      'triggerShipment',
      'autoSettlement',
    ]);
    expect(contractSteps.map((s) => s.gasEstimate)).toEqual([
      85000, 45000, 120000, 65000, 95000, 55000, 75000,
    ]);
  });

  it('estimates the cost as total gas x 0.00002 ETH', () => {
    expect(totalGas(contractSteps)).toBe(540_000);
    expect(estimatedCostEth(contractSteps)).toBe(10.8);
    expect(estimatedCostEth([])).toBe(0);
    expect(estimatedCostEth([{ gasEstimate: 1 }])).toBe(0.00002);
    expect(estimatedCostEth([{ gasEstimate: Number.NaN }, { gasEstimate: 50_000 }])).toBe(1);
    expect(estimatedMinutes).toEqual({ from: 2, to: 3 });
  });
});
