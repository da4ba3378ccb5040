/**
 * Shipping & logistics: the freight shipment list
 * with the first selected by default and the selection in the URL, the detail (origin, destination,
 * mode, status, progress, ETA, cargo), the simulated live tracking on Playwright's clock (origin port
 * under 50%, en route from 50%), the transport comparison with its fixed figures and the mode that
 * suits the selected cargo, the verified partners, keyboard use, axe, 390 px Arabic, leaving mid-run.
 */
import type { Page } from '@playwright/test';
import type enShipping from '../../public/locales/en/shippingLogistics.json';
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

type Strings = typeof enShipping;
const s = readLocale<Strings>('en', 'shippingLogistics');
const tick = 2000;

const list = (page: Page) => page.getByRole('list', { name: s.list.listLabel });
const item = (page: Page, id: string) => page.locator(`[data-shipment="${id}"]`);
const detail = (page: Page) => page.locator('section[aria-labelledby="shipping-detail-heading"]');
const field = (page: Page, id: string) => detail(page).locator(`[data-field="${id}"] dd`);
const location = (page: Page) => page.getByTestId('tracking-location');
const tracked = (page: Page) => page.getByTestId('tracking-progress');
const mode = (page: Page, id: string) => page.locator(`[data-mode="${id}"]`);
const suitable = (page: Page) => page.locator('[data-mode][data-suitable="true"]');

/**
 * Open the screen with Playwright's clock installed and paused, the app live: two days after
 * the sample world's anchor day, so its voyages have moved two days on (same progress, ETAs two days later).
 */
async function openWithClock(page: Page, path = '/shipping-logistics') {
  await openOnPausedClock(page, path, { time: new Date('2026-11-24T10:00:00Z') });
}

// One page: the first parts read, then click each shipment; the keyboard part moves focus itself (Tab) and
// selects shipments other than SH-2026-004, where the comparison ended; the selection part starts from
// SH-2026-001 again, tracked live as on load, and leaves the screen last.
test('the list with the first shipment selected by default, and its detail; verified partners; transport comparison; keyboard only; selecting another shipment, which lives in the URL, and the link to the IoT tracker', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  await gotoReady(page, '/shipping-logistics');
  await test.step('the list with the first shipment selected by default, and its detail', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('shippingLogistics'));
    const items = list(page).getByRole('button');
    await expect(items).toHaveCount(4);
    await expect(items).toContainText([
      /SH-2026-001.*In Transit.*Shanghai → Rotterdam.*Sea freight · Steel coils.*65% complete/,
      /SH-2026-002.*Departed.*Almaty → Duisburg.*Rail freight · Wheat.*45% complete/,
      /SH-2026-003.*Delivered.*Dubai → Nairobi.*Air freight · Medical equipment.*100% complete/,
      /SH-2026-004.*In Transit.*Santos → Qingdao.*Sea freight · Soybeans.*30% complete/,
    ]);
    await expect(item(page, 'SH-2026-001')).toHaveAttribute('aria-pressed', 'true');
    for (const other of ['SH-2026-002', 'SH-2026-003', 'SH-2026-004'])
      await expect(item(page, other)).toHaveAttribute('aria-pressed', 'false');

    await expect(detail(page).getByRole('heading', { name: 'Shipment SH-2026-001' })).toBeVisible();
    await expect(detail(page)).toContainText('In Transit');
    await expect(field(page, 'origin')).toHaveText('Shanghai');
    await expect(field(page, 'destination')).toHaveText('Rotterdam');
    await expect(field(page, 'mode')).toHaveText('Sea freight');
    await expect(field(page, 'cargo')).toHaveText('Steel coils');
    await expect(field(page, 'weight')).toHaveText('820 t');
    await expect(field(page, 'eta')).toHaveText('Dec 2, 2026');
    await expect(detail(page).getByRole('progressbar', { name: s.detail.progress })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    await expect(detail(page)).toContainText(`${s.detail.progress}: 65%`);
    await expectNoAxeViolations(page);
  });
  await test.step('verified partners: name, type, rating and routes', async () => {
    const partners = page.getByRole('list', { name: s.partners.heading }).locator(':scope > li');
    await expect(partners).toHaveCount(4);
    for (const [index, [name, type, rating, routes]] of [
      ['Silk Route Ocean Lines', 'Shipping line', '4.8', '45'],
      ['Eurasia Rail Freight', 'Rail operator', '4.6', '18'],
      ['SkyBridge Air Cargo', 'Air cargo carrier', '4.7', '32'],
      ['Caravan Global Forwarding', 'Freight forwarder', '4.5', '60'],
    ].entries()) {
      const partner = partners.nth(index);
      await expect(partner.getByRole('heading', { level: 3 })).toHaveText(name ?? '');
      await expect(partner.locator('[data-field="type"] dd')).toHaveText(type ?? '');
      await expect(partner.locator('[data-field="rating"] dd')).toContainText(`${rating} / 5`);
      await expect(partner.locator('[data-field="rating"] dd')).toContainText(`Rated ${rating} out of 5`);
      await expect(partner.locator('[data-field="routes"] dd')).toHaveText(routes ?? '');
    }
  });
  await test.step('transport comparison: the spec figures, and the mode that suits the selected cargo', async () => {
    const figures = {
      sea: ['Sea freight', '$2,500', '25-30 days', '500+ tons'],
      air: ['Air freight', '$8,500', '3-5 days', '50 tons'],
      rail: ['Rail freight', '$4,200', '15-20 days', '200 tons'],
    };
    for (const [id, texts] of Object.entries(figures)) {
      for (const text of texts) await expect(mode(page, id)).toContainText(text);
    }
    await expect(page.locator('[data-mode]')).toHaveCount(3);
    // 820 t of steel coils: sea; 180 t of wheat: rail; 12 t of medical equipment: air; 640 t of soybeans: sea.
    for (const [shipment, expected, text] of [
      ['SH-2026-001', 'sea', 'For 820 t of Steel coils (SH-2026-001) the suitable mode is Sea freight.'],
      ['SH-2026-002', 'rail', 'For 180 t of Wheat (SH-2026-002) the suitable mode is Rail freight.'],
      ['SH-2026-003', 'air', 'For 12 t of Medical equipment (SH-2026-003) the suitable mode is Air freight.'],
      ['SH-2026-004', 'sea', 'For 640 t of Soybeans (SH-2026-004) the suitable mode is Sea freight.'],
    ] as const) {
      await item(page, shipment).click();
      await expect(suitable(page)).toHaveCount(1);
      await expect(suitable(page)).toHaveAttribute('data-mode', expected);
      await expect(suitable(page)).toContainText(s.comparison.suitable);
      await expect(page.getByText(text)).toBeVisible();
    }
  });
  await test.step('keyboard only: Tab through the list, Enter and Space select, replay and pause with the keyboard', async () => {
    await item(page, 'SH-2026-001').focus();
    await page.keyboard.press('Tab');
    await expect(item(page, 'SH-2026-002')).toBeFocused();
    const outline = await item(page, 'SH-2026-002').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(item(page, 'SH-2026-002')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?shipment=SH-2026-002$/);
    await page.keyboard.press('Tab');
    await expect(item(page, 'SH-2026-003')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(item(page, 'SH-2026-003')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(item(page, 'SH-2026-002')).toHaveAttribute('aria-pressed', 'true');
    // Onwards from the list: the next control is the tracking box's replay button.
    await item(page, 'SH-2026-004').focus();
    await page.keyboard.press('Tab');
    const replay = page.getByRole('button', { name: s.tracking.replay });
    await expect(replay).toBeFocused();
    await page.keyboard.press('Enter');
    const pause = page.getByRole('button', { name: s.tracking.pause });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: s.tracking.resume })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pause).toBeVisible();
  });
  await test.step('selecting another shipment highlights it, shows its detail and lives in the URL', async () => {
    // The first shipment again, tracked live, as on load.
    await item(page, 'SH-2026-001').click();
    await expect(item(page, 'SH-2026-001')).toHaveAttribute('aria-pressed', 'true');
    await expect(tracked(page)).toHaveText('65%');
    await item(page, 'SH-2026-002').click();
    await expect(page).toHaveURL(/\?shipment=SH-2026-002$/);
    await expect(item(page, 'SH-2026-002')).toHaveAttribute('aria-pressed', 'true');
    await expect(item(page, 'SH-2026-001')).toHaveAttribute('aria-pressed', 'false');
    await expect(detail(page).getByRole('heading', { name: 'Shipment SH-2026-002' })).toBeVisible();
    await expect(detail(page)).toContainText('Departed');
    await expect(field(page, 'origin')).toHaveText('Almaty');
    await expect(field(page, 'destination')).toHaveText('Duisburg');
    await expect(field(page, 'mode')).toHaveText('Rail freight');
    await expect(field(page, 'cargo')).toHaveText('Wheat');
    await expect(field(page, 'eta')).toHaveText('Dec 3, 2026');
    await expect(detail(page)).toContainText('45%');

    await item(page, 'SH-2026-003').click();
    await expect(page).toHaveURL(/\?shipment=SH-2026-003$/);
    await expect(detail(page)).toContainText('Delivered');
    await expect(detail(page)).toContainText('100%');

    // A link to a shipment opens it; an unknown or hostile value falls back to the first.
    await gotoReady(page, '/shipping-logistics?shipment=SH-2026-004');
    await expect(item(page, 'SH-2026-004')).toHaveAttribute('aria-pressed', 'true');
    await expect(field(page, 'origin')).toHaveText('Santos');
    await gotoReady(page, '/shipping-logistics?shipment=%3Cimg%20src%3Dx%3E');
    await expect(item(page, 'SH-2026-001')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
  // The hostile link above fell back to the first shipment, the one the IoT tracker also shows.
  await test.step('a shipment the IoT tracker also shows links there, opening it selected', async () => {
    const link = detail(page).getByRole('link', { name: 'SH-2026-001' });
    await expect(link).toHaveAttribute('href', '/iot-logistics?shipment=SH-2026-001');
    await link.click();
    await expect(page).toHaveURL(/\/iot-logistics\?shipment=SH-2026-001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('iotLogistics'));
    await gotoReady(page, '/shipping-logistics?shipment=SH-2026-004');
    await expect(detail(page).getByRole('link')).toHaveCount(0);
  });
});

test('live tracking: one progress with the detail in real time; the replay says so, origin port under 50%', async ({
  page,
}) => {
  await openWithClock(page);
  const box = page.locator('section[aria-labelledby="shipping-tracking-heading"]');
  // Live: the box and the detail show the shipment's one progress, 65%: en route, its status beside it.
  await expect(box).toContainText(s.tracking.status.live);
  await expect(tracked(page)).toHaveText('65%');
  await expect(detail(page)).toContainText(`${s.detail.progress}: 65%`);
  await expect(location(page)).toHaveText('En route to Rotterdam');
  await expect(page.getByTestId('tracking-shipment-status')).toHaveText('In Transit');
  await expect(box).toContainText(
    'SH-2026-001 in real time: In Transit, 65% of the way, arriving Dec 4, 2026.',
  );
  // Real time: a 30-day voyage moves 1% in 7.2 hours, so a few ticks change nothing.
  await page.clock.runFor(tick * 5);
  await expect(tracked(page)).toHaveText('65%');

  // The replay runs the voyage so far from its departure, faster than real time, and says so.
  await page.getByRole('button', { name: s.tracking.replay }).click();
  await expect(box).toContainText(s.tracking.status.replaying);
  await expect(box).toContainText('faster than real time');
  await expect(tracked(page)).toHaveText('0%');
  await expect(location(page)).toHaveText('Shanghai port');
  await expect(page.getByTestId('tracking-shipment-status')).toHaveText('In Transit');
  await expect(detail(page)).toContainText(`${s.detail.progress}: 65%`);
  await page.clock.runFor(tick - 1);
  await expect(tracked(page)).toHaveText('0%');
  await page.clock.runFor(1);
  await expect(tracked(page)).toHaveText('1%');
  await page.clock.runFor(tick * 48);
  await expect(tracked(page)).toHaveText('49%');
  await expect(location(page)).toHaveText('Shanghai port');
  await page.clock.runFor(tick);
  await expect(tracked(page)).toHaveText('50%');
  await expect(location(page)).toHaveText('En route to Rotterdam');
  await expect(
    page.getByRole('progressbar', { name: s.tracking.replayProgress, exact: true }),
  ).toHaveAttribute('aria-valuenow', '50');

  await page.getByRole('button', { name: s.tracking.pause }).click();
  await expect(page.getByText(s.tracking.status.paused, { exact: true })).toBeVisible();
  await page.clock.runFor(tick * 5);
  await expect(tracked(page)).toHaveText('50%');
  await page.getByRole('button', { name: s.tracking.resume }).click();
  await page.clock.runFor(tick);
  await expect(tracked(page)).toHaveText('51%');
  // The replay ends where the voyage is now, and the box is live again.
  await page.clock.runFor(tick * 14);
  await expect(box).toContainText(s.tracking.status.live);
  await expect(tracked(page)).toHaveText('65%');
  // Back to live leaves a replay at once.
  await page.getByRole('button', { name: s.tracking.replay }).click();
  await page.clock.runFor(tick * 3);
  await expect(tracked(page)).toHaveText('3%');
  await page.getByRole('button', { name: s.tracking.live }).click();
  await expect(tracked(page)).toHaveText('65%');

  // Selecting the rail shipment tracks it live at its own 45%: at the origin port, Departed beside it.
  await item(page, 'SH-2026-002').click();
  await expect(tracked(page)).toHaveText('45%');
  await expect(location(page)).toHaveText('Almaty port');
  await expect(page.getByTestId('tracking-shipment-status')).toHaveText('Departed');

  // The delivered shipment is at 100%: arrived, nothing moves; it can be replayed.
  await item(page, 'SH-2026-003').click();
  await expect(tracked(page)).toHaveText('100%');
  await expect(page.getByText(s.tracking.status.arrived, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: s.tracking.pause })).toHaveCount(0);
  await page.clock.runFor(tick * 3);
  await expect(tracked(page)).toHaveText('100%');
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  test.slow(); // axe runs on a shared 2-core machine
  const ar = readLocale<Strings>('ar', 'shippingLogistics');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/shipping-logistics');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('shippingLogistics', 'ar'));
  await expect(item(page, 'SH-2026-001')).toContainText(ar.status.inTransit);
  await expect(item(page, 'SH-2026-001')).toContainText('شنغهاي ← روتردام');
  await expect(location(page)).toHaveText('في الطريق إلى روتردام');
  // The amount stays a left-to-right island (formatUsd), so it reads 2,500 US$ and not $US 2,500.
  await expect(mode(page, 'sea')).toContainText('\u20662,500 US$\u2069');
  await expect(mode(page, 'sea')).toContainText('25-30 يومًا');
  await expect(mode(page, 'sea')).toContainText('500 طن فأكثر');
  await expect(mode(page, 'air')).toContainText('3-5 أيام');
  await expect(mode(page, 'air')).toContainText('50 طنًا');
  await expect(mode(page, 'rail')).toContainText('200 طن');
  // The partners go by their cast names in Arabic.
  await expect(
    page.getByRole('list', { name: ar.partners.heading }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'خطوط طريق الحرير البحرية',
    'أوراسيا للشحن بالسكك الحديدية',
    'سكاي بريدج للشحن الجوي',
    'القافلة العالمية لخدمات الشحن',
  ]);
  await item(page, 'SH-2026-002').click();
  await expect(location(page)).toHaveText('ميناء ألماتي');
  // The list's selected edge is on the inline start: the right in Arabic.
  const edge = await item(page, 'SH-2026-002').evaluate((el) => {
    const style = getComputedStyle(el);
    return { right: style.borderRightWidth, left: style.borderLeftWidth };
  });
  expect(edge).toEqual({ right: '4px', left: '1px' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > 390.5 || el.getBoundingClientRect().left < -0.5)
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(overflowing).toEqual([]);
  await expectNoAxeViolations(page);
});

test('leaving the screen mid-replay stops the tracking timer, without errors', async ({ page }) => {
  await openWithClock(page, '/shipping-logistics?shipment=SH-2026-004');
  await expect(tracked(page)).toHaveText('30%');
  await page.getByRole('button', { name: s.tracking.replay }).click();
  await page.clock.runFor(tick * 2);
  await expect(tracked(page)).toHaveText('2%');
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  await page.clock.runFor(tick * 20);
  await page.goBack();
  // A fresh tracker, live at the shipment's own progress: the old replay did not run on in the background.
  await expect(item(page, 'SH-2026-004')).toHaveAttribute('aria-pressed', 'true');
  await expect(tracked(page)).toHaveText('30%');
});
