/**
 * The Product Explorer (/explorer): six products, search on name or
 * description (case-insensitive) combined with the category chips, "No products found" with a way
 * out, Quick Match with feedback, the links on, the URL keeping the view, keyboard, 390 px, Arabic, axe.
 */
import type { Page } from '@playwright/test';
import { routePaths } from '../../src/data/routes';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  readLocale,
  reloadReady,
  routeTitle,
  test,
} from './fixtures';

interface ExplorerStrings {
  search: { label: string; placeholder: string; clear: string };
  categoryLabel: string;
  categories: Record<string, string>;
  results: { heading: string };
  empty: { title: string; clear: string };
  card: { quickMatch: string; matchRequested: string; cancelMatch: string };
  toast: { requested: string };
  links: { tradeSimulator: string; dashboard: string; wallet: string };
}
const en = readLocale<ExplorerStrings>('en', 'explorer');

const results = (page: Page) => page.getByRole('region', { name: en.results.heading });
const cards = (page: Page) => results(page).getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: en.search.label });
const chip = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: en.categoryLabel }).getByRole('radio', { name, exact: true });

// One page: every product shown again before Quick Match, the search empty when the keyboard part
// types into it, the links last (they leave the page).
test('six products, the categories, search and axe; Quick Match with a toast and withdrawn; the keyboard; the links on', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  await gotoReady(page, routePaths.explorer);
  await test.step('six products and the categories; axe finds nothing; search by name or description with the category; any text; axe on the empty state', async () => {
    await test.step('six products; the chips are the spec categories; All is chosen', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('explorer'));
      await expect(cards(page)).toHaveCount(6);
      await expect(page.getByRole('radiogroup', { name: en.categoryLabel }).getByRole('radio')).toHaveText([
        'All',
        'Energy',
        'Agriculture',
        'Machinery',
        'Textiles',
        'Minerals',
        'Technology',
      ]);
      await expect(chip(page, 'All')).toHaveAttribute('aria-checked', 'true');
      await expect(search(page)).toHaveAttribute('placeholder', en.search.placeholder);
    });
    await test.step('axe finds no violations with the products', async () => {
      await expectNoAxeViolations(page);
    });
    await test.step('search is case-insensitive on name or description and combines with the category', async () => {
      await search(page).fill('WHEAT');
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).getByRole('heading')).toHaveText('Premium Wheat');
      await search(page).fill('barrels'); // in the description only
      await expect(cards(page).getByRole('heading')).toHaveText('Brent Crude Oil');
      await expect(page).toHaveURL(/\?q=barrels$/);

      await search(page).fill('');
      await chip(page, 'Machinery').click();
      await expect(cards(page).getByRole('heading')).toHaveText('Hydraulic Excavators');
      await expect(page).toHaveURL(/category=machinery/);

      // A word of another category: nothing, and the exact empty text with a way out.
      await search(page).fill('wheat');
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText('No products found', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: en.empty.clear }).click();
      await expect(cards(page)).toHaveCount(6);
      await expect(search(page)).toHaveValue('');
      await expect(chip(page, 'All')).toHaveAttribute('aria-checked', 'true');
    });
    await test.step('bad input is tolerated and shown as text', async () => {
      for (const text of ['.*', '(a|b', '[', '\\', '<img src=x onerror=alert(1)>', 'x'.repeat(2000), '   ']) {
        await search(page).fill(text);
        await expect(search(page)).toHaveValue(text);
        await expect(cards(page)).toHaveCount(text.trim() === '' ? 6 : 0);
      }
      await expect(page.locator('main img')).toHaveCount(0);
      await page.getByRole('button', { name: en.search.clear }).click();
      await expect(cards(page)).toHaveCount(6);
      await expect(search(page)).toBeFocused();
    });
    await test.step('axe finds no violations with the empty state', async () => {
      await search(page).fill('nothing matches this');
      await expect(page.getByText(en.empty.title)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
  await test.step('Quick Match confirms with a toast, marks the card, and can be withdrawn', async () => {
    // Every product again, by the empty state's way out.
    await page.getByRole('button', { name: en.empty.clear }).click();
    await expect(cards(page)).toHaveCount(6);
    const card = cards(page).filter({ hasText: 'Copper Concentrate' });
    await card.getByRole('button', { name: en.card.quickMatch }).click();
    await expect(
      page
        .getByRole('region', { name: /^Notifications/ })
        .getByText(en.toast.requested.replace('{{name}}', 'Copper Concentrate')),
    ).toBeVisible();
    await expect(card.getByText(en.card.matchRequested)).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'requested');
    await card.getByRole('button', { name: en.card.cancelMatch }).click();
    await expect(card.getByRole('button', { name: en.card.quickMatch })).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'idle');
  });
  await test.step('keyboard: type a search, arrow through the chips, Quick Match with Enter', async () => {
    await search(page).focus();
    await page.keyboard.type('o');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: en.search.clear })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chip(page, 'All')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(chip(page, 'Energy')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(chip(page, 'Energy')).toHaveAttribute('aria-checked', 'true');
    await expect(cards(page)).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(cards(page).getByRole('button', { name: en.card.quickMatch })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards(page).getByText(en.card.matchRequested)).toBeVisible();
  });
  await test.step('links go to the trade simulator, dashboard and wallet', async () => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: en.links.tradeSimulator })).toHaveAttribute(
      'href',
      routePaths.tradeSimulator,
    );
    await expect(main.getByRole('link', { name: en.links.dashboard })).toHaveAttribute(
      'href',
      routePaths.dashboard,
    );
    await main.getByRole('link', { name: en.links.wallet }).click();
    await expect(page).toHaveURL(routePaths.srdWallet);
  });
});

test('the URL restores search and category; unknown values fall back', async ({ page }) => {
  await gotoReady(page, `${routePaths.explorer}?q=silk&category=textiles`);
  await expect(search(page)).toHaveValue('silk');
  await expect(chip(page, 'Textiles')).toHaveAttribute('aria-checked', 'true');
  await expect(cards(page)).toHaveCount(1);
  await gotoReady(page, `${routePaths.explorer}?category=%3Cscript%3E`);
  await expect(chip(page, 'All')).toHaveAttribute('aria-checked', 'true');
  await expect(cards(page)).toHaveCount(6);
});

test('Quick Match makes the product a candidate on Trade Matching, kept after a reload', async ({ page }) => {
  await gotoReady(page, routePaths.explorer);
  const card = cards(page).filter({ hasText: 'Premium Wheat' });
  await card.getByRole('button', { name: en.card.quickMatch }).click();
  await expect(card).toHaveAttribute('data-state', 'requested');
  await reloadReady(page);
  await expect(card).toHaveAttribute('data-state', 'requested');
  await expect(card.getByText(en.card.matchRequested)).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Trade Matching' }).click();
  await expect(page).toHaveURL(/\/trade-matching$/);
  const candidates = page.getByRole('region', { name: 'Your candidates' });
  await expect(candidates.getByRole('listitem')).toHaveCount(1);
  await expect(candidates.getByRole('listitem')).toContainText('Premium Wheat');
  await expect(candidates.getByRole('listitem')).toContainText('Trades as Wheat');
  // Using it fills the matching search: seeking wheat, offering what wheat suppliers seek.
  await candidates.getByRole('button', { name: 'Use in search: Premium Wheat' }).click();
  await expect(page.getByRole('textbox', { name: 'Seeking' })).toHaveValue('Wheat');
  await expect(page.getByRole('textbox', { name: 'Offering' })).toHaveValue(
    'Crude oil, Machinery, Fertilizer',
  );
  await expect(page.getByRole('button', { name: 'Find Matches' })).toBeEnabled();

  // Withdrawn in the explorer, gone from Trade Matching.
  await page.goBack();
  await card.getByRole('button', { name: en.card.cancelMatch }).click();
  await expect(card).toHaveAttribute('data-state', 'idle');
  await page.goForward();
  await expect(candidates).toContainText('No candidates yet');
});

test('390 px: one column, nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, routePaths.explorer);
  await expect(cards(page)).toHaveCount(6);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  const boxes = await cards(page).evaluateAll((all) => all.map((card) => card.getBoundingClientRect().left));
  expect(new Set(boxes.map(Math.round)).size).toBe(1);
});

test('Arabic: right to left, translated, and the search works on the Arabic names', async ({ page }) => {
  const ar = readLocale<ExplorerStrings & { products: Record<string, { name: string }> }>('ar', 'explorer');
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, routePaths.explorer);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('explorer', 'ar'));
  const search = page.getByRole('searchbox', { name: ar.search.label });
  await search.fill(ar.products['prod-002']!.name);
  await expect(page.getByRole('region', { name: ar.results.heading }).getByRole('article')).toHaveCount(1);
  // Mirrored: the search field's icon sits at the right edge.
  const box = (await search.boundingBox())!;
  const icon = (await page.locator('[role="search"] svg').boundingBox())!;
  expect(icon.x).toBeGreaterThan(box.x + box.width / 2);
});
