/**
 * API gateway: badges, six figures, tabs in the URL with
 * a fallback, the four documented /api/v1 paths with method, status, requests and average response,
 * filters with an honest empty state, the coming-soon tabs, keyboard, axe, 390 px and Arabic.
 */
import type { Page } from '@playwright/test';
import type enGateway from '../../public/locales/en/apiGateway.json';
import { expect, expectNoAxeViolations, gotoReady, readLocale, routeTitle, test } from './fixtures';

type Strings = typeof enGateway;
const s = readLocale<Strings>('en', 'apiGateway');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const table = (page: Page) => page.getByRole('table', { name: s.endpoints.heading });
const rows = (page: Page) => table(page).locator('tbody tr');
const methodChips = (page: Page) => page.getByRole('radiogroup', { name: s.endpoints.methodFilter });
const statusChips = (page: Page) => page.getByRole('radiogroup', { name: s.endpoints.statusFilter });

test('badges, six figures and the overview tab; Endpoints: the documented paths; filters narrow the table, PUT says it has none, Clear filters restores; axe finds nothing on each tab; keyboard: arrows move between tabs, chips are reachable', async ({
  page,
}) => {
  await gotoReady(page, '/api-gateway');
  await test.step('badges, six figures and the overview tab', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('apiGateway'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('OpenAPI 3.0', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('OAuth2.0', { exact: true }).first()).toBeVisible();
    const stats = page.getByRole('region', { name: s.stats.heading }).getByRole('listitem');
    await expect(stats).toHaveCount(6);
    await expect(stats.nth(0)).toContainText('118.8K');
    await expect(stats.nth(1)).toContainText('156 ms');
    await expect(stats.nth(2)).toContainText('2 of 4');
    await expect(tab(page, s.tabs.overview)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('progressbar', { name: 'Share of requests: /api/v1/trades' })).toBeVisible();
    await expect(page.getByText('45,230 requests · 38.1%')).toBeVisible();
  });
  await test.step('Endpoints: the documented paths with method, status, requests and average response', async () => {
    await tab(page, s.tabs.endpoints).click();
    await expect(page).toHaveURL(/\?tab=endpoints$/);
    await expect(rows(page)).toHaveCount(4);
    const expected = [
      ['GET', '/api/v1/trades', 'Active', '45,230', '120 ms'],
      ['GET', '/api/v1/wallet/balance', 'Active', '32,150', '85 ms'],
      ['POST', '/api/v1/products/search', 'Maintenance', '28,940', '210 ms'],
      ['GET', '/api/v1/negotiations', 'Error', '12,480', '340 ms'],
    ];
    for (const [index, cells] of expected.entries()) {
      await expect(rows(page).nth(index).locator('th, td')).toHaveText(cells);
    }
    await expect(rows(page).nth(3).getByText('Error')).toHaveAttribute('data-tone', 'danger');
  });
  await test.step('filters narrow the table; PUT has no documented endpoint and says so; Clear filters restores', async () => {
    await methodChips(page).getByRole('radio', { name: 'GET' }).click();
    await expect(rows(page)).toHaveCount(3);
    await statusChips(page).getByRole('radio', { name: 'Active' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('2 of 4 endpoints shown')).toBeAttached();
    await methodChips(page).getByRole('radio', { name: 'PUT' }).click();
    await expect(table(page)).toHaveCount(0);
    await expect(page.getByText(s.endpoints.emptyTitle)).toBeVisible();
    await page.getByRole('button', { name: s.endpoints.clearFilters }).click();
    await expect(rows(page)).toHaveCount(4);
  });
  await test.step('axe finds nothing on each tab', async () => {
    for (const name of [s.tabs.overview, s.tabs.endpoints, s.tabs.webhooks]) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    }
  });
  await test.step('keyboard: arrows move between tabs, chips are reachable', async () => {
    // As on load: the overview shown (the axe part ended on Webhooks; the filters part cleared them).
    await tab(page, s.tabs.overview).click();
    await expect(tab(page, s.tabs.overview)).toHaveAttribute('aria-selected', 'true');
    await tab(page, s.tabs.overview).focus();
    await expect(tab(page, s.tabs.overview)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, s.tabs.endpoints)).toBeFocused();
    await expect(tab(page, s.tabs.endpoints)).toHaveAttribute('aria-selected', 'true');
    // Tab: the panel first (Radix makes it focusable), then the method chips.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: s.tabs.endpoints })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(methodChips(page).getByRole('radio', { name: s.endpoints.all })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(methodChips(page).getByRole('radio', { name: 'GET' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(methodChips(page).getByRole('radio', { name: 'GET' })).toBeChecked();
    await expect(rows(page)).toHaveCount(3);
  });
});

test('an unknown ?tab= shows the overview; Webhooks and Security are honest coming-soon panels with a way back', async ({
  page,
}) => {
  await test.step('an unknown ?tab= shows the overview', async () => {
    await gotoReady(page, `/api-gateway?tab=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(tab(page, s.tabs.overview)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
  await test.step('Webhooks and Security are honest coming-soon panels with a way back', async () => {
    await gotoReady(page, '/api-gateway?tab=webhooks');
    await expect(page.getByRole('heading', { level: 2, name: s.tabs.webhooks })).toBeVisible();
    await expect(page.getByText(s.comingSoon.webhooks)).toBeVisible();
    await expect(page.getByText(s.comingSoon.badge)).toBeVisible();
    await tab(page, s.tabs.security).click();
    await expect(page).toHaveURL(/\?tab=security$/);
    await expect(page.getByText(s.comingSoon.security)).toBeVisible();
    await page.getByRole('button', { name: s.comingSoon.back }).click();
    await expect(tab(page, s.tabs.overview)).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/tab=/);
  });
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'apiGateway');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/api-gateway?tab=endpoints');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.endpoints.heading })).toBeVisible();
  await expect(page.getByText(ar.endpoints.status.maintenance, { exact: true }).last()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('390 px in English: nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/api-gateway');
  await expect(page.getByRole('heading', { level: 2, name: s.overview.heading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
