import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes, prefetchScreen } from '../../src/app/routes';
import { sampleLedger } from '../../src/platform/memberStore';
import { prepare as prepareWallet } from '../../src/screens/srdWallet/SrdWalletScreen';
import { pageWorldDay } from '../../src/platform/worldDay';

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

  it('runs ahead of the click when a link to the screen is pointed at, in a task of its own', async () => {
    const prepare = vi.fn();
    const options = {
      screens: { dashboard: () => Promise.resolve({ default: () => null, prepare }) },
      loadNamespace: () => Promise.resolve(),
    };
    prefetchScreen('/dashboard', options);
    for (let step = 0; step < 10; step += 1) await Promise.resolve();
    expect(prepare).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledTimes(1));
    // A path outside the app prepares nothing.
    prefetchScreen('/no-such-page', options);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("the wallet's builds the sample ledger its figures are summed from, on the page's day", () => {
    prepareWallet();
    const built = sampleLedger(pageWorldDay());
    expect(built.entries).toHaveLength(1247);
    prepareWallet();
    expect(sampleLedger(pageWorldDay())).toBe(built);
  });
});
