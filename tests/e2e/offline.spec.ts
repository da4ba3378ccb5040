/**
 * The installed app's service worker (src/sw.ts), the one spec that lets it run (playwright.config.ts
 * blocks it everywhere else):
 *
 * - the worker registers once the page has loaded; after that one visit, with the network cut, each of
 *   the 29 pages opens from the precache as its own prerendered page (an unknown path as the not-found
 *   page, with status 404), in English and in Arabic, live, with the member's own record and without a
 *   console error, and the header says the browser is offline;
 * - pages come from the network while there is one: a member who chose Arabic gets the Arabic page
 *   nginx picks by the `language` cookie, and offline the kept English page, switched by the app;
 * - when a new build is deployed, a toast offers Reload, a half-filled form stays as it is while the
 *   toast is up, and Reload brings the new build.
 *
 * The update needs a second build of the same sample day: `E2E_DIST_NEXT` (npm test's development-React
 * build, `dist-dev`, by default). Both are served by nginx with the deployment's configuration on one
 * origin (a worker belongs to its origin), one after the other, as a deploy does: the port is
 * E2E_PORT + 10, clear of npm test's two servers (E2E_PORT and E2E_PORT + 1) and of another person's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startNginx } from '../../scripts/nginx.mjs';
import { memberRecordKey } from '../../src/data/memberKey';
import { routeIds, routePaths } from '../../src/data/routes';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { languageCookieName, languageStorageKey } from '../../src/i18n/language';
import { prerenderDayOf } from '../support/builtPage';
import { returningMemberRecord, storedMember } from '../support/returningMember';
import { clockStart, expect, readLocale, routeTitle, shellReady, test, type CommonStrings } from './fixtures';

test.use({ serviceWorkers: 'allow' });
// The two tests share nothing (the update has a server and an origin of its own): one per worker.
test.describe.configure({ mode: 'parallel' });

const outDir = process.env.E2E_DIST ?? 'dist';
const nextDir = process.env.E2E_DIST_NEXT ?? 'dist-dev';
const updatePort = Number(process.env.E2E_PORT ?? 4173) + 10;

const common = {
  en: readLocale<CommonStrings>('en', 'common'),
  ar: readLocale<CommonStrings>('ar', 'common'),
};

/** Resolves once a worker controls the page: it is active, so its precache is complete. */
async function offlineCopyReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done));
  });
}

declare global {
  interface Window {
    /** Where the page stood when the app asked for its worker (recorded by the first test). */
    srtRegistered?: { firstContentfulPaint: boolean; load: boolean };
  }
}

const unknownPath = '/no-such-page';
const pages = [
  ...routeIds.map((id) => ({
    path: routePaths[id],
    status: 200,
    title: (language: 'en' | 'ar') => routeTitle(id, language),
  })),
  { path: unknownPath, status: 404, title: (language: 'en' | 'ar') => common[language].notFound.title },
];

test('after one visit every page opens offline, as its own page, in English and in Arabic', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(
    ([key, entries]) => {
      // A returning member's record, once: from then on the app keeps it as it would.
      if (localStorage.getItem(key) === null)
        for (const [name, value] of entries) localStorage.setItem(name, value);
      // Notes where the page stands when the app registers its worker, then registers it as asked.
      // (Observers and events: the test's fake clock answers performance's entry lists with nothing.)
      const seen = { firstContentfulPaint: false, load: false };
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) seen.firstContentfulPaint = true;
      }).observe({ type: 'paint', buffered: true });
      addEventListener('load', () => (seen.load = true), { once: true });
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (
        this: ServiceWorkerContainer,
        ...args: Parameters<ServiceWorkerContainer['register']>
      ) {
        window.srtRegistered = { ...seen };
        return register.apply(this, args);
      };
    },
    [memberRecordKey, storedMember(returningMemberRecord(clockStart.getTime()))] as const,
  );
  await page.goto('/');
  await shellReady(page).waitFor({ state: 'attached' });
  await offlineCopyReady(page);
  await test.step('the worker was registered after the first paint and the load event', async () => {
    expect(await page.evaluate(() => window.srtRegistered)).toEqual({
      firstContentfulPaint: true,
      load: true,
    });
  });
  await context.setOffline(true);

  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') await page.evaluate((key) => localStorage.setItem(key, 'ar'), languageStorageKey);
    const strings = common[language];
    for (const { path, status, title } of pages) {
      await test.step(`${language} ${path}`, async () => {
        const response = await page.goto(path);
        expect(response?.fromServiceWorker(), 'answered by the service worker').toBe(true);
        expect(response?.status()).toBe(status);
        await expect(shellReady(page)).toBeAttached();
        // Each path gets its own prerendered page: the one that hydrated, in the member's language.
        await expect(page).toHaveTitle(`${title(language)} · ${strings.appName}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The member's own record (Platinum), not the sample's (Gold).
        await expect(page.locator('header [data-tier]').first()).toHaveText(strings.tier.platinum);
        await expect(page.getByRole('status').filter({ hasText: strings.offline.label })).toBeVisible();
      });
    }
  }
  await test.step('the pages a trailing slash or a query names are their own too', async () => {
    for (const path of ['/srd-wallet/', '/srd-wallet?tab=send', '/deal-maker/?x=1']) {
      await page.goto(path);
      const id = path.startsWith('/srd-wallet') ? 'srdWallet' : 'dealMaker';
      await expect(page).toHaveTitle(`${routeTitle(id, 'ar')} · ${common.ar.appName}`);
    }
  });
  await test.step('back online, the indicator goes', async () => {
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: common.ar.offline.label })).toHaveCount(0);
  });
});

test('a member who chose Arabic gets the Arabic page online, and the English one switched offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await context.addCookies([{ name: languageCookieName, value: 'ar', url: baseURL }]);
  await page.addInitScript((key) => localStorage.setItem(key, 'ar'), languageStorageKey);
  const title = `${routeTitle('srdWallet', 'ar')} · ${common.ar.appName}`;
  await page.goto('/srd-wallet');
  await shellReady(page).waitFor({ state: 'attached' });
  await offlineCopyReady(page);

  await test.step('online, the worker brings the page nginx picks by the cookie', async () => {
    const response = await page.reload();
    expect(response?.fromServiceWorker(), 'answered by the service worker').toBe(true);
    expect(await response?.text()).toMatch(/<html lang="ar"/);
    await expect(shellReady(page)).toBeAttached();
    await expect(page).toHaveTitle(title);
  });
  await test.step('offline, the kept English page, which the app switches to Arabic', async () => {
    await context.setOffline(true);
    try {
      const response = await page.reload();
      expect(response?.fromServiceWorker(), 'answered by the service worker').toBe(true);
      expect(await response?.text()).toMatch(/<html lang="en"/);
      await expect(shellReady(page)).toBeAttached();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    } finally {
      // The browser context is reused by the next test (playwright.config.ts).
      await context.setOffline(false);
    }
  });
});

test('installable: the manifest names the app, opens it standalone at / and lists its icons', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  // The bars' colour in each scheme: the header's navy, lighter and darker.
  expect(home).toMatch(
    /<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9a-f]{6}"/,
  );
  expect(home).toMatch(
    /<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}"/,
  );
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: common.en.appName,
    lang: 'en',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = manifest.icons.map(({ sizes, purpose = 'any' }) => `${sizes} ${purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const png = await (await request.get(icon.src)).body();
    // A PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    expect(icon.type).toBe('image/png');
  }
});

/** The module script a build's pages start after their first paint (a new build names a new one). */
function entryScriptOf(dir: string): string {
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(
      `No build in ${dir}: build a second one (PRERENDER_DAY=${worldAnchorDay} NODE_ENV=development npx vite build --outDir ${dir}) or set E2E_DIST_NEXT`,
    );
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  // The inline script that starts the app (routePreload in vite.config.ts) names it.
  const src = /\bs\.src=("\/[^"]+\.js")/.exec(html)?.[1];
  if (!src) throw new Error(`${dir}/index.html starts no module script`);
  if (prerenderDayOf(html) !== worldAnchorDay)
    throw new Error(
      `${dir} was not prerendered on ${worldAnchorDay}: build it with PRERENDER_DAY=${worldAnchorDay}`,
    );
  return JSON.parse(src) as string;
}

const wallet = readLocale<{ send: { address: string; amount: string }; tabs: { send: string } }>(
  'en',
  'srdWallet',
);

test('a new version waits for Reload and keeps a half-filled form until then', async ({ page }) => {
  test.setTimeout(120_000);
  const [firstEntry, nextEntry] = [entryScriptOf(outDir), entryScriptOf(nextDir)];
  expect(nextEntry, `${nextDir} must be another build than ${outDir}`).not.toBe(firstEntry);
  const entryRunning = () =>
    page.evaluate(() =>
      document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src'),
    );
  let server = await startNginx({ root: outDir, port: updatePort });
  try {
    await page.goto(`${server.url}/srd-wallet`);
    await shellReady(page).waitFor({ state: 'attached' });
    await offlineCopyReady(page);
    expect(await entryRunning()).toBe(firstEntry);

    await page.getByRole('tab', { name: wallet.tabs.send, exact: true }).click();
    const address = page.getByRole('textbox', { name: wallet.send.address });
    const amount = page.getByRole('textbox', { name: wallet.send.amount });
    await address.fill('SRD-0x9c4e7a2b5d8f1e3a6c9b');
    await amount.fill('12.5');
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { srtSameDocument: true }));

    // The deploy: the same origin now serves the next build.
    await server.close();
    server = await startNginx({ root: nextDir, port: updatePort });
    // The browser checks for a new worker on its own (on navigation, at intervals); here at once.
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );

    const toast = page.getByRole('listitem').filter({ hasText: common.en.update.available });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(address).toHaveValue('SRD-0x9c4e7a2b5d8f1e3a6c9b');
    await expect(amount).toHaveValue('12.5');
    // Time changes nothing: the toast has no timer, and the page stays the one the member is filling.
    await page.clock.fastForward(60_000);
    await expect(toast).toBeVisible();
    await expect(amount).toHaveValue('12.5');
    expect(await page.evaluate(() => 'srtSameDocument' in window)).toBe(true);
    expect(await entryRunning()).toBe(firstEntry);

    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await toast.getByRole('button', { name: common.en.update.reload }).click();
    await reloaded;
    await shellReady(page).waitFor({ state: 'attached' });
    expect(await entryRunning()).toBe(nextEntry);
    expect(await page.evaluate(() => 'srtSameDocument' in window)).toBe(false);
    await expect(page.getByRole('listitem').filter({ hasText: common.en.update.available })).toHaveCount(0);
  } finally {
    await server.close();
  }
});
