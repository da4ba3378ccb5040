/**
 * Route table: every route renders its translated title in the shared layout without console or page
 * errors, under a strict content security policy, by a full load and by client-side navigation; and a
 * handful of pages pass an axe audit in light theme, dark theme and Arabic (right-to-left). Home and the
 * wallet in light theme are audited by their own specs.
 */
import type { Page } from '@playwright/test';
import { directLinks } from '../../src/data/navigation';
import { routeIds, routePaths, type RouteId } from '../../src/data/routes';
import { languageCookieName } from '../../src/i18n/language';
import { groupOfRoute } from '../support/navigation';
import { specPaths } from '../support/spec';
import { axeViolations, en, expect, gotoReady, mainNav, routeTitle, test, type Language } from './fixtures';

test('the route table is exactly the 28 routes of the spec', () => {
  expect(routeIds.map((id) => routePaths[id])).toEqual(specPaths);
});

test('every route also renders when reached by client-side navigation, and the navigation marks it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoReady(page, '/');
  const nav = mainNav(page);
  for (const id of routeIds) {
    const path = routePaths[id];
    await test.step(path, async () => {
      // Same-document navigation through the router, as a link would do.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
      }, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle(id));
      await expect(page).toHaveTitle(`${routeTitle(id)} · ${en.common.appName}`);
      // A direct link marks itself; a route in a group marks the group's trigger (its own link is marked
      // inside the closed menu: tests/e2e/navigation.spec.ts); the architecture page has no link.
      const direct = (directLinks as readonly RouteId[]).includes(id);
      await expect(nav.locator('a[aria-current="page"]')).toHaveText(direct ? [en.nav.links[id]] : []);
      const group = groupOfRoute(id);
      await expect(nav.locator('button[data-current]')).toHaveText(group ? [en.nav.groups[group]] : []);
    });
  }
});

async function expectNoAxeViolations(page: Page) {
  const violations = (await axeViolations(page)).map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
  expect(violations, 'axe violations').toEqual([]);
}

test.describe('accessibility (axe)', () => {
  test.use({ colorScheme: 'light' });

  test('light theme: the dashboard, also with a navigation menu open, and the not-found page', async ({
    page,
  }) => {
    await test.step('/dashboard', async () => {
      await gotoReady(page, '/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
      await expectNoAxeViolations(page);
    });
    await test.step('/dashboard with the trading menu open', async () => {
      await mainNav(page).getByRole('button', { name: en.nav.groups.trading, exact: true }).click();
      await expect(
        mainNav(page).getByRole('link', { name: en.nav.links.explorer, exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('/no-such-page', async () => {
      await gotoReady(page, '/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
      await expectNoAxeViolations(page);
    });
  });

  test('dark theme, then Arabic (right-to-left)', async ({ page }) => {
    await test.step('dark', async () => {
      await page.addInitScript(() => window.localStorage.setItem('color-scheme', 'dark'));
      await gotoReady(page, '/dashboard');
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
      await expectNoAxeViolations(page);
    });
    await test.step('Arabic, light', async () => {
      await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
      await page.emulateMedia({ colorScheme: 'light' });
      await page.addInitScript(() => window.localStorage.setItem('color-scheme', 'light'));
      await gotoReady(page, '/srd-wallet');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('srdWallet', 'ar'));
      await expectNoAxeViolations(page);
    });
  });
});

test('the build publishes no manifest or source map that lists source paths', async ({ request }) => {
  for (const path of ['/.vite/manifest.json', '/manifest.json']) {
    const response = await request.get(path);
    const text = await response.text();
    // A missing file answers with the not-found page, never with a file list.
    expect(text, path).not.toMatch(/\bsrc\/[\w/]+\.tsx?\b/);
  }
  const page = await (await request.get('/')).text();
  const scripts = [...page.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    expect(code).not.toContain('sourceMappingURL');
  }
});

/**
 * One full load per route: its title in the shared layout, then the app live, all under the strict
 * content security policy (the per-route preload script, the capture script and every chunk included).
 */
test(
  'every route renders its title in the shared layout under a strict content security policy, and goes live',
  { tag: '@hydration' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    for (const id of routeIds) {
      const path = routePaths[id];
      const title = routeTitle(id);
      await test.step(`${path} shows "${title}"`, async () => {
        expect(title, `public/locales/en/${id}.json has a title`).toBeTruthy();
        await page.goto(path);
        const policy = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content');
        expect(policy).toContain("script-src 'self' 'sha256-");
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("base-uri 'none'");
        const scriptSources = policy?.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
        expect(scriptSources).not.toContain('unsafe-inline');
        expect(policy).not.toContain('unsafe-eval');
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(title);
        await expect(h1).toHaveCount(1);
        await expect(page).toHaveTitle(`${title} · ${en.common.appName}`);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.locator('[data-state="notFound"]')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toContainText(en.common.footer.status);
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        expect(await violations()).toEqual([]);
      });
    }
  },
);

/**
 * A member who chose another language gets every page prerendered in it (the server reads the
 * `language` cookie the app writes): shown at once, never hidden for a switch, and hydrated as it was
 * rendered (a mismatch, such as a number or date the build's Node formats differently from the
 * browser, fails the test as a console error). Arabic on every route; the other languages on the
 * pages with the most formatted figures (two tests, so the two workers share them).
 */
const pagesInLanguages: { title: string; pages: { language: Language; id: RouteId }[] }[] = [
  {
    title: 'every route arrives prerendered in Arabic for a member who chose it, and hydrates as rendered',
    pages: routeIds.map((id) => ({ language: 'ar', id })),
  },
  {
    title:
      'pages arrive prerendered in Chinese, Spanish and Russian for members who chose them, and hydrate as rendered',
    pages: (['zh', 'es', 'ru'] as const).flatMap((language) =>
      (['dashboard', 'srdWallet', 'financialStatus', 'explorer'] as const).map((id) => ({ language, id })),
    ),
  },
];

for (const { title, pages } of pagesInLanguages) {
  test(title, { tag: '@hydration' }, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    // The member's stored language is the cookie's (the head script writes the cookie from it).
    await page.addInitScript(() => {
      const cookie = /(?:^|; )language=(\w+)/.exec(document.cookie);
      if (cookie?.[1]) localStorage.setItem('language', cookie[1]);
    });
    for (const { language, id } of pages) {
      const path = routePaths[id];
      await test.step(`${path} in ${language}`, async () => {
        await context.clearCookies();
        await context.addCookies([{ name: languageCookieName, value: language, url: baseURL }]);
        const response = await page.goto(path, { waitUntil: 'commit' });
        expect(await response?.text()).toContain(
          `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
        );
        await expect(page.locator('html')).not.toHaveAttribute('data-pending', '');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle(id, language));
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      });
    }
  });
}

/**
 * A page opened days after the build: it hydrates as it was prerendered (the build's day), then shows
 * today's dates. Hydration keeps the prerendered elements (a fresh render would replace them), any
 * mismatch fails the test as a console error, and the plan dates move by the days since the build.
 */
test(
  'a page opened three days after its build hydrates on the build day, then shows today’s dates',
  { tag: '@hydration' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
    // Keeps the prerendered main element before any script of the app runs (a reference, not an attribute:
    // development React reports an attribute it did not render).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedMain: Element | null }).prerenderedMain =
          document.querySelector('main');
      });
    });
    const samePrerenderedMain = () =>
      page.evaluate(
        () =>
          (window as unknown as { prerenderedMain: Element | null }).prerenderedMain ===
          document.querySelector('main'),
      );
    for (const id of routeIds) {
      await test.step(routePaths[id], async () => {
        await page.goto(routePaths[id]);
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle(id));
        expect(await samePrerenderedMain(), 'the prerendered page was hydrated, not replaced').toBe(true);
      });
    }
    await test.step('the plans read on today’s calendar', async () => {
      const html = await (await page.request.get(routePaths.transactionPlanning)).text();
      expect(html, 'prerendered on the build day').toContain('Oct 1, 2026');
      await page.goto(routePaths.transactionPlanning);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('main')).toContainText('Oct 4, 2026');
      await expect(page.getByRole('main')).toContainText('Jan 3, 2027');
      await expect(page.getByRole('main')).not.toContainText('Oct 1, 2026');
      expect(await samePrerenderedMain()).toBe(true);
    });
  },
);
