// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildMatch,
  complexityFor,
  partiesOfMatch,
  partyIdsOfMatch,
  recommendedMatches,
  scoreParties,
  termsFor,
  tradingNetwork,
} from '../../src/data/tradeMatching';
import {
  createMatchingService,
  findBarterMatches,
  maxResults,
  maxTermLength,
  MatchingQueryError,
  parseTermList,
  resolveCommodities,
} from '../../src/data/matchingSearch';

describe('parseTermList (each input split on commas and trimmed)', () => {
  it.each([
    ['', [], 0, 'empty'],
    ['   ', [], 0, 'empty'],
    [',', [], 0, 'onlySeparators'],
    [' , ,, ', [], 0, 'onlySeparators'],
    ['wheat', ['wheat'], 0, 'ok'],
    ['  wheat ,  crude oil  ', ['wheat', 'crude oil'], 0, 'ok'],
    ['wheat,,copper,', ['wheat', 'copper'], 0, 'ok'],
    ['wheat, Wheat, WHEAT , copper', ['wheat', 'copper'], 2, 'ok'],
    ['crude   oil', ['crude oil'], 0, 'ok'],
    ['القمح، النحاس', ['القمح', 'النحاس'], 0, 'ok'],
    ['小麦，铜、原油', ['小麦', '铜', '原油'], 0, 'ok'],
    ['،，、', [], 0, 'onlySeparators'],
    ['<script>alert(1)</script>', ['<script>alert(1)</script>'], 0, 'ok'],
    ['.*, (a|b), [x]', ['.*', '(a|b)', '[x]'], 0, 'ok'],
  ] as const)('%j gives %j', (raw, items, duplicates, status) => {
    expect(parseTermList(raw)).toEqual({ items, duplicates, status });
  });

  it('cuts a very long item', () => {
    const list = parseTermList('x'.repeat(10_000));
    expect(list.items[0]).toHaveLength(maxTermLength);
  });
});

describe('resolveCommodities', () => {
  it.each([
    ['wheat', ['wheat']],
    ['Crude Oil', ['crudeOil']],
    ['petro', ['crudeOil']],
    ['gas', ['lng']],
    ['xy', []],
    ['', []],
    ['.*', []],
    ['(a|b)', []],
    ['<b>', []],
  ] as const)('%j names %j', (item, codes) => {
    expect(resolveCommodities(item)).toEqual(codes);
  });

  it('accepts the translated names the screen adds', () => {
    expect(resolveCommodities('小麦', { wheat: ['小麦'] })).toEqual(['wheat']);
  });
});

describe('match rules', () => {
  it.each([
    [1, 'simple'],
    [2, 'simple'],
    [3, 'medium'],
    [4, 'complex'],
    [7, 'complex'],
  ] as const)('%i participants are %s', (participants, level) => {
    expect(complexityFor(participants)).toBe(level);
  });

  it('terms follow complexity', () => {
    expect(termsFor('simple')).toBe('sdrSettlement');
    expect(termsFor('medium')).toBe('escrowMilestones');
    expect(termsFor('complex')).toBe('letterOfCredit');
  });

  it('scores from reliability and credit rating, less 4 per party beyond two', () => {
    const [a, b] = tradingNetwork;
    expect(scoreParties([], 2)).toBe(0);
    // astana 0.6*0.93+0.4*0.86 = 0.902; nile 0.6*0.88+0.4*0.81 = 0.852
    expect(scoreParties([a!, b!], 2)).toBe(88);
    expect(scoreParties([a!, b!], 3)).toBe(84);
  });

  it('builds a match whose id names its parties', () => {
    const match = buildMatch([tradingNetwork[0]!, tradingNetwork[1]!], true);
    expect(match.id).toBe('match-steppe-harvest--nile-petroleum');
    expect(match.complexityLevel).toBe('medium');
    expect(partyIdsOfMatch(match.id)).toEqual(['steppe-harvest', 'nile-petroleum']);
    expect(partiesOfMatch(match.id)?.map((p) => p.id)).toEqual(['steppe-harvest', 'nile-petroleum']);
    expect(match.estimatedSavings).toBeGreaterThan(0);
  });

  it.each(['', 'room-1', 'match-', 'match-a----b', 'match-nobody'])('%j is not a known match', (id) => {
    expect(partiesOfMatch(id)).toBeNull();
  });

  it('recommends a medium, a simple and a complex multi-party match', () => {
    expect(recommendedMatches.map((m) => [m.parties.length, m.complexityLevel])).toEqual([
      [3, 'medium'],
      [2, 'simple'],
      [4, 'complex'],
    ]);
  });
});

describe('findBarterMatches and the local service', () => {
  it('finds a direct swap and longer chains, best first', () => {
    const matches = findBarterMatches({ offering: ['crude oil'], seeking: ['wheat'] });
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(maxResults);
    expect(matches.map((m) => m.id)).toContain('match-steppe-harvest');
    const scores = matches.map((m) => m.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const match of matches) expect(match.includesMember).toBe(true);
  });

  it('every chain starts with what the member seeks and ends with what they offer', () => {
    for (const match of findBarterMatches({ offering: ['machinery'], seeking: ['copper'] })) {
      expect(match.parties[0]!.offering).toContain('copper');
      expect(match.parties.at(-1)!.seeking).toContain('machinery');
    }
  });

  it.each([
    [[], ['wheat']],
    [['wheat'], []],
    [['nothing known'], ['wheat']],
    [['<script>'], ['.*']],
  ])('%j / %j finds nothing', (offering, seeking) => {
    expect(findBarterMatches({ offering, seeking })).toEqual([]);
  });

  it('the service answers asynchronously and refuses an empty list', async () => {
    const service = createMatchingService();
    await expect(service({ offering: ['oil'], seeking: ['wheat'] })).resolves.not.toHaveLength(0);
    await expect(service({ offering: [], seeking: ['wheat'] })).rejects.toBeInstanceOf(MatchingQueryError);
  });
});
