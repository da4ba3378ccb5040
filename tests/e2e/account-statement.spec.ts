/**
 * The monthly account statement: opened by the address on the wallet (`?statement=YYYY-MM`), from the
 * history tab and from Financial Status; the current month closes at the wallet's balance to the cent
 * (also with a member's send under way and once it completed); a bad month in the address falls back
 * to the current one and says so; the CSV; printing shows the statement alone with its header
 * repeated; axe, Arabic and a 390 px phone. Time runs on Playwright's clock (2026-11-22).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type enWallet from '../../public/locales/en/srdWallet.json';
import type enFinance from '../../public/locales/en/financialStatus.json';
import {
  clockStart,
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  test,
} from './fixtures';

const w = readLocale<typeof enWallet>('en', 'srdWallet');
const f = readLocale<typeof enFinance>('en', 'financialStatus');
const arWallet = readLocale<typeof enWallet>('ar', 'srdWallet');

const balance = (page: Page) => page.getByTestId('wallet-balance');
const statement = (page: Page) => page.getByRole('dialog');
const figure = (page: Page, id: string) => statement(page).locator(`[data-figure="${id}"] dd`);
const entries = (page: Page) => statement(page).locator('tbody tr[data-id]');

/**
 * Open `path` with the page's clock starting on 2026-11-22 and running (axe needs its timers), once
 * the app is live.
 */
async function openAt(page: Page, path: string) {
  await page.clock.install({ time: clockStart });
  await gotoReady(page, path);
}

test('the current month closes at the wallet balance, to the cent; printed, only the statement shows, with its header repeated on each page; the CSV holds the month; months chain, the picker lists the newest first', async ({
  page,
}) => {
  test.slow(); // axe twice and a PDF on a busy 2-core machine
  await openAt(page, '/srd-wallet?statement=2026-11');
  await test.step('the current month closes at the wallet balance, to the cent', async () => {
    await expect(statement(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account statement: November 2026' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: w.statement.month })).toHaveValue('2026-11');
    await expect(figure(page, 'closing')).toHaveText('SDR 125,430.50');
    await expect(balance(page)).toHaveText('SDR 125,430.50');
    // The last line's balance is the closing balance; the pending sample send is listed, the failed duty is not.
    await expect(entries(page).last().locator('td').last()).toHaveText('SDR 125,430.50');
    await expect(statement(page).locator('tr[data-id="TX-2026-0147"]')).toHaveAttribute(
      'data-state',
      'pending',
    );
    await expect(statement(page).locator('tr[data-id="TX-2026-0145"]')).toHaveCount(0);
    await expect(figure(page, 'fees')).toHaveText('SDR 4.20');
    await expectNoAxeViolations(page);
  });
  await test.step('printed, only the statement shows, with its header repeated on each page', async () => {
    await expect(statement(page)).toBeVisible();
    // On screen the page shows behind the dialog (the modal hides it from assistive technology only).
    const header = page.locator('header').first();
    const footer = page.locator('footer').first();
    await expect(header).toBeVisible();
    await expect(balance(page)).toBeVisible();
    await expect(footer).toBeAttached();
    await page.emulateMedia({ media: 'print' });
    await expect(statement(page)).toBeVisible();
    await expect(header).toBeHidden();
    await expect(balance(page)).toBeHidden();
    await expect(footer).toBeHidden();
    await expect(page.getByRole('combobox', { name: w.statement.month })).toBeHidden();
    await expect(page.getByRole('button', { name: w.statement.print })).toBeHidden();
    await expect(page.getByRole('button', { name: w.statement.close })).toBeHidden();
    // The title row of the table's header shows in print, and the header is a repeating header group.
    const titleRow = statement(page).locator('thead tr').first();
    await expect(titleRow).toBeVisible();
    await expect(titleRow).toHaveText(
      'Account statement, November 2026, SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
    );
    expect(
      await statement(page)
        .locator('thead')
        .evaluate((element) => getComputedStyle(element).display),
    ).toBe('table-header-group');
    expect(
      await entries(page)
        .first()
        .evaluate((element) => getComputedStyle(element).breakInside),
    ).toBe('avoid');
    // Nothing else under <body> is drawn.
    const others = await page.evaluate(
      () =>
        [...document.body.children].filter(
          (element) =>
            !element.querySelector('[data-print-statement]') && getComputedStyle(element).display !== 'none',
        ).length,
    );
    expect(others).toBe(0);
    await expectNoAxeViolations(page);
    // Three A4 pages or more: the month has 44 entries.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });
    await expect(header).toBeVisible();
  });
  await test.step('the CSV holds the month: opening, every line, closing with the totals', async () => {
    const count = await entries(page).count();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.statement.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('srd-wallet-statement-2026-11.csv');
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      (
        [
          'date',
          'id',
          'type',
          'kind',
          'status',
          'counterparty',
          'reference',
          'in',
          'out',
          'fee',
          'balance',
        ] as const
      )
        .map((code) => w.csvHeaders[code])
        .join(','),
    );
    expect(lines).toHaveLength(count + 3);
    expect(lines[1]).toMatch(/^2026-11-01T00:00:00Z,,opening,,,,,,,,\d+\.\d{2}$/);
    expect(lines.at(-1)).toMatch(/^2026-12-01T00:00:00Z,,closing,,,,,[\d.]+,[\d.]+,4\.20,125430\.50$/);
    await expect(
      page.getByText('Statement saved as srd-wallet-statement-2026-11.csv', { exact: true }),
    ).toBeVisible();
  });
  await test.step('months chain: October closes where November opens; the picker lists the newest first', async () => {
    const opening = await figure(page, 'opening').textContent();
    const options = page.getByRole('combobox', { name: w.statement.month }).locator('option');
    await expect(options).toHaveCount(14);
    await expect(options.first()).toHaveText('November 2026');
    await expect(options.last()).toHaveText('October 2025');
    await page.getByRole('combobox', { name: w.statement.month }).selectOption('2026-10');
    await expect(page).toHaveURL(/[?&]statement=2026-10(&|$)/);
    await expect(page.getByRole('heading', { name: 'Account statement: October 2026' })).toBeVisible();
    await expect(figure(page, 'closing')).toHaveText(opening ?? '');
    await expect(page.getByText('Oct 1, 2026 to Oct 31, 2026 (UTC)', { exact: true })).toBeVisible();
  });
});

test('a send under way is on the statement at once, and the closing balance follows the wallet', async ({
  page,
}) => {
  await openOnPausedClock(page, '/srd-wallet?tab=send', { ready: () => balance(page) });
  const form = page.getByRole('form', { name: w.send.heading });
  await form.getByRole('textbox', { name: w.send.address }).fill('SRD-0x9c4e7a2b5d8f1e3a6c9b');
  await form.getByRole('textbox', { name: w.send.amount }).fill('100');
  await form.getByRole('button', { name: w.send.send, exact: true }).click();
  await expect(balance(page)).toHaveText('SDR 125,330.15');

  await page.getByRole('tab', { name: w.tabs.history, exact: true }).click();
  await page.getByRole('link', { name: w.statement.open }).click();
  await expect(page).toHaveURL(/\?tab=history&statement=2026-11$/);
  await expect(figure(page, 'closing')).toHaveText('SDR 125,330.15');
  const send = statement(page).locator('tr[data-id="TX-SEND-001"]');
  await expect(send).toHaveAttribute('data-state', 'pending');
  await expect(send.locator('td').nth(4)).toHaveText('SDR 100.00');
  await expect(send.locator('td').nth(5)).toHaveText('SDR 0.35');

  await page.clock.runFor(2000);
  await expect(send).toHaveAttribute('data-state', 'completed');
  await expect(figure(page, 'closing')).toHaveText('SDR 125,330.15');

  // Closing the statement leaves the history tab as it was.
  await page.getByRole('button', { name: w.statement.close }).click();
  await expect(statement(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?tab=history$/);
  await expect(balance(page)).toHaveText('SDR 125,330.15');
});

test('a bad month in the address shows the current month and says so', async ({ page }) => {
  for (const [requested, message] of [
    ['2026-13', '"2026-13" is not a month. Showing November 2026.'],
    ['<b>x</b>', '"<b>x</b>" is not a month. Showing November 2026.'],
    ['1999-01', 'There is no statement for 1999-01. Showing November 2026.'],
  ] as const) {
    await test.step(`a bad month in the address (${requested}) shows the current month and says so`, async () => {
      await openAt(page, `/srd-wallet?statement=${encodeURIComponent(requested)}`);
      await expect(statement(page).getByRole('status')).toHaveText(message);
      await expect(page.getByRole('combobox', { name: w.statement.month })).toHaveValue('2026-11');
      await expect(figure(page, 'closing')).toHaveText('SDR 125,430.50');
    });
  }
});

test('Financial Status opens the statement of the current month', async ({ page }) => {
  test.slow(); // axe on a busy 2-core machine
  await openAt(page, '/financial-status');
  await page.getByRole('link', { name: f.statement.open }).click();
  await expect(page).toHaveURL(/\/srd-wallet\?statement=2026-11$/);
  await expect(figure(page, 'closing')).toHaveText('SDR 125,430.50');
  await expect(balance(page)).toHaveText('SDR 125,430.50');
  await expectNoAxeViolations(page);
});

test('hiding amounts masks the statement too, and its own toggle shows them again', async ({ page }) => {
  // The wallet's toggle is behind the modal statement, so the member hides first, then opens it.
  await openAt(page, '/srd-wallet');
  await page.getByRole('button', { name: w.balance.hide }).click();
  await page.getByRole('tab', { name: w.tabs.history, exact: true }).click();
  await page.getByRole('link', { name: w.statement.open }).click();
  await expect(figure(page, 'closing')).toHaveText(w.masked);
  await expect(entries(page).first().locator('td').last()).toHaveText(w.masked);
  await page.getByRole('button', { name: w.balance.show }).click();
  await expect(figure(page, 'closing')).toHaveText('SDR 125,430.50');
});

test('Arabic at 390 px: right to left, the page never scrolls sideways, axe passes', async ({ page }) => {
  test.slow(); // axe on a busy 2-core machine
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await openAt(page, '/srd-wallet?statement=2026-11');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: arWallet.statement.print })).toBeVisible();
  await expect(figure(page, 'closing')).toContainText('125,430.50');
  const region = statement(page).getByRole('region');
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
