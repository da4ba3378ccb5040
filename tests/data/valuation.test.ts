// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  createValuationService,
  geopoliticalRisks,
  isValuationPayload,
  parseValuationPayload,
  resolveCommodity,
  resolveRiskCountry,
  riskFor,
  samplePrices,
  sampleSdrcComponents,
  sampleSdrcValue,
  volatilityBand,
  type ValuationPayload,
} from '../../src/data/valuation';

const now = () => 1_795_000_000_000;
const service = createValuationService({ now });

describe('sample prices in SDR', () => {
  it.each([
    ['wheat', 245.5],
    ['oil', 75.2],
    ['copper', 8450],
  ])('%s is %s SDR with a 24 h change and a volatility', (commodity, price) => {
    const quote = samplePrices.find((p) => p.commodity === commodity);
    expect(quote?.price).toBe(price);
    expect(quote?.currency).toBe('SDR');
    expect(Number.isFinite(quote?.change24h)).toBe(true);
    expect(quote?.volatilityIndex).toBeGreaterThanOrEqual(0);
  });
});

describe('the SDRC index', () => {
  it('is 1.42', () => expect(sampleSdrcValue).toBe(1.42));
  it.each([
    ['usd', 0.583],
    ['eur', 0.386],
    ['jpy', 0.0943],
    ['gbp', 0.0903],
    ['cny', 0.108],
  ] as const)('weighs %s at %s', (currency, weight) => {
    expect(sampleSdrcComponents[currency]).toBe(weight);
  });
});

describe('geopolitical risk multipliers', () => {
  it.each([
    ['china', 1.05],
    ['russia', 1.15],
    ['usa', 1.02],
  ])('%s multiplies by %s', (country, multiplier) => {
    expect(riskFor(country).adjustmentMultiplier).toBe(multiplier);
    expect(geopoliticalRisks.find((r) => r.country === country)?.adjustmentMultiplier).toBe(multiplier);
  });
});

describe('lookups fall back', () => {
  it.each([
    ['wheat', 'wheat'],
    ['  Copper ', 'copper'],
    ['OIL', 'oil'],
    ['crude  oil', 'oil'],
    ['gold', 'wheat'],
    ['', 'wheat'],
    ['   ', 'wheat'],
    ['<script>alert(1)</script>', 'wheat'],
    ['.*', 'wheat'],
    ['x'.repeat(5000), 'wheat'],
    [Number.NaN, 'wheat'],
    [null, 'wheat'],
    [undefined, 'wheat'],
  ])('commodity %j -> %s', (name, expected) => {
    expect(resolveCommodity(name)).toBe(expected);
    expect(service.commodityPrice(name).commodity).toBe(expected);
  });

  it.each([
    ['china', 'china'],
    [' Russia ', 'russia'],
    ['USA', 'usa'],
    ['france', 'usa'],
    ['', 'usa'],
    ['<b>china</b>', 'usa'],
    ['(', 'usa'],
    [42, 'usa'],
    [undefined, 'usa'],
  ])('country %j -> %s', (name, expected) => {
    expect(resolveRiskCountry(name)).toBe(expected);
    expect(service.geopoliticalRisk(name).country).toBe(expected);
  });

  it('an unknown commodity is priced as wheat, 245.5 SDR, stamped now', () => {
    expect(service.commodityPrice('unobtainium')).toMatchObject({ price: 245.5, timestamp: now() });
  });
});

describe('bands', () => {
  it.each([
    [0, 'low'],
    [0.15, 'low'],
    [0.2, 'medium'],
    [0.29, 'medium'],
    [0.3, 'high'],
    [0.32, 'high'],
    [Number.NaN, 'high'],
  ])('volatility %s is %s', (index, band) => expect(volatilityBand(index)).toBe(band));
  it.each([
    [2.3, 'up'],
    [-1.8, 'down'],
    [0, 'flat'],
    [Number.NaN, 'flat'],
  ])('change %s is %s', (change, direction) => expect(changeDirection(change)).toBe(direction));
});

describe('the local service', () => {
  it('loads the three prices and the index, stamped with its clock', async () => {
    const payload = await service.load();
    expect(payload.lastUpdated).toBe(now());
    expect(payload.sdrc).toEqual({ value: 1.42, components: sampleSdrcComponents, lastUpdated: now() });
    expect(payload.prices.map((p) => [p.commodity, p.price, p.timestamp])).toEqual([
      ['wheat', 245.5, now()],
      ['oil', 75.2, now()],
      ['copper', 8450, now()],
    ]);
    expect(isValuationPayload(payload)).toBe(true);
  });
});

describe('parseValuationPayload refuses garbage', () => {
  const valid = (): ValuationPayload => ({
    lastUpdated: 10,
    prices: samplePrices.map((p) => ({ ...p, timestamp: 10 })),
    sdrc: { value: 1.42, components: { ...sampleSdrcComponents }, lastUpdated: 10 },
  });
  const withPrice = (index: number, patch: Record<string, unknown>) => {
    const payload = valid() as unknown as { prices: Record<string, unknown>[] };
    payload.prices[index] = { ...payload.prices[index], ...patch };
    return payload;
  };

  it('accepts the sample', () => expect(parseValuationPayload(valid())).toEqual(valid()));

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', '<html>502 Bad Gateway</html>'],
    ['a number', 42],
    ['an array', []],
    ['an empty object', {}],
    ['NaN lastUpdated', { ...valid(), lastUpdated: Number.NaN }],
    ['negative lastUpdated', { ...valid(), lastUpdated: -1 }],
    ['lastUpdated as text', { ...valid(), lastUpdated: '10' }],
    ['prices not a list', { ...valid(), prices: 'wheat' }],
    ['two prices', { ...valid(), prices: valid().prices.slice(0, 2) }],
    ['a duplicate commodity', withPrice(1, { commodity: 'wheat' })],
    ['an unknown commodity', withPrice(0, { commodity: 'gold' })],
    ['a zero price', withPrice(0, { price: 0 })],
    ['a negative price', withPrice(0, { price: -245.5 })],
    ['a NaN price', withPrice(0, { price: Number.NaN })],
    ['an infinite price', withPrice(2, { price: Number.POSITIVE_INFINITY })],
    ['a price as text', withPrice(0, { price: '245.5' })],
    ['another currency', withPrice(0, { currency: 'USD' })],
    ['a NaN change', withPrice(0, { change24h: Number.NaN })],
    ['a negative volatility', withPrice(0, { volatilityIndex: -0.1 })],
    ['a missing index', { ...valid(), sdrc: undefined }],
    ['a zero index', { ...valid(), sdrc: { ...valid().sdrc, value: 0 } }],
    ['a missing weight', { ...valid(), sdrc: { ...valid().sdrc, components: { usd: 0.583 } } }],
    [
      'a NaN weight',
      { ...valid(), sdrc: { ...valid().sdrc, components: { ...sampleSdrcComponents, cny: Number.NaN } } },
    ],
  ])('refuses %s', (_, raw) => {
    expect(parseValuationPayload(raw)).toBeNull();
    expect(isValuationPayload(raw)).toBe(false);
  });
});
