// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { microservices, serviceStatusTone } from '../../src/data/microservicesHub';

describe('the five services', () => {
  it.each([
    ['valuation', 'grpc', true],
    ['aiMatching', 'rest', true],
    ['tradeManager', 'graphql', false],
    ['logistics', 'asyncMessaging', false],
    ['financialHub', 'blockchainRpc', false],
  ])('%s speaks %s (working in the hub: %s)', (id, protocol, available) => {
    const service = microservices.find((s) => s.id === id);
    expect(service?.interface).toBe(protocol);
    expect(service?.available).toBe(available);
  });
  it("are five, in the spec order, with the spec's statuses", () => {
    expect(microservices.map((s) => s.id)).toEqual([
      'valuation',
      'aiMatching',
      'tradeManager',
      'logistics',
      'financialHub',
    ]);
    for (const service of microservices)
      expect(['active', 'maintenance', 'offline']).toContain(service.status);
  });
  it('lists five services', () => expect(microservices).toHaveLength(5));
});

describe('status tones', () => {
  it.each([
    ['active', 'success'],
    ['maintenance', 'warning'],
    ['offline', 'danger'],
  ] as const)('%s is %s', (status, tone) => expect(serviceStatusTone(status)).toBe(tone));
});
