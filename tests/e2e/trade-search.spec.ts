/**
 * Trade search: free text plus Location,
 * Category, Min Volume and Max Volume, combined; bad volumes explained and kept as typed; a minimum
 * above the maximum explained; an empty result with a way out; View Details & Match opens the listing
 * with a path to AI Trade Matching; the search lives in the URL.
 */
import type { Page } from '@playwright/test';
import type enSearch from '../../public/locales/en/tradeSearch.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  readLocale,
  reloadReady,
  routeTitle,
  test,
  wordLines,
} from './fixtures';

const s = readLocale<typeof enSearch>('en', 'tradeSearch');

const results = (page: Page) => page.getByRole('region', { name: s.results.heading, exact: true });
const cards = (page: Page) => results(page).getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: s.filters.searchLabel });
const location = (page: Page) => page.getByRole('combobox', { name: s.filters.location });
const category = (page: Page) => page.getByRole('combobox', { name: s.filters.category });
const minVolume = (page: Page) => page.getByRole('textbox', { name: s.filters.minVolume });
const maxVolume = (page: Page) => page.getByRole('textbox', { name: s.filters.maxVolume });
const count = (n: number) => (n === 1 ? `${n} listing` : `${n} listings`);

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('every listing with its fields; odd search text, the free text and every filter combined in the URL, bad volumes explained; the keyboard alone; no axe violations; View Details & Match opens the listing with a path to AI Trade Matching', async ({
  page,
}) => {
  // Several full-page axe runs: slow on a busy two-core machine.
  test.slow();
  await gotoReady(page, '/trade-search');
  await test.step('shows every listing with its fields and View Details & Match', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('tradeSearch'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(cards(page)).toHaveCount(8);
    await expect(results(page)).toContainText(count(8));
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Durum Wheat, 13% protein');
    for (const text of [
      'Steppe Harvest',
      'Kazakhstan',
      '25,000 t',
      'SDR 245.50 / t',
      '4.7',
      'Verified',
      'Organic',
    ])
      await expect(first).toContainText(text);
    await expect(cards(page).nth(3)).toContainText(s.card.unverified);
    await expect(results(page).getByRole('button', { name: s.card.viewDetails })).toHaveCount(8);
  });
  await test.step('odd search text stays text; nothing found offers a way out', async () => {
    await search(page).fill('<img src=x onerror="window.hacked=1"> (a|b .*');
    const empty = results(page).getByRole('status');
    await expect(empty).toContainText(s.results.emptyTitle);
    await expect(search(page)).toHaveValue('<img src=x onerror="window.hacked=1"> (a|b .*');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await search(page).fill('x'.repeat(3000));
    await expect(empty).toBeVisible();
    await noOverflow(page);
    await empty.getByRole('button', { name: s.results.clear }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(search(page)).toHaveValue('');
  });
  await test.step('the free text and every filter combine, and the URL keeps the search', async () => {
    await search(page).fill('  RICE ');
    await expect(cards(page)).toHaveCount(2);
    await category(page).selectOption({ label: 'Agriculture' });
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Basmati Rice');
    await search(page).fill('');
    await expect(cards(page)).toHaveCount(3);
    await location(page).selectOption({ label: 'Brazil' });
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Green Arabica Coffee Beans');
    await location(page).selectOption({ label: s.filters.allLocations });
    await minVolume(page).fill('2,000');
    await expect(cards(page)).toHaveCount(2);
    await maxVolume(page).fill('10000');
    await expect(cards(page)).toHaveCount(1);
    await expect(results(page)).toContainText(count(1));
    await expect(page).toHaveURL(/category=agriculture/);
    await expect(page).toHaveURL(/min=2%2C000/);
    await expect(page).toHaveURL(/max=10000/);
    await reloadReady(page);
    await expect(category(page)).toHaveValue('agriculture');
    await expect(minVolume(page)).toHaveValue('2,000');
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('button', { name: s.filters.clear }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(page).toHaveURL(/\/trade-search$/);
  });
  await test.step('bad volumes are explained and kept as typed; min above max is explained', async () => {
    await minVolume(page).fill('-500');
    await expect(page.getByText(s.errors.negative)).toBeVisible();
    await expect(minVolume(page)).toHaveValue('-500');
    await expect(minVolume(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(cards(page)).toHaveCount(8);
    await maxVolume(page).fill('lots <b>');
    await expect(page.getByText(s.errors.notNumber)).toBeVisible();
    await expect(maxVolume(page)).toHaveValue('lots <b>');
    await maxVolume(page).fill('9'.repeat(30));
    await expect(page.getByText(s.errors.tooLarge)).toBeVisible();
    await minVolume(page).fill('6000');
    await maxVolume(page).fill('1000');
    await expect(page.getByText(s.errors.reversed)).toBeVisible();
    await expect(minVolume(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(cards(page)).toHaveCount(8);
    await maxVolume(page).fill('6000');
    await expect(page.getByText(s.errors.reversed)).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
    // Zero is a real bound.
    await minVolume(page).fill('0');
    await expect(minVolume(page)).not.toHaveAttribute('aria-invalid', 'true');

    // Every listing again, as on load.
    await page.getByRole('button', { name: s.filters.clear }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(search(page)).toHaveValue('');
  });
  await test.step('works with the keyboard alone', async () => {
    await search(page).focus();
    await page.keyboard.type('copper');
    await expect(cards(page)).toHaveCount(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(location(page)).toBeFocused();
    const view = cards(page).first().getByRole('button', { name: s.card.viewDetails });
    await view.focus();
    await expect(view).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view).toBeFocused();

    // Every listing again, as on load.
    await page.getByRole('button', { name: s.filters.clear }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(search(page)).toHaveValue('');
  });
  await test.step('has no axe violations: listings, bad input, empty result, detail', async () => {
    await expectNoAxeViolations(page);
    await minVolume(page).fill('9000');
    await maxVolume(page).fill('abc');
    await expectNoAxeViolations(page);
    await search(page).fill('nothing like this');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: s.filters.clear }).click();
    await cards(page).first().getByRole('button', { name: s.card.viewDetails }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);

    // The detail closed, as on load.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
  await test.step('View Details & Match opens the listing with a path to AI Trade Matching', async () => {
    const button = cards(page).nth(2).getByRole('button', { name: s.card.viewDetails });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Grade A Copper Cathodes' });
    await expect(dialog).toBeVisible();
    for (const text of ['Andes Copper SA', 'Metals', 'Chile', '4,000 t', 'SDR 8,450.00 / t', '4.6 out of 5'])
      await expect(dialog).toContainText(text);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await dialog.getByRole('link', { name: s.details.matchLink }).click();
    // The listing's goods are carried into the matching search: seeking copper, offering what copper
    // suppliers seek.
    await expect(page).toHaveURL(/\/trade-matching\?offering=machinery,fertilizer&seeking=copper$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('tradeMatching'));
    await expect(page.getByRole('textbox', { name: 'Offering' })).toHaveValue('Machinery, Fertilizer');
    await expect(page.getByRole('textbox', { name: 'Seeking' })).toHaveValue('Copper');
    await expect(page.getByRole('button', { name: 'Find Matches' })).toBeEnabled();
  });
});

test('a link to one listing marks it as the current one and scrolls it into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await gotoReady(page, '/trade-search?listing=lst-208');
  const current = cards(page).and(page.locator('[aria-current="true"]'));
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(s.listings['lst-208']);
  await expect(current).toBeInViewport();
  await expect(cards(page)).toHaveCount(8);
});

test('fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/trade-search');
  await expect(cards(page)).toHaveCount(8);
  await minVolume(page).fill('6000');
  await maxVolume(page).fill('1000');
  await expect(page.getByText(s.errors.reversed)).toBeVisible();
  await noOverflow(page);
});

test('at 390 px every listing title wraps between words in every language, its badge moving under it when needed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['en', 'es', 'ru', 'zh', 'ar'] as const) {
    await test.step(language, async () => {
      await page.addInitScript((l) => localStorage.setItem('language', l), language);
      await gotoReady(page, '/trade-search');
      const local = readLocale<typeof enSearch>(language, 'tradeSearch');
      const found = page
        .getByRole('region', { name: local.results.heading, exact: true })
        .getByRole('article');
      await expect(found).toHaveCount(8);
      for (const title of await found.getByRole('heading', { level: 3 }).all()) {
        // Chinese wraps between any two characters; the other languages between words.
        if (language !== 'zh') {
          for (const { word, lines } of await wordLines(title)) expect(lines, word).toBe(1);
        }
        const overflow = await title.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await noOverflow(page);
    });
  }
});

test('mirrors in Arabic and searches the Arabic text', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  const ar = readLocale<typeof enSearch>('ar', 'tradeSearch');
  await gotoReady(page, '/trade-search');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title);
  await page.getByRole('searchbox', { name: ar.filters.searchLabel }).fill(ar.locations.cl);
  const found = page.getByRole('region', { name: ar.results.heading, exact: true }).getByRole('article');
  await expect(found).toHaveCount(1);
  await expect(found.first()).toContainText(ar.listings['lst-203']);
  await noOverflow(page);
});

test('at 390 px in Arabic a price breaks only before its unit: the amount and the "/ طن" each stay whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  const ar = readLocale<typeof enSearch>('ar', 'tradeSearch');
  await gotoReady(page, '/trade-search');
  const prices = await page.locator('article dt').evaluateAll(
    (terms, label) =>
      terms
        .filter((term) => term.textContent === label)
        .map((term) => {
          const text = term.nextElementSibling?.firstChild as Text;
          const value = text.data;
          const box = (index: number) => {
            const range = document.createRange();
            range.setStart(text, index);
            range.setEnd(text, index + 1);
            return range.getBoundingClientRect();
          };
          // Two characters are on one line when their boxes overlap from top to bottom.
          const together = (a: number, b: number) => box(a).top < box(b).bottom && box(b).top < box(a).bottom;
          const slash = value.indexOf('/');
          return {
            price: value,
            amountWhole: together(value.search(/\d/), value.indexOf('SDR') + 2),
            unitWhole: together(slash, value.length - 1),
          };
        }),
    ar.card.price,
  );
  expect(prices).toHaveLength(8);
  expect(prices.filter(({ amountWhole, unitWhole }) => !amountWhole || !unitWhole)).toEqual([]);
});

test('the details dialog fits a 390 px screen in Arabic and Russian: the match label and fact labels wrap inside their boxes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['ar', 'ru'] as const) {
    await test.step(language, async () => {
      const strings = readLocale<typeof enSearch>(language, 'tradeSearch');
      await page.addInitScript((l) => localStorage.setItem('language', l), language);
      await gotoReady(page, '/trade-search?listing=lst-203');
      await page
        .locator('article[aria-current="true"]')
        .getByRole('button', { name: strings.card.viewDetails })
        .click();
      const dialog = page.getByRole('dialog', { name: strings.listings['lst-203'] });
      const link = dialog.getByRole('link', { name: strings.details.matchLink });
      await expect(link).toBeVisible();
      const boxes = await dialog
        .locator('a, dt')
        .evaluateAll((elements) => elements.map((element) => element.scrollWidth - element.clientWidth));
      expect(boxes.length).toBeGreaterThan(1);
      for (const excess of boxes) expect(excess).toBeLessThanOrEqual(0);
    });
  }
});
