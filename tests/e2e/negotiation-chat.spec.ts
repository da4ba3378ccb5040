/**
 * Negotiation chat: room list and chat pane, the four message types,
 * sending (Enter and button; empty or whitespace-only is not sent), sent -> delivered after 1 s -> read
 * after 2 s, the typing indicator (every 10 s a 30% chance, for 2 s), offers, rooms kept while the app
 * runs, ?room= links from AI Trade Matching. Timed behaviour runs on Playwright's clock; the random
 * source (Math.random in the app) is fixed per test.
 */
import type { Page } from '@playwright/test';
import type enChat from '../../public/locales/en/negotiationChat.json';
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

const c = readLocale<typeof enChat>('en', 'negotiationChat');
const start = new Date('2026-11-22T10:00:00Z');

const roomList = (page: Page) => page.getByRole('region', { name: c.rooms.heading });
const roomButton = (page: Page, name: RegExp | string) => roomList(page).getByRole('button', { name });
const log = (page: Page) => page.getByRole('log');
const field = (page: Page) => page.getByRole('textbox', { name: c.composer.label });
const sendButton = (page: Page) => page.getByRole('button', { name: c.composer.send, exact: true });
const ownMessages = (page: Page) => log(page).getByRole('article', { name: c.you, exact: true });

/** Fixes the app's random source (the typing chance) before the app starts. */
async function fixRandom(page: Page, value: number) {
  await page.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

/** Fake clock installed before the app starts, then paused: only runFor moves time. */
async function openWithClock(page: Page, path = '/negotiation-chat', random = 0.99) {
  await fixRandom(page, random);
  await openOnPausedClock(page, path, { time: start, ready: () => log(page) });
}

// One page on the running clock: the room list and the message looks are read before any message moves a
// room up, and the offer form, once opened, stays open to the end.
test('one chat page: the room list, the message types, rooms kept, the keyboard, sending and its refusals, axe with the offer form open, selecting a room', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  await fixRandom(page, 0.99);
  await gotoReady(page, '/negotiation-chat');
  await test.step('shows the room list with name, participants, last activity, status and commodity', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('negotiationChat'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const rooms = roomList(page).getByRole('listitem');
    await expect(rooms).toHaveCount(4);
    const first = rooms.first();
    await expect(first).toContainText('Steppe Harvest · Nile Petroleum');
    await expect(first).toContainText(/Steppe Harvest\W* and \W*Nile Petroleum/);
    await expect(first).toContainText(c.roomStatus.negotiating);
    await expect(first).toContainText('Commodity: Wheat');
    await expect(first).toContainText('Last activity:');
    await expect(roomList(page)).toContainText(c.roomStatus.active);
    await expect(roomList(page)).toContainText(c.roomStatus.completed);
    await expect(roomButton(page, /Steppe Harvest · Nile Petroleum/)).toHaveAttribute('aria-current', 'true');
  });
  await test.step('the four message types each look different', async () => {
    const look = (kind: string) =>
      log(page)
        .locator(`[data-kind="${kind}"]`)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.backgroundColor}|${style.borderInlineStartColor}|${style.borderStyle}`;
        });
    const looks = await Promise.all(['message', 'offer', 'counter-offer', 'system'].map(look));
    expect(new Set(looks).size).toBe(4);
    await expect(
      log(page).getByRole('article', { name: `${c.messageTypes.offer}, Steppe Harvest` }),
    ).toContainText('SDR 1,227,500.00');
    await expect(
      log(page).getByRole('article', { name: `${c.messageTypes['counter-offer']}, Nile Petroleum` }),
    ).toContainText('15,000 bbl');
    await expect(log(page)).toContainText(c.seed['wo-1']);
  });
  await test.step('messages are kept per room while switching rooms and pages', async () => {
    await field(page).fill('Kept in the wheat room');
    await field(page).press('Enter');
    await roomButton(page, /Mekong Rice/).click();
    await field(page).fill('Kept in the rice room');
    await field(page).press('Enter');
    await roomButton(page, /Steppe Harvest · Nile Petroleum/).click();
    await expect(log(page)).toContainText('Kept in the wheat room');
    await expect(log(page)).not.toContainText('Kept in the rice room');
    // Leave through an in-app link and come back: the chat is still there (no reload).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trade Matching' }).click();
    await expect(page).toHaveURL(/\/trade-matching$/);
    await page.goBack();
    await expect(log(page)).toContainText('Kept in the wheat room');
    await roomButton(page, /Mekong Rice/).click();
    await expect(log(page)).toContainText('Kept in the rice room');
  });
  await test.step('works with the keyboard alone', async () => {
    await roomButton(page, /Andes Copper/).focus();
    await page.keyboard.press('Enter');
    await expect(log(page)).toContainText(c.seed['cm-3']);
    // Past the remaining rooms to the pane.
    const offerButton = page.getByRole('button', { name: c.offer.open });
    for (let i = 0; i < 4 && !(await offerButton.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(offerButton).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('message-scroller')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('Typed with keys');
    await page.keyboard.press('Enter');
    await expect(ownMessages(page).last()).toContainText('Typed with keys');
  });
  await test.step('the Send button sends too; empty and whitespace-only are not sent', async () => {
    const before = await ownMessages(page).count();
    await expect(sendButton(page)).toBeDisabled();
    await field(page).focus();
    await field(page).press('Enter');
    await expect(page.getByRole('alert')).toHaveText(c.composer.empty);
    await field(page).fill('   \n  ');
    await field(page).press('Enter');
    await expect(page.getByRole('alert')).toHaveText(c.composer.whitespace);
    await expect(field(page)).toHaveValue('   \n  ');
    await expect(field(page)).toBeFocused();
    await expect(sendButton(page)).toBeDisabled();
    await expect(ownMessages(page)).toHaveCount(before);
    await field(page).fill('Sent with the button');
    await expect(page.getByRole('alert')).toHaveText('');
    await sendButton(page).click();
    await expect(ownMessages(page)).toHaveCount(before + 1);
    await expect(ownMessages(page).last()).toContainText('Sent with the button');
  });
  await test.step('HTML, script and a 10,000-character message are shown as text', async () => {
    await field(page).fill('<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>');
    await field(page).press('Enter');
    await expect(ownMessages(page).last()).toContainText('<img src=x onerror="window.hacked=1">');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(log(page).locator('img')).toHaveCount(0);
    const long = 'x'.repeat(10_000);
    await field(page).fill(long);
    await expect(page.getByText('10,000 / 10,000 characters')).toBeVisible();
    await field(page).press('Enter');
    await expect(ownMessages(page).last()).toContainText(long);
    // Longer than the limit: refused with the reason, text kept.
    await field(page).fill(`${long}y`);
    await field(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('10,001 characters');
    await expect(field(page)).toHaveValue(`${long}y`);
    // Nothing overflows sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
  await test.step('has no axe violations, with the offer form open too', async () => {
    await expect(log(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: c.offer.open }).click();
    await page.getByRole('button', { name: c.offer.submit }).click();
    await expectNoAxeViolations(page);
  });
  await test.step('selecting a room shows its messages and puts it in the address', async () => {
    // A counterparty answers each message 5 s after it and moves its room up the list: wait, as a
    // member would, for the answer to the last one, so that the list no longer moves under the click.
    await expect(log(page).getByRole('article').last()).not.toHaveAccessibleName(c.you, { timeout: 20_000 });
    await roomButton(page, /Gulf Fertilizers/).click();
    await expect(log(page)).toHaveAccessibleName('Messages in Gulf Fertilizers · Steppe Harvest');
    await expect(log(page)).toContainText(c.seed['cf-3']);
    await expect(log(page)).not.toContainText(c.seed['wo-2']);
    await expect(page).toHaveURL(/\?room=room-cotton-fertilizer$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Gulf Fertilizers · Steppe Harvest' }),
    ).toBeVisible();
  });
});

test('the offer composer closes whole, validates and sends an offer or counter-offer', async ({ page }) => {
  await fixRandom(page, 0.99);
  await gotoReady(page, '/negotiation-chat');
  const quantity = page.getByRole('textbox', { name: c.offer.quantity });
  const value = page.getByRole('textbox', { name: c.offer.sdrValue });
  await test.step('closed, the form leaves the page; opened again, there is one', async () => {
    await page.getByRole('button', { name: c.offer.open }).click();
    await expect(quantity).toHaveCount(1);
    await page.getByRole('button', { name: c.offer.cancel }).click();
    await expect(quantity).toHaveCount(0);
    await page.getByRole('button', { name: c.offer.open }).click();
    await expect(quantity).toHaveCount(1);
  });
  await quantity.fill('-5');
  await value.fill('<b>lots</b>');
  await page.getByRole('button', { name: c.offer.submit }).click();
  await expect(page.getByText(c.offer.errors.notPositive)).toBeVisible();
  await expect(page.getByText(c.offer.errors.notNumber)).toBeVisible();
  await expect(value).toHaveValue('<b>lots</b>');
  await page.getByRole('radio', { name: c.messageTypes['counter-offer'] }).check();
  await page.getByRole('combobox', { name: c.offer.commodity }).selectOption('crudeOil');
  await quantity.fill('15,000');
  await value.fill('1128000');
  await page.getByRole('button', { name: c.offer.submit }).click();
  const sent = log(page).getByRole('article', { name: `${c.messageTypes['counter-offer']}, ${c.you}` });
  await expect(sent).toContainText('Crude oil');
  await expect(sent).toContainText('15,000 bbl');
  await expect(sent).toContainText('SDR 1,128,000.00');
  await expect(sent).toContainText('SDR 75.20 / bbl');
  await expect(page.getByRole('button', { name: c.offer.open })).toBeVisible();
});

// One page on the paused clock: each part reads only its own messages, and the last one leaves the chat.
test('a sent message goes sent, delivered, read; the list follows new messages; a message sent on the way out is read on the way back', async ({
  page,
}) => {
  await openWithClock(page);
  await test.step('a sent message goes sent, delivered after 1 s, read after 2 s', async () => {
    await field(page).fill('Can you do 4,800 t?');
    await field(page).press('Enter');
    const mine = ownMessages(page).last();
    await expect(mine).toContainText('Can you do 4,800 t?');
    await expect(mine).toHaveAttribute('data-state', 'sent');
    await expect(mine).toContainText(c.messageStatus.sent);
    await expect(field(page)).toHaveValue('');
    await page.clock.runFor(999);
    await expect(mine).toHaveAttribute('data-state', 'sent');
    await page.clock.runFor(1);
    await expect(mine).toHaveAttribute('data-state', 'delivered');
    await expect(mine).toContainText(c.messageStatus.delivered);
    await page.clock.runFor(1999);
    await expect(mine).toHaveAttribute('data-state', 'delivered');
    await page.clock.runFor(1);
    await expect(mine).toHaveAttribute('data-state', 'read');
    await expect(mine).toContainText(c.messageStatus.read);
  });
  await test.step('the list follows new messages but keeps the position while reading history', async () => {
    const scroller = page.getByTestId('message-scroller');
    const distanceToBottom = () =>
      scroller.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
    for (const text of ['one', 'two', 'three', 'four', 'five']) {
      await field(page).fill(`Message ${text}\nwith a second line`);
      await field(page).press('Enter');
    }
    await expect.poll(distanceToBottom).toBeLessThanOrEqual(2);
    // Scroll to the top and wait for the scroll event the list listens to: the browser sends it on its next
    // frame, and the paused clock would otherwise let the status change below land before it.
    await scroller.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          element.addEventListener('scroll', () => resolve(), { once: true });
          element.scrollTop = 0;
        }),
    );
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(0);
    // Status changes re-render the list: the reader stays where they are.
    await page.clock.runFor(1000);
    await expect(ownMessages(page).last()).toHaveAttribute('data-state', 'delivered');
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(0);
    // Their own new message brings them to the newest.
    await field(page).fill('Back to the bottom');
    await field(page).press('Enter');
    await expect.poll(distanceToBottom).toBeLessThanOrEqual(2);
  });
  await test.step('a message sent just before leaving the chat is read by the time the member comes back', async () => {
    await field(page).fill('Sent on the way out');
    await field(page).press('Enter');
    const mine = ownMessages(page).filter({ hasText: 'Sent on the way out' });
    await expect(mine).toHaveAttribute('data-state', 'sent');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trade Matching' }).click();
    await expect(page).toHaveURL(/\/trade-matching$/);
    await page.clock.runFor(1000);
    await page.clock.runFor(2000);
    await page.goBack();
    await expect(mine).toHaveAttribute('data-state', 'read');
    await expect(mine).toContainText(c.messageStatus.read);
  });
});

test.describe('typing indicator', () => {
  test('with a draw under 30% it appears every 10 s and lasts 2 s', async ({ page }) => {
    await openWithClock(page, '/negotiation-chat', 0.1);
    const indicator = page.getByRole('status').filter({ hasText: /is typing/ });
    // Opening a room restarts the 10-second beat: time counts from here.
    await roomButton(page, /Andes Copper/).click();
    await page.clock.runFor(9_999);
    await expect(indicator).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(indicator).toHaveText('Andes Copper SA is typing…');
    await page.clock.runFor(1_999);
    await expect(indicator).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(indicator).toHaveCount(0);
    await page.clock.runFor(8_000);
    await expect(indicator).toHaveCount(1);
  });

  test('with a draw of 30% or more it does not appear', async ({ page }) => {
    await openWithClock(page, '/negotiation-chat', 0.3);
    await page.clock.runFor(10_000);
    await page.clock.runFor(10_000);
    await expect(page.getByText(/is typing/)).toHaveCount(0);
  });
});

test('what the member sends is kept after a reload, read', async ({ page }) => {
  await openWithClock(page);
  await field(page).fill('Kept across reloads');
  await field(page).press('Enter');
  await page.getByRole('button', { name: c.offer.open }).click();
  await page.getByRole('textbox', { name: c.offer.quantity }).fill('4800');
  await page.getByRole('textbox', { name: c.offer.sdrValue }).fill('1178400');
  await page.getByRole('button', { name: c.offer.submit }).click();
  const text = ownMessages(page).filter({ hasText: 'Kept across reloads' });
  const offer = log(page).getByRole('article', { name: `${c.messageTypes.offer}, ${c.you}` });
  await expect(offer).toHaveAttribute('data-state', 'sent');
  await page.clock.runFor(1000);
  await page.clock.runFor(2000);
  await expect(text).toHaveAttribute('data-state', 'read');
  await expect(offer).toHaveAttribute('data-state', 'read');

  await reloadReady(page);
  await expect(text).toContainText('Kept across reloads');
  await expect(text).toHaveAttribute('data-state', 'read');
  await expect(text).toContainText(c.messageStatus.read);
  await expect(offer).toContainText('4,800 t');
  await expect(offer).toHaveAttribute('data-state', 'read');
  // The room's last activity is the member's message.
  await expect(roomList(page).getByRole('listitem').first()).toContainText('Steppe Harvest · Nile Petroleum');
});

test('has no axe violations with kept messages and a room opened from a match', async ({ page }) => {
  await fixRandom(page, 0.99);
  await gotoReady(page, '/negotiation-chat?room=match-andes-copper--rhine-machinery');
  await field(page).fill('Kept for axe');
  await field(page).press('Enter');
  await reloadReady(page);
  await expect(ownMessages(page).filter({ hasText: 'Kept for axe' })).toHaveAttribute('data-state', 'read');
  await expectNoAxeViolations(page);
});

test('a message left on its way carries on after a reload, from where it stood', async ({ page }) => {
  await openWithClock(page);
  await roomButton(page, /Mekong Rice/).click();
  await field(page).fill('Left half way');
  await field(page).press('Enter');
  const mine = ownMessages(page).filter({ hasText: 'Left half way' });
  await page.clock.runFor(1000);
  await expect(mine).toHaveAttribute('data-state', 'delivered');
  await reloadReady(page);
  // The address kept the room; the message is there, still delivered, and is read 2 s later.
  await expect(log(page)).toHaveAccessibleName('Messages in Mekong Rice Export · Anatolia Steel');
  await expect(mine).toHaveAttribute('data-state', 'delivered');
  await page.clock.runFor(2000);
  await expect(mine).toHaveAttribute('data-state', 'read');
  // Sending again after the reload never reuses an id: both messages stay.
  await field(page).fill('After the reload');
  await field(page).press('Enter');
  await expect(ownMessages(page).filter({ hasText: 'Left half way' })).toHaveCount(1);
  await expect(ownMessages(page).filter({ hasText: 'After the reload' })).toHaveCount(1);
});

test('Start Negotiation links open a room for the match; unknown rooms say so', async ({ page }) => {
  await fixRandom(page, 0.99);
  await gotoReady(page, '/negotiation-chat?room=match-andes-copper--rhine-machinery');
  await expect(log(page)).toHaveAccessibleName('Messages in Andes Copper SA · Rhine Machinery GmbH');
  await expect(log(page)).toContainText(c.seed.openedFromMatching);
  await expect(roomButton(page, /^Andes Copper SA · Rhine Machinery GmbH (?!·)/)).toContainText(
    c.roomStatus.negotiating,
  );
  // The room is the member's now: listed after a reload without the link, once.
  await gotoReady(page, '/negotiation-chat');
  await expect(roomButton(page, /^Andes Copper SA · Rhine Machinery GmbH (?!·)/)).toHaveCount(1);
  await gotoReady(page, '/negotiation-chat?room=match-andes-copper--rhine-machinery');
  await expect(roomList(page).getByRole('listitem')).toHaveCount(5);
  await gotoReady(page, '/negotiation-chat?room=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expect(page.getByText(c.rooms.notFound)).toBeVisible();
  await expect(log(page)).toBeVisible();
});

test('fits a 390 px screen', async ({ page }) => {
  await fixRandom(page, 0.99);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/negotiation-chat');
  await expect(log(page)).toBeVisible();
  await page.getByRole('button', { name: c.offer.open }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('mirrors in Arabic', async ({ page }) => {
  await fixRandom(page, 0.99);
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/negotiation-chat');
  const ar = readLocale<typeof enChat>('ar', 'negotiationChat');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title);
  await expect(page.getByRole('region', { name: ar.rooms.heading })).toBeVisible();
  const [list, pane] = await Promise.all([
    page.getByRole('region', { name: ar.rooms.heading }).boundingBox(),
    log(page).boundingBox(),
  ]);
  // The room list sits on the right in a right-to-left layout.
  expect(list!.x).toBeGreaterThan(pane!.x);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
