import { describe, expect, it } from 'vitest';
import {
  checkTerms,
  dealRecommendations,
  hasAnyTerm,
  isSendable,
  parseAmount,
  nextProposalSequence,
  proposalId,
  proposalStatusTone,
  proposalValue,
  recommendedValue,
  sampleDeal,
  sampleHistory,
  visibleProblems,
} from '../../src/data/dealMaker';
import { addDays, localDay } from '../../src/data/calendar';
import { emptyTerms, isTermField, parseStoredDraft, type NegotiationTerms } from '../../src/data/dealTerms';

const today = '2026-11-22';
const ready: NegotiationTerms = {
  ...emptyTerms,
  volume: '25,000',
  price: '245.50',
  deliveryDate: '2026-12-20',
};

describe('sample deal', () => {
  it('is negotiating, with its score and a value of volume times price', () => {
    expect(sampleDeal.status).toBe('negotiating');
    expect(sampleDeal.parties).toHaveLength(2);
    expect(sampleDeal.matchScore).toBe(92);
    expect(sampleDeal.estimatedValue).toBe(25_000 * 245.5);
    expect(sampleHistory.map((entry) => entry.at)).toEqual([...sampleHistory.map((e) => e.at)].sort());
  });
});

describe('proposal ids', () => {
  it.each([
    [1, 'DL-0420-P001'],
    [42, 'DL-0420-P042'],
    [0, 'DL-0420-P001'],
    [Number.NaN, 'DL-0420-P001'],
  ])('proposal %d is %s', (sequence, id) => {
    expect(proposalId(sequence)).toBe(id);
  });

  it.each([
    ['none', [], 1],
    ['two', ['DL-0420-P002', 'DL-0420-P001'], 3],
    ['a gap (imported)', ['DL-0420-P009'], 10],
    ['other ids', ['proposal-1', 'DL-0421-P005', 'DL-0420-Pxyz', 'DL-0420-P003 '], 1],
  ])('next after %s is %d', (_name, ids, next) => {
    expect(nextProposalSequence(ids.map((id) => ({ id })))).toBe(next);
  });

  it('tones: sent waits, accepted succeeds, countered warns', () => {
    expect(proposalStatusTone).toEqual({ sent: 'pending', accepted: 'success', countered: 'warning' });
  });
});

describe('parseStoredDraft (a draft an earlier build stored)', () => {
  it.each<[string | null, Partial<NegotiationTerms>]>([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['{"volume":', {}],
    ['null', {}],
    ['42', {}],
    ['"text"', {}],
    ['[1,2]', {}],
    ['{}', {}],
    ['{"volume":"5","price":7,"extra":"x"}', { volume: '5' }],
    ['{"qualitySpecs":{"a":1},"specialConditions":"<b>bold</b>"}', { specialConditions: '<b>bold</b>' }],
  ])('%j reads back as %j over an empty form', (raw, expected) => {
    expect(parseStoredDraft(raw)).toEqual({ ...emptyTerms, ...expected });
  });

  it('round-trips a draft', () => {
    const draft = { ...ready, specialConditions: 'Line 1\nLine 2 & "quotes"' };
    expect(parseStoredDraft(JSON.stringify(draft))).toEqual(draft);
  });
});

describe('parseAmount', () => {
  it.each<[string, number | null]>([
    ['5000', 5000],
    [' 25,000 ', 25000],
    ['245.50', 245.5],
    ['-3', -3],
    ['−3', -3],
    ['0', 0],
    ['', null],
    ['   ', null],
    ['5,000 t', null],
    ['market + 2%', null],
    ['1e3', null],
    ['<img src=x>', null],
  ])('%j is %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('checkTerms', () => {
  it.each<[Partial<NegotiationTerms>, ReturnType<typeof checkTerms>]>([
    [{}, {}],
    [{ volume: '' }, { volume: 'required' }],
    [{ price: '   ' }, { price: 'required' }],
    [{ volume: '0' }, { volume: 'notPositive' }],
    [{ price: '-245' }, { price: 'notPositive' }],
    [{ volume: '9'.repeat(400) }, { volume: 'tooLarge' }],
    [{ price: '2000000000000' }, { price: 'tooLarge' }],
    [{ volume: '5,000 t', price: 'market + 2%' }, {}],
    [{ deliveryDate: '' }, {}],
    [{ deliveryDate: today }, {}],
    [{ deliveryDate: '2026-11-21' }, { deliveryDate: 'past' }],
    [{ deliveryDate: '1999-01-01' }, { deliveryDate: 'past' }],
    [{ deliveryDate: '2026-02-30' }, { deliveryDate: 'invalidDate' }],
    [{ deliveryDate: 'tomorrow' }, { deliveryDate: 'invalidDate' }],
    [
      { volume: '', price: '', deliveryDate: '2020-01-01' },
      { volume: 'required', price: 'required', deliveryDate: 'past' },
    ],
  ])('%j has problems %j', (change, expected) => {
    expect(checkTerms({ ...ready, ...change }, today)).toEqual(expected);
  });

  it('sendable only without problems; missing values show once a send was tried', () => {
    expect(isSendable(ready, today)).toBe(true);
    expect(isSendable(emptyTerms, today)).toBe(false);
    const problems = checkTerms({ ...emptyTerms, deliveryDate: '2020-01-01' }, today);
    expect(visibleProblems(problems, false)).toEqual({ deliveryDate: 'past' });
    expect(visibleProblems(problems, true)).toEqual(problems);
    // A broken "today" does not flag dates.
    expect(checkTerms({ ...ready, deliveryDate: '2020-01-01' }, 'garbage')).toEqual({});
  });
});

describe('dates, values and recommendations', () => {
  it('gives the local day and adds days across months and years', () => {
    expect(localDay(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(localDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(addDays(today, 45)).toBe('2027-01-06');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('nonsense', 3)).toBe('nonsense');
  });

  it('values a proposal only from plain positive numbers', () => {
    expect(proposalValue(ready)).toBe(25_000 * 245.5);
    expect(proposalValue({ ...ready, price: 'market' })).toBeNull();
    expect(proposalValue({ ...ready, volume: '0' })).toBeNull();
    expect(proposalValue({ ...ready, volume: '9'.repeat(400) })).toBeNull();
  });

  it('recommendations target form fields and give their value', () => {
    for (const rec of dealRecommendations) expect(isTermField(rec.field)).toBe(true);
    expect(isTermField('nope')).toBe(false);
    const [price, , delivery, payment] = dealRecommendations;
    expect(recommendedValue(price!, today, 'ignored')).toBe('245.50');
    expect(recommendedValue(delivery!, today, 'ignored')).toBe('2027-01-06');
    expect(recommendedValue(payment!, today, 'Letter of credit')).toBe('Letter of credit');
    expect(hasAnyTerm(emptyTerms)).toBe(false);
    expect(hasAnyTerm({ ...emptyTerms, qualitySpecs: ' x ' })).toBe(true);
  });
});
