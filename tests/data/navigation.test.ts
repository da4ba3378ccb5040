// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { directLinks, footerColumns, legalLinks, navGroupIds, navGroups } from '../../src/data/navigation';
import { routeIds, routePaths } from '../../src/data/routes';
import { groupOfRoute } from '../support/navigation';
import { specGroups } from '../support/spec';

describe('navigation', () => {
  it('has the direct links Home, Dashboard, SRD Wallet', () => {
    expect(directLinks.map((id) => routePaths[id])).toEqual(['/', '/dashboard', '/srd-wallet']);
  });

  it('has the five groups in spec order', () => {
    expect(navGroupIds).toEqual(['trading', 'operations', 'finance', 'system', 'account']);
    expect(Object.keys(navGroups)).toEqual([...navGroupIds]);
  });

  it.each(Object.entries(specGroups))('group %s holds exactly the spec links in order', (group, paths) => {
    expect(navGroups[group as keyof typeof navGroups].map((id) => routePaths[id])).toEqual(paths);
  });

  it('lists every route once, except /architecture (reached from the home page)', () => {
    const listed = [...directLinks, ...navGroupIds.flatMap((group) => navGroups[group])];
    expect(new Set(listed).size).toBe(listed.length);
    expect(routeIds.filter((id) => !listed.includes(id))).toEqual(['architecture']);
  });

  it.each(navGroupIds.flatMap((group) => navGroups[group].map((id) => [id, group])))(
    'groupOfRoute(%s) is %s',
    (id, group) => {
      expect(groupOfRoute(id as (typeof routeIds)[number])).toBe(group);
    },
  );

  it.each([undefined, 'home', 'dashboard', 'srdWallet', 'architecture'] as const)(
    '%s belongs to no group',
    (id) => {
      expect(groupOfRoute(id)).toBeUndefined();
    },
  );

  it('has the footer columns and legal links', () => {
    expect(footerColumns.platform.map((id) => routePaths[id])).toEqual([
      '/dashboard',
      '/explorer',
      '/trade-simulator',
      '/srd-wallet',
      '/architecture',
    ]);
    expect(footerColumns.services.map((id) => routePaths[id])).toEqual([
      '/trade-matching',
      '/smart-contracts',
      '/iot-logistics',
      '/customs-clearance',
      '/payment-processing',
    ]);
    expect(legalLinks).toEqual(['privacy', 'terms', 'support']);
  });
});
