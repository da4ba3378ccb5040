/**
 * Transaction planning: the plan list with a
 * selectable detail (first selected by default, `?plan=` links, unknown values fall back), the selected
 * plan's scheduled transactions (Scheduled / Pending Approval, High / Medium / Low priority written out,
 * filter by priority, Approve), budget allocation and risk assessment.
 */
import type { Page } from '@playwright/test';
import type enPlanning from '../../public/locales/en/transactionPlanning.json';
import { expect, expectNoAxeViolations, gotoReady, readLocale, routeTitle, test, toasts } from './fixtures';

type Strings = typeof enPlanning;
const s = readLocale<Strings>('en', 'transactionPlanning');

const plansList = (page: Page) => page.getByRole('list', { name: s.plans.listLabel });
const planButton = (page: Page, title: string) =>
  plansList(page).getByRole('button', { name: new RegExp(title) });
const detail = (page: Page) => page.locator('section[aria-labelledby="planning-detail-heading"]');
const scheduled = (page: Page) =>
  page.getByRole('list', { name: s.scheduled.listLabel }).locator(':scope > li');
const scheduledSection = (page: Page) =>
  page.locator('section[aria-labelledby="planning-scheduled-heading"]');

// One page: each part starts with the first plan selected and every priority shown, as on load;
// Approve, which changes a transaction, comes last.
test('plans, the first selected by default, with its details and scheduled transactions; budget allocation and risk assessment; axe finds nothing; a plan selected with the keyboard; filter by priority; Approve', async ({
  page,
}) => {
  await gotoReady(page, '/transaction-planning');
  await test.step('plans, the first selected by default, with its details and scheduled transactions', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('transactionPlanning'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(plansList(page).getByRole('button')).toHaveCount(3);
    const first = planButton(page, s.plans.titles.q4Procurement);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(planButton(page, s.plans.titles.asiaExpansion)).toHaveAttribute('aria-pressed', 'false');
    await expect(first).toContainText('Active');
    await expect(planButton(page, s.plans.titles.asiaExpansion)).toContainText('Planning');
    await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(s.plans.titles.q4Procurement);
    await expect(detail(page)).toContainText('TP-2026-001');
    await expect(detail(page)).toContainText('SDR 2,500,000.00');
    await expect(detail(page)).toContainText('Oct 1, 2026');
    await expect(detail(page)).toContainText('Dec 31, 2026');
    await expect(detail(page)).toContainText('8 of 12 completed');
    await expect(detail(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    await expect(scheduled(page)).toHaveCount(4);
    const wheat = scheduled(page).filter({ hasText: 'PT-1001' });
    await expect(wheat).toContainText('High priority');
    await expect(wheat).toContainText('Scheduled');
    await expect(wheat).toContainText('SDR 450,000.00');
    await expect(wheat).toContainText('Steppe Harvest');
    await expect(wheat).toContainText('Dec 5, 2026');
    await expect(scheduled(page).filter({ hasText: 'PT-1002' })).toContainText('Pending Approval');
    await expect(scheduled(page).filter({ hasText: 'PT-1003' })).toContainText('Low priority');
    await expect(scheduled(page).filter({ hasText: 'PT-1002' })).toContainText('Medium priority');
  });
  await test.step('budget allocation and risk assessment', async () => {
    const budget = page.getByRole('list', { name: s.budget.listLabel }).locator(':scope > li');
    await expect(budget).toHaveCount(4);
    const raw = budget.filter({ hasText: s.budget.categories.rawMaterials });
    await expect(raw).toContainText('SDR 1,200,000.00');
    await expect(raw).toContainText('SDR 850,000.00');
    await expect(raw).toContainText('SDR 350,000.00');
    await expect(raw).toContainText('70.8% used');
    const risks = page.getByRole('table', { name: s.risk.caption });
    await expect(risks.getByRole('row')).toHaveCount(5);
    const currency = risks.getByRole('row', { name: new RegExp(s.risk.factors.currencyVolatility) });
    await expect(currency.getByRole('cell').nth(0)).toHaveText('Medium');
    await expect(currency.getByRole('cell').nth(1)).toHaveText('High');
  });
  await test.step('axe finds nothing', async () => {
    await expectNoAxeViolations(page);
  });
  await test.step('keyboard: Tab to a plan and press Enter or Space to select it', async () => {
    const second = planButton(page, s.plans.titles.asiaExpansion);
    await planButton(page, s.plans.titles.q4Procurement).focus();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(planButton(page, s.plans.titles.energyHedging)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(detail(page)).toContainText('TP-2026-003');

    // The first plan selected again, as on load.
    await planButton(page, s.plans.titles.q4Procurement).click();
    await expect(planButton(page, s.plans.titles.q4Procurement)).toHaveAttribute('aria-pressed', 'true');
    await expect(scheduled(page)).toHaveCount(4);
  });
  await test.step('filter by priority: only that priority shows; a priority without transactions says so', async () => {
    const filter = page.getByRole('radiogroup', { name: s.scheduled.filterLabel });
    await filter.getByRole('radio', { name: 'High' }).click();
    await expect(scheduled(page)).toHaveCount(2);
    for (const item of await scheduled(page).all()) await expect(item).toContainText('High priority');
    await expect(page).toHaveURL(/priority=high/);
    // Arrow keys move within the chips (one tab stop).
    await filter.getByRole('radio', { name: 'High' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', { name: 'Medium' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(scheduled(page)).toHaveCount(1);
    await expect(scheduled(page).first()).toContainText('Medium priority');
    await planButton(page, s.plans.titles.asiaExpansion).click();
    await filter.getByRole('radio', { name: 'Low' }).click();
    await expect(scheduled(page)).toHaveCount(0);
    await expect(scheduledSection(page)).toContainText(s.scheduled.emptyTitle);
    await filter.getByRole('radio', { name: s.scheduled.filter.all }).click();
    await expect(scheduled(page)).toHaveCount(2);

    // The first plan selected again, as on load.
    await planButton(page, s.plans.titles.q4Procurement).click();
    await expect(planButton(page, s.plans.titles.q4Procurement)).toHaveAttribute('aria-pressed', 'true');
    await expect(scheduled(page)).toHaveCount(4);
  });
  await test.step('Approve turns a Pending Approval transaction into Scheduled, once, with a toast', async () => {
    const item = scheduled(page).filter({ hasText: 'PT-1002' });
    const approve = item.getByRole('button', { name: `Approve PT-1002: ${s.transactions.copperBarter}` });
    await approve.dblclick();
    await expect(item).toContainText('Scheduled');
    await expect(item).not.toContainText('Pending Approval');
    await expect(approve).toHaveCount(0);
    await expect(
      toasts(page).filter({ hasText: `PT-1002 approved: ${s.transactions.copperBarter} is now scheduled` }),
    ).toHaveCount(1);
    // The other pending one is untouched.
    await expect(scheduled(page).filter({ hasText: 'PT-1004' })).toContainText('Pending Approval');
  });
});

test('selecting a plan shows its details and puts it in the URL; the link opens it again; an unknown ?plan= falls back to the first plan', async ({
  page,
}) => {
  await gotoReady(page, '/transaction-planning');
  await test.step('selecting a plan shows its details and puts it in the URL; the link opens it again', async () => {
    await planButton(page, s.plans.titles.asiaExpansion).click();
    await expect(planButton(page, s.plans.titles.asiaExpansion)).toHaveAttribute('aria-pressed', 'true');
    await expect(planButton(page, s.plans.titles.q4Procurement)).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\?plan=TP-2026-002/);
    await expect(detail(page)).toContainText('SDR 5,000,000.00');
    await expect(detail(page)).toContainText('0 of 20 completed');
    await expect(detail(page)).toContainText('Planning');
    await expect(scheduled(page)).toHaveCount(2);
    await gotoReady(page, '/transaction-planning?plan=TP-2026-003');
    await expect(planButton(page, s.plans.titles.energyHedging)).toHaveAttribute('aria-pressed', 'true');
    await expect(detail(page)).toContainText('3 of 6 completed');
  });
  for (const bad of ['nope', '', '<img src=x onerror=alert(1)>', 'TP-2026-00%2A', 'x'.repeat(2000)]) {
    await test.step(`an unknown ?plan=${bad.slice(0, 20)} falls back to the first plan`, async () => {
      await gotoReady(page, `/transaction-planning?plan=${encodeURIComponent(bad)}`);
      await expect(planButton(page, s.plans.titles.q4Procurement)).toHaveAttribute('aria-pressed', 'true');
      await expect(detail(page)).toContainText('TP-2026-001');
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    });
  }
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'transactionPlanning');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/transaction-planning');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.budget.heading })).toBeVisible();
  await expect(page.getByText(ar.scheduled.status.pendingApproval).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('390 px in English: nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/transaction-planning');
  await expect(detail(page)).toContainText('SDR 2,500,000.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
