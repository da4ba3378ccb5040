/**
 * Shared shell: footer columns and status indicator, the placeholder legal
 * links (a toast says they are coming), the Gold Tier badge and its tooltip, the theme menu, and the
 * stored scheme in the first paint.
 */
import type { Page } from '@playwright/test';
import { footerColumns } from '../../src/data/navigation';
import { routePaths } from '../../src/data/routes';
import { schemeColors } from '../../src/theme/themes';
import { en, expect, gotoReady, reloadReady, routeTitle, test, toasts } from './fixtures';

const { footer, tier, theme } = en.common;

test('the footer has Platform, Services and Legal & Support columns and the status indicator', async ({
  page,
}) => {
  await gotoReady(page, '/dashboard');
  const contentinfo = page.getByRole('contentinfo');
  await expect(contentinfo.getByRole('heading', { level: 2 })).toHaveText([
    footer.platform,
    footer.services,
    footer.legal,
  ]);
  for (const column of ['platform', 'services'] as const) {
    const links = contentinfo
      .getByRole('navigation', { name: footer[column], exact: true })
      .getByRole('link');
    await expect(links).toHaveText(footerColumns[column].map((id) => en.nav.links[id]));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(footerColumns[column].map((id) => routePaths[id]));
  }
  await expect(contentinfo.getByText(footer.status, { exact: true })).toBeVisible();
  await expect(contentinfo).toContainText(`© ${new Date().getFullYear()}`);

  // Footer links navigate like the header ones.
  await contentinfo.getByRole('link', { name: en.nav.links.architecture, exact: true }).click();
  await expect(page).toHaveURL(routePaths.architecture);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('architecture'));
});

test('each legal link shows a "will be published here soon" toast', async ({ page }) => {
  await gotoReady(page, '/');
  const legal = page.getByRole('region', { name: footer.legal });
  for (const id of ['privacy', 'terms', 'support'] as const) {
    const label = footer[id];
    await test.step(label, async () => {
      await legal.getByRole('button', { name: label, exact: true }).click();
      const message = footer.comingSoon.replace('{{page}}', label);
      const toast = toasts(page).filter({ hasText: message });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('data-tone', 'info');
      // The toast stack sits over the bottom of the Legal & Support column: dismiss it before the next one.
      await toast.getByRole('button', { name: en.common.toast.dismiss }).click();
      await expect(toast).toHaveCount(0);
    });
  }
  await expect(page).toHaveURL('/');
});

test('the Gold Tier badge links to the packages and has a tooltip on focus and hover; Esc closes it', async ({
  page,
}) => {
  await gotoReady(page, '/');
  const badge = page.getByRole('banner').getByRole('link', { name: tier.gold, exact: true });
  await expect(badge).toHaveAttribute('href', routePaths.membershipPackages);
  const tooltip = page.getByRole('tooltip');

  await badge.focus();
  await expect(tooltip).toHaveText(tier.tooltip);
  await expect(badge).toHaveAccessibleDescription(tier.tooltip);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await expect(badge).toBeFocused();

  await page.getByRole('heading', { level: 1 }).focus();
  await badge.hover();
  await expect(tooltip).toHaveText(tier.tooltip);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);

  await badge.click();
  await expect(page).toHaveURL(routePaths.membershipPackages);
});

const themeTrigger = (page: Page, name: string) =>
  page.getByRole('button', { name: theme.current.replace('{{name}}', name) });

async function chooseTheme(page: Page, current: string, next: string) {
  await themeTrigger(page, current).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText([theme.system, theme.light, theme.dark]);
  await menu.getByRole('menuitemradio', { name: next }).click();
  await expect(menu).toBeHidden();
  await expect(themeTrigger(page, next)).toBeVisible();
}

test('choosing the Dark theme applies it and keeps it across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoReady(page, '/');
  const html = page.locator('html');
  const body = page.locator('body');
  await expect(html).toHaveCSS('color-scheme', 'light');
  const lightBackground = await body.evaluate((element) => getComputedStyle(element).backgroundColor);

  await chooseTheme(page, theme.system, theme.dark);
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await expect(body).not.toHaveCSS('background-color', lightBackground);
  expect(await page.evaluate(() => window.localStorage.getItem('color-scheme'))).toBe('dark');

  await reloadReady(page);
  await expect(themeTrigger(page, theme.dark)).toBeVisible();
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await expect(body).not.toHaveCSS('background-color', lightBackground);

  // Light, chosen in the same visit, switches straight back.
  await chooseTheme(page, theme.dark, theme.light);
  await expect(body).toHaveCSS('background-color', lightBackground);
  expect(await page.evaluate(() => window.localStorage.getItem('color-scheme'))).toBe('light');
});

test('after a reload with Dark stored, choosing Light makes the whole page light again', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('color-scheme', 'dark');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await gotoReady(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await chooseTheme(page, theme.dark, theme.light);
  // Native parts (scrollbars, form controls, the canvas) must follow the theme in force.
  await expect(html).toHaveCSS('color-scheme', 'light');
});

test('the System theme follows the operating system, also while the page is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoReady(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveCSS('color-scheme', 'light');
});

/** `#0b0f17` as the browser reports it: `rgb(11, 15, 23)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test('a stored scheme is in force before any JavaScript runs, whatever the system', async ({
  page,
  consoleGuard,
}) => {
  // Only index.html's inline script and style: the app's own code never arrives.
  consoleGuard.allow(/Failed to load resource/);
  await page.route(/\/assets\/[^/]*\.js$/, (route) => route.abort());
  const html = page.locator('html');
  for (const [system, stored] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    await page.emulateMedia({ colorScheme: system });
    await page.addInitScript((value) => window.localStorage.setItem('color-scheme', value), stored);
    await page.goto('/dashboard');
    await expect(html).toHaveAttribute('data-scheme', stored);
    await expect(html).toHaveCSS('color-scheme', stored);
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(schemeColors[stored].colors.page));
  }
});
