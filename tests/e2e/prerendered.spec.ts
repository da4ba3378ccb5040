/**
 * Every route arrives as finished HTML: with JavaScript disabled, each page still shows its title, the
 * navigation, the screen's main content and the footer in English, styled; an unknown path answers 404
 * with the not-found page.
 */
import type { Page } from '@playwright/test';
import { routeManifest } from '../../src/data/routes';
import { clockStart, en, expect, routeTitle, shellReady, test } from './fixtures';

/**
 * The headings shown in the page's main content, in order, but for those inside the sections named
 * (`aria-labelledby`): a section still loading in the HTML fills in once live.
 */
const mainHeadings = (page: Page, loading: readonly string[] = []) =>
  page.evaluate(
    (sections) =>
      [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6, [role="heading"])')]
        .filter(
          (heading) =>
            heading.checkVisibility({ visibilityProperty: true }) &&
            (sections.includes(heading.id) ||
              !sections.some((id) => heading.closest(`[aria-labelledby="${CSS.escape(id)}"]`))),
        )
        .map((heading) => (heading as HTMLElement).innerText.trim()),
    loading,
  );

/** The sections of the page that are still loading (`aria-busy`), by the id of their heading. */
const loadingSections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main [aria-busy="true"][aria-labelledby]')].map(
      (section) => section.getAttribute('aria-labelledby') ?? '',
    ),
  );

test.use({ javaScriptEnabled: false });

test('every route is a page of its own: title, navigation, content and footer, with no JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The same pages with JavaScript, live, on the day they were rendered: what the HTML alone must show.
  const liveContext = await browser.newContext({ baseURL, javaScriptEnabled: true, serviceWorkers: 'block' });
  await liveContext.clock.install({ time: clockStart });
  const live = await liveContext.newPage();
  for (const { id, path } of routeManifest) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle(id));
      await expect(page).toHaveTitle(`${routeTitle(id)} · ${en.common.appName}`);
      await expect(page.getByRole('navigation', { name: en.nav.label }).first()).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText(en.common.footer.status);
      // The screen's own content, not only the layout's title band: every heading of the live screen's
      // first view, in order (a section the HTML shows as loading fills in once live).
      await live.goto(path);
      await expect(shellReady(live)).toBeAttached();
      const loading = await loadingSections(page);
      const liveHeadings = await mainHeadings(live, loading);
      expect(liveHeadings.length, path).toBeGreaterThan(1);
      expect(await mainHeadings(page, loading), path).toEqual(liveHeadings);
      // Styled from the first byte: the layout's class names resolve to the inlined styles.
      await expect(page.locator('body')).not.toHaveCSS('font-family', /Times/);
      await expect(page.getByRole('banner').first()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  }
  await liveContext.close();
});

test('a path with a trailing slash is the same page', async ({ page }) => {
  const response = await page.goto('/srd-wallet/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('srdWallet'));
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/dashboard/extra']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${en.common.notFound.code} ${en.common.notFound.heading}`,
    );
    await expect(page).toHaveTitle(`${en.common.notFound.title} · ${en.common.appName}`);
  }
});
