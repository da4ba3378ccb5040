/**
 * IoT logistics tracker: badges, the five summary
 * figures, the overview flag, sensor tiles with threshold colours and bar fills, the alerts derived from
 * the shipments (resolvable), the Live Map drawn locally with its live readings on Playwright's clock,
 * the blockchain events in time order, tabs in the URL, keyboard use, axe, 390 px Arabic.
 */
import type { Page } from '@playwright/test';
import type enIot from '../../public/locales/en/iotLogistics.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  routeTitle,
  test,
  screenShown,
} from './fixtures';

type Strings = typeof enIot;
const s = readLocale<Strings>('en', 'iotLogistics');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const stat = (page: Page, id: string) => page.locator(`[data-stat="${id}"]`);
const alertItems = (page: Page) =>
  panel(page).getByRole('list', { name: s.alerts.list }).locator(':scope > li');
const tiles = (page: Page, id: string) =>
  page.getByRole('list', { name: `Sensors of ${id}` }).locator(':scope > li');
const updates = (page: Page) => panel(page).getByText(/updates? received$/);

async function openWithClock(page: Page, path = '/iot-logistics') {
  await openOnPausedClock(page, path);
}

test('tabs live in the URL, an unknown value is the overview; badges, the five summary figures, five tabs and the overview flag; sensor tiles; the blockchain events; the alerts, resolve one', async ({
  page,
}) => {
  test.slow(); // axe runs twice on a shared 2-core machine
  await gotoReady(page, '/iot-logistics?tab=%3Cb%3E');
  await test.step('tabs live in the URL; an unknown value is the overview', async () => {
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Alerts').click();
    await expect(page).toHaveURL(/\?tab=alerts$/);
    await tab(page, 'Overview').click();
    await expect(page).toHaveURL(/\/iot-logistics$/);
  });
  await test.step('badges, the five summary figures, five tabs and the overview flag', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('iotLogistics'));
    const badges = page.getByRole('list', { name: s.badges.label });
    await expect(badges).toHaveText(/Connected.*Live Tracking.*Blockchain Events/);
    await expect(stat(page, 'active')).toContainText('Active Shipments5');
    await expect(stat(page, 'inTransit')).toContainText('In Transit3');
    // Alerts = the count of delayed shipments.
    await expect(stat(page, 'alerts')).toContainText('Alerts1');
    // (87 + 45 + 95 + 15 + 62) / 5 = 60.8
    await expect(stat(page, 'avgBattery')).toContainText('Avg Battery61%');
    await expect(stat(page, 'blockchainEvents')).toContainText('Blockchain Events6');
    await expect(page.getByRole('tab')).toHaveText([
      'Overview',
      'Live Map',
      'Sensors',
      'Alerts',
      'Blockchain',
    ]);
    // Flagged: SH-2026-007 (humidity 85, vibration 2.4, battery 15) and SH-2026-008 (32.1 °C); SH-2026-005 only warns.
    await expect(page.locator('[data-shipment][data-state="flagged"]')).toHaveCount(2);
    await expect(page.locator('[data-shipment="SH-2026-007"]')).toContainText(s.overview.flag);
    await expect(page.locator('[data-shipment="SH-2026-008"]')).toContainText(s.overview.flag);
    await expect(page.locator('[data-shipment="SH-2026-005"]')).not.toContainText(s.overview.flag);
    await expectNoAxeViolations(page);
  });
  await test.step('sensor tiles: threshold colours and bar fills', async () => {
    await tab(page, 'Sensors').click();
    await expect(page).toHaveURL(/\?tab=sensors$/);
    await expect(tab(page, 'Sensors')).toHaveAttribute('aria-selected', 'true');
    // Each card is titled with the shipment's one id, its tracking number beside it.
    const firstCard = panel(page).locator('[data-shipment="SH-2026-001"]');
    await expect(firstCard.getByRole('heading', { level: 2 })).toHaveText('SH-2026-001');
    await expect(firstCard.locator('[data-tracking-number]')).toHaveText(
      `${s.overview.tracking} SRT-2026-001847`,
    );
    const first = tiles(page, 'SH-2026-001');
    await expect(first).toHaveCount(4);
    await expect(first.nth(0)).toHaveAttribute('data-state', 'normal');
    // (22.5 + 20) x 2 = 85; vibration 0.8 x 25 = 20
    await expect(first.nth(0).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
    await expect(first.nth(2).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    const cold = tiles(page, 'SH-2026-007');
    // 3.2 °C warning, 85 % critical, 2.4 g critical, 15 % critical
    await expect(cold.nth(0)).toHaveAttribute('data-state', 'warning');
    await expect(cold.nth(0)).toContainText('3.2 °C');
    await expect(cold.nth(1)).toHaveAttribute('data-state', 'critical');
    await expect(cold.nth(2)).toHaveAttribute('data-state', 'critical');
    await expect(cold.nth(2).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(cold.nth(3)).toHaveAttribute('data-state', 'critical');
    await expect(cold.nth(3)).toContainText('Critical');
    const hot = tiles(page, 'SH-2026-008');
    await expect(hot.nth(0)).toHaveAttribute('data-state', 'critical');
    await expect(hot.nth(0).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
  await test.step('blockchain: the events in time order with shipment, block, time and data', async () => {
    await tab(page, 'Blockchain').click();
    await expect(page).toHaveURL(/\?tab=blockchain$/);
    const events = panel(page).getByRole('list', { name: s.blockchain.list }).locator(':scope > li');
    await expect(events).toHaveCount(6);
    await expect(events.locator('strong')).toHaveText([
      'Shipment created',
      'Custody transfer',
      'Delay reported',
      'Customs cleared',
      'Temperature breach',
      'Sensor checkpoint',
    ]);
    await expect(events.first().locator('[data-event-shipment]')).toHaveText('SH-2026-001');
    await expect(events.first()).toContainText('SRT-2026-001847');
    await expect(events.first()).toContainText('#18,452,190');
    await expect(events.first()).toContainText('Nov 20, 2026');
    await expect(events.first()).toContainText('0x3fa2b8c41d');
    await expect(events.nth(4)).toContainText('32.1 °C');
  });
  await test.step('alerts, opened by the URL: the spec messages with values, health counts, resolve one', async () => {
    await gotoReady(page, '/iot-logistics?tab=alerts');
    const count = (id: string) => page.locator(`[data-count="${id}"]`);
    await expect(count('critical')).toContainText('2');
    await expect(count('warning')).toContainText('1');
    await expect(count('healthy')).toContainText('2');
    await expect(alertItems(page)).toHaveCount(9);
    const texts = await alertItems(page).allInnerTexts();
    for (const expected of [
      'Temperature out of range: 32.1 °C',
      'Humidity critical: 85%',
      'Excessive vibration detected: 2.4 g',
      'Low battery: 15%',
      'Shipment delayed - route optimization required',
      'Temperature approaching limits: 28.3 °C',
      'Temperature approaching limits: 3.2 °C',
      'Elevated vibration levels: 1.4 g',
      'Battery running low: 45%',
    ]) {
      expect(
        texts.some((text) => text.includes(expected)),
        expected,
      ).toBe(true);
    }
    // Each alert names its shipment by its one id, the tracking number beside it.
    const hot = page.locator('[data-alert="SH-2026-008-temperature"]');
    await expect(hot.locator('[data-alert-shipment]')).toHaveText('SH-2026-008');
    await expect(hot.locator('[data-tracking-number]')).toHaveText(`${s.overview.tracking} SRT-2026-001889`);
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: 'Resolve Temperature out of range: 32.1 °C for SH-2026-008' })
      .click();
    await expect(page.locator('[data-alert="SH-2026-008-temperature"]')).toHaveAttribute(
      'data-state',
      'resolved',
    );
    await expect(page.locator('[data-alert="SH-2026-008-temperature"]')).toContainText(s.alerts.resolved);
    await expect(count('critical')).toContainText('1');
    await expect(count('healthy')).toContainText('3');
  });
});

test('live map: drawn locally, select a shipment, readings update every 3 s, pause stops them', async ({
  page,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await openWithClock(page);
  await tab(page, 'Live Map').click();
  await expect(page).toHaveURL(/\?tab=map$/);
  const map = page.getByRole('img', { name: /^World map: 5 shipments/ });
  await expect(map).toBeVisible();
  await expect(map.locator('[data-marker]')).toHaveCount(5);
  await expect(map.locator('[data-route]')).toHaveCount(5);
  await expect(map.locator('[data-marker="SH-2026-005"]')).toHaveAttribute('data-tone', 'warning');
  // The detail is titled with the shipment's one id, its tracking number beside it.
  await expect(page.locator('[data-shipment-detail]').getByRole('heading', { level: 3 })).toHaveText(
    'SH-2026-001',
  );
  await expect(page.locator('[data-shipment-detail]')).toContainText('SRT-2026-001847');
  await expect(page.locator('[data-shipment="SH-2026-006"]')).toContainText('SRT-2026-001866');
  await page.getByRole('button', { name: /SRT-2026-001866/ }).click();
  await expect(page.locator('[data-shipment-detail]')).toContainText('Shanghai, China → Hamburg, Germany');
  await map.locator('[data-marker="SH-2026-007"]').click();
  await expect(page.locator('[data-shipment-detail]')).toContainText('SRT-2026-001871');
  await expect(page.getByRole('button', { name: /SRT-2026-001871/ })).toHaveAttribute('aria-pressed', 'true');
  // The address names the shipment chosen, as a link to it would.
  await expect(page).toHaveURL(/\?tab=map&shipment=SH-2026-007$/);

  await expect(updates(page)).toHaveText('0 updates received');
  await page.clock.runFor(2900);
  await expect(updates(page)).toHaveText('0 updates received');
  await page.clock.runFor(100);
  await expect(updates(page)).toHaveText('1 update received');
  await page.clock.runFor(3000);
  await expect(updates(page)).toHaveText('2 updates received');
  await page.getByRole('button', { name: s.map.pause }).click();
  await page.clock.runFor(9000);
  await expect(updates(page)).toHaveText('2 updates received');
  await page.getByRole('button', { name: s.map.resume }).click();
  await page.clock.runFor(3000);
  await expect(updates(page)).toHaveText('3 updates received');
  expect(external).toEqual([]);
});

test('keyboard only: tabs with arrows, show a shipment on the map, resolve an alert', async ({ page }) => {
  await gotoReady(page, '/iot-logistics');
  await tab(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Live Map')).toBeFocused();
  await expect(tab(page, 'Live Map')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  const show = page.getByRole('button', { name: 'Show on map: SH-2026-008' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Live Map')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-shipment-detail]')).toContainText('SRT-2026-001889');
  await expect(page).toHaveURL(/\?tab=map&shipment=SH-2026-008$/);
  await tab(page, 'Live Map').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Sensors')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Alerts')).toHaveAttribute('aria-selected', 'true');
  const resolve = page.getByRole('button', { name: /^Resolve Low battery: 15%/ });
  await resolve.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-alert="SH-2026-007-battery"]')).toHaveAttribute('data-state', 'resolved');
});

test('390 px and Arabic: right-to-left, translated, nothing overflows on any tab', async ({ page }) => {
  test.slow(); // axe runs on a shared 2-core machine
  const ar = readLocale<Strings>('ar', 'iotLogistics');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/iot-logistics');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('iotLogistics', 'ar'));
  await expect(stat(page, 'active')).toContainText(ar.summary.active);
  for (const name of [ar.tabs.overview, ar.tabs.map, ar.tabs.sensors, ar.tabs.alerts, ar.tabs.blockchain]) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    if (name === ar.tabs.map) await expect(page.locator('svg[data-state="ready"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await expect(panel(page)).toContainText(ar.blockchain.types.shipmentCreated);
  await expectNoAxeViolations(page);
});

test('leaving the map or the screen mid-run stops the feed', async ({ page }) => {
  await openWithClock(page, '/iot-logistics?tab=map');
  await expect(page.getByRole('img', { name: /^World map/ })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(updates(page)).toHaveText('1 update received');
  // Another tab: the feed stops; the last readings stay.
  await tab(page, 'Sensors').click();
  await page.clock.runFor(9000);
  await tab(page, 'Live Map').click();
  await expect(updates(page)).toHaveText('0 updates received');
  // Another screen mid-run: no timer left behind, no error.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  await page.clock.runFor(10000);
  await page.goBack();
  await expect(tab(page, 'Live Map')).toHaveAttribute('aria-selected', 'true');
});
