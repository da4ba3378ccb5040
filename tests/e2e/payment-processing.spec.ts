/**
 * Payment processing: the three methods with
 * their rates (stablecoin by default), the summary (fee 0.001 x amount, total 1.001 x amount, 0 for
 * empty and, by this screen's rule, for any invalid amount), bad amounts refused with a message and
 * kept, Process Now (processing for 2 s, then completed; a double click processes once) and Schedule
 * Payment (a day not in the past). Payments are ledger entries of the member's store: they stay after a
 * reload, a payment processing when the member leaves still completes (without a toast on another
 * screen), and a total above the available balance is refused with a message. Timed behaviour runs on
 * Playwright's clock.
 */
import type { Page } from '@playwright/test';
import type enPayments from '../../public/locales/en/paymentProcessing.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  routeTitle,
  screenShown,
  test,
  toasts,
} from './fixtures';

type Strings = typeof enPayments;
const c = readLocale<Strings>('en', 'paymentProcessing');

const amount = (page: Page) => page.getByRole('textbox', { name: c.form.amount, exact: true });
const toAccount = (page: Page) => page.getByRole('textbox', { name: c.form.to });
const fromAccount = (page: Page) => page.getByRole('textbox', { name: c.form.from });
const dateField = (page: Page) => page.getByLabel(c.form.date);
const processButton = (page: Page) => page.getByRole('button', { name: c.form.process });
const scheduleButton = (page: Page) => page.getByRole('button', { name: c.form.schedule });
const summary = (page: Page) => page.locator('section[aria-labelledby="payment-summary-heading"]');
const items = (page: Page) =>
  page.getByRole('list', { name: c.transactions.listLabel }).locator(':scope > li');
const available = (page: Page) => page.getByTestId('summary-available');
/** The sample account: SDR 125,430.50 less the escrow hold of SDR 15,000. */
const sampleAvailable = 'SDR 110,430.50';

async function openWithClock(page: Page) {
  await openOnPausedClock(page, '/payment-processing', {
    time: new Date('2026-11-22T10:00:00'),
    ready: () => amount(page),
  });
}

const badAmounts: [string, string][] = [
  ['0', c.form.errors.zero],
  ['-5', c.form.errors.negative],
  ['abc', c.form.errors.notNumber],
  ['1e5', c.form.errors.exponent],
  ['12.345', c.form.errors.tooManyDecimals],
  ['1,000', c.form.errors.separator],
  ['1 000', c.form.errors.separator],
  ['<b>5</b>', c.form.errors.notNumber],
];

// One page for the plain-clock checks: each starts with the default method and no amount.
test('methods, currency, summary and recent transactions; axe finds nothing, also with errors shown; bad amounts refused with a message and kept', async ({
  page,
}) => {
  await gotoReady(page, '/payment-processing');
  await test.step('methods, currency, summary and recent transactions as the spec gives them', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('paymentProcessing'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const group = page.getByRole('group', { name: c.methods.legend });
    await expect(group.getByRole('radio')).toHaveCount(3);
    await expect(group.getByRole('radio', { name: 'SRD Stablecoin' })).toBeChecked();
    await expect(group).toContainText(/Fee 0\.1%\s*·\s*Instant/);
    await expect(group).toContainText(/Fee 2\.5%\s*·\s*3-5 days/);
    await expect(group).toContainText(/Fee 0\.5%\s*·\s*On delivery/);
    await expect(page.getByRole('textbox', { name: c.form.currency })).toHaveValue('SDR');
    await expect(page.getByRole('textbox', { name: c.form.currency })).toHaveAttribute('readonly', '');
    // Empty input shows 0.
    await expect(page.getByTestId('summary-fee')).toHaveText('SDR 0.00');
    await expect(page.getByTestId('summary-total')).toHaveText('SDR 0.00');
    await amount(page).fill('1500');
    await expect(page.getByTestId('summary-amount')).toHaveText('SDR 1,500.00');
    await expect(page.getByTestId('summary-fee')).toHaveText('SDR 1.50');
    await expect(page.getByTestId('summary-total')).toHaveText('SDR 1,501.50');
    await expect(page.getByTestId('method-rate')).toHaveText('0.1%');
    // The method's own rate beside the summary; the summary always charges 0.1 %.
    await group.getByRole('radio', { name: 'Traditional Bank' }).check();
    await expect(summary(page)).toContainText('Selected method: Traditional Bank');
    await expect(page.getByTestId('method-rate')).toHaveText('2.5%');
    await expect(page.getByTestId('method-fee')).toHaveText('SDR 37.50');
    await expect(page.getByTestId('summary-total')).toHaveText('SDR 1,501.50');
    await expect(items(page)).toHaveCount(3);
    // The account's own newest payments, as the wallet history lists them.
    await expect(items(page).first()).toContainText('TX-2026-0144');
    await expect(items(page).first()).toContainText('SDR 12,480.75');
    await expect(items(page).first()).toContainText('Completed');

    // The default method and no amount again, as on load.
    await group.getByRole('radio', { name: 'SRD Stablecoin' }).check();
    await amount(page).fill('');
    await expect(page.getByTestId('summary-total')).toHaveText('SDR 0.00');
  });

  await test.step('axe finds nothing, also with errors shown', async () => {
    await expectNoAxeViolations(page);
    await amount(page).fill('1e5');
    await dateField(page).fill('2000-01-01');
    await expectNoAxeViolations(page);
    await amount(page).fill('999999');
    await expect(page.getByTestId('payment-funds')).toBeVisible();
    await expectNoAxeViolations(page);

    // No amount again, as on load.
    await amount(page).fill('');
    await expect(page.getByTestId('payment-funds')).toHaveCount(0);
  });

  await test.step('bad amounts: refused with a message, kept as typed, summary 0, buttons disabled', async () => {
    await toAccount(page).fill('0xabc');
    await dateField(page).fill('2099-01-01');
    await expect(processButton(page)).toBeDisabled();
    await expect(page.getByText(c.form.needs.amount)).toBeVisible();
    for (const [text, message] of badAmounts) {
      await amount(page).fill(text);
      await expect(amount(page)).toHaveValue(text);
      await expect(amount(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByTestId('summary-total')).toHaveText('SDR 0.00');
      await expect(summary(page)).toContainText(c.summary.invalid);
      await expect(processButton(page)).toBeDisabled();
      await expect(scheduleButton(page)).toBeDisabled();
    }
    // Pasted spaces around a number are tolerated; whitespace alone is empty.
    await amount(page).fill('  250  ');
    await expect(page.getByTestId('summary-total')).toHaveText('SDR 250.25');
    await expect(processButton(page)).toBeEnabled();
    await amount(page).fill('   ');
    await expect(amount(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(processButton(page)).toBeDisabled();
    // Enter in the form does not process an invalid payment.
    await amount(page).fill('abc');
    await amount(page).press('Enter');
    await expect(items(page)).toHaveCount(3);
  });
});

// One page on the clock: the refused payment leaves no entry and the balance as it was; the paying part
// and its reload come last.
test('a payment above the available balance is refused; Process Now: processing, then completed after 2 s, once; HTML stays text', async ({
  page,
}) => {
  await openWithClock(page);
  await test.step('a payment above the available balance is refused with a message; what was typed stays', async () => {
    await expect(available(page)).toHaveText(sampleAvailable);
    await amount(page).fill('200000');
    await toAccount(page).fill('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    await dateField(page).fill('2026-11-30');
    const message = page.getByTestId('payment-funds');
    await expect(message).toHaveText(
      `The total of SDR 200,200.00 is above your available balance of ${sampleAvailable}. Lower the amount to pay or schedule it.`,
    );
    await expect(processButton(page)).toBeDisabled();
    await expect(scheduleButton(page)).toBeDisabled();
    await expect(processButton(page)).toHaveAccessibleDescription(/available balance of SDR\s110,430\.50/);
    await amount(page).press('Enter');
    await expect(items(page)).toHaveCount(3);
    await expect(amount(page)).toHaveValue('200000');
    // Exactly what is available goes through: 110,320.18 + its fee of 110.32 = 110,430.50.
    await amount(page).fill('110320.18');
    await expect(page.getByTestId('summary-total')).toHaveText(sampleAvailable);
    await expect(message).toHaveCount(0);
    await expect(processButton(page)).toBeEnabled();
    await amount(page).fill('110320.19');
    await expect(processButton(page)).toBeDisabled();

    // No day chosen, as on load (Process Now pays today).
    await dateField(page).fill('');
    await expect(dateField(page)).toHaveValue('');
  });

  await test.step('Process Now: processing, then completed after 2 s; a double click processes once; HTML stays text', async () => {
    const html = '<img src=x onerror="window.__pwned=1">';
    await amount(page).fill('1500');
    await toAccount(page).fill(html);
    await processButton(page).dblclick();
    const processing = page.getByRole('button', { name: c.form.processing });
    await expect(processing).toBeDisabled();
    await processing.click({ force: true });
    await expect(items(page)).toHaveCount(4);
    const first = items(page).first();
    await expect(first).toContainText('PAY-0001');
    await expect(first).toContainText('Processing');
    await expect(first).toContainText('SDR 1,500.00');
    await expect(first).toContainText(html);
    await expect(first).toContainText('SRD Stablecoin');
    await expect(first).toContainText('Nov 22, 2026');
    await expect(
      page.getByRole('status').filter({ hasText: 'Processing payment PAY-0001...' }),
    ).toBeVisible();
    // The amount clears after a submit; the addresses stay.
    await expect(amount(page)).toHaveValue('');
    await expect(toAccount(page)).toHaveValue(html);
    await page.clock.runFor(1999);
    await expect(first).toContainText('Processing');
    await page.clock.runFor(1);
    await expect(first).toContainText('Completed');
    await expect(page.getByText('Payment PAY-0001 completed.')).toBeVisible();
    await expect(items(page).getByText('PAY-0001', { exact: true })).toHaveCount(1);
    await expect(items(page)).toHaveCount(4);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(processButton(page)).toBeDisabled();
    // The amount and its fee left the available balance: 110,430.50 - 1,501.50.
    await expect(available(page)).toHaveText('SDR 108,929.00');
    // Kept in the member's store: still there, completed, after a reload.
    await page.reload();
    await expect(items(page)).toHaveCount(4);
    await expect(items(page).first()).toContainText('PAY-0001');
    await expect(items(page).first()).toContainText('Completed');
    await expect(items(page).first()).toContainText(html);
    await expect(available(page)).toHaveText('SDR 108,929.00');
    // The next payment takes the next id.
    await amount(page).fill('10');
    await toAccount(page).fill('0xabc');
    await processButton(page).click();
    await expect(items(page).first()).toContainText('PAY-0002');
  });
});

test('Schedule Payment: a day not in the past joins the list as Scheduled', async ({ page }) => {
  await openWithClock(page);
  await amount(page).fill('2500.75');
  await toAccount(page).fill('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
  await expect(scheduleButton(page)).toBeDisabled();
  await dateField(page).fill('2026-11-21');
  await expect(page.getByText(c.form.errors.datePast)).toBeVisible();
  await expect(scheduleButton(page)).toBeDisabled();
  await expect(dateField(page)).toHaveAttribute('min', '2026-11-22');
  await dateField(page).fill('2026-11-30');
  await page.getByRole('radio', { name: 'Smart Escrow' }).check();
  await scheduleButton(page).click();
  const first = items(page).first();
  await expect(first).toContainText('PAY-0001');
  await expect(first).toContainText('Scheduled');
  await expect(first).toContainText('Scheduled for Nov 30, 2026');
  await expect(first).toContainText('Smart Escrow');
  await expect(first).toContainText('SDR 2,500.75');
  await expect(toasts(page).filter({ hasText: 'Payment PAY-0001 scheduled for Nov 30, 2026' })).toHaveCount(
    1,
  );
  await page.clock.runFor(10_000);
  await expect(first).toContainText('Scheduled');
  // Reserved until its day: 110,430.50 - (2,500.75 + 2.50).
  await expect(available(page)).toHaveText('SDR 107,927.25');
  await page.reload();
  await expect(items(page)).toHaveCount(4);
  await expect(items(page).first()).toContainText('PAY-0001');
  await expect(items(page).first()).toContainText('Scheduled for Nov 30, 2026');
  await expect(items(page).first()).toContainText('Smart Escrow');
  await expect(available(page)).toHaveText('SDR 107,927.25');
});

test('keyboard only: choose a method with arrows, type, process; a payment left processing still completes', async ({
  page,
}) => {
  await openWithClock(page);
  const stablecoin = page.getByRole('radio', { name: 'SRD Stablecoin' });
  await stablecoin.focus();
  await expect(stablecoin).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Traditional Bank' })).toBeChecked();
  await amount(page).focus();
  await page.keyboard.type('1000');
  await toAccount(page).focus();
  await page.keyboard.type('0xdef');
  await page.keyboard.press('Enter');
  await expect(items(page).first()).toContainText('Processing');
  await expect(items(page).first()).toContainText('Traditional Bank');
  // Leave mid-processing: the store owns the payment and completes it; the screen that is gone says nothing.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  await page.clock.runFor(5000);
  await expect(toasts(page).filter({ hasText: 'PAY-0001' })).toHaveCount(0);
  await page.goBack();
  await expect(items(page)).toHaveCount(4);
  await expect(items(page).first()).toContainText('PAY-0001');
  await expect(items(page).first()).toContainText('Completed');
  await expect(toasts(page).filter({ hasText: 'PAY-0001' })).toHaveCount(0);
  // The from-account is the member's own wallet, shown read-only.
  await expect(fromAccount(page)).toHaveValue('SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a');
  await expect(fromAccount(page)).toHaveAttribute('readonly', '');
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'paymentProcessing');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/payment-processing');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.transactions.heading })).toBeVisible();
  await expect(page.getByRole('radio', { name: ar.methods.names.srd })).toBeChecked();
  await page.getByRole('textbox', { name: ar.form.amount, exact: true }).fill('1,000');
  await expect(page.getByText(ar.form.errors.separator)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
