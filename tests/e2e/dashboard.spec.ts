/**
 * Dashboard: the four key figures, AI trade matching with
 * search and Connect, the trade-flow animation (1.2 s steps), the live market ticker (3 s, ±10 SDR,
 * alert badge rule), the market alerts and their locally stored settings. Timed behaviour runs on
 * Playwright's clock.
 */
import type { Locator, Page } from '@playwright/test';
import type CommodityNames from '../../public/locales/en/commodities.json';
import type enDashboard from '../../public/locales/en/dashboard.json';
import { alertSettingsStorageKey } from '../../src/data/dashboard';
import { marketAlertOf } from '../../src/data/market';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  routeTitle,
  test,
  toasts,
} from './fixtures';

type DashboardStrings = typeof enDashboard;
const d = readLocale<DashboardStrings>('en', 'dashboard');
const goods = readLocale<typeof CommodityNames>('en', 'commodities');
const start = new Date('2026-11-12T10:00:00Z');

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
const matchesPanel = (page: Page) => section(page, d.matches.heading);
const flowPanel = (page: Page) => section(page, d.flow.heading);
const marketPanel = (page: Page) => section(page, d.market.heading);
const alertsPanel = (page: Page) => section(page, d.alerts.heading);
const search = (page: Page) => matchesPanel(page).getByRole('searchbox', { name: d.matches.searchLabel });
const matchItems = (page: Page) =>
  matchesPanel(page).getByRole('list', { name: d.matches.listLabel }).getByRole('listitem');
const flowSteps = (page: Page) =>
  flowPanel(page).getByRole('list', { name: d.flow.listLabel }).getByRole('listitem');
const stepStates = (page: Page) =>
  flowSteps(page).evaluateAll((items) => items.map((item) => item.dataset.state));
const dialog = (page: Page) => page.getByRole('dialog', { name: d.settings.title });
const alertItems = (page: Page) =>
  alertsPanel(page).getByRole('list', { name: d.alerts.listLabel }).getByRole('listitem');
const threshold = (page: Page) => dialog(page).getByRole('textbox', { name: d.settings.threshold });

/**
 * Installs the fake clock, opens the dashboard and stops time at once (before the first price tick):
 * from here only runFor moves it. Then waits until the app is live.
 */
async function openWithClock(page: Page) {
  await openOnPausedClock(page, '/dashboard', { time: start, ready: () => flowPanel(page), aheadMs: 300 });
}

// One page for the checks that open the dashboard on the running clock with nothing stored: each part
// starts from what it reads (the search emptied again, checked), and the alert settings, which are stored
// and reload the page, come last.
test('the title and the four key figures; axe finds nothing with a match connected, the flow running and an empty search; search, any text and the keyboard in AI trade matching; the market alerts and their stored settings', async ({
  page,
}) => {
  await gotoReady(page, '/dashboard');
  await test.step('the title, the four key figures and the sections in order', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('dashboard'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const stats = page.getByRole('region', { name: d.stats.heading }).getByRole('listitem');
    await expect(stats).toHaveCount(4);
    await expect(stats.nth(0)).toContainText(d.stats.volume);
    await expect(stats.nth(0)).toContainText('12.5M SDR');
    await expect(stats.nth(1)).toContainText(d.stats.matches);
    await expect(stats.nth(1)).toContainText('47');
    await expect(stats.nth(2)).toContainText(d.stats.successRate);
    await expect(stats.nth(2)).toContainText('94.2%');
    await expect(stats.nth(3)).toContainText(d.stats.partners);
    await expect(stats.nth(3)).toContainText('1,247');
    await expect(stats.nth(3)).toContainText('across 23 countries');
    // Sections start at h2, in order.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      d.stats.heading,
      d.matches.heading,
      d.flow.heading,
      d.market.heading,
      d.alerts.heading,
    ]);
  });
  await test.step('a connected match with its link to the negotiation has no axe violations', async () => {
    const first = matchItems(page).first();
    await first.getByRole('button').click();
    await expect(first.getByRole('link', { name: /^Open negotiation: / })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('the trade flow running and a search that finds nothing have no axe violations', async () => {
    await flowPanel(page).getByRole('button').click();
    await search(page).fill('zzz');
    await expect(matchesPanel(page).getByText(d.matches.emptyTitle)).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('search filters by goods or country, case-insensitively, and clears; any text is safe; by keyboard: search, then connect with Enter', async () => {
    // The search emptied again, every match shown, as on load.
    await search(page).fill('');
    await expect(search(page)).toHaveValue('');
    await test.step('search filters by goods or country, case-insensitively; clearing restores the list', async () => {
      await expect(matchItems(page)).toHaveCount(4);
      await search(page).fill('crude');
      await expect(matchItems(page)).toHaveCount(1);
      await expect(matchItems(page).first()).toContainText(goods.crudeOil);
      await expect(matchesPanel(page).getByRole('status').first()).toHaveText('1 match shown');
      await search(page).fill('  SOLAR ');
      await expect(matchItems(page)).toHaveCount(1);
      await expect(matchItems(page).first()).toContainText(goods.solarPanels);
      await search(page).fill('brazil');
      await expect(matchItems(page)).toHaveCount(1);
      await expect(matchItems(page).first()).toContainText(goods.soybeans);
      await matchesPanel(page).getByRole('button', { name: d.matches.clearSearch }).click();
      await expect(search(page)).toHaveValue('');
      await expect(search(page)).toBeFocused();
      await expect(matchItems(page)).toHaveCount(4);
    });
    await test.step('any text is safe: regex characters, HTML and very long text give the empty state', async () => {
      const inputs = [
        '.*',
        '(',
        '[a-z]+\\',
        '<img src=x onerror="window.__hacked=1"><b>bold</b>',
        'x'.repeat(5_000),
      ];
      for (const text of inputs) {
        await test.step(text.slice(0, 40), async () => {
          await search(page).fill(text);
          await expect(search(page)).toHaveValue(text);
          await expect(matchItems(page)).toHaveCount(0);
          await expect(matchesPanel(page).getByText(d.matches.emptyTitle)).toBeVisible();
        });
      }
      // The HTML was shown as text, never parsed.
      await search(page).fill('<b>bold</b>');
      await expect(matchesPanel(page).getByText('“<b>bold</b>”', { exact: false })).toBeVisible();
      await expect(matchesPanel(page).locator('b')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked),
      ).toBeUndefined();
      // Nothing overflows with a very long search.
      await search(page).fill('y'.repeat(5_000));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The empty state's own button clears the search.
      await matchesPanel(page).getByRole('button', { name: d.matches.emptyAction }).last().click();
      await expect(matchItems(page)).toHaveCount(4);
    });
    await test.step('keyboard: search, then connect with Enter', async () => {
      await search(page).focus();
      await page.keyboard.type('textiles');
      await expect(matchItems(page)).toHaveCount(1);
      await page.keyboard.press('Tab'); // the clear button
      await page.keyboard.press('Tab'); // Connect
      const button = matchItems(page).first().getByRole('button');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(button).toHaveText(d.matches.connecting);
      await expect(button).toHaveText(d.matches.connected);
    });
  });
  await test.step('two alerts; the settings dialog filters them, keeps bad input with a message, and is stored', async () => {
    await expect(alertItems(page)).toHaveCount(2);
    await expect(alertItems(page).nth(0)).toContainText(d.alerts.items.oilSurge);
    await expect(alertItems(page).nth(0)).toContainText(d.alerts.severity.warning);
    await expect(alertItems(page).nth(1)).toContainText(d.alerts.items.copperVolume);
    const configure = alertsPanel(page).getByRole('button', { name: d.alerts.configure });

    await configure.click();
    await expect(dialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(threshold(page)).toHaveValue('3');

    for (const [text, message] of [
      ['', d.settings.errors.empty],
      ['   ', d.settings.errors.empty],
      ['abc<b>x</b>', d.settings.errors.notNumber],
      ['-5', d.settings.errors.outOfRange],
      ['0', d.settings.errors.outOfRange],
      ['9'.repeat(300), d.settings.errors.tooLong.replace('{{maxLength}}', '32')],
      ['9'.repeat(30), d.settings.errors.outOfRange],
    ] as const) {
      await threshold(page).fill(text);
      await dialog(page).getByRole('button', { name: d.settings.save }).click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('alert')).toHaveText(message);
      await expect(threshold(page)).toHaveValue(text);
      await expect(threshold(page)).toHaveAttribute('aria-invalid', 'true');
    }

    // In English "1,000" is one thousand (out of range), never 1; the comma is no decimal mark.
    await threshold(page).fill('1,000');
    await dialog(page).getByRole('button', { name: d.settings.save }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(d.settings.errors.outOfRange);
    await threshold(page).fill('2.5');
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);
    await dialog(page).getByRole('checkbox', { name: d.settings.volumeAlerts }).uncheck();
    await dialog(page).getByRole('button', { name: d.settings.save }).click();
    // The toast first: it shows for 5 s of the page's clock, which runs on while the dialog closes.
    await expect(toasts(page).filter({ hasText: d.settings.saved })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(configure).toBeFocused();
    await expect(alertItems(page)).toHaveCount(1);
    expect(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), alertSettingsStorageKey)) ?? ''),
    ).toEqual({
      priceAlerts: true,
      volumeAlerts: false,
      minSeverity: 'info',
      thresholdPercent: 2.5,
    });

    // Kept after a reload.
    await gotoReady(page, '/dashboard');
    await expect(alertItems(page)).toHaveCount(1);

    // Critical only: nothing left, the empty state says why. Cancel drops a draft.
    await configure.click();
    await dialog(page).getByRole('radio', { name: d.alerts.severity.critical }).check();
    await dialog(page).getByRole('button', { name: d.settings.cancel }).click();
    await expect(alertItems(page)).toHaveCount(1);
    await configure.click();
    await expect(dialog(page).getByRole('radio', { name: d.alerts.severity.info })).toBeChecked();
    await dialog(page).getByRole('radio', { name: d.alerts.severity.critical }).check();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(alertsPanel(page).getByText(d.alerts.emptyTitle)).toBeVisible();
  });
});

test.describe('AI trade matching', () => {
  test('Connect: Connecting… for 1.5 s, then Connected with a toast, the state surviving a search; it opens the negotiation with the counterparty in the chat; connecting again finds the same room', async ({
    page,
  }) => {
    await openWithClock(page);
    const first = matchItems(page).first();
    const button = first.getByRole('button');
    const link = first.getByRole('link', {
      name: `Open negotiation: ${goods.crudeOil} for ${goods.machinery}`,
    });
    await test.step('Connecting… for 1.5 s, then Connected with a toast; the state survives a search', async () => {
      await expect(button).toHaveText(d.matches.connect);
      await expect(button).toHaveAccessibleName(
        `${d.matches.connect}: ${goods.crudeOil} for ${goods.machinery}`,
      );
      await expect(link).toHaveCount(0);
      await button.click();
      await expect(button).toHaveText(d.matches.connecting);
      await expect(button).toBeDisabled();
      await expect(first).toHaveAttribute('data-state', 'connecting');
      // The other matches are untouched.
      await expect(matchItems(page).nth(1).getByRole('button')).toHaveText(d.matches.connect);
      await search(page).fill('soy'); // hides the connecting match...
      await page.clock.runFor(1_499);
      await expect(toasts(page)).toHaveCount(0);
      await page.clock.runFor(1);
      const toast = toasts(page).filter({ hasText: 'Connected with the United Arab Emirates partner' });
      await expect(toast).toBeVisible();
      await search(page).fill(''); // ...which finished connecting all the same
      await expect(first).toHaveAttribute('data-state', 'connected');
      await expect(button).toHaveText(d.matches.connected);
      await expect(button).toBeDisabled();
      await expect(matchItems(page).nth(1)).toHaveAttribute('data-state', 'idle');
    });
    await test.step('Connect opens the negotiation with the counterparty in the chat; connecting again finds the same room', async () => {
      await expect(link).toHaveText(d.matches.openChat);
      await link.click();
      await expect(page).toHaveURL(/\/negotiation-chat\?room=match-emirates-petroleum$/);
      const rooms = page.getByRole('region', { name: 'Conversations' });
      const room = rooms.getByRole('button', { name: /Emirates Petroleum Trading/ });
      await expect(room).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('log')).toHaveAccessibleName('Messages in Emirates Petroleum Trading');
      await expect(page.getByRole('log')).toContainText('Negotiation opened from AI Trade Matching.');

      // Back on the dashboard (and after a reload) the match is connected and leads to the same room.
      await page.goBack();
      await expect(first).toHaveAttribute('data-state', 'connected');
      await page.reload();
      await expect(first).toHaveAttribute('data-state', 'connected');
      await expect(first.getByRole('button')).toBeDisabled();
      await link.click();
      await expect(room).toHaveAttribute('aria-current', 'true');
      await expect(rooms.getByRole('listitem')).toHaveCount(5);
      await expect(page.getByRole('log').getByText('Negotiation opened from AI Trade Matching.')).toHaveCount(
        1,
      );
    });
  });
});

test.describe('trade flow', () => {
  test('Start, a step every 1.2 s, Pause holds, Start resumes, Replay at the end', async ({ page }) => {
    await openWithClock(page);
    const button = flowPanel(page).getByRole('button');
    const status = flowPanel(page).getByRole('status');
    await expect(flowSteps(page)).toHaveCount(6);
    await expect(flowSteps(page).getByRole('heading', { level: 3 })).toHaveText(
      Object.values(d.flow.steps).map((step) => step.title),
    );
    expect(await stepStates(page)).toEqual(Array(6).fill('pending'));
    await expect(button).toHaveText(d.flow.start);

    await button.click();
    await expect(button).toHaveText(d.flow.pause);
    expect(await stepStates(page)).toEqual(['active', 'pending', 'pending', 'pending', 'pending', 'pending']);
    await expect(flowSteps(page).first()).toHaveAttribute('aria-current', 'step');
    await expect(status).toHaveText(`Step 1 of 6: ${d.flow.steps.request.title}`);

    await page.clock.runFor(1_199);
    expect(await stepStates(page)).toEqual(['active', 'pending', 'pending', 'pending', 'pending', 'pending']);
    await page.clock.runFor(1);
    await expect(flowSteps(page).nth(1)).toHaveAttribute('data-state', 'active');
    expect(await stepStates(page)).toEqual([
      'completed',
      'active',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    await expect(flowSteps(page).first()).toContainText(d.flow.status.completed);

    await button.click(); // Pause
    await expect(button).toHaveText(d.flow.start);
    await expect(status).toHaveText(`Paused at step 2 of 6: ${d.flow.steps.matching.title}`);
    await page.clock.runFor(10_000);
    expect(await stepStates(page)).toEqual([
      'completed',
      'active',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);

    await button.click(); // Start again
    for (let step = 2; step < 6; step += 1) {
      await page.clock.runFor(1_200);
      await expect(flowSteps(page).nth(step)).toHaveAttribute('data-state', 'active');
    }
    await page.clock.runFor(1_200);
    await expect(button).toHaveText(d.flow.replay);
    expect(await stepStates(page)).toEqual(Array(6).fill('completed'));
    await expect(status).toHaveText('All 6 steps completed.');
    await page.clock.runFor(5_000);
    await expect(button).toHaveText(d.flow.replay);

    await button.click(); // Replay resets and runs again
    expect(await stepStates(page)).toEqual(['active', 'pending', 'pending', 'pending', 'pending', 'pending']);
    await expect(button).toHaveText(d.flow.pause);
    await page.clock.runFor(1_200);
    await expect(flowSteps(page).nth(1)).toHaveAttribute('data-state', 'active');
  });

  test('with reduced motion the steps still change but nothing moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page);
    await flowPanel(page).getByRole('button').click();
    const marker = flowSteps(page).first().locator('span[aria-hidden="true"]').first();
    await expect(flowSteps(page).first()).toHaveAttribute('data-state', 'active');
    await expect(marker).toHaveCSS('animation-name', 'none');
    const transition = await flowSteps(page)
      .first()
      .evaluate((node) => parseFloat(getComputedStyle(node).transitionDuration));
    expect(transition).toBeLessThan(0.01);
    await page.clock.runFor(1_200);
    await expect(flowSteps(page).first()).toHaveAttribute('data-state', 'completed');
  });
});

/** The displayed figures of each market row. */
async function readMarket(page: Page) {
  const rows = marketPanel(page).getByRole('list', { name: d.market.listLabel }).getByRole('listitem');
  return rows.evaluateAll((items) =>
    items.map((item) => {
      // Intl puts a no-break space between SDR and the amount.
      const bdis = [...item.querySelectorAll('bdi')].map((node) =>
        (node.textContent ?? '').replace(/\s/g, ' '),
      );
      return {
        alert: (item as HTMLElement).dataset.alert ?? '',
        badge: item.querySelector('[class*="Badge"], span > span:last-child')?.textContent ?? '',
        price: bdis[0] ?? '',
        change: bdis[1] ?? '',
        percent: bdis[2] ?? '',
      };
    }),
  );
}
/** The number in a figure; a signed figure's minus is the minus sign U+2212. */
const amount = (text: string) => Number(text.replace(/\u2212/g, '-').replace(/[^\d.-]/g, ''));

test.describe('live market data', () => {
  test('five items; every 3 s each price moves within ±10 SDR, 2 decimals, badge by the rule; Pause holds the prices, Resume restarts them, the list is not a live region; leaving stops the timers without errors', async ({
    page,
  }) => {
    await openWithClock(page);
    await test.step('five items; every 3 s each price moves within ±10 SDR, 2 decimals, badge by the rule', async () => {
      let before = await readMarket(page);
      expect(before).toHaveLength(5);
      expect(before.map((row) => row.price)).toEqual([
        'SDR 75.20',
        'SDR 245.50',
        'SDR 8,450.00',
        'SDR 512.40',
        'SDR 1,712.50',
      ]);
      expect(before.map((row) => row.alert)).toEqual(['volatile', 'low', 'high', 'none', 'none']);
      const rows = marketPanel(page).getByRole('listitem');
      await expect(rows.nth(0)).toContainText(d.market.alert.volatile);
      await expect(rows.nth(1)).toContainText(d.market.alert.low);
      await expect(rows.nth(2)).toContainText(d.market.alert.high);

      for (let tick = 0; tick < 4; tick += 1) {
        await page.clock.runFor(3_000);
        // The ticker may have started a moment after the clock paused: move it on a little until it ticks.
        // A tick is told by all five rows: one item's move repeats its last one once in 2,000 ticks.
        const last = JSON.stringify(before);
        await expect
          .poll(async () => {
            const rows = JSON.stringify(await readMarket(page));
            if (rows === last) await page.clock.runFor(50);
            return rows;
          })
          .not.toBe(last);
        const after = await readMarket(page);
        after.forEach((row, index) => {
          expect(row.price).toMatch(/^SDR [\d,]+\.\d{2}$/);
          const move = amount(row.price) - amount(before[index]?.price ?? '');
          expect(Math.abs(move)).toBeLessThanOrEqual(10.001);
          expect(amount(row.price)).toBeGreaterThanOrEqual(0);
          expect(amount(row.change)).toBeCloseTo(move, 2);
          expect(row.percent).toMatch(/^[+\u2212]?\d+\.\d{2}%$/);
          expect(row.alert).toBe(marketAlertOf(amount(row.percent)));
        });
        before = after;
      }
    });
    await test.step('Pause updates holds the prices; Resume restarts them; the list is not a live region', async () => {
      const list = marketPanel(page).getByRole('list', { name: d.market.listLabel });
      await expect(list).not.toHaveAttribute('aria-live');
      expect(await marketPanel(page).locator('[aria-live], [role="status"], [role="log"]').count()).toBe(0);
      await marketPanel(page).getByRole('button', { name: d.market.pause }).click();
      await expect(marketPanel(page).getByText(d.market.pausedNote)).toBeVisible();
      const held = await readMarket(page);
      await page.clock.runFor(30_000);
      expect(await readMarket(page)).toEqual(held);
      await marketPanel(page).getByRole('button', { name: d.market.resume }).click();
      await page.clock.runFor(3_000);
      await expect
        .poll(async () => (await readMarket(page)).map((row) => row.change))
        .not.toEqual(held.map((row) => row.change));
    });
    await test.step('leaving the dashboard stops its timers without errors', async () => {
      await flowPanel(page).getByRole('button').click();
      await matchItems(page).first().getByRole('button').click();
      await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
      await expect(page).toHaveURL('/');
      await page.clock.runFor(20_000);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('home'));
      await expect(toasts(page)).toHaveCount(0); // the unfinished connection never toasts
    });
  });
});

test.describe('market alerts and their settings', () => {
  test('storage that refuses writes: the settings apply for the visit and it says they were not saved', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, name, value);
      };
    }, alertSettingsStorageKey);
    await gotoReady(page, '/dashboard');
    await alertsPanel(page).getByRole('button', { name: d.alerts.configure }).click();
    await dialog(page).getByRole('checkbox', { name: d.settings.volumeAlerts }).uncheck();
    await dialog(page).getByRole('button', { name: d.settings.save }).click();
    await expect(toasts(page).filter({ hasText: d.settings.notSaved })).toBeVisible();
    await expect(toasts(page).filter({ hasText: d.settings.saved })).toHaveCount(0);
    await expect(alertItems(page)).toHaveCount(1);
  });

  test('a broken stored value falls back to the defaults; Esc closes the dialog and focus returns to the button', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{not json'), alertSettingsStorageKey);
    await gotoReady(page, '/dashboard');
    const configure = alertsPanel(page).getByRole('button', { name: d.alerts.configure });
    await test.step('a broken stored value falls back to the defaults', async () => {
      await expect(alertItems(page)).toHaveCount(2);
      await configure.click();
      await expect(threshold(page)).toHaveValue('3');
    });
    await test.step('Esc closes the dialog and focus returns to the button', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(configure).toBeFocused();
      // Opened from the keyboard, Esc closes it the same way.
      await configure.focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(configure).toBeFocused();
    });
  });
});

test.describe('layouts and languages', () => {
  test('390 px: one column, nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/dashboard');
    await expect(matchItems(page)).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const boxes = await Promise.all(
      [matchesPanel(page), flowPanel(page), marketPanel(page), alertsPanel(page)].map((panel: Locator) =>
        panel.boundingBox(),
      ),
    );
    for (const box of boxes) expect(box?.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('Arabic: right to left, translated, Latin digits, mirrored layout', async ({ page }) => {
    const ar = readLocale<DashboardStrings>('ar', 'dashboard');
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await gotoReady(page, '/dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title);
    await expect(page.getByRole('heading', { level: 2, name: ar.matches.heading })).toBeVisible();
    await expect(page.getByText('1,247')).toBeVisible();
    // The Connect button sits at the inline end: on the left in Arabic.
    const firstMatch = page.getByRole('list', { name: ar.matches.listLabel }).getByRole('listitem').first();
    const item = await firstMatch.boundingBox();
    const button = await firstMatch.getByRole('button').boundingBox();
    expect(button && item ? button.x - item.x : 999).toBeLessThan((item?.width ?? 0) / 2);
    await section(page, ar.flow.heading).getByRole('button', { name: ar.flow.start }).click();
    await expect(section(page, ar.flow.heading).getByRole('button', { name: ar.flow.pause })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
