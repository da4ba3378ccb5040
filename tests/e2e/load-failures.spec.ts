/**
 * What loads after the first paint can fail (a dropped connection, a deploy that replaced the files):
 * a part of a screen loaded on first use, a screen's strings. Each failure is said
 * in plain words with a way to recover, and the rest of the app keeps working.
 */
import type { Page } from '@playwright/test';
import { en, expect, gotoReady, readLocale, routeTitle, test } from './fixtures';

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
  // A prerendered page carries its own strings: the wallet's are fetched when the member moves to it
  // in the live app (before it is live, the link loads the wallet's prerendered page).
  await gotoReady(page, '/financial-status');
  const finance = readLocale<{ statement: { open: string } }>('en', 'financialStatus');
  const wallet = readLocale<{ statement: { close: string } }>('en', 'srdWallet');
  await page.getByRole('link', { name: finance.statement.open }).click();
  await expect(errorPanel(page)).toBeVisible();
  await expect(page.getByText('balance.heading')).toHaveCount(0);
  expect(strings.state.refused).toBeGreaterThan(0);

  strings.release();
  await errorPanel(page).getByRole('button', { name: en.common.error.retry }).click();
  // The link opens the wallet with its monthly statement open.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: wallet.statement.close }).click();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('srdWallet') })).toBeVisible();
  await expect(errorPanel(page)).toHaveCount(0);
});
