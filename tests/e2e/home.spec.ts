/**
 * Home: the hero with Launch Dashboard and Explore Products, the six feature
 * cards, the call to action with Start Trading and View Architecture. It is the page most members load
 * first: it paints without XState or Radix, without network fonts or images, and without layout shift.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoReady, readLocale, routeTitle, test } from './fixtures';

const featureIds = [
  'aiMatching',
  'blockchainSecurity',
  'sdrcValuation',
  'globalNetwork',
  'smartLogistics',
  'analyticsSuite',
] as const;

interface HomeStrings {
  title: string;
  subtitle: string;
  hero: { heading: string; launchDashboard: string; exploreProducts: string };
  features: Record<(typeof featureIds)[number], { title: string; body: string }>;
  cta: { heading: string; startTrading: string; viewArchitecture: string };
}
const home = readLocale<HomeStrings>('en', 'home');

const main = (page: Page) => page.getByRole('main');

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

// One page: the content is read and Tab counted from the top before anything is clicked; the member comes
// back from the dashboard for the links; axe's own loads with dark and Arabic stored come last.
test('one home page: title, hero, cards and call to action; Tab to Launch Dashboard; the four links; axe in light, dark and Arabic', async ({
  page,
}) => {
  await gotoReady(page, '/');
  await test.step('one title, the hero, the six feature cards in spec order and the call to action', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main(page).getByText(home.subtitle)).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: home.hero.heading })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveText(
      featureIds.map((id) => home.features[id].title),
    );
    for (const id of featureIds) await expect(main(page).getByText(home.features[id].body)).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: home.cta.heading })).toBeVisible();
  });
  await test.step('keyboard: Tab reaches Launch Dashboard with a visible focus ring; Enter follows it', async () => {
    const target = main(page).getByRole('link', { name: home.hero.launchDashboard });
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(target).toBeFocused();
    const outline = await target.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');
  });
  await test.step('each of the four links leads where the spec says', async () => {
    // Back home from the dashboard, as the member would.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    const links = [
      [home.hero.launchDashboard, '/dashboard', 'dashboard'],
      [home.hero.exploreProducts, '/explorer', 'explorer'],
      [home.cta.startTrading, '/dashboard', 'dashboard'],
      [home.cta.viewArchitecture, '/architecture', 'architecture'],
    ] as const;
    for (const [label, path, routeId] of links) {
      await test.step(`${label} -> ${path}`, async () => {
        await main(page).getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle(routeId));
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
      });
    }
  });
  await test.step('accessibility (axe): light, dark and Arabic', async () => {
    await expectNoAxeViolations(page);
    await page.addInitScript(() => window.localStorage.setItem('color-scheme', 'dark'));
    await gotoReady(page, '/');
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await expectNoAxeViolations(page);
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await gotoReady(page, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });
});

test('first paint: hero text without any interaction, nothing from the network, no layout shift', async ({
  page,
}) => {
  const scripts: string[] = [];
  const foreign: string[] = [];
  const kinds = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1') foreign.push(request.url());
    kinds.add(request.resourceType());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(main(page).getByRole('heading', { level: 2, name: home.hero.heading })).toBeVisible();
  await expect(main(page).getByRole('link', { name: home.hero.launchDashboard })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  expect(foreign).toEqual([]);
  expect(kinds.has('font')).toBe(false);
  expect(kinds.has('image')).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);

  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBe(0);
});

test('390 px wide: one column, nothing overflows, every link stays visible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/');
  await expectNoHorizontalOverflow(page);
  for (const label of [home.hero.launchDashboard, home.hero.exploreProducts, home.cta.startTrading]) {
    await expect(main(page).getByRole('link', { name: label })).toBeVisible();
  }
  const cards = main(page).locator('[data-feature]');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
});

test('Arabic: right to left, translated, mirrored, no overflow at 390 px', async ({ page }) => {
  const ar = readLocale<HomeStrings>('ar', 'home');
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title);
  await expect(main(page).getByRole('heading', { level: 2, name: ar.hero.heading })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 3 }).first()).toHaveText(
    ar.features.aiMatching.title,
  );
  // Start-aligned text sits at the right edge of its section.
  const heading = await main(page).getByRole('heading', { level: 2, name: ar.hero.heading }).boundingBox();
  const section = await main(page).locator('section').first().boundingBox();
  expect(section!.x + section!.width - (heading!.x + heading!.width)).toBeLessThan(60);
  await expectNoHorizontalOverflow(page);
});
