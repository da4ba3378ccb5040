/**
 * Production monitoring: the order list with
 * the first order selected by default and the choice in the URL, the detail (progress, status, dates,
 * quality score, a summary download), the live sensor tiles on Playwright's clock with their colours
 * by status, the quality metrics against targets, keyboard use, axe, 390 px Arabic, and the feed
 * stopping when the member leaves.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type CommodityNames from '../../public/locales/en/commodities.json';
import type enProduction from '../../public/locales/en/productionMonitoring.json';
import {
  expect,
  expectNoAxeViolations,
  followShipmentRow,
  gotoReady,
  openOnPausedClock,
  readLocale,
  routeTitle,
  screenShown,
  test,
  toasts,
  wordLines,
} from './fixtures';

type Strings = typeof enProduction;
const s = readLocale<Strings>('en', 'productionMonitoring');

const orderButtons = (page: Page) => page.getByRole('list', { name: s.orders.listLabel }).getByRole('button');
const orderButton = (page: Page, id: string) => page.locator(`button[data-order="${id}"]`);
const detail = (page: Page) => page.locator('section[data-state="selected"][data-order]');
const field = (page: Page, id: string) => detail(page).locator(`[data-field="${id}"] dd`);
const tiles = (page: Page) => page.getByRole('list', { name: s.sensors.listLabel }).locator(':scope > li');
const tile = (page: Page, id: string) => page.locator(`[data-sensor="${id}"]`);
const metric = (page: Page, code: string) => page.locator(`[data-metric="${code}"]`);

/**
 * Open the screen on Playwright's clock with the feed's random draw fixed just under 1, so every
 * tick moves each reading up by its whole step (23.5 °C -> 24.1 -> 24.7 -> 25.3).
 */
async function openWithClock(page: Page, path = '/production-monitoring') {
  await page.addInitScript(() => {
    Math.random = () => 0.9999999;
  });
  await openOnPausedClock(page, path);
}

// One page: the keyboard part comes before any click (a click would keep the focus ring off the
// button it focuses), the download once another order is chosen, the shipment link last.
test('orders: the first selected by default and detailed, axe finds nothing; quality metrics against targets; the keyboard; the summary download; another order kept in the URL; the batch’s shipment row links to the IoT tracker', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  await gotoReady(page, '/production-monitoring');
  await test.step('orders: the first is selected by default and detailed; axe finds nothing', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('productionMonitoring'));
    await expect(orderButtons(page)).toHaveCount(4);
    await expect(orderButtons(page).first()).toHaveAttribute('aria-pressed', 'true');
    for (const id of ['PO-2026-102', 'PO-2026-103', 'PO-2026-104'])
      await expect(orderButton(page, id)).toHaveAttribute('aria-pressed', 'false');
    // Status written out on every item: In Progress or Completed.
    await expect(orderButton(page, 'PO-2026-101')).toContainText('In Progress');
    await expect(orderButton(page, 'PO-2026-101')).toContainText('75%');
    await expect(orderButton(page, 'PO-2026-102')).toContainText('Completed');
    await expect(orderButton(page, 'PO-2026-102').locator('[data-tone]').first()).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(orderButton(page, 'PO-2026-101').locator('[data-tone]').first()).toHaveAttribute(
      'data-tone',
      'info',
    );

    await expect(detail(page)).toHaveAttribute('data-order', 'PO-2026-101');
    await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText('Steel coils');
    await expect(detail(page).getByRole('progressbar', { name: s.detail.progress })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(field(page, 'id')).toHaveText('PO-2026-101');
    await expect(field(page, 'supplier')).toHaveText('Anshan Steel Works');
    await expect(field(page, 'quantity')).toHaveText('500 t');
    await expect(field(page, 'status')).toHaveText('In Progress');
    await expect(field(page, 'startDate')).toHaveText('Oct 1, 2026');
    await expect(field(page, 'expectedCompletion')).toHaveText('Dec 15, 2026');
    await expect(field(page, 'qualityScore')).toHaveText('98%');
    await expectNoAxeViolations(page);
  });
  await test.step('quality metrics against targets: green when the value is at least the target', async () => {
    const list = page.getByRole('list', { name: s.metrics.listLabel }).locator(':scope > li');
    await expect(list).toHaveCount(4);
    const expected = [
      ['overallQuality', '94.5%', 'Target 95.0%', false],
      ['firstPassYield', '97.2%', 'Target 95.0%', true],
      ['equipmentEffectiveness', '85.0%', 'Target 85.0%', true], // exactly on target
      ['onTimeDelivery', '88.0%', 'Target 90.0%', false],
    ] as const;
    for (const [code, value, target, met] of expected) {
      await expect(metric(page, code)).toHaveAttribute('data-met', String(met));
      await expect(metric(page, code)).toContainText(value);
      await expect(metric(page, code)).toContainText(target);
      await expect(metric(page, code)).toContainText(met ? s.metrics.onTarget : s.metrics.belowTarget);
      await expect(metric(page, code).locator('[data-tone]').first()).toHaveAttribute(
        'data-tone',
        met ? 'success' : 'warning',
      );
    }
    // The target is marked on the bar, just past the 94.5% fill.
    await expect(metric(page, 'overallQuality').locator('[data-target-mark]')).toHaveAttribute(
      'style',
      /inset-inline-start: ?95%/,
    );
    await expect(metric(page, 'overallQuality').getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '94.5%, Target 95.0%',
    );
  });
  await test.step('keyboard only: reach and select orders, download, pause and resume the feed', async () => {
    await orderButton(page, 'PO-2026-101').focus();
    const outline = await orderButton(page, 'PO-2026-101').evaluate(
      (element) => getComputedStyle(element).outlineStyle,
    );
    expect(outline).not.toBe('none');
    await page.keyboard.press('Tab');
    await expect(orderButton(page, 'PO-2026-102')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(orderButton(page, 'PO-2026-102')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    await expect(orderButton(page, 'PO-2026-103')).toHaveAttribute('aria-pressed', 'true');
    await expect(detail(page)).toHaveAttribute('data-order', 'PO-2026-103');
    // On from the list: the detail's report link and download, then the feed's pause button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // First the link to its batch's inspection report.
    await expect(detail(page).getByRole('link', { name: 'QR-2026-0453' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(detail(page).getByRole('button', { name: s.detail.download })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: s.sensors.pause })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: s.sensors.resume })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: s.sensors.pause })).toBeVisible();
  });
  await test.step('download the order summary as CSV, confirmed by a toast', async () => {
    // The order this test opened by its link, chosen from the list.
    await orderButton(page, 'PO-2026-104').click();
    await expect(detail(page)).toHaveAttribute('data-order', 'PO-2026-104');
    const download = page.waitForEvent('download');
    await detail(page).getByRole('button', { name: s.detail.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('PO-2026-104-summary.csv');
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('field,value');
    expect(lines).toContain('status,inProgress');
    expect(lines).toContain('quality_score_percent,95');
    await expect(toasts(page).filter({ hasText: 'Saved PO-2026-104-summary.csv' })).toHaveCount(1);
  });
  await test.step('selecting another order highlights it, shows its details and keeps it in the URL', async () => {
    await orderButton(page, 'PO-2026-102').click();
    await expect(page).toHaveURL(/\?order=PO-2026-102$/);
    await expect(orderButton(page, 'PO-2026-102')).toHaveAttribute('aria-pressed', 'true');
    await expect(orderButton(page, 'PO-2026-101')).toHaveAttribute('aria-pressed', 'false');
    await expect(detail(page)).toHaveAttribute('data-order', 'PO-2026-102');
    await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText('Copper cathodes');
    await expect(field(page, 'status')).toHaveText('Completed');
    await expect(detail(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(field(page, 'quantity')).toHaveText('200 t');
    await expect(field(page, 'startDate')).toHaveText('Sep 5, 2026');
    await expect(field(page, 'expectedCompletion')).toHaveText('Nov 10, 2026');
    await expect(field(page, 'qualityScore')).toHaveText('87%');

    await orderButton(page, 'PO-2026-103').click();
    await expect(field(page, 'quantity')).toHaveText('12,000 pcs');
    // The solar panel batch scores what its inspection on quality control scored.
    await expect(field(page, 'qualityScore')).toHaveText('72%');
    await expect(field(page, 'expectedCompletion')).toHaveText('Jan 31, 2027');

    // The URL restores the choice; an unknown or hostile value falls back to the first order.
    await page.reload();
    await expect(orderButton(page, 'PO-2026-103')).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/production-monitoring?order=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(orderButton(page, 'PO-2026-101')).toHaveAttribute('aria-pressed', 'true');
    await expect(detail(page)).toHaveAttribute('data-order', 'PO-2026-101');
  });
  await test.step('the batch’s shipment row says it is tracked and its link opens the shipment on the IoT tracker', async () => {
    await gotoReady(page, '/production-monitoring?order=PO-2026-101');
    await followShipmentRow(page, detail(page), s.detail.shipment);
  });
});

test('sensor tiles: id, kind, reading, location and a written status coloured by it', async ({ page }) => {
  // The sample readings, on a clock paused as the tiles show: the live feed moves them every 3 s.
  await openOnPausedClock(page, '/production-monitoring', { ready: (p) => tiles(p).first() });
  await expect(tiles(page)).toHaveCount(6);
  await expect(tiles(page).first()).toContainText('SEN-001');
  await expect(tiles(page).first()).toContainText('Temperature');
  await expect(tiles(page).first()).toContainText('23.5 °C');
  await expect(tiles(page).first()).toContainText('Production line A');
  const expected = [
    ['SEN-001', 'normal', 'Normal', 'success'],
    ['SEN-002', 'warning', 'Warning', 'warning'],
    ['SEN-003', 'normal', 'Normal', 'success'],
    ['SEN-004', 'critical', 'Critical', 'danger'], // 7.4 bar: above 7
    ['SEN-005', 'normal', 'Normal', 'success'],
    ['SEN-006', 'warning', 'Warning', 'warning'], // 4.0 °C: below 5
  ] as const;
  for (const [id, status, label, tone] of expected) {
    await expect(tile(page, id)).toHaveAttribute('data-status', status);
    await expect(tile(page, id).locator('[data-tone]')).toHaveAttribute('data-tone', tone);
    await expect(tile(page, id).locator('[data-tone]')).toHaveText(label);
  }
  await expect(tile(page, 'SEN-004')).toContainText('7.4 bar');
  // Three different edge colours: green, amber and red.
  const edge = (id: string) =>
    tile(page, id).evaluate((element) => getComputedStyle(element).borderInlineStartColor);
  const colours = new Set([await edge('SEN-001'), await edge('SEN-002'), await edge('SEN-004')]);
  expect(colours.size).toBe(3);
  expect(await edge('SEN-003')).toBe(await edge('SEN-001'));
});

test('live readings update every 3 s on the clock, change colour, and pause', async ({ page }) => {
  await openWithClock(page);
  await expect(page.getByText(s.sensors.live.replace('{{seconds}}', '3'))).toBeVisible();
  await expect(tile(page, 'SEN-001')).toContainText('23.5 °C');
  // The feed started while the page loaded, before the clock was paused: its first tick is due
  // within the next 3 s.
  await page.clock.runFor(3000);
  await expect(tile(page, 'SEN-001')).toContainText('24.1 °C');
  await expect(tile(page, 'SEN-003')).toContainText('0.95 g');
  await expect(tile(page, 'SEN-005')).toContainText('65%');

  await page.getByRole('button', { name: s.sensors.pause }).click();
  await expect(page.getByText(s.sensors.paused)).toBeVisible();
  await page.clock.runFor(9000);
  await expect(tile(page, 'SEN-001')).toContainText('24.1 °C');
  // Resumed: the next reading comes exactly 3 s later, then every 3 s.
  await page.getByRole('button', { name: s.sensors.resume }).click();
  await page.clock.runFor(2999);
  await expect(tile(page, 'SEN-001')).toContainText('24.1 °C');
  await page.clock.runFor(1);
  await expect(tile(page, 'SEN-001')).toContainText('24.7 °C');
  await expect(tile(page, 'SEN-001')).toHaveAttribute('data-status', 'normal');
  await page.clock.runFor(3000);
  // 25.3 °C passes the warning bound; the cold store warms from 4.0 to 5.2 °C and turns normal.
  await expect(tile(page, 'SEN-001')).toContainText('25.3 °C');
  await expect(tile(page, 'SEN-001')).toHaveAttribute('data-status', 'warning');
  await expect(tile(page, 'SEN-001').locator('[data-tone]')).toHaveText('Warning');
  await expect(tile(page, 'SEN-006')).toContainText('5.2 °C');
  await expect(tile(page, 'SEN-006')).toHaveAttribute('data-status', 'normal');
  await expect(tile(page, 'SEN-003')).toHaveAttribute('data-status', 'warning'); // 1.10 g
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  test.slow(); // axe runs on a shared 2-core machine
  const ar = readLocale<Strings>('ar', 'productionMonitoring');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/production-monitoring');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('productionMonitoring', 'ar'));
  await expect(page.getByRole('heading', { name: ar.orders.heading })).toBeVisible();
  await expect(orderButton(page, 'PO-2026-101')).toContainText(ar.status.inProgress);
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(
    readLocale<typeof CommodityNames>('ar', 'commodities').steelCoils,
  );
  await expect(page.getByRole('heading', { name: ar.sensors.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: ar.metrics.heading })).toBeVisible();
  // A reading is isolated, so a Latin unit stays after its number ("0.80 g").
  await expect(tile(page, 'SEN-003').locator('bdi')).toHaveText('0.80 g');
  // The selected item's thick edge is on the right in Arabic (inline start).
  const borders = await orderButton(page, 'PO-2026-101').evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.borderRightWidth, style.borderLeftWidth];
  });
  expect(borders).toEqual(['4px', '1px']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await orderButton(page, 'PO-2026-102').click();
  await expect(field(page, 'status')).toHaveText(ar.status.completed);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

for (const language of ['es', 'ru'] as const) {
  test(`390 px in ${language}: each sensor tile holds its status badge, and its words and ids stay whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((stored) => localStorage.setItem('language', stored), language);
    await gotoReady(page, '/production-monitoring');
    const local = readLocale<Strings>(language, 'productionMonitoring');
    await expect(page.getByRole('heading', { name: local.sensors.heading })).toBeVisible();
    await expect(page.locator('[data-sensor]')).toHaveCount(6);
    for (const id of ['SEN-001', 'SEN-002', 'SEN-003', 'SEN-004', 'SEN-005', 'SEN-006']) {
      const sides = await tile(page, id).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const badge = element.querySelector('[data-tone]')!.getBoundingClientRect();
        return {
          start: box.left + parseFloat(style.borderLeftWidth),
          end: box.right - parseFloat(style.borderRightWidth),
          badgeStart: badge.left,
          badgeEnd: badge.right,
        };
      });
      expect.soft(sides.badgeStart, id).toBeGreaterThanOrEqual(sides.start - 0.5);
      expect.soft(sides.badgeEnd, id).toBeLessThanOrEqual(sides.end + 0.5);
      // The kind, the location (with a vehicle's code, AGV-7) and the sensor's id.
      const kind = tile(page, id).locator('> div > span').first();
      for (const part of [kind, ...(await tile(page, id).locator('> p').last().locator('> span').all())]) {
        for (const { word, lines } of await wordLines(part)) expect.soft(lines, `${id}: ${word}`).toBe(1);
      }
    }
  });
}

test('leaving the screen mid-run stops the feed without errors', async ({ page }) => {
  await openWithClock(page);
  await page.clock.runFor(3000);
  await expect(tile(page, 'SEN-001')).toContainText('24.1 °C');
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  await page.clock.runFor(15000);
  // Back again: a fresh feed from the opening readings.
  await page.goBack();
  await expect(tile(page, 'SEN-001')).toContainText('23.5 °C');
  await page.clock.runFor(2999);
  await expect(tile(page, 'SEN-001')).toContainText('23.5 °C');
  await page.clock.runFor(1);
  await expect(tile(page, 'SEN-001')).toContainText('24.1 °C');
});
