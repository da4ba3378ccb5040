/**
 * Shared navigation: direct links, five grouped disclosure menus
 * by mouse and keyboard, the current route marked, and the mobile menu dialog below 768 px.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { directLinks, navGroupIds, navGroups, type NavGroupId } from '../../src/data/navigation';
import { routePaths, type RouteId } from '../../src/data/routes';
import { specGroups } from '../support/spec';
import { en, expect, gotoReady, mainNav, routeTitle, test } from './fixtures';

const label = (id: RouteId) => en.nav.links[id];
const trigger = (page: Page, group: NavGroupId) =>
  mainNav(page).getByRole('button', { name: en.nav.groups[group], exact: true });

/** The panel of a group: inside the trigger's list item, there only while the group is open. */
const panel = (page: Page, group: NavGroupId): Locator =>
  mainNav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: en.nav.groups[group], exact: true }) })
    .getByRole('list');

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

test('the groups in src/data/navigation.ts are the ones of the spec', () => {
  expect([...navGroupIds]).toEqual(Object.keys(specGroups));
  for (const group of navGroupIds)
    expect(navGroups[group].map((id) => routePaths[id])).toEqual(specGroups[group]);
  expect(directLinks.map((id) => routePaths[id])).toEqual(['/', '/dashboard', '/srd-wallet']);
});

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

test('pointing at a link fetches its screen’s code and strings; the click then asks the server for neither', async ({
  page,
}) => {
  await gotoReady(page, routePaths.home);
  const strings = '/locales/en/dashboard.json';
  const screenCode = /\/assets\/DashboardScreen-[\w-]+\.js$/;
  // Resource Timing through an observer: the test's clock replaces `performance`, not the observer.
  const fetched = () =>
    page.evaluate(
      () =>
        new Promise<{ path: string; initiator: string; bytes: number }[]>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(
              (list.getEntries() as PerformanceResourceTiming[])
                .filter((entry) => entry.responseEnd > 0)
                .map((entry) => ({
                  path: new URL(entry.name).pathname,
                  initiator: entry.initiatorType,
                  bytes: entry.transferSize,
                })),
            );
          }).observe({ type: 'resource', buffered: true });
        }),
    );
  expect((await fetched()).some((entry) => entry.path === strings)).toBe(false);

  await mainNav(page)
    .getByRole('link', { name: label('dashboard'), exact: true })
    .hover();
  const screenFiles = async () =>
    (await fetched()).filter((entry) => entry.path === strings || screenCode.test(entry.path));
  await expect.poll(screenFiles).toHaveLength(2);

  await mainNav(page)
    .getByRole('link', { name: label('dashboard'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('dashboard') })).toBeVisible();
  // The strings were in i18n and the code evaluated before the click: it asked for neither again.
  expect(await screenFiles()).toHaveLength(2);
});

test('a new page opens at its top, Back returns where the member was, a #section address opens at it', async ({
  page,
}) => {
  await gotoReady(page, routePaths.dashboard);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(300);
  const scrolled = await scrollTop(page);

  await page.locator(`footer a[href="${routePaths.explorer}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('explorer') })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('dashboard') })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(scrolled);

  await gotoReady(page, `${routePaths.shippingLogistics}#shipping-partners-heading`);
  await expect(page.locator('#shipping-partners-heading')).toBeInViewport();
  expect(await scrollTop(page)).toBeGreaterThan(0);
});

test('the next page’s title takes focus (the first page’s too when the member comes back to it), unless the member opened a popover while that page loaded', async ({
  page,
}) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ExplorerScreen-[^/]*\.js$/, async (held: Route) => {
    await released;
    await held.continue();
  });
  await gotoReady(page, routePaths.dashboard);
  await page.locator(`footer a[href="${routePaths.explorer}"]`).click();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const notifications = page.getByRole('dialog', { name: en.common.notifications.heading });
  await expect(notifications).toBeFocused();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('explorer'));
  await expect(notifications).toBeVisible();
  await expect(notifications).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(notifications).toBeHidden();
  await page.locator(`footer a[href="${routePaths.dashboard}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('dashboard'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test.describe('desktop navigation', () => {
  // One page for the plain-clock checks: each starts from closed menus and focuses its own trigger.
  test('the direct links and closed triggers; keyboard: Enter and Space open a menu, arrows move through links and triggers, Esc closes, Enter on a link navigates', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await test.step('shows the direct links and one trigger per group, all closed', async () => {
      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      for (const id of directLinks) {
        await expect(nav.getByRole('link', { name: label(id), exact: true })).toHaveAttribute(
          'href',
          routePaths[id],
        );
      }
      for (const group of navGroupIds)
        await expect(trigger(page, group)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('button', { name: en.nav.openMenu })).toBeHidden();
    });

    await test.step('keyboard: Enter opens, arrows move through the links, Esc closes and returns focus', async () => {
      const operations = trigger(page, 'operations');
      const links = navGroups.operations.map(label);
      await operations.focus();
      await page.keyboard.press('Enter');
      await expect(operations).toHaveAttribute('aria-expanded', 'true');
      await expect(operations).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedText(page)).toBe(links[0]);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedText(page)).toBe(links[1]);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => focusedText(page)).toBe(links[0]);
      await page.keyboard.press('End');
      await expect.poll(() => focusedText(page)).toBe(links[links.length - 1]);
      await page.keyboard.press('Home');
      await expect.poll(() => focusedText(page)).toBe(links[0]);

      await page.keyboard.press('Escape');
      await expect(operations).toHaveAttribute('aria-expanded', 'false');
      await expect(operations).toBeFocused();
      await expect(panel(page, 'operations')).toBeHidden();
    });

    await test.step('keyboard: Space opens, arrows move between triggers, Enter on a link navigates', async () => {
      await trigger(page, 'trading').focus();
      await page.keyboard.press('ArrowRight');
      await expect(trigger(page, 'operations')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(trigger(page, 'finance')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(trigger(page, 'operations')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      const finance = trigger(page, 'finance');
      await expect(finance).toBeFocused();

      await page.keyboard.press('Space');
      await expect(finance).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedText(page)).toBe(label('transactionPlanning'));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(routePaths.transactionPlanning);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('transactionPlanning'));
      await expect(finance).toHaveAttribute('aria-expanded', 'false');
      // After a navigation the page title takes focus, so screen readers announce where they landed.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  });

  // One page for the mouse checks: each starts with every menu closed; the one that navigates comes last.
  test('mouse: each group menu opens on click with exactly its links, resting then clicking leaves it open, another trigger switches to its menu, a menu link navigates and marks itself and its group', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await test.step('each group menu opens on click and lists exactly its links', async () => {
      for (const group of navGroupIds) {
        await test.step(group, async () => {
          const groupTrigger = trigger(page, group);
          await trigger(page, group).click();
          await expect(groupTrigger).toHaveAttribute('aria-expanded', 'true');
          const content = panel(page, group);
          await expect(content).toBeVisible();
          const links = content.getByRole('link');
          await expect(links).toHaveText(navGroups[group].map(label));
          const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
          expect(hrefs).toEqual(specGroups[group]);
          // Only one group is open at a time.
          for (const other of navGroupIds.filter((g) => g !== group)) {
            await expect(trigger(page, other)).toHaveAttribute('aria-expanded', 'false');
          }
          // A second click closes it again.
          await groupTrigger.click();
          await expect(groupTrigger).toHaveAttribute('aria-expanded', 'false');
          await expect(content).toBeHidden();
        });
      }
    });

    // Groups open on click only: with a hover-open, a click after resting on a trigger would close the
    // menu the rest had just opened.
    await test.step('mouse users: resting on a trigger, then clicking it, leaves its menu open', async () => {
      await trigger(page, 'finance').hover();
      await expect(trigger(page, 'finance')).toHaveAttribute('aria-expanded', 'false');
      await trigger(page, 'finance').click();
      await expect(trigger(page, 'finance')).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(trigger(page, 'finance')).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('mouse users: with one menu open, clicking another trigger switches to it', async () => {
      await trigger(page, 'trading').click();
      await expect(trigger(page, 'trading')).toHaveAttribute('aria-expanded', 'true');
      await trigger(page, 'operations').click();
      await expect(trigger(page, 'operations')).toHaveAttribute('aria-expanded', 'true');
      await expect(trigger(page, 'trading')).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Escape');
      await expect(trigger(page, 'operations')).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('a press outside the navigation closes the open menu', async () => {
      await trigger(page, 'system').click();
      await expect(trigger(page, 'system')).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } });
      await expect(trigger(page, 'system')).toHaveAttribute('aria-expanded', 'false');
      await expect(panel(page, 'system')).toBeHidden();
    });

    await test.step('clicking a menu link navigates and marks the link and its group as current', async () => {
      const trading = trigger(page, 'trading');
      await trigger(page, 'trading').click();
      await panel(page, 'trading')
        .getByRole('link', { name: label('tradeSearch'), exact: true })
        .click();

      await expect(page).toHaveURL(routePaths.tradeSearch);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('tradeSearch'));
      await expect(trading).toHaveAttribute('aria-expanded', 'false');
      await expect(trading).toHaveAttribute('data-current', /.*/);
      for (const other of navGroupIds.filter((g) => g !== 'trading')) {
        await expect(trigger(page, other)).not.toHaveAttribute('data-current', /.*/);
      }
      await trigger(page, 'trading').click();
      const content = panel(page, 'trading');
      await expect(content.getByRole('link', { name: label('tradeSearch'), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(content.locator('[aria-current]')).toHaveCount(1);
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(trading).toHaveAttribute('aria-expanded', 'false');

      // A direct link: marked itself, no group marked.
      await mainNav(page)
        .getByRole('link', { name: label('srdWallet'), exact: true })
        .click();
      await expect(page).toHaveURL(routePaths.srdWallet);
      await expect(
        mainNav(page).getByRole('link', { name: label('srdWallet'), exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(mainNav(page).locator('[data-current]')).toHaveCount(0);
    });
  });

  test('a route outside the navigation marks nothing', async ({ page }) => {
    await gotoReady(page, routePaths.architecture);
    await expect(mainNav(page).locator('[aria-current], [data-current]')).toHaveCount(0);
  });
});

test.describe('mobile navigation (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const allLinks = [...directLinks, ...navGroupIds.flatMap((group) => navGroups[group])];

  test('the inline nav is hidden; "Open menu" opens a dialog with every link', async ({ page }) => {
    await gotoReady(page, '/dashboard');
    await expect(mainNav(page)).toBeHidden();
    const openButton = page.getByRole('button', { name: en.nav.openMenu, exact: true });
    await expect(openButton).toBeVisible();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');

    await openButton.click();
    const dialog = page.getByRole('dialog', { name: en.nav.menuTitle });
    await expect(dialog).toBeVisible();
    // While the modal dialog is open the rest of the page is aria-hidden: find the button by its label.
    await expect(page.locator(`button[aria-label="${en.nav.openMenu}"]`)).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const links = dialog.getByRole('navigation', { name: en.nav.label }).getByRole('link');
    await expect(links).toHaveText(allLinks.map(label));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(allLinks.map((id) => routePaths[id]));
    for (const group of navGroupIds) {
      await expect(dialog.getByRole('heading', { name: en.nav.groups[group], exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: label('dashboard'), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Escape closes it and focus returns to the menu button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a link navigates and closes the dialog', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: en.nav.openMenu, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.nav.menuTitle });
    await dialog.getByRole('link', { name: label('customsClearance'), exact: true }).click();
    await expect(page).toHaveURL(routePaths.customsClearance);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('customsClearance'));

    // The close button closes it too.
    await page.getByRole('button', { name: en.nav.openMenu, exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: en.nav.closeMenu, exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});
