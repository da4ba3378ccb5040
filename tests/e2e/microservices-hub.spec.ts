/**
 * Microservices hub: five
 * service cards with interface and status, a card selects its tab (kept in the URL, with a fallback),
 * the valuation engine's prices, SDRC index and risk multipliers, Refresh and the 30 s reload on
 * Playwright's clock with the last-updated time, a failed load that keeps the last values and warns
 * once in the console, the AI Matching tab (the trade-matching search), the coming-soon panels,
 * keyboard, axe, 390 px and Arabic.
 */
import type { Page } from '@playwright/test';
import type CommodityNames from '../../public/locales/en/commodities.json';
import type enHub from '../../public/locales/en/microservicesHub.json';
import type enMatching from '../../public/locales/en/tradeMatching.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  routeTitle,
  test,
} from './fixtures';

type Strings = typeof enHub;
const s = readLocale<Strings>('en', 'microservicesHub');
const m = readLocale<typeof enMatching>('en', 'tradeMatching');
const goods = readLocale<typeof CommodityNames>('en', 'commodities');

const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const valuation = (page: Page) => page.getByRole('region', { name: s.services.valuation.name });
const lastUpdated = (page: Page) => page.getByTestId('valuation-last-updated');
const refresh = (page: Page) => valuation(page).getByRole('button', { name: s.valuation.refresh });

/** The page's own rendering of a time, as the screen formats "last updated" (en). */
const formatted = (page: Page, time: number) =>
  page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at)),
    time,
  );

const start = new Date('2026-11-22T15:30:00Z').getTime();

/** Fake clock from `start`, paused once the prices are in: from here only runFor moves time. */
async function openWithClock(page: Page, path = '/microservices-hub') {
  await openOnPausedClock(page, path, {
    time: start,
    ready: () => valuation(page).getByText('SDR 245.50'),
    aheadMs: 300,
  });
}

test('five service cards with interface and status, the valuation engine open; its prices, the SDRC index and its weights; axe finds nothing on the valuation, AI matching and a coming-soon tab; keyboard: a card with Enter, then arrows along the tabs', async ({
  page,
}) => {
  await gotoReady(page, '/microservices-hub');
  await test.step('five service cards with interface and status; the valuation engine is open', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('microservicesHub'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const cards = page.getByRole('region', { name: s.services.heading }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const expected = [
      [s.services.valuation.name, 'gRPC', s.status.active],
      [s.services.aiMatching.name, 'REST', s.status.active],
      [s.services.tradeManager.name, 'GraphQL', s.status.active],
      [s.services.logistics.name, s.protocols.asyncMessaging, s.status.maintenance],
      [s.services.financialHub.name, s.protocols.blockchainRpc, s.status.offline],
    ];
    for (const [index, [name, protocol, status]] of expected.entries()) {
      await expect(cards.nth(index).getByRole('button')).toHaveAccessibleName(name!);
      await expect(cards.nth(index)).toContainText(protocol!);
      await expect(cards.nth(index)).toContainText(status!);
    }
    for (const name of [
      s.services.tradeManager.name,
      s.services.logistics.name,
      s.services.financialHub.name,
    ])
      await expect(cards.filter({ has: card(page, name) })).toContainText(s.comingSoon.badge);
    await expect(card(page, s.services.valuation.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(tab(page, s.services.valuation.name)).toHaveAttribute('aria-selected', 'true');
  });
  await test.step('the valuation engine: prices in SDR with change and volatility, the SDRC index and its weights', async () => {
    const panel = valuation(page);
    const prices = panel.getByRole('region', { name: s.valuation.pricesHeading }).getByRole('listitem');
    await expect(prices).toHaveCount(3);
    await expect(prices.nth(0)).toContainText(goods.wheat);
    await expect(prices.nth(0)).toContainText('SDR 245.50');
    await expect(prices.nth(0)).toContainText('+2.3%');
    await expect(prices.nth(0)).toContainText(`${s.valuation.volatility} 0.15 (low)`);
    await expect(prices.nth(1)).toContainText(goods.crudeOil);
    await expect(prices.nth(1)).toContainText('SDR 75.20');
    await expect(prices.nth(1)).toContainText('\u22121.8%');
    await expect(prices.nth(2)).toContainText(goods.copper);
    await expect(prices.nth(2)).toContainText('SDR 8,450.00');
    const sdrc = panel.getByRole('region', { name: s.valuation.sdrcHeading });
    await expect(sdrc).toContainText('1.42');
    const weights = sdrc.getByRole('definition');
    await expect(weights).toHaveText(['0.583', '0.386', '0.0943', '0.0903', '0.108']);
    await expect(sdrc.getByRole('term')).toHaveText(['USD', 'EUR', 'JPY', 'GBP', 'CNY']);
    const risks = panel.getByRole('region', { name: s.valuation.risksHeading }).getByRole('listitem');
    await expect(risks).toHaveText([/China×1\.05/, /Russia×1\.15/, /United States×1\.02/]);
  });
  await test.step('axe finds nothing on the valuation, AI matching and a coming-soon tab', async () => {
    await expect(valuation(page).getByText('SDR 245.50')).toBeVisible();
    await expectNoAxeViolations(page);
    await tab(page, s.services.aiMatching.name).click();
    await expect(page.getByRole('button', { name: m.search.submit })).toBeVisible();
    await expectNoAxeViolations(page);
    await tab(page, s.services.tradeManager.name).click();
    await expect(page.getByText(s.comingSoon.tradeManager)).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('keyboard: a card with Enter, then arrows along the tabs', async () => {
    // The valuation engine open again, as on load.
    await tab(page, s.services.valuation.name).click();
    await expect(tab(page, s.services.valuation.name)).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, s.services.valuation.name)).toHaveAttribute('aria-pressed', 'true');

    const tradeManager = card(page, s.services.tradeManager.name);
    await tradeManager.focus();
    await expect(tradeManager).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tab(page, s.services.tradeManager.name)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Space');
    await expect(tradeManager).toHaveAttribute('aria-pressed', 'true');
    await tab(page, s.services.tradeManager.name).focus();
    await expect(tab(page, s.services.tradeManager.name)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, s.services.aiMatching.name)).toBeFocused();
    await expect(tab(page, s.services.aiMatching.name)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=aiMatching$/);
    await expect(card(page, s.services.aiMatching.name)).toHaveAttribute('aria-pressed', 'true');
  });
});

// One page on the clock: the failed load comes after the timed reloads, well before the next one.
test('last updated: set on load, again on Refresh and every 30 seconds; a load that answers garbage keeps the last values, warns once, and Retry recovers', async ({
  page,
  consoleGuard,
}) => {
  await openWithClock(page);
  await test.step('last updated: set on load, again on Refresh and every 30 seconds (Playwright clock)', async () => {
    const first = await page.evaluate(() => Date.now());
    const loadedAt = await lastUpdated(page).textContent();
    expect(loadedAt).toMatch(/^Last updated Nov 22, 2026, 3:30:0\d PM$/);

    await page.clock.runFor(10_000);
    await expect(refresh(page)).toBeEnabled();
    await refresh(page).click();
    const refreshedAt = await page.evaluate(() => Date.now());
    await expect(lastUpdated(page)).toHaveText(`Last updated ${await formatted(page, refreshedAt)}`);
    expect(refreshedAt - first).toBeGreaterThanOrEqual(10_000);

    // The 30 s timer starts again from the refresh: nothing at 29.9 s, a reload at 30 s.
    const before = await lastUpdated(page).textContent();
    await page.clock.runFor(29_900);
    await expect(lastUpdated(page)).toHaveText(before!);
    await page.clock.runFor(100);
    await expect(lastUpdated(page)).toHaveText(`Last updated ${await formatted(page, refreshedAt + 30_000)}`);
    await page.clock.runFor(30_000);
    await expect(lastUpdated(page)).toHaveText(`Last updated ${await formatted(page, refreshedAt + 60_000)}`);
    await expect(valuation(page).getByText('SDR 245.50')).toBeVisible();
  });

  await test.step('a load that answers garbage keeps the last values, warns once, and Retry recovers', async () => {
    const before = await lastUpdated(page).textContent();
    // The service stamps each answer with Date.now: a broken clock makes the answer garbage (NaN time).
    await page.evaluate(() => {
      const real = Date.now.bind(Date);
      (window as unknown as { restoreNow: () => void }).restoreNow = () => {
        Date.now = real;
      };
      Date.now = () => Number.NaN;
    });
    await refresh(page).click();
    const status = valuation(page).getByRole('status');
    await expect(status).toContainText(s.valuation.error);
    await expect(valuation(page).getByText('SDR 245.50')).toBeVisible();
    await expect(valuation(page).getByText('SDR 8,450.00')).toBeVisible();
    await expect(lastUpdated(page)).toHaveText(before!);
    const warnings = () =>
      consoleGuard.messages.filter((entry) => /Valuation refresh failed/.test(entry.text));
    await expect.poll(() => warnings().length).toBe(1);
    expect(warnings()[0]!.type).toBe('warning');

    await page.evaluate(() => (window as unknown as { restoreNow: () => void }).restoreNow());
    // The clock is paused: move it a second so the recovered answer carries a later time than before.
    await page.clock.runFor(1_000);
    await status.getByRole('button', { name: s.valuation.retry }).click();
    await expect(status).toHaveText('');
    await expect(lastUpdated(page)).not.toHaveText(before!);
    expect(warnings()).toHaveLength(1);
  });
});

test('a card switches the tab and the URL, the tab in the URL opens on load, bad values fall back; AI Matching is the trade-matching search: same rules, bad input kept as typed text', async ({
  page,
}) => {
  await gotoReady(page, '/microservices-hub');
  await test.step('a card switches the tab and the URL; the tab in the URL opens on load; bad values fall back', async () => {
    await card(page, s.services.logistics.name).click();
    await expect(tab(page, s.services.logistics.name)).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, s.services.logistics.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?tab=logistics$/);
    const panel = page.getByRole('region', { name: s.services.logistics.name });
    await expect(panel).toContainText(s.comingSoon.badge);
    await expect(panel).toContainText(s.comingSoon.logistics);
    await panel.getByRole('button', { name: s.comingSoon.back }).click();
    await expect(tab(page, s.services.valuation.name)).toHaveAttribute('aria-selected', 'true');

    await gotoReady(page, '/microservices-hub?tab=financialHub');
    await expect(tab(page, s.services.financialHub.name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(s.comingSoon.financialHub)).toBeVisible();

    for (const bad of ['%3Cscript%3E', 'AIMATCHING', '', '.*']) {
      await gotoReady(page, `/microservices-hub?tab=${bad}`);
      await expect(tab(page, s.services.valuation.name)).toHaveAttribute('aria-selected', 'true');
    }
  });
  await test.step('AI Matching is the trade-matching search: same rules, bad input kept as typed text', async () => {
    await gotoReady(page, '/microservices-hub?tab=aiMatching');
    const find = page.getByRole('button', { name: m.search.submit });
    await expect(find).toBeDisabled();
    const offering = page.getByRole('textbox', { name: m.search.offering });
    const seeking = page.getByRole('textbox', { name: m.search.seeking });
    await offering.fill(' , ,, ');
    await seeking.fill('<b>wheat</b>');
    await expect(page.getByText(m.search.onlyCommas)).toBeVisible();
    await expect(find).toBeDisabled();
    await expect(offering).toHaveValue(' , ,, ');
    await expect(page.locator('b', { hasText: 'wheat' })).toHaveCount(0);
    await offering.fill('crude oil');
    await seeking.fill('wheat');
    await expect(find).toBeEnabled();
    await find.click();
    await expect(page.getByRole('heading', { name: m.results.heading })).toBeVisible();
  });
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'microservicesHub');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/microservices-hub');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.services.heading })).toBeVisible();
  await expect(page.getByRole('tab', { name: ar.services.valuation.name })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(readLocale<typeof CommodityNames>('ar', 'commodities').wheat)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: ar.services.aiMatching.name }).click();
  await expect(page.getByRole('textbox').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('390 px in English: nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/microservices-hub');
  await expect(valuation(page).getByText('SDR 245.50')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
