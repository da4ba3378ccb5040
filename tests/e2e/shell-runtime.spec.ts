/**
 * The shell runtime (XState, Radix menus, toasts) loads at the member's first sign of intent, not with
 * the page; a control used on the static first paint does what was asked once the runtime is live, and
 * keyboard focus survives the swap from static to live controls.
 */
import type { Page, Route } from '@playwright/test';
import { en, expect, mainNav, readLocale, shellReady, test } from './fixtures';

const runtimeChunk = /\/assets\/ShellRuntime-[^/]*\.js$/;

/** Holds the runtime chunk back until `release()` is called. */
async function holdRuntime(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(runtimeChunk, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('loading a page does not load the shell runtime; the first pointer movement does', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (runtimeChunk.test(request.url())) requested.push(request.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await expect(page.locator('[data-shell="static"]')).toBeAttached();

  await page.mouse.move(10, 10);
  await page.mouse.move(20, 20);
  await expect(shellReady(page)).toBeAttached();
  expect(requested).toHaveLength(1);
});

test('Login pressed before the runtime arrives logs in once it is live', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/');
  await page.getByRole('button', { name: en.common.account.login }).click();
  await expect(page.locator('[data-shell="static"]')).toBeAttached();
  release();
  await expect(page.getByRole('button', { name: `LW, ${en.common.account.menu}` })).toBeVisible();
  // Exactly one login toast: the replayed Login logs in once.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveText([
    en.common.account.loggedIn,
  ]);
});

test('a menu opened before the runtime arrives opens once it is live', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/');
  await mainNav(page).getByRole('button', { name: en.nav.groups.finance, exact: true }).click();
  release();
  await expect(shellReady(page)).toBeAttached();
  await expect(
    mainNav(page).getByRole('link', { name: en.nav.links.paymentProcessing, exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: /Language: English/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toBeVisible();
});

test('keyboard focus stays on the same control when the live one replaces it', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/');
  const dashboard = mainNav(page).getByRole('link', { name: en.nav.links.dashboard, exact: true });
  await dashboard.focus();
  await expect(dashboard).toBeFocused();
  release();
  await expect(shellReady(page)).toBeAttached();
  await expect(mainNav(page).getByRole('link', { name: en.nav.links.dashboard, exact: true })).toBeFocused();
});

test('a toast raised before the runtime arrives waits for it: the first tap on Copy says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const release = await holdRuntime(page);
  const wallet = readLocale<{ balance: { copy: string; copyToast: string } }>('en', 'srdWallet');
  await page.goto('/srd-wallet');
  await page.getByRole('button', { name: wallet.balance.copy }).click();
  await expect(page.locator('[data-shell="static"]')).toBeAttached();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^SRD-0x/);
  release();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveText([
    wallet.balance.copyToast,
  ]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a toast raised before the runtime arrives waits for it: the first tap on Copy says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await holdRuntime(page);
    const wallet = readLocale<{ balance: { copy: string; copyToast: string } }>('en', 'srdWallet');
    await page.goto('/srd-wallet');
    await page.getByRole('button', { name: wallet.balance.copy }).tap();
    await expect(page.locator('[data-shell="static"]')).toBeAttached();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^SRD-0x/);
    release();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveText([
      wallet.balance.copyToast,
    ]);
  });
});

for (const key of ['Enter', 'Space']) {
  test(`a toast raised before the runtime arrives waits for it: Tab to Copy and ${key} says so`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await holdRuntime(page);
    const wallet = readLocale<{ balance: { copy: string; copyToast: string } }>('en', 'srdWallet');
    await page.goto('/srd-wallet');
    const copy = page.getByRole('button', { name: wallet.balance.copy });
    await expect(copy).toBeVisible();
    const copyFocused = () => copy.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 80 && !(await copyFocused()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(copy).toBeFocused();
    await page.keyboard.press(key);
    await expect(page.locator('[data-shell="static"]')).toBeAttached();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^SRD-0x/);
    release();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveText([
      wallet.balance.copyToast,
    ]);
  });
}
