/**
 * Not-found page: any path outside the route table shows 404, "Oops! Page not found",
 * "The page you're looking for doesn't exist" and a Return to Home link to the root, and logs the
 * attempted path with console.warn.
 */
import type { Page } from '@playwright/test';
import { en, expect, gotoReady, routeTitle, test, type ConsoleGuard } from './fixtures';

const { notFound } = en.common;
const warningText = (path: string) => `404 Error: User attempted to access non-existent route: ${path}`;

async function expectNotFound(page: Page, consoleGuard: ConsoleGuard, path: string) {
  const section = page.locator('[data-state="notFound"]');
  await expect(section).toBeVisible();
  // The big "404" is decorative (aria-hidden); the heading repeats it for screen readers.
  await expect(section.locator('p[aria-hidden="true"]')).toHaveText(notFound.code);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${notFound.code} ${notFound.heading}`);
  await expect(heading).toBeVisible();
  await expect(section.getByText(notFound.body, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${notFound.title} · ${en.common.appName}`);
  // The shared layout is still there.
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(en.common.footer.status);
  await expect
    .poll(() => consoleGuard.messages.filter((m) => m.type === 'warning').map((m) => m.text))
    .toEqual([warningText(path)]);
}

test('an unknown path shows the 404 page, logs the path, and Return to Home goes to /', async ({
  page,
  consoleGuard,
}) => {
  await gotoReady(page, '/this-page-does-not-exist');
  await expectNotFound(page, consoleGuard, '/this-page-does-not-exist');

  const home = page.getByRole('link', { name: notFound.home, exact: true });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('home'));
  await expect(page.locator('[data-state="notFound"]')).toHaveCount(0);
});

test('a nested unknown path under a real route (/dashboard/extra) is not found either', async ({
  page,
  consoleGuard,
}) => {
  await gotoReady(page, '/dashboard/extra');
  await expectNotFound(page, consoleGuard, '/dashboard/extra');
  // Nothing in the navigation is marked as current.
  await expect(
    page.getByRole('navigation', { name: en.nav.label }).locator('[aria-current], [data-current]'),
  ).toHaveCount(0);
});

test('a client-side navigation to an unknown path shows the 404 page and logs that path', async ({
  page,
  consoleGuard,
}) => {
  await gotoReady(page, '/dashboard');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/trade-simulator/unknown?x=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectNotFound(page, consoleGuard, '/trade-simulator/unknown');
});
