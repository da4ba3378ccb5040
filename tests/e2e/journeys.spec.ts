/**
 * Journeys across screens: what the member does on one screen shows on the others, from the one
 * store (the ledger for money). Each screen's own spec checks its part; these check they agree.
 */
import type { Page } from '@playwright/test';
import {
  en,
  expect,
  expectNoAxeViolations,
  gotoReady,
  mainNav,
  openOnPausedClock,
  readLocale,
  test,
  screenShown,
} from './fixtures';

const payments = readLocale<{ form: { amount: string; to: string; process: string } }>(
  'en',
  'paymentProcessing',
);
const wallet = readLocale<{ tabs: { history: string }; list: { label: string } }>('en', 'srdWallet');
const finance = readLocale<{ activity: { listLabel: string } }>('en', 'financialStatus');

async function processPayment(page: Page, amount: string, to: string) {
  await page.getByRole('textbox', { name: payments.form.amount, exact: true }).fill(amount);
  await page.getByRole('textbox', { name: payments.form.to }).fill(to);
  await page.getByRole('button', { name: payments.form.process }).click();
}

test('a payment processed on Payment Processing is in the wallet and in Financial Status', async ({
  page,
}) => {
  await openOnPausedClock(page, '/payment-processing', {
    time: new Date('2026-11-22T10:00:00'),
    ready: (p) => p.getByRole('textbox', { name: payments.form.amount, exact: true }),
  });
  await processPayment(page, '1500', 'Nile Petroleum Co.');
  await page.clock.runFor(2000);

  await mainNav(page).getByRole('link', { name: en.nav.links.srdWallet }).click();
  await expect(page).toHaveURL(/\/srd-wallet$/);
  // SDR 125,430.50 less the payment and its 0.1 % fee (SDR 1,501.50).
  await expect(page.getByTestId('wallet-balance')).toHaveText('SDR 123,929.00');
  await expect(page.getByText('1,248', { exact: true })).toBeVisible();
  const recent = page.getByRole('list', { name: wallet.list.label }).locator(':scope > li').first();
  await expect(recent).toContainText('Nile Petroleum Co.');
  await expect(recent).toContainText('−SDR 1,500.00');
  await expect(recent).toContainText('SDR 1.50');

  await page.getByRole('tab', { name: wallet.tabs.history, exact: true }).click();
  const firstRow = page.getByRole('tabpanel').getByRole('table').locator('tbody tr').first();
  await expect(firstRow).toContainText('Nile Petroleum Co.');
  await expect(firstRow).toContainText('Completed');

  await mainNav(page).getByRole('button', { name: en.nav.groups.finance, exact: true }).click();
  await mainNav(page).getByRole('link', { name: en.nav.links.financialStatus }).click();
  const activity = page.getByRole('list', { name: finance.activity.listLabel }).locator(':scope > li');
  await expect(activity.first()).toContainText('Nile Petroleum Co.');
  await page.clock.resume();
  await expectNoAxeViolations(page);
});

const headerBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Tier$/ }).first();

test('an upgrade changes the tier badge on every route at once, and after a reload', async ({ page }) => {
  await openOnPausedClock(page, '/membership-packages', {
    time: new Date('2026-11-22T10:00:00'),
    ready: (p) => p.getByTestId('tier-gold'),
  });
  await page.mouse.move(3, 3);
  await expect(headerBadge(page)).toHaveText(en.common.tier.gold);
  await page.getByTestId('tier-platinum').getByRole('button').click();
  await page.clock.runFor(2000);
  await expect(headerBadge(page)).toHaveText(en.common.tier.platinum);

  await mainNav(page).getByRole('link', { name: en.nav.links.dashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  await expect(headerBadge(page)).toHaveText(en.common.tier.platinum);
  await page.reload();
  // The stored tier, once the page is live.
  await expect(headerBadge(page)).toHaveText(en.common.tier.platinum);
});

test('a production order links to the inspection report of its batch, and the report back to the order', async ({
  page,
}) => {
  await gotoReady(page, '/production-monitoring?order=PO-2026-101');
  await page.getByRole('link', { name: 'QR-2026-0451' }).click();
  await expect(page).toHaveURL(/\/quality-control\?report=QR-2026-0451$/);
  const report = page.locator('[data-report="QR-2026-0451"]');
  await expect(report.locator('[data-field="batch"] dd')).toHaveText('B-2026-1107');
  await page.getByRole('link', { name: 'PO-2026-101' }).click();
  await expect(page).toHaveURL(/\/production-monitoring\?order=PO-2026-101$/);
  await expect(page.locator('section[data-order="PO-2026-101"]')).toBeVisible();
});
