// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeIdForPath, routeIds, routePaths } from '../../src/data/routes';

/** Spec part 1, section 2.1, in its order. */
const specPaths = [
  '/',
  '/dashboard',
  '/explorer',
  '/product-explorer',
  '/architecture',
  '/trade-simulator',
  '/srd-wallet',
  '/iot-logistics',
  '/negotiation-chat',
  '/compliance-dashboard',
  '/admin-console',
  '/api-gateway',
  '/microservices-hub',
  '/member-profile',
  '/membership-packages',
  '/blockchain-monitor',
  '/trade-search',
  '/trade-matching',
  '/deal-maker',
  '/smart-contracts',
  '/payment-processing',
  '/production-monitoring',
  '/customs-clearance',
  '/quality-control',
  '/shipping-logistics',
  '/financial-status',
  '/transaction-planning',
  '/financing-activities',
];

describe('route table', () => {
  it('has exactly the 28 paths of the spec, in its order', () => {
    expect(routeIds).toHaveLength(28);
    expect(routeIds.map((id) => routePaths[id])).toEqual(specPaths);
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(routeIds).size).toBe(routeIds.length);
    expect(new Set(Object.values(routePaths)).size).toBe(28);
    expect(Object.keys(routePaths).sort()).toEqual([...routeIds].sort());
  });

  it('has paths without parameters, wildcards or trailing slashes', () => {
    for (const path of specPaths.slice(1)) expect(path).toMatch(/^\/[a-z]+(-[a-z]+)*$/);
  });

  it.each(routeIds.map((id) => [routePaths[id], id]))('routeIdForPath(%s) is %s', (path, id) => {
    expect(routeIdForPath(path)).toBe(id);
  });

  it.each([
    ['/dashboard/', 'dashboard'],
    ['/srd-wallet//', 'srdWallet'],
    ['/', 'home'],
  ])('tolerates a trailing slash: %s → %s', (path, id) => {
    expect(routeIdForPath(path)).toBe(id);
  });

  it.each(['', '/nope', '/Dashboard', '/dashboard/extra', 'dashboard', '/dashboard?x=1', '//', '/home'])(
    'has no route for %j',
    (path) => {
      expect(routeIdForPath(path)).toBeUndefined();
    },
  );
});
