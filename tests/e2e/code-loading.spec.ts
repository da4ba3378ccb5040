/**
 * What code a page asks for (the chunk groups of vite.config.ts): its own screen's chunk, never another
 * screen's, and the chunk of what screens share only when it uses some of it: Home, which is built on
 * the shell's layout alone, asks for none.
 */
import { basename } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { routeManifest } from '../../src/data/routes';
import { expect, gotoReady, test } from './fixtures';

/** `DashboardScreen`, …: the names the screens' chunks are built under. */
const screenChunks = routeManifest.map(({ screen }) => basename(screen, '.tsx'));

/** Opens `path` until the app is live; the JavaScript files it asked for, by name without the hash. */
async function scriptsAskedFor(page: Page, path: string): Promise<string[]> {
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      asked.push(basename(pathname, '.js').replace(/-[\w-]{8}$/, ''));
  };
  page.on('request', onRequest);
  await gotoReady(page, path);
  page.off('request', onRequest);
  return asked;
}

test('a page asks for its own screen and what it shares, never another screen; Home for no shared screen code', async ({
  page,
}) => {
  const home = await scriptsAskedFor(page, '/');
  expect(home).toContain('HomeScreen');
  expect(home).toContain('shell');
  expect(home).not.toContain('common');

  for (const path of ['/dashboard', '/srd-wallet', '/customs-clearance']) {
    await test.step(path, async () => {
      const own = screenChunks[routeManifest.findIndex((route) => route.path === path)];
      const loaded = await scriptsAskedFor(page, path);
      expect(loaded, path).toContain(own);
      expect(loaded, path).toContain('common');
      expect(
        loaded.filter((name) => screenChunks.includes(name) && name !== own),
        path,
      ).toEqual([]);
    });
  }
});
