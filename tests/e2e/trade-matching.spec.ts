/**
 * AI trade matching: the progress bar, recommended
 * multi-party matches (parties, score, savings, complexity) with Start Negotiation, and the matching
 * search: offering and seeking split on commas and trimmed, Find Matches disabled while either is empty
 * or a search runs, the search running with progress and returning matches from the local service.
 * (The failure path, only written to the console, is covered by the machine test.)
 */
import type { Page } from '@playwright/test';
import type CommodityNames from '../../public/locales/en/commodities.json';
import type enMatching from '../../public/locales/en/tradeMatching.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  reloadReady,
  routeTitle,
  test,
} from './fixtures';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { memberRecordKey } from '../../src/data/memberKey';

const m = readLocale<typeof enMatching>('en', 'tradeMatching');
const start = new Date('2026-11-22T10:00:00Z');

const recommended = (page: Page) => page.getByRole('region', { name: m.recommended.heading });
const results = (page: Page) => page.getByRole('region', { name: m.results.heading });
const offering = (page: Page) => page.getByRole('textbox', { name: m.search.offering });
const seeking = (page: Page) => page.getByRole('textbox', { name: m.search.seeking });
const findMatches = (page: Page) => page.getByRole('button', { name: m.search.submit });
const progress = (page: Page) => page.getByRole('progressbar', { name: m.progress.label });

async function openWithClock(page: Page) {
  await openOnPausedClock(page, '/trade-matching', { time: start, ready: () => findMatches(page) });
}

test('the progress bar and the recommended matches; Find Matches and the lists; no axe violations before and after a search; the keyboard alone; Start Negotiation', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  await gotoReady(page, '/trade-matching');
  await test.step('shows the progress bar and the recommended multi-party matches', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('tradeMatching'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
    const cards = recommended(page).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('3-party barter');
    await expect(cards.nth(0)).toContainText('Steppe Harvest');
    await expect(cards.nth(0)).toContainText('Nile Petroleum');
    await expect(cards.nth(0)).toContainText('Rhine Machinery GmbH');
    await expect(cards.nth(0)).toContainText(`${m.card.complexity}: ${m.complexity.medium}`);
    await expect(cards.nth(0)).toContainText(m.card.score);
    await expect(cards.nth(0)).toContainText(/\d+%/);
    await expect(cards.nth(0)).toContainText(m.card.savings);
    await expect(cards.nth(0)).toContainText(/SDR\s[\d,]+\.\d\d/);
    await expect(cards.nth(1)).toContainText(`${m.card.complexity}: ${m.complexity.simple}`);
    await expect(cards.nth(2)).toContainText(`${m.card.complexity}: ${m.complexity.complex}`);
    await expect(recommended(page).getByRole('link', { name: m.card.startNegotiation })).toHaveCount(3);
  });
  await test.step('has no axe violations as it opens', async () => {
    await expectNoAxeViolations(page);
  });
  await test.step('Find Matches is disabled while either list is empty; inputs split on commas', async () => {
    await expect(findMatches(page)).toBeDisabled();
    await offering(page).fill('  crude oil ,LNG,, Crude Oil ,  ');
    await expect(findMatches(page)).toBeDisabled();
    const offeringItems = page.getByRole('list', { name: `${m.search.offering}: the list to search` });
    await expect(offeringItems.getByRole('listitem')).toHaveText(['crude oil', 'LNG']);
    await expect(page.getByText('1 duplicate removed.')).toBeVisible();
    await seeking(page).fill(' , ,, ');
    await expect(page.getByText(m.search.onlyCommas)).toBeVisible();
    await expect(seeking(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(seeking(page)).toHaveValue(' , ,, ');
    await expect(findMatches(page)).toBeDisabled();
    await seeking(page).fill('wheat');
    await expect(findMatches(page)).toBeEnabled();
    await offering(page).fill('   ');
    await expect(findMatches(page)).toBeDisabled();
  });
  await test.step('has no axe violations with a flagged list and after a search', async () => {
    await offering(page).fill(',,');
    await seeking(page).fill('wheat');
    await expectNoAxeViolations(page);
    await offering(page).fill('oil');
    await findMatches(page).click();
    await expect(results(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('works with the keyboard alone', async () => {
    // Both fields emptied, as on load. The results before stay until this search ends: the summary tells.
    await offering(page).fill('');
    await seeking(page).fill('');
    await offering(page).focus();
    await page.keyboard.type('copper');
    await page.keyboard.press('Tab');
    await expect(seeking(page)).toBeFocused();
    await page.keyboard.type('machinery');
    await page.keyboard.press('Enter');
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await expect(results(page)).toContainText('offering copper and seeking machinery');
    await page.keyboard.press('Tab');
    await expect(findMatches(page)).toBeFocused();
  });
  await test.step('Start Negotiation opens the negotiation chat on a room for that match', async () => {
    await recommended(page).getByRole('link', { name: m.card.startNegotiation }).nth(1).click();
    await expect(page).toHaveURL(/\/negotiation-chat\?room=match-andes-copper--rhine-machinery$/);
    await expect(page.getByRole('log')).toHaveAccessibleName(
      'Messages in Andes Copper SA · Rhine Machinery GmbH',
    );
    await expect(page.getByRole('log')).toContainText('Negotiation opened from AI Trade Matching.');
  });
});

test('your candidates: listed newest first, Use fills the search, Remove takes them off', async ({
  page,
}) => {
  const record = structuredClone(sampleMemberRecord());
  record.matching.candidates = [
    {
      id: 'candidate-prod-005',
      productId: 'prod-005',
      name: 'Copper Concentrate',
      category: 'minerals',
      at: '2026-11-22T09:00:00Z',
    },
    {
      id: 'candidate-other-7',
      productId: 'other-7',
      name: '<b>Brent</b> Crude Oil',
      category: 'energy',
      at: '2026-11-21T09:00:00Z',
    },
  ];
  await page.addInitScript(
    ([key, text]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, text);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [memberRecordKey, JSON.stringify(record)] as const,
  );
  await gotoReady(page, '/trade-matching');
  const candidates = page.getByRole('region', { name: m.candidates.heading });
  const items = candidates.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Copper Concentrate');
  await expect(items.first()).toContainText('Trades as Copper · added Nov 22, 2026');
  // A name is text, never markup.
  // A product not from the sample catalogue: its name as stored, always as text; nothing to search.
  await expect(items.nth(1)).toContainText('<b>Brent</b> Crude Oil');
  await expect(items.nth(1)).toContainText('Not traded in the network yet');
  await expect(
    candidates.getByRole('button', { name: 'Use in search: <b>Brent</b> Crude Oil' }),
  ).toBeDisabled();
  await expectNoAxeViolations(page);
  await candidates.getByRole('button', { name: 'Use in search: Copper Concentrate' }).click();
  await expect(offering(page)).toHaveValue('Machinery, Fertilizer');
  await expect(seeking(page)).toHaveValue('Copper');
  await expect(candidates.getByRole('button', { name: 'Use in search: Copper Concentrate' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await findMatches(page).click();
  await expect(results(page)).toBeVisible();
  await candidates.getByRole('button', { name: 'Remove Copper Concentrate from your candidates' }).click();
  await expect(items).toHaveCount(1);
  await reloadReady(page);
  await expect(items).toHaveCount(1);
  await candidates
    .getByRole('button', { name: 'Remove <b>Brent</b> Crude Oil from your candidates' })
    .click();
  await expect(candidates).toContainText(m.candidates.emptyTitle);
  await candidates.getByRole('link', { name: m.candidates.emptyAction }).click();
  await expect(page).toHaveURL(/\/explorer$/);
});

test('a search carried in the address fills the fields; unknown values are dropped', async ({ page }) => {
  await gotoReady(
    page,
    '/trade-matching?offering=machinery,%3Cscript%3E,fertilizer,machinery&seeking=copper',
  );
  await expect(offering(page)).toHaveValue('Machinery, Fertilizer');
  await expect(seeking(page)).toHaveValue('Copper');
  await expect(findMatches(page)).toBeEnabled();
  await gotoReady(page, '/trade-matching?offering=gold&seeking=');
  await expect(offering(page)).toHaveValue('');
  await expect(seeking(page)).toHaveValue('');
  await expect(findMatches(page)).toBeDisabled();
});

// One page on the clock: the second search starts once the first has shown its matches.
test('a search runs with progress, ignores a second click, then shows the matches; items nobody trades give a clear empty state', async ({
  page,
}) => {
  await openWithClock(page);
  await test.step('a search runs with progress, ignores a second click, then shows the matches', async () => {
    await offering(page).fill('crude oil');
    await seeking(page).fill('wheat');
    await findMatches(page)
      .dblclick({ force: true })
      .catch(() => undefined);
    await expect(findMatches(page)).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: m.progress.running })).toBeVisible();
    await page.clock.runFor(300);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '20');
    await page.clock.runFor(300);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '40');
    await page.clock.runFor(900);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(findMatches(page)).toBeEnabled();
    const cards = results(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(cards.first()).toContainText('You');
    await expect(results(page)).toContainText('offering crude oil and seeking wheat');
    await expect(page.getByRole('status').filter({ hasText: 'Search complete' })).toBeVisible();
  });
  await test.step('items nobody trades give a clear empty state; odd text stays text', async () => {
    await offering(page).fill('<img src=x onerror="window.hacked=1">, .*');
    await seeking(page).fill(`${'z'.repeat(500)}, (a|b)`);
    await seeking(page).press('Enter');
    for (let i = 0; i < 5; i += 1) await page.clock.runFor(300);
    await expect(results(page).getByRole('status').filter({ hasText: m.results.emptyTitle })).toBeVisible();
    await expect(results(page)).toContainText('<img src=x onerror="window.hacked=1">');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/trade-matching');
  await expect(recommended(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('mirrors in Arabic and finds matches by Arabic commodity names', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/trade-matching');
  const ar = readLocale<typeof enMatching>('ar', 'tradeMatching');
  const arGoods = readLocale<typeof CommodityNames>('ar', 'commodities');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title);
  await page.getByRole('textbox', { name: ar.search.offering }).fill(arGoods.crudeOil);
  await page.getByRole('textbox', { name: ar.search.seeking }).fill(arGoods.wheat);
  await page.getByRole('button', { name: ar.search.submit }).click();
  await expect(
    page.getByRole('region', { name: ar.results.heading }).getByRole('article').first(),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
