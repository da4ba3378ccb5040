/**
 * What loads after the first paint can fail (a dropped connection, a deploy that replaced the files):
 * the shell runtime, a part of a screen loaded on first use, a screen's strings. Each failure is said
 * in plain words with a way to recover, and the rest of the app keeps working.
 */
import type { Page } from '@playwright/test';
import { en, expect, readLocale, routeTitle, shellReady, test } from './fixtures';

/** Fails every request for matching files until `release()`; counts the refusals. */
async function blockFiles(page: Page, pattern: RegExp) {
  let blocked = true;
  const state = { refused: 0 };
  await page.route(pattern, async (route) => {
    if (!blocked) return route.continue();
    state.refused += 1;
    return route.abort('connectionfailed');
  });
  return { state, release: () => (blocked = false) };
}

const errorPanel = (page: Page) => page.getByRole('alert').filter({ hasText: en.common.error.title });

test('the shell runtime fails: the page says so, the screen works, a reload brings the controls', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ShellRuntime|Failed to fetch dynamically imported module/);
  const runtime = await blockFiles(page, /\/assets\/ShellRuntime-[^/]*\.js$/);
  await page.goto('/dashboard');
  await page.mouse.move(5, 5);
  const banner = page.getByTestId('shell-failed');
  await expect(banner).toContainText(en.common.shellFailed.message);
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('dashboard') })).toBeVisible();
  expect(runtime.state.refused).toBeGreaterThan(0);

  runtime.release();
  // Browsers keep a failed module import for the page's life: only a reload fetches it again.
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: en.common.shellFailed.reload }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('dashboard') })).toBeVisible();
  await page.mouse.move(6, 6);
  await page.mouse.move(8, 8);
  await expect(shellReady(page)).toBeAttached();
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: en.common.account.login }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveText([
    en.common.account.loggedIn,
  ]);
});

test('a tab whose code fails to load shows the error panel, not "Loading..." forever; Try again reloads', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /Failed to load resource|Screen error at|could not be loaded|dynamically imported module/,
  );
  const wallet = readLocale<{ tabs: { send: string }; send: { heading: string } }>('en', 'srdWallet');
  const sendTab = await blockFiles(page, /\/assets\/SendTab-[^/]*\.js$/);
  await page.goto('/srd-wallet?tab=send');
  await expect(errorPanel(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(sendTab.state.refused).toBeGreaterThan(0);

  sendTab.release();
  await errorPanel(page).getByRole('button', { name: en.common.error.retry }).click();
  await expect(page.getByRole('heading', { name: wallet.send.heading })).toBeVisible();
  await expect(errorPanel(page)).toHaveCount(0);
});

test("a screen's strings that fail to load show the error panel, never raw keys", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|Screen error at|could not be loaded|strings/);
  const strings = await blockFiles(page, /\/locales\/en\/srdWallet\.json/);
  // A prerendered page carries its own strings: the wallet's are fetched when the member moves to it.
  await page.goto('/financial-status');
  const finance = readLocale<{ statement: { open: string } }>('en', 'financialStatus');
  await page.getByRole('link', { name: finance.statement.open }).click();
  await expect(errorPanel(page)).toBeVisible();
  await expect(page.getByText('balance.heading')).toHaveCount(0);
  expect(strings.state.refused).toBeGreaterThan(0);

  strings.release();
  await errorPanel(page).getByRole('button', { name: en.common.error.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('srdWallet') })).toBeVisible();
  await expect(errorPanel(page)).toHaveCount(0);
});
