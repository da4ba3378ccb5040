/**
 * Admin console: the Admin Access badge, the six
 * summary cards (liquidity in millions), system health bars, recent alerts (types, severities, the
 * pool below the 10M SDR threshold) with a severity filter and a local Acknowledge, the three
 * coming-soon tabs, tabs in the URL, keyboard, axe, 390 px and Arabic.
 */
import type { Page } from '@playwright/test';
import type enAdmin from '../../public/locales/en/adminConsole.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  readLocale,
  routeTitle,
  test,
  toasts,
  wordLines,
} from './fixtures';

type Strings = typeof enAdmin;
const s = readLocale<Strings>('en', 'adminConsole');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const alerts = (page: Page) => page.getByRole('list', { name: s.alerts.listLabel }).locator(':scope > li');
const severityChips = (page: Page) => page.getByRole('radiogroup', { name: s.alerts.severityFilter });

// One page: the first parts only read and switch tabs; the Overview tab is chosen again (as on load) before
// the severity filter and Acknowledge, and the keyboard part, which acknowledges another alert, comes last.
test('Admin Access badge and the six summary cards; Overview: system health bars and the recent alerts, incl. the pool below 10M SDR; axe finds nothing on the overview and on a coming-soon tab; the severity filter and Acknowledge; keyboard: arrows between tabs, Acknowledge by Enter', async ({
  page,
}) => {
  await gotoReady(page, '/admin-console');
  await test.step('Admin Access badge and the six summary cards', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('adminConsole'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(s.adminAccess, { exact: true })).toBeVisible();
    const stats = page.getByRole('region', { name: s.stats.heading }).getByRole('listitem');
    await expect(stats).toHaveCount(6);
    const expected = [
      [s.stats.totalUsers, '12,847'],
      [s.stats.activeTrades, '1,234'],
      [s.stats.disputes, '23'],
      [s.stats.liquidity, '45.2M SDR'],
      [s.stats.compliance, '94.5%'],
      // The mean of the five health bars below: (99.9 + 99.5 + 98.7 + 96.4 + 89.3) / 5.
      [s.stats.health, '96.8%'],
    ];
    for (const [index, [label, value]] of expected.entries()) {
      await expect(stats.nth(index)).toContainText(label!);
      await expect(stats.nth(index)).toContainText(value!);
    }
    await expect(stats.nth(3)).toContainText('Alert threshold: 10M SDR');
    // The network's score, not the member's own 75 % on the compliance dashboard.
    await expect(stats.nth(4)).toContainText('Network-wide: mean of all 12,847 members');
  });
  await test.step('Overview: system health bars and the recent alerts, incl. the pool below 10M SDR', async () => {
    await expect(page.getByRole('progressbar', { name: s.health.components.apiGateway })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('progressbar')).toHaveCount(5);
    await expect(page.getByRole('progressbar', { name: s.health.components.iotNetwork })).toHaveAttribute(
      'aria-valuetext',
      '89.3%',
    );
    await expect(alerts(page)).toHaveCount(4);
    const liquidity = alerts(page).first();
    await expect(liquidity).toContainText(
      'Liquidity pool SRD-WHEAT at 8.4M SDR, below the 10M SDR threshold',
    );
    await expect(liquidity.getByText('High')).toHaveAttribute('data-tone', 'danger');
    await expect(liquidity).toContainText('Liquidity');
    await expect(alerts(page).nth(1).getByText('Medium')).toHaveAttribute('data-tone', 'warning');
    await expect(alerts(page).nth(2)).toContainText('Dispute');
    await expect(alerts(page).nth(3).getByText('Low')).toHaveAttribute('data-tone', 'info');
  });
  await test.step('axe finds nothing on the overview and on a coming-soon tab', async () => {
    for (const name of [s.tabs.overview, s.tabs.liquidity]) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    }
  });
  await test.step('the severity filter narrows the alerts; Acknowledge marks one and confirms once', async () => {
    // The overview again, as on load.
    await tab(page, s.tabs.overview).click();
    await expect(tab(page, s.tabs.overview)).toHaveAttribute('aria-selected', 'true');
    await severityChips(page).getByRole('radio', { name: 'High' }).click();
    await expect(alerts(page)).toHaveCount(2);
    await severityChips(page).getByRole('radio', { name: 'Low' }).click();
    await expect(alerts(page)).toHaveCount(1);
    await severityChips(page).getByRole('radio', { name: s.alerts.all }).click();
    await expect(alerts(page)).toHaveCount(4);
    const first = alerts(page).first();
    await first.getByRole('button', { name: /^Acknowledge: Liquidity pool/ }).dblclick();
    await expect(toasts(page).filter({ hasText: 'Alert ALT-001 acknowledged' })).toHaveCount(1);
    await expect(first).toHaveAttribute('data-state', 'acknowledged');
    await expect(first.getByText(s.alerts.acknowledged)).toBeVisible();
    await expect(first.getByRole('button')).toHaveCount(0);
  });
  await test.step('keyboard: arrows between tabs; Acknowledge by Enter', async () => {
    await tab(page, s.tabs.overview).focus();
    await expect(tab(page, s.tabs.overview)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, s.tabs.compliance)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, s.tabs.overview)).toHaveAttribute('aria-selected', 'true');
    const button = alerts(page).nth(1).getByRole('button');
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(alerts(page).nth(1)).toHaveAttribute('data-state', 'acknowledged');
  });
});

test('an unknown ?tab= shows the overview, choosing a tab updates the URL; compliance, liquidity and disputes are honest coming-soon panels, linkable and with a way back; the escalated dispute names its contract and opens it selected on Smart Contracts', async ({
  page,
}) => {
  await test.step('an unknown ?tab= shows the overview; choosing a tab updates the URL', async () => {
    await gotoReady(page, '/admin-console?tab=%3Cscript%3E');
    await expect(tab(page, s.tabs.overview)).toHaveAttribute('aria-selected', 'true');
    await tab(page, s.tabs.disputes).click();
    await expect(page).toHaveURL(/\?tab=disputes$/);
  });
  for (const id of ['compliance', 'liquidity', 'disputes'] as const) {
    await test.step(`${id} is an honest coming-soon panel, linkable and with a way back`, async () => {
      await gotoReady(page, `/admin-console?tab=${id}`);
      await expect(tab(page, s.tabs[id])).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name: s.tabs[id] })).toBeVisible();
      await expect(page.getByText(s.comingSoon[id])).toBeVisible();
      await page.getByRole('button', { name: s.comingSoon.back }).click();
      await expect(tab(page, s.tabs.overview)).toHaveAttribute('aria-selected', 'true');
      await expect(page).not.toHaveURL(/tab=/);
    });
  }
  // The way back led to the overview, with the alerts.
  await test.step('the escalated dispute names its contract and opens it selected on Smart Contracts', async () => {
    const dispute = alerts(page).nth(2);
    await expect(dispute).toContainText('Dispute on contract SC-2026-003 escalated to arbitration');
    await dispute.getByRole('link', { name: 'Open contract SC-2026-003' }).click();
    await expect(page).toHaveURL(/\/smart-contracts\?contract=SC-2026-003$/);
    await expect(page.getByRole('dialog')).toContainText('SC-2026-003');
  });
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'adminConsole');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/admin-console');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(ar.adminAccess, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ar.alerts.heading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('390 px in English: nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/admin-console');
  await expect(alerts(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const language of ['es', 'ru'] as const) {
  test(`390 px in ${language}: the escalated dispute's contract id stays on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((stored) => localStorage.setItem('language', stored), language);
    await gotoReady(page, '/admin-console');
    const message = page.locator('[data-alert]').filter({ hasText: 'SC-2026-003' }).locator('p').first();
    await expect(message).toContainText('SC-2026-003');
    expect(await wordLines(message)).toContainEqual({ word: 'SC-2026-003', lines: 1 });
  });
}
