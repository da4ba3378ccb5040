import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../src/app/routes';
import { sampleLedger } from '../../src/platform/memberStore';
import { prepare as prepareWallet } from '../../src/screens/srdWallet/SrdWalletScreen';

function dashboardRoute(routes: RouteObject[]): RouteObject {
  const route = routes[0]?.children?.find((child) => child.path === '/dashboard');
  if (!route) throw new Error('no /dashboard route');
  return route;
}

describe("a screen module's prepare", () => {
  it('runs once its module has loaded, in a later task, before the route resolves', async () => {
    const steps: string[] = [];
    const prepare = vi.fn(() => steps.push('prepare'));
    const Dashboard = () => null;
    const routes = createAppRoutes({
      screens: {
        dashboard: () => {
          steps.push('load');
          return Promise.resolve({ default: Dashboard, prepare });
        },
      },
      loadNamespace: () => Promise.resolve(),
    });
    const lazy = dashboardRoute(routes).lazy;
    if (typeof lazy !== 'function') throw new Error('the route is not lazy');
    const resolving = lazy();
    // Once the module and its strings are in (microtasks), prepare still waits for a task of its own.
    for (let step = 0; step < 10; step += 1) await Promise.resolve();
    expect(steps).toEqual(['load']);
    expect(await resolving).toEqual({ Component: Dashboard });
    expect(steps).toEqual(['load', 'prepare']);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("the wallet's builds the sample ledger its figures are summed from", () => {
    prepareWallet();
    const built = sampleLedger();
    expect(built.entries).toHaveLength(1247);
    prepareWallet();
    expect(sampleLedger()).toBe(built);
  });
});
