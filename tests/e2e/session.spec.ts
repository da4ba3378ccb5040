/**
 * Session: Login toggles a local logged-in state; logged in shows an
 * avatar menu with Profile, Membership, Settings and Log out; Log out returns to logged out. Login and
 * logout each show a toast that dismisses itself after 5 s and pauses while hovered.
 */
import type { Locator, Page } from '@playwright/test';
import { routePaths } from '../../src/data/routes';
import { profileInitials } from '../../src/data/memberProfile';
import { sampleProfileFields } from '../../src/data/memberProfileFields';
import { en, expect, gotoReady, reloadReady, routeTitle, test, toasts } from './fixtures';

const { account } = en.common;
const loginButton = (page: Page) => page.getByRole('button', { name: account.login, exact: true });
const accountButton = (page: Page) =>
  page.getByRole('button', {
    name: `${profileInitials(sampleProfileFields.name)}, ${account.menu}`,
    exact: true,
  });

async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Log out from the account menu and let the logged-out toast leave by itself, the pointer away from it: one
 * closed with a click on its × leaves the next toast running under a hover.
 */
/** The toast still shows 100 ms before its 5 seconds are up, and is gone 100 ms after (paused clock). */
async function expectGoneAfterFiveSeconds(page: Page, toast: Locator) {
  await page.clock.runFor(4_900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
}

async function logOutAndLetToastGo(page: Page) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: account.logout }).click();
  await expect(loginButton(page)).toBeVisible();
  await expect(toasts(page).filter({ hasText: account.loggedOut })).toBeVisible();
  await page.mouse.move(10, 300);
  await page.clock.runFor(5_000);
  await expect(toasts(page)).toHaveCount(0);
}

test('login shows the account menu with Profile, Membership, Settings and Log out', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(accountButton(page)).toHaveCount(0);
  await loginButton(page).click();
  await expect(loginButton(page)).toHaveCount(0);
  await expect(accountButton(page)).toBeVisible();
  await expect(toasts(page).filter({ hasText: account.loggedIn })).toBeVisible();

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([
    account.profile,
    account.membership,
    account.settings,
    account.logout,
  ]);
  await expect(menu).toContainText(sampleProfileFields.name);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(accountButton(page)).toBeFocused();

  // Keyboard: Enter opens with the first item focused, arrows move, Esc closes and focus returns.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: account.profile })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: account.membership })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: account.logout })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(accountButton(page)).toBeFocused();
});

test('Profile, Membership and Settings navigate; Log out returns to Login', async ({ page }) => {
  await gotoReady(page, '/');
  await loginButton(page).click();

  await (await openAccountMenu(page)).getByRole('menuitem', { name: account.profile }).click();
  await expect(page).toHaveURL(routePaths.memberProfile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('memberProfile'));

  await (await openAccountMenu(page)).getByRole('menuitem', { name: account.membership }).click();
  await expect(page).toHaveURL(routePaths.membershipPackages);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('membershipPackages'));

  await (await openAccountMenu(page)).getByRole('menuitem', { name: account.settings }).click();
  await expect(page).toHaveURL(`${routePaths.memberProfile}?tab=settings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('memberProfile'));

  // Still logged in after client-side navigation.
  await (await openAccountMenu(page)).getByRole('menuitem', { name: account.logout }).click();
  await expect(accountButton(page)).toHaveCount(0);
  await expect(loginButton(page)).toBeVisible();
  await expect(toasts(page).filter({ hasText: account.loggedOut })).toBeVisible();
});

test('the logged-in state is local to the visit: a reload starts logged out', async ({ page }) => {
  await gotoReady(page, '/');
  await loginButton(page).click();
  await expect(accountButton(page)).toBeVisible();
  await reloadReady(page);
  await expect(loginButton(page)).toBeVisible();
});

test.describe('toasts (fake clock)', () => {
  const start = new Date('2026-03-01T09:00:00Z');

  test.beforeEach(async ({ page }) => {
    // Before the page loads, so XState's `after` delays use the fake timers.
    await page.clock.install({ time: start });
    await gotoReady(page, '/');
    // Stop time flowing on its own: from here on only runFor moves it.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  });

  // One page: the queue part starts with no toast and ends logged out; each later part logs in, and the member
  // logs out and lets that toast go before the next one.
  test('login and logout toasts: queued, gone after 5 s, paused while hovered or focused, closed with dismiss, then the next one paused by hover', async ({
    page,
  }) => {
    await test.step('login then logout: the toasts queue and leave one after the other', async () => {
      await page.mouse.move(10, 300);
      await loginButton(page).click();
      await (await openAccountMenu(page)).getByRole('menuitem', { name: account.logout }).click();
      await expect(loginButton(page)).toBeVisible();
      const loggedIn = toasts(page).filter({ hasText: account.loggedIn });
      const loggedOut = toasts(page).filter({ hasText: account.loggedOut });
      await expect(loggedIn).toBeVisible();
      await expect(loggedOut).toBeVisible();

      await page.clock.runFor(5_000);
      await expect(loggedIn).toHaveCount(0);
      await expect(loggedOut).toBeVisible();
      await expectGoneAfterFiveSeconds(page, loggedOut);
    });
    await test.step('the login toast disappears after 5 seconds', async () => {
      await loginButton(page).click();
      const toast = toasts(page).filter({ hasText: account.loggedIn });
      await expect(toast).toBeVisible();
      // Keep the pointer away from the toast, so nothing pauses it.
      await page.mouse.move(10, 300);

      await expectGoneAfterFiveSeconds(page, toast);
    });
    await test.step('hovering the toast pauses its dismissal; leaving restarts the full 5 seconds', async () => {
      // Logged out again and its toast gone: the next part starts with no toast on screen.
      await logOutAndLetToastGo(page);
      await loginButton(page).click();
      const toast = toasts(page).filter({ hasText: account.loggedIn });
      await expect(toast).toBeVisible();
      await page.clock.runFor(2_000);

      await toast.hover();
      await page.clock.runFor(10_000);
      await expect(toast).toBeVisible();

      await page.mouse.move(10, 300);
      await expectGoneAfterFiveSeconds(page, toast);
    });
    await test.step('focusing the toast pauses it too; the dismiss button closes it', async () => {
      // Logged out again and its toast gone: the next part starts with no toast on screen.
      await logOutAndLetToastGo(page);
      await page.mouse.move(10, 300);
      await loginButton(page).click();
      const toast = toasts(page).filter({ hasText: account.loggedIn });
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: en.common.toast.dismiss }).focus();
      await page.clock.runFor(10_000);
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: en.common.toast.dismiss }).press('Enter');
      await expect(toast).toHaveCount(0);
    });
    await test.step('after a toast is closed with its button, hovering the next one still pauses it', async () => {
      await logOutAndLetToastGo(page);
      await loginButton(page).click();
      const loggedIn = toasts(page).filter({ hasText: account.loggedIn });
      await loggedIn.getByRole('button', { name: en.common.toast.dismiss }).click();
      await expect(loggedIn).toHaveCount(0);
      await (await openAccountMenu(page)).getByRole('menuitem', { name: account.logout }).click();
      const loggedOut = toasts(page).filter({ hasText: account.loggedOut });
      await loggedOut.hover();
      await page.clock.runFor(10_000);
      await expect(loggedOut).toBeVisible();
      await page.mouse.move(10, 300);
      await page.clock.runFor(5_100);
      await expect(loggedOut).toHaveCount(0);
    });
  });
});
