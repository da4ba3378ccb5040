/**
 * Blockchain monitor: figures with the average gas
 * per transaction in Wei, Recent Transactions (hash, the seven types, status, block, gas, amount, trade
 * id, participants) with search and status filter (bad input kept as typed, rendered as text), the
 * seven-step barter flow, Analytics coming soon, tabs in the URL, keyboard, axe, 390 px and Arabic.
 */
import type { Page } from '@playwright/test';
import type enChain from '../../public/locales/en/blockchainMonitor.json';
import { expect, expectNoAxeViolations, gotoReady, readLocale, routeTitle, test } from './fixtures';

type Strings = typeof enChain;
const s = readLocale<Strings>('en', 'blockchainMonitor');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const items = (page: Page) =>
  page.getByRole('list', { name: s.transactions.listLabel }).locator(':scope > li');
const search = (page: Page) => page.getByRole('searchbox', { name: s.transactions.searchLabel });
const statusChips = (page: Page) => page.getByRole('radiogroup', { name: s.transactions.statusFilter });

const badQueries = [
  '   ',
  '.*',
  '<b>bold</b>',
  'https://x.test/?a=1&b=2#c',
  '"><img src=x>',
  'x'.repeat(500),
];

test('figures, Recent Transactions with search and status filter and any search text, Barter Flow; axe finds nothing on each tab; the keyboard across the tabs and into the search', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  await gotoReady(page, '/blockchain-monitor');
  await test.step('figures, with the average gas per transaction in Wei', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('blockchainMonitor'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const stats = page.getByRole('region', { name: s.stats.heading }).getByRole('listitem');
    await expect(stats).toHaveCount(4);
    await expect(stats.nth(0)).toContainText('7');
    await expect(stats.nth(0)).toContainText('Latest block 18,452,541');
    await expect(stats.nth(1)).toContainText('5');
    await expect(stats.nth(2)).toContainText('1 failed');
    await expect(stats.nth(3)).toContainText(s.stats.avgGas);
    await expect(stats.nth(3)).toContainText('99,571 Wei');
  });
  await test.step('Recent Transactions: every field of a transaction, the seven types and three statuses', async () => {
    await expect(tab(page, s.tabs.transactions)).toHaveAttribute('aria-selected', 'true');
    await expect(items(page)).toHaveCount(7);
    const first = items(page).first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Barter initiate');
    await expect(first).toContainText('0x7f9a3c2e1b8d4f6a5c0e9b7d3a1f8c6e4b2d0a9f7e5c3b1a8d6f4e2c0b9a7d5e');
    await expect(first).toContainText('18,452,301');
    await expect(first).toContainText('145,000 Wei');
    await expect(first).toContainText('250,000 SRD');
    await expect(first.getByRole('link', { name: 'SC-2026-001' })).toHaveAttribute(
      'href',
      '/smart-contracts?contract=SC-2026-001',
    );
    await expect(first).toContainText('Sino Steel Corp ↔ Gulf Energy Trading');
    await expect(first.getByText('Confirmed')).toHaveAttribute('data-tone', 'success');
    // No amount where the transaction moves no value.
    await expect(items(page).nth(1)).not.toContainText(s.transactions.labels.amount);
    for (const type of Object.values(s.transactions.types))
      await expect(page.getByRole('heading', { level: 3, name: type })).toBeVisible();
    await expect(items(page).nth(3).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(items(page).nth(5).getByText('Failed')).toHaveAttribute('data-tone', 'danger');
  });
  await test.step('search and status filter narrow the list; the count is announced', async () => {
    await search(page).fill('SC-2026-001');
    await expect(items(page)).toHaveCount(4);
    await expect(page.getByText('4 of 7 transactions shown')).toBeVisible();
    await statusChips(page).getByRole('radio', { name: 'Pending' }).click();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('Approval');
    await page.getByRole('button', { name: s.transactions.clearSearch }).click();
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await statusChips(page).getByRole('radio', { name: s.transactions.all }).click();
    await expect(items(page)).toHaveCount(7);
  });
  for (const query of badQueries) {
    await test.step(`search ${JSON.stringify(query.slice(0, 30))} is tolerated, kept as typed and shown as text`, async () => {
      await search(page).fill(query);
      await expect(search(page)).toHaveValue(query);
      if (query.trim() === '') {
        await expect(items(page)).toHaveCount(7);
        return;
      }
      await expect(page.getByText(s.transactions.emptyTitle)).toBeVisible();
      await expect(page.locator('main b, main img[src="x"]')).toHaveCount(0);
      await page.getByRole('button', { name: s.transactions.clearFilters }).click();
      await expect(items(page)).toHaveCount(7);
      await expect(search(page)).toHaveValue('');
    });
  }
  await test.step('Barter Flow: the seven steps in order, payment released automatically on delivery', async () => {
    await tab(page, s.tabs.flow).click();
    await expect(page).toHaveURL(/\?tab=flow$/);
    const steps = page.getByRole('list', { name: s.flow.listLabel }).locator(':scope > li');
    await expect(steps).toHaveCount(7);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Barter initiation',
      'Asset valuation',
      'Partner matching',
      'Deal approval',
      'Logistics trigger',
      'IoT tracking',
      'Payment release',
    ]);
    await expect(steps.nth(6)).toContainText(s.flow.automatic);
    await expect(steps.nth(0)).toContainText('Step 1');
  });
  await test.step('axe finds nothing on each tab', async () => {
    for (const name of [s.tabs.transactions, s.tabs.flow, s.tabs.analytics]) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    }
  });
  await test.step('keyboard: arrows between tabs, then into the search', async () => {
    // Back on Recent Transactions, where the page opens.
    await tab(page, s.tabs.transactions).click();
    await expect(tab(page, s.tabs.transactions)).toHaveAttribute('aria-selected', 'true');
    await tab(page, s.tabs.transactions).focus();
    await expect(tab(page, s.tabs.transactions)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, s.tabs.flow)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, s.tabs.transactions)).toHaveAttribute('aria-selected', 'true');
    await search(page).focus();
    await expect(search(page)).toBeFocused();
    await page.keyboard.type('andes');
    await expect(items(page)).toHaveCount(3);
  });
});

test('a link to one transaction marks it; its contract opens selected on Smart Contracts', async ({
  page,
}) => {
  await gotoReady(page, '/blockchain-monitor?tx=tx-006');
  const current = page.locator('li[data-transaction][aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-transaction', 'tx-006');
  await expect(current).toBeInViewport();
  await current.getByRole('link', { name: 'SC-2026-003' }).click();
  await expect(page).toHaveURL(/\/smart-contracts\?contract=SC-2026-003$/);
  await expect(page.getByRole('dialog')).toContainText('SC-2026-003');
});

test('Analytics is an honest coming-soon panel; unknown ?tab= shows Recent Transactions', async ({
  page,
}) => {
  await gotoReady(page, '/blockchain-monitor?tab=analytics');
  await expect(page.getByText(s.comingSoon.analytics)).toBeVisible();
  await page.getByRole('button', { name: s.comingSoon.back }).click();
  await expect(tab(page, s.tabs.transactions)).toHaveAttribute('aria-selected', 'true');
  await gotoReady(page, '/blockchain-monitor?tab=ANALYTICS');
  await expect(tab(page, s.tabs.transactions)).toHaveAttribute('aria-selected', 'true');
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'blockchainMonitor');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/blockchain-monitor');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.transactions.heading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('390 px in English: nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/blockchain-monitor');
  await expect(items(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
