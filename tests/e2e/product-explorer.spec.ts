/**
 * The Global Product Explorer (/product-explorer):
 * the 3D Enabled badge and exact placeholder, the cards' fields (availability with hyphens as spaces,
 * in green/yellow/red), grid 1/2/3 columns by width and list 1 column, the search on name, category
 * and location, real filters with price validation, the detail panel, and the 3D view turning on
 * Playwright's clock (pause, arrow keys, reduced motion). Keyboard, 390 px, Arabic, axe.
 */
import type { Page } from '@playwright/test';
import { catalogProducts } from '../../src/data/productCatalog';
import { routePaths } from '../../src/data/routes';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  pauseClockSoon,
  readLocale,
  reloadReady,
  routeTitle,
  test,
} from './fixtures';

interface Strings {
  badge3d: string;
  search: { label: string; placeholder: string; clear: string };
  filtersButton: string;
  clearFilters: string;
  view: { label: string; grid: string; list: string };
  results: { heading: string };
  empty: { title: string; clear: string };
  card: { viewDetails: string; view3d: string };
  filters: {
    title: string;
    min: string;
    max: string;
    apply: string;
    reset: string;
    category: string;
    errors: Record<string, string>;
  };
  viewer: { title: string; stage: string; pause: string; play: string; reset: string; close: string };
  products: Record<string, { name: string }>;
}
const en = readLocale<Strings>('en', 'productExplorer');
const path = routePaths.productExplorer;

const results = (page: Page) => page.getByRole('region', { name: en.results.heading });
const cards = (page: Page) => results(page).getByRole('article');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name }) });
const search = (page: Page) => page.getByRole('searchbox', { name: en.search.label });
const names = (page: Page) => cards(page).getByRole('heading', { level: 3 });

// One page for the checks that start from the default list: each closes its dialogs and clears its search,
// the keyboard walk (which leaves the list view on) comes last.
test('the badge, the placeholder, every card field and the availability colours; axe on the page and its dialogs; View Details; the search; the keyboard walk', async ({
  page,
}) => {
  await gotoReady(page, path);
  await test.step('the badge, the exact placeholder and every card field', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('productExplorer'));
    await expect(page.getByText('3D Enabled', { exact: true })).toBeVisible();
    await expect(search(page)).toHaveAttribute('placeholder', 'Search products, categories, or locations...');
    await expect(cards(page)).toHaveCount(catalogProducts.length);

    const copper = card(page, 'Copper Cathodes');
    await expect(copper).toContainText('Minerals');
    await expect(copper).toContainText('limited');
    await expect(copper).toContainText('SDR 8,450.00');
    await expect(copper).toContainText('4.5');
    await expect(copper).toContainText('(67 reviews)');
    await expect(copper).toContainText('Antofagasta, Chile');
    await expect(copper.getByRole('button', { name: en.card.viewDetails })).toBeVisible();
    await expect(copper.getByRole('button', { name: en.card.view3d })).toBeVisible();
    // No 3D model, no 3D View button.
    await expect(card(page, 'Jasmine Rice').getByRole('button', { name: en.card.view3d })).toHaveCount(0);

    // Description clamped to two lines.
    const description = copper.locator('p').last();
    await expect(description).toHaveCSS('-webkit-line-clamp', '2');
    const lineHeight = parseFloat(await description.evaluate((el) => getComputedStyle(el).lineHeight));
    expect((await description.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  });
  await test.step('availability: hyphen shown as space, green / yellow / red', async () => {
    const tones = { available: 'success', limited: 'warning', 'out of stock': 'danger' } as const;
    const colours: Record<string, string> = {};
    for (const [text, tone] of Object.entries(tones)) {
      const badge = results(page).getByText(text, { exact: true }).first();
      await expect(badge).toBeVisible();
      await expect(badge.locator('xpath=ancestor::article')).toHaveAttribute('data-availability', tone);
      colours[text] = await badge.evaluate((el) => getComputedStyle(el).color);
    }
    expect(new Set(Object.values(colours)).size).toBe(3);
    await expect(results(page).getByText('out-of-stock')).toHaveCount(0);
  });
  await test.step('axe finds no violations: page, filters, details and 3D view', async () => {
    await expect(cards(page)).toHaveCount(catalogProducts.length);
    await expectNoAxeViolations(page);
    // Each dialog is audited once it shows, and gone before the next control behind it is used: its
    // content loads with its own chunk, and an Escape pressed before it opened would leave it open.
    await page.getByRole('button', { name: en.filtersButton }).click();
    await page.getByLabel(en.filters.min).fill('x');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card(page, 'CNC Milling Machine').getByRole('button', { name: en.card.viewDetails }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card(page, 'CNC Milling Machine').getByRole('button', { name: en.card.view3d }).click();
    await expect(page.getByRole('slider')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
  await test.step('View Details opens a detail panel; Esc closes it and focus returns', async () => {
    const button = card(page, 'Egyptian Cotton Fabric').getByRole('button', { name: en.card.viewDetails });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Egyptian Cotton Fabric' });
    await expect(dialog).toContainText(
      readLocale<Record<string, string>>('en', 'cast')['nile-delta-textiles']!,
    );
    await expect(dialog).toContainText('SDR 12.80');
    await expect(dialog).toContainText('minimum 5,000 metres'); // full description, not clamped
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
  await test.step('the search filters on name, category and location; bad input is plain text', async () => {
    await search(page).fill('copper');
    await expect(names(page)).toHaveText(['Copper Cathodes, 99.99% Cu']);
    await search(page).fill('AGRICULTURE');
    await expect(names(page)).toHaveText(['Jasmine Rice', 'Durum Wheat']);
    await search(page).fill('china');
    await expect(names(page)).toHaveText(['CNC Milling Machine', 'Solar Panel Modules']);
    for (const text of [
      '.*',
      '[(',
      '<script>alert(1)</script>',
      'https://x.y/?a=1&b=<2>',
      'z'.repeat(3000),
    ]) {
      await search(page).fill(text);
      await expect(search(page)).toHaveValue(text);
      await expect(page.getByText(en.empty.title, { exact: true })).toBeVisible();
    }
    await results(page).getByRole('button', { name: en.empty.clear }).click();
    await expect(cards(page)).toHaveCount(catalogProducts.length);
  });
  await test.step('keyboard: search, Filters, view toggle and cards are reachable; dialogs trap and return focus', async () => {
    await search(page).focus();
    await page.keyboard.type('wheat');
    await expect(names(page)).toHaveText(['Durum Wheat']);
    await page.keyboard.press('Tab'); // clear button
    await page.keyboard.press('Tab');
    const filters = page.getByRole('button', { name: en.filtersButton });
    await expect(filters).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: en.filters.title })).toBeVisible();
    await page.keyboard.press('Escape');
    // Wait until the dialog has left the page: on a loaded machine its closing could otherwise hand focus
    // back to Filters after the next Tab, and Space would reopen it instead of choosing the list view.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(filters).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: en.view.grid })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: en.view.list })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(results(page)).toHaveAttribute('data-layout', 'list');
    await page.keyboard.press('Tab');
    await expect(cards(page).getByRole('button', { name: en.card.viewDetails })).toBeFocused();
  });
});

test('grid has 1, 2 or 3 columns by width; list has 1', async ({ page }) => {
  const columns = async () =>
    new Set(
      await cards(page).evaluateAll((all) => all.map((c) => Math.round(c.getBoundingClientRect().left))),
    ).size;
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, path);
  await expect.poll(columns).toBe(3);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(columns).toBe(2);
  await page.setViewportSize({ width: 600, height: 900 });
  await expect.poll(columns).toBe(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  const view = page.getByRole('radiogroup', { name: en.view.label });
  await view.getByRole('radio', { name: en.view.list }).click();
  await expect(view.getByRole('radio', { name: en.view.list })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(columns).toBe(1);
  await expect(page).toHaveURL(/view=list/);
  await view.getByRole('radio', { name: en.view.grid }).click();
  await expect.poll(columns).toBe(3);
});

test('Filters: category, availability and price range, with validation that keeps what was typed', async ({
  page,
}) => {
  await gotoReady(page, path);
  await page.getByRole('button', { name: en.filtersButton }).click();
  const dialog = page.getByRole('dialog', { name: en.filters.title });
  const min = dialog.getByLabel(en.filters.min);
  const max = dialog.getByLabel(en.filters.max);
  const apply = dialog.getByRole('button', { name: en.filters.apply });

  await min.fill('abc');
  await expect(dialog.getByText(en.filters.errors.notNumber!)).toBeVisible();
  await expect(min).toHaveValue('abc');
  await expect(apply).toBeDisabled();
  await min.fill('-10');
  await expect(dialog.getByText(en.filters.errors.negative!)).toBeVisible();
  await min.fill('9000');
  await max.fill('100');
  await expect(dialog.getByRole('alert')).toHaveText(en.filters.errors.minAboveMax!);
  await expect(min).toHaveValue('9000');
  await expect(max).toHaveValue('100');
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  await expect(apply).toBeDisabled();

  await min.fill('50');
  await max.fill('1000');
  await dialog.getByRole('checkbox', { name: 'available' }).check();
  await apply.click();
  await expect(dialog).toBeHidden();
  await expect(names(page)).toHaveText(['Brent Crude Oil', 'Jasmine Rice', 'Durum Wheat']);
  await expect(page.getByRole('button', { name: new RegExp(`^${en.filtersButton}`) })).toContainText('2');

  // Reopening starts from what is in force; category narrows further.
  await page.getByRole('button', { name: new RegExp(`^${en.filtersButton}`) }).click();
  await expect(min).toHaveValue('50');
  await dialog.getByRole('radio', { name: 'Agriculture' }).click();
  await apply.click();
  await expect(names(page)).toHaveText(['Jasmine Rice', 'Durum Wheat']);

  // The filters survive a reload (they are in the URL); Clear filters removes them all.
  await reloadReady(page);
  await expect(names(page)).toHaveText(['Jasmine Rice', 'Durum Wheat']);
  await page.getByRole('button', { name: en.clearFilters }).click();
  await expect(cards(page)).toHaveCount(catalogProducts.length);
});

test('3D View turns by itself on the clock, pauses, and turns by arrow keys', async ({ page }) => {
  await page.clock.install();
  await gotoReady(page, path);
  await card(page, 'Copper Cathodes').getByRole('button', { name: en.card.view3d }).click();
  const dialog = page.getByRole('dialog', {
    name: en.viewer.title.replace('{{name}}', 'Copper Cathodes, 99.99% Cu'),
  });
  const stage = dialog.getByRole('slider', { name: en.viewer.stage.replace('{{name}}', 'Copper Cathodes') });
  await expect(stage).toBeVisible();
  await pauseClockSoon(page, 1000);
  const turn = async () => Number(await stage.getAttribute('aria-valuenow'));

  const start = await turn();
  await page.clock.runFor(50);
  await expect.poll(turn).toBe((start + 2) % 360);
  await page.clock.runFor(500);
  await expect.poll(turn).toBe((start + 22) % 360);

  await dialog.getByRole('button', { name: en.viewer.pause }).click();
  const held = await turn();
  await page.clock.runFor(2000);
  expect(await turn()).toBe(held);

  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(turn).toBe((held + 15) % 360);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(turn).toBe((held + 345) % 360);

  await dialog.getByRole('button', { name: en.viewer.reset }).click();
  await expect(stage).toHaveAttribute('aria-valuetext', 'Turned 30°, tilted -20°');
  await dialog.getByRole('button', { name: en.viewer.play }).click();
  await page.clock.runFor(50);
  await expect.poll(turn).toBe(32);

  // Closing the dialog stops the viewer: time passing afterwards does nothing (and logs nothing).
  await dialog.getByRole('button', { name: en.viewer.close }).click();
  await expect(dialog).toBeHidden();
  await page.clock.runFor(5000);
});

test('3D View drags with the pointer', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, path);
  await card(page, 'Brent Crude Oil').getByRole('button', { name: en.card.view3d }).click();
  const stage = page.getByRole('slider');
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(stage).toHaveAttribute('aria-valuenow', '60'); // 30 + 60 px × 0.5°
});

test('under prefers-reduced-motion the 3D view starts paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await gotoReady(page, path);
  await card(page, 'Solar Panel Modules').getByRole('button', { name: en.card.view3d }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: en.viewer.play })).toBeVisible();
  const stage = dialog.getByRole('slider');
  await page.clock.runFor(2000);
  await expect(stage).toHaveAttribute('aria-valuenow', '30');
});

test('390 px: one column, the toolbar wraps, nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, path);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await expect(search(page)).toBeInViewport();
  await card(page, 'Copper Cathodes').getByRole('button', { name: en.card.view3d }).click();
  const dialog = (await page.getByRole('dialog').boundingBox())!;
  expect(dialog.x).toBeGreaterThanOrEqual(0);
  expect(dialog.x + dialog.width).toBeLessThanOrEqual(390);
});

test('Arabic: right to left, translated availability, search on Arabic locations', async ({ page }) => {
  const ar = readLocale<Strings & { availability: Record<string, string> }>('ar', 'productExplorer');
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('productExplorer', 'ar'));
  await expect(page.getByText(ar.badge3d)).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', ar.search.placeholder);
  const list = page.getByRole('region', { name: ar.results.heading });
  await expect(list.getByText(ar.availability['out-of-stock']!).first()).toBeVisible();
  await page.getByRole('searchbox').fill('الصين');
  await expect(list.getByRole('article')).toHaveCount(2);
  // Mirrored: the first card sits at the right.
  const first = (await list.getByRole('article').first().boundingBox())!;
  const second = (await list.getByRole('article').nth(1).boundingBox())!;
  expect(first.x).toBeGreaterThan(second.x);
});
