/**
 * The shell is live from hydration on; before the JavaScript has arrived the page is the prerendered
 * HTML. Links work as plain links then, tabs kept in the URL too (each is a link to its address), and
 * the first click on a header control is kept by the head's capture script and acted on once the app
 * is live: Login logs in, a menu opens.
 */
import type { Page, Route } from '@playwright/test';
import type enWallet from '../../public/locales/en/srdWallet.json';
import { en, expect, gotoReady, mainNav, readLocale, shellReady, test } from './fixtures';

const wallet = readLocale<typeof enWallet>('en', 'srdWallet');
const walletTab = (page: Page, name: keyof typeof wallet.tabs) =>
  page.getByRole('tab', { name: wallet.tabs[name], exact: true });

/** Holds every script of the app back until `release()` is called. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` with its scripts held back: the prerendered page, not yet live. */
async function openPrerendered(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shellReady(page)).toHaveCount(0);
  return release;
}

test('Login clicked before the JavaScript arrives logs in once it has, once', async ({ page }) => {
  const release = await openPrerendered(page, '/');
  await page.getByRole('button', { name: en.common.account.login }).click();
  await expect(shellReady(page)).toHaveCount(0);
  release();
  await expect(shellReady(page)).toBeAttached();
  await expect(page.getByRole('button', { name: `LW, ${en.common.account.menu}` })).toBeVisible();
  // Exactly one login toast: the kept click logs in once.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveText([
    en.common.account.loggedIn,
  ]);
});

test('a navigation menu clicked before the JavaScript arrives opens once it has', async ({ page }) => {
  const release = await openPrerendered(page, '/');
  await mainNav(page).getByRole('button', { name: en.nav.groups.finance, exact: true }).click();
  release();
  await expect(shellReady(page)).toBeAttached();
  await expect(
    mainNav(page).getByRole('link', { name: en.nav.links.paymentProcessing, exact: true }),
  ).toBeVisible();
});

test('the language menu clicked before the JavaScript arrives opens once it has', async ({ page }) => {
  const release = await openPrerendered(page, '/dashboard');
  await page.getByRole('button', { name: /Language: English/ }).click();
  release();
  await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toBeVisible();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the bell clicked before the JavaScript arrives opens the list once it has', async ({ page }) => {
  const release = await openPrerendered(page, '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  release();
  await expect(page.getByRole('dialog', { name: en.common.notifications.heading })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button clicked before the JavaScript arrives opens the panel once it has', async ({
    page,
  }) => {
    const release = await openPrerendered(page, '/dashboard');
    await page.getByRole('button', { name: en.nav.openMenu }).click();
    release();
    await expect(page.getByRole('dialog', { name: en.nav.menuTitle })).toBeVisible();
  });
});

test('a link followed before the JavaScript arrives opens its prerendered page', async ({ page }) => {
  const release = await openPrerendered(page, '/');
  await mainNav(page).getByRole('link', { name: en.nav.links.dashboard, exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Dashboard' })).toBeVisible();
  release();
  await expect(shellReady(page)).toBeAttached();
});

test('a tab clicked before the JavaScript arrives opens as a link: its page shows that tab once live', async ({
  page,
}) => {
  const release = await openPrerendered(page, '/srd-wallet');
  await expect(walletTab(page, 'send')).toHaveAttribute('href', '/srd-wallet?tab=send');
  await walletTab(page, 'send').click();
  await expect(page).toHaveURL('/srd-wallet?tab=send');
  // The page opened with a query stays hidden until the app has applied it.
  await expect(page.locator('html')).toHaveAttribute('data-pending', '');
  await expect(shellReady(page)).toHaveCount(0);
  release();
  await expect(shellReady(page)).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute('data-pending');
  await expect(walletTab(page, 'send')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(wallet.send.heading);
});

test('once live, a tab switches in place with the address following; Ctrl or Cmd and the middle button open it in a new tab', async ({
  page,
  context,
}) => {
  await gotoReady(page, '/srd-wallet');
  // A page load would drop this mark.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const samePage = () => page.evaluate(() => 'samePage' in window);

  await walletTab(page, 'history').click();
  await expect(walletTab(page, 'history')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/srd-wallet?tab=history');
  await expect(walletTab(page, 'receive')).toHaveAttribute('href', '/srd-wallet?tab=receive');
  await expect(walletTab(page, 'overview')).toHaveAttribute('href', '/srd-wallet');
  expect(await samePage()).toBe(true);

  await page.keyboard.press('ArrowLeft');
  await expect(walletTab(page, 'receive')).toBeFocused();
  await expect(walletTab(page, 'receive')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/srd-wallet?tab=receive');

  for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
    const opened = context.waitForEvent('page');
    await walletTab(page, 'send').click(click);
    const newTab = await opened;
    await newTab.waitForURL('/srd-wallet?tab=send', { waitUntil: 'commit' });
    await newTab.close();
    await expect(walletTab(page, 'receive')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/srd-wallet?tab=receive');
  }
  expect(await samePage()).toBe(true);
});

test('without a click before it arrives, the app only goes live', async ({ page }) => {
  await page.goto('/');
  await expect(shellReady(page)).toBeAttached();
  await expect(page.getByRole('button', { name: en.common.account.login })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("Intl's locale data is loaded by a worker: before hydration on a page with figures, after it on one without", async ({
  page,
}) => {
  // Each worker the page starts, and whether the app was live when it did.
  await page.addInitScript(() => {
    const started: { url: string; live: boolean }[] = [];
    (window as unknown as { workersStarted: typeof started }).workersStarted = started;
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push({
          url: new URL(url, location.href).pathname,
          live: document.documentElement.hasAttribute('data-hydrated'),
        });
      }
    };
  });
  const workersStarted = () =>
    page.evaluate(() => (window as unknown as { workersStarted: unknown[] }).workersStarted);
  const formatWorker = expect.stringMatching(/^\/assets\/formatWorker-[\w-]+\.js$/);

  await page.goto('/dashboard');
  await expect(shellReady(page)).toBeAttached();
  await expect(page.getByRole('main')).toContainText('12.5M SDR');
  // One, before hydration; the page's language is the one it loaded, so none after.
  expect(await workersStarted()).toEqual([{ url: formatWorker, live: false }]);

  await page.goto('/architecture');
  await expect(shellReady(page)).toBeAttached();
  await expect.poll(workersStarted).toEqual([{ url: formatWorker, live: true }]);
});

test("hydration keeps the page's global styles instead of making them again, and they still apply", async ({
  page,
}) => {
  await page.goto('/');
  await expect(shellReady(page)).toBeAttached();
  // Emotion's Global, when it takes over a page's styles, renames their element to its bare key.
  await expect(page.locator('style[data-emotion="css-global"]')).toHaveCount(0);
  await expect(page.locator('style[data-emotion^="css-global "]')).not.toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
});
