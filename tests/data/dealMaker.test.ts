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
import { emptyTerms, parseStoredDraft, termFields, type NegotiationTerms } from '../../src/data/dealTerms';
import { worldAnchorDay } from '../../src/data/worldAnchor';

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
    expect(sampleHistory(worldAnchorDay).map((entry) => entry.at)).toEqual(
      [...sampleHistory(worldAnchorDay).map((e) => e.at)].sort(),
    );
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
  it.each<[string, 'volume' | 'price', string, number | null]>([
    ['5000', 'volume', 'en', 5000],
    [' 25,000 ', 'volume', 'en', 25000],
    ['25 000', 'volume', 'ru', 25000],
    ['245.50', 'price', 'en', 245.5],
    ['245,50', 'price', 'es', 245.5],
    ['245,50', 'price', 'en', null],
    ['-3', 'volume', 'en', null],
    ['0', 'volume', 'en', null],
    ['', 'price', 'en', null],
    ['   ', 'price', 'en', null],
    ['5,000 t', 'volume', 'en', null],
    ['market + 2%', 'price', 'en', null],
    ['1e3', 'volume', 'en', null],
    ['<img src=x>', 'price', 'en', null],
  ])('%j as a %s in %s is %j', (text, field, language, expected) => {
    expect(parseAmount(text, field, language)).toBe(expected);
  });
});

describe('checkTerms', () => {
  it.each<[Partial<NegotiationTerms>, ReturnType<typeof checkTerms>]>([
    [{}, {}],
    [{ volume: '' }, { volume: 'required' }],
    [{ price: '   ' }, { price: 'required' }],
    [{ volume: '0' }, { volume: 'notPositive' }],
    [{ price: '-245' }, { price: 'notPositive' }],
    [{ volume: '9'.repeat(32) }, { volume: 'tooLarge' }],
    [{ volume: '9'.repeat(400) }, { volume: 'tooLong' }],
    [{ price: '2000000000000' }, { price: 'tooLarge' }],
    [{ price: '245.505' }, { price: 'decimals' }],
    [
      { volume: '5,000 t', price: 'market + 2%' },
      { volume: 'notNumber', price: 'notNumber' },
    ],
    [
      { volume: '1e3', price: '<b>1</b>' },
      { volume: 'notNumber', price: 'notNumber' },
    ],
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
    expect(checkTerms({ ...ready, ...change }, today, 'en')).toEqual(expected);
  });

  it('sendable only without problems; missing values show once a send was tried', () => {
    expect(isSendable(ready, today, 'en')).toBe(true);
    expect(isSendable(emptyTerms, today, 'en')).toBe(false);
    // In Spanish and Russian the comma is the decimal mark: "25,000" is 25 t, "245.50" still reads.
    expect(isSendable({ ...ready, volume: '25 000', price: '245,50' }, today, 'ru')).toBe(true);
    expect(checkTerms(ready, today, 'es')).toEqual({});
    expect(checkTerms({ ...ready, price: '245,505' }, today, 'es')).toEqual({ price: 'decimals' });
    const problems = checkTerms({ ...emptyTerms, deliveryDate: '2020-01-01' }, today, 'en');
    expect(visibleProblems(problems, false)).toEqual({ deliveryDate: 'past' });
    expect(visibleProblems(problems, true)).toEqual(problems);
    // A broken "today" does not flag dates.
    expect(checkTerms({ ...ready, deliveryDate: '2020-01-01' }, 'garbage', 'en')).toEqual({});
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

  it('values a proposal only from numbers within their limits', () => {
    expect(proposalValue(ready, 'en')).toBe(25_000 * 245.5);
    expect(proposalValue({ ...ready, volume: '25000', price: '245,50' }, 'es')).toBe(25_000 * 245.5);
    expect(proposalValue({ ...ready, price: 'market' }, 'en')).toBeNull();
    expect(proposalValue({ ...ready, volume: '0' }, 'en')).toBeNull();
    expect(proposalValue({ ...ready, volume: '9'.repeat(400) }, 'en')).toBeNull();
    // The largest volume at the largest price is still whole cents a number holds exactly.
    expect(proposalValue({ ...ready, volume: '10000000', price: '1000000' }, 'en')).toBe(1e13);
  });

  it('recommendations target form fields and give their value', () => {
    for (const rec of dealRecommendations) expect(termFields).toContain(rec.field);
    const [price, volume, delivery, payment] = dealRecommendations;
    expect(recommendedValue(price!, today, 'ignored', 'en')).toBe('245.50');
    expect(recommendedValue(price!, today, 'ignored', 'ru')).toBe('245,50');
    expect(recommendedValue(volume!, today, 'ignored', 'es')).toBe('25000');
    expect(recommendedValue(delivery!, today, 'ignored', 'en')).toBe('2027-01-06');
    expect(recommendedValue(payment!, today, 'Letter of credit', 'en')).toBe('Letter of credit');
    // What a recommendation writes, the form reads back in every language.
    for (const language of ['en', 'zh', 'ar', 'es', 'ru']) {
      const terms = {
        ...ready,
        volume: recommendedValue(volume!, today, '', language),
        price: recommendedValue(price!, today, '', language),
      };
      expect(proposalValue(terms, language)).toBe(sampleDeal.estimatedValue);
    }
    expect(hasAnyTerm(emptyTerms)).toBe(false);
    expect(hasAnyTerm({ ...emptyTerms, qualitySpecs: ' x ' })).toBe(true);
  });
});
