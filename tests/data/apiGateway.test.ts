// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  apiEndpoints,
  countByStatus,
  endpointStatusTone,
  filterEndpoints,
  methodTone,
  requestShare,
  totalRequests,
  weightedAvgResponse,
  type ApiEndpoint,
} from '../../src/data/apiGateway';

describe('the documented endpoints', () => {
  it('are GET trades, GET wallet balance, POST products search and GET negotiations under /api/v1', () => {
    expect(apiEndpoints.map((e) => `${e.method} ${e.name}`)).toEqual([
      'GET /api/v1/trades',
      'GET /api/v1/wallet/balance',
      'POST /api/v1/products/search',
      'GET /api/v1/negotiations',
    ]);
  });
  it("use only the spec's statuses", () => {
    for (const endpoint of apiEndpoints)
      expect(['active', 'maintenance', 'error']).toContain(endpoint.status);
  });
});

describe('tones', () => {
  it.each([
    ['active', 'success'],
    ['maintenance', 'warning'],
    ['error', 'danger'],
  ] as const)('status %s is %s', (status, tone) => expect(endpointStatusTone(status)).toBe(tone));
  it.each([
    ['GET', 'info'],
    ['POST', 'success'],
    ['PUT', 'warning'],
    ['DELETE', 'danger'],
  ] as const)('method %s is %s', (method, tone) => expect(methodTone(method)).toBe(tone));
});

describe('filterEndpoints', () => {
  it.each([
    ['all', 'all', 4],
    ['GET', 'all', 3],
    ['POST', 'all', 1],
    ['PUT', 'all', 0],
    ['DELETE', 'all', 0],
    ['all', 'active', 2],
    ['all', 'maintenance', 1],
    ['all', 'error', 1],
    ['GET', 'active', 2],
    ['POST', 'error', 0],
  ] as const)('method %s, status %s → %i', (method, status, count) => {
    expect(filterEndpoints(apiEndpoints, method, status)).toHaveLength(count);
  });
});

const endpoint = (requests: number, avgResponse: number): ApiEndpoint => ({
  id: `e${requests}`,
  name: '/x',
  method: 'GET',
  status: 'active',
  requests,
  avgResponse,
});

describe('figures', () => {
  it('total requests of the sample', () => expect(totalRequests(apiEndpoints)).toBe(118_800));
  it('weighted average response of the sample', () => expect(weightedAvgResponse(apiEndpoints)).toBe(156));
  it('active endpoints of the sample', () => expect(countByStatus(apiEndpoints, 'active')).toBe(2));
  it.each([
    [[], 0, Number.NaN],
    [[endpoint(0, 100)], 0, Number.NaN],
    [[endpoint(Number.NaN, 100), endpoint(10, 50)], 10, 50],
    [[endpoint(-5, 100), endpoint(10, 50)], 10, 50],
    [[endpoint(10, Number.NaN), endpoint(30, 100)], 40, 100],
    [[endpoint(1, 100), endpoint(3, 200)], 4, 175],
  ] as const)('%j → total %s, average %s', (list, total, average) => {
    expect(totalRequests(list)).toBe(total);
    expect(weightedAvgResponse(list)).toBe(average);
  });
  it('shares add up to 100 and tolerate no traffic', () => {
    const sum = apiEndpoints.reduce((acc, e) => acc + requestShare(e, apiEndpoints), 0);
    expect(sum).toBeCloseTo(100, 10);
    expect(requestShare(endpoint(0, 1), [endpoint(0, 1)])).toBe(0);
    expect(requestShare(endpoint(Number.NaN, 1), apiEndpoints)).toBe(0);
  });
});
