/**
 * Every route arrives as finished HTML: with JavaScript disabled, each page still shows its title, the
 * navigation, the screen's main content and the footer in English, styled; an unknown path answers 404
 * with the not-found page.
 */
import { routeManifest } from '../../src/data/routes';
import { en, expect, routeTitle, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('every route is a page of its own: title, navigation, content and footer, with no JavaScript', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const { id, path } of routeManifest) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle(id));
      await expect(page).toHaveTitle(`${routeTitle(id)} · ${en.common.appName}`);
      await expect(page.getByRole('navigation', { name: en.nav.label }).first()).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText(en.common.footer.status);
      // The screen's own content, not only the layout's title band: more headings than the title.
      const main = page.getByRole('main');
      expect(await main.getByRole('heading').count(), path).toBeGreaterThan(1);
      // Styled from the first byte: the layout's class names resolve to the inlined styles.
      await expect(page.locator('body')).not.toHaveCSS('font-family', /Times/);
      await expect(page.getByRole('banner').first()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  }
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
