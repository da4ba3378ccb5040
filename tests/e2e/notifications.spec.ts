/**
 * The notifications centre: the header bell counts what happened (a send the store completed, a
 * price that moved more than the member's alert threshold on the dashboard's live ticker), its list
 * links to each item and marks it read, the count is kept across reloads, and a new notification
 * shows a toast with View. Timed behaviour runs on Playwright's clock.
 */
import type { Page } from '@playwright/test';
import type enCommon from '../../public/locales/en/common.json';
import type enChat from '../../public/locales/en/negotiationChat.json';
import type enDashboard from '../../public/locales/en/dashboard.json';
import type enWallet from '../../public/locales/en/srdWallet.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  reloadReady,
  test,
} from './fixtures';

const common = readLocale<typeof enCommon>('en', 'common');
const n = { ...common.notifications, replies: common.chatReplies };
const chat = readLocale<typeof enChat>('en', 'negotiationChat');
const w = readLocale<typeof enWallet>('en', 'srdWallet');
const d = readLocale<typeof enDashboard>('en', 'dashboard');
const recipient = 'SRD-0x9c4e7a2b5d8f1e3a6c9b';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const unreadLabel = (count: number) => n.bellUnread_other.replace('{{shown}}', String(count));
const list = (page: Page) => page.getByRole('dialog', { name: n.heading });

test('the bell counts a completed wallet send and links to it', async ({ page }) => {
  test.slow(); // axe runs on a shared 2-core machine
  await openOnPausedClock(page, '/srd-wallet?tab=send', { ready: (p) => p.getByTestId('wallet-balance') });
  await expect(bell(page)).toHaveAccessibleName(n.bell);

  await page.getByRole('textbox', { name: w.send.address }).fill(recipient);
  await page.getByRole('textbox', { name: w.send.amount }).fill('100');
  await page
    .getByRole('form', { name: w.send.heading })
    .getByRole('button', { name: w.send.send, exact: true })
    .click();
  await page.clock.runFor(1900);
  await expect(bell(page)).toHaveAccessibleName(n.bell);
  await page.clock.runFor(100);
  // The wallet confirms the send itself: the bell counts it, no second toast here.
  await expect(bell(page)).toHaveAccessibleName(unreadLabel(1));
  await expect(bell(page)).toContainText('1');
  await expect(page.getByRole('button', { name: n.view })).toHaveCount(0);

  // Kept across a reload.
  await reloadReady(page);
  await expect(bell(page)).toHaveAccessibleName(unreadLabel(1));

  await page
    .getByRole('link', { name: /Silk Road/ })
    .first()
    .click();
  await bell(page).click();
  await expect(list(page)).toBeVisible();
  const item = list(page).getByRole('link', {
    name: /Transfer of SDR 100\.00 to SRD-0x9c4e7a2b5d8f1e3a6c9b completed/,
  });
  await expect(item).toBeVisible();
  // axe waits on timers: the clock runs again for it (nothing is pending any more).
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await item.click();
  await expect(page).toHaveURL(/\/srd-wallet\?tab=history&entry=TX-SEND-001$/);
  await expect(list(page)).toHaveCount(0);
  const row = page.getByRole('tabpanel').getByRole('table').locator('tbody tr[aria-current="true"]');
  await expect(row).toHaveAttribute('data-id', 'TX-SEND-001');
  await expect(bell(page)).toHaveAccessibleName(n.bell);
});

test('a price threshold of 1 % raises an alert within a few ticks, with a toast that offers View', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  // The member sets 1 % in the alert settings (real time: the dialog animates), then the dashboard
  // opens again on the paused clock with that setting.
  await gotoReady(page, '/dashboard');
  await page.getByRole('button', { name: d.alerts.configure }).click();
  const dialog = page.getByRole('dialog', { name: d.settings.title });
  await dialog.getByRole('textbox', { name: d.settings.threshold }).fill('1');
  await dialog.getByRole('button', { name: d.settings.save }).click();
  await expect(page.getByText(d.settings.saved, { exact: true })).toBeVisible();
  await openOnPausedClock(page, '/dashboard');
  // Alerts the ticker raised in real time while the setting was saved are read first.
  if ((await bell(page).getAttribute('aria-label')) !== n.bell) {
    await bell(page).click();
    await list(page).getByRole('button', { name: n.markAllRead }).click();
    await page.keyboard.press('Escape');
    await expect(list(page)).toHaveCount(0);
  }
  await expect(bell(page)).toHaveAccessibleName(n.bell);

  // Crude oil (75.20) moves more than 1 % on a tick unless its draw falls within ±0.75 SDR: a few
  // ticks make two alerts certain (one is opened with View, one stays unread for mark all read).
  const unread = async () => Number((await bell(page).getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  for (let tick = 0; tick < 10 && (await unread()) < 2; tick += 1) await page.clock.runFor(3000);
  expect(await unread()).toBeGreaterThanOrEqual(2);
  const view = page.getByRole('button', { name: n.view }).first();
  await expect(view).toBeVisible();
  // View opens the item: the market row of the price that moved.
  await view.click();
  await expect(page).toHaveURL(/\/dashboard\?item=mkt-[a-z]+$/);
  await expect(page.locator('main li[aria-current="true"]')).toHaveCount(1);

  await bell(page).click();
  const alert = list(page).getByRole('link', { name: /(rose|fell) .*beyond your alert threshold of 1\.00%/ });
  await expect(alert.first()).toBeVisible();
  await list(page).getByRole('button', { name: n.markAllRead }).click();
  await expect(bell(page)).toHaveAccessibleName(n.bell);
  await expect(list(page).getByRole('button', { name: n.markAllRead })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(list(page)).toHaveCount(0);
  // Focus goes back to the bell on a zero-delay timer of the dialog's focus scope.
  await page.clock.runFor(50);
  await expect(bell(page)).toBeFocused();

  // axe waits on timers, so the clock runs again for it, last: the ticker then raises more alerts,
  // whose toasts would be the newest layer and take an Escape meant for the list.
  await bell(page).click();
  await expect(alert.first()).toBeVisible();
  await page.clock.resume();
  await expectNoAxeViolations(page);
});

test('an empty list says so; the bell opens it as soon as the page is clicked', async ({ page }) => {
  await page.goto('/');
  await bell(page).click();
  await expect(list(page)).toBeVisible();
  await expect(list(page).getByText(n.emptyTitle)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a counterparty's reply shows in the room, even after the member left; the bell counts it and opens the room", async ({
  page,
}) => {
  // Math.random at 0.99: no typing indicator, and the room's last participant answers with the last reply.
  await page.addInitScript(() => {
    Math.random = () => 0.99;
  });
  const log = page.getByRole('log');
  await openOnPausedClock(page, '/negotiation-chat?room=room-rice-steel', { ready: () => log });
  const field = page.getByRole('textbox', { name: chat.composer.label });
  const reply = log.getByRole('article', { name: 'Anatolia Steel', exact: true }).filter({
    hasText: n.replies.terms,
  });
  const replyText = n.items.chatReply
    .replace('{{sender}}', 'Anatolia Steel')
    .replace('{{preview}}', n.replies.terms);

  // Answered 5 s after the member wrote, in the room, with a toast that offers View.
  await field.fill('Can you load in March?');
  await field.press('Enter');
  await page.clock.runFor(4999);
  await expect(reply).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(n.bell);
  await page.clock.runFor(1);
  await expect(reply).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(unreadLabel(1));
  await expect(page.getByRole('button', { name: n.view })).toBeVisible();

  // Written, then left before the answer: it comes all the same.
  await field.fill('And the price per tonne?');
  await field.press('Enter');
  await page.clock.runFor(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trade Matching' }).click();
  await expect(page).toHaveURL(/\/trade-matching$/);
  await page.clock.runFor(4000);
  await expect(bell(page)).toHaveAccessibleName(unreadLabel(2));

  // Its link opens the room, the answer in it.
  await bell(page).click();
  await list(page).getByRole('link', { name: replyText }).first().click();
  await expect(page).toHaveURL(/\/negotiation-chat\?room=room-rice-steel$/);
  await expect(log).toHaveAccessibleName('Messages in Mekong Rice Export · Anatolia Steel');
  await expect(reply).toHaveCount(2);
  await expect(bell(page)).toHaveAccessibleName(unreadLabel(1));
});
