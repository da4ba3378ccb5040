/**
 * SRD wallet: the balance card from the member's ledger (balance, available, locked, 1,247
 * transactions; show/hide masks every amount, copy address with its 2-second indicator and its
 * failure in the console), the tabs in the URL, the send form's rules and bad input, a send through
 * the member store (pending for 2 s, then completed, even when the member left; kept across pages,
 * reloads and tabs; never more than available), the receive link (round trip, copy, share, QR) and
 * the history table (filters, sort, pages, CSV of exactly what is shown). Timed behaviour runs on
 * Playwright's clock.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type enWallet from '../../public/locales/en/srdWallet.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  routeTitle,
  test,
  screenShown,
} from './fixtures';

type Strings = typeof enWallet;
const w = readLocale<Strings>('en', 'srdWallet');
const address = 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a';
const recipient = 'SRD-0x9c4e7a2b5d8f1e3a6c9b';

const main = (page: Page) => page.locator('#main, main').first();
const balance = (page: Page) => page.getByTestId('wallet-balance');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const addressField = (page: Page) => page.getByRole('textbox', { name: w.send.address });
const amountField = (page: Page) => page.getByRole('textbox', { name: w.send.amount });
const referenceField = (page: Page) =>
  page.getByRole('tabpanel').getByRole('textbox', { name: w.send.reference });
const sendButton = (page: Page) =>
  page.getByRole('form', { name: w.send.heading }).getByRole('button', { name: w.send.send, exact: true });
const transactionItems = (page: Page) =>
  page.getByRole('tabpanel').getByRole('list', { name: w.list.label }).locator(':scope > li');
const available = (page: Page) => page.getByTestId('wallet-available');
const historyRows = (page: Page) => page.getByRole('tabpanel').getByRole('table').locator('tbody tr');
const sentToast = (amount: string) => w.send.toast.replace('{{amount}}', amount);

async function openWithClock(page: Page, path = '/srd-wallet') {
  await openOnPausedClock(page, path, { ready: () => balance(page) });
}

// One page without the clock: no send until the last part (a send changes the balance, the history and
// its counts), history filters only after the axe check of that tab, the send tab opened by a click.
test('the balance card, hiding every amount, the send form’s rules with axe on the send, receive and history tabs, tabs in the URL, the history’s type filter and bad filter input, and a send seen by another page of the browser', async ({
  page,
  context,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  await gotoReady(page, '/srd-wallet');
  await test.step('shows the balance card, the overview and the spec figures; hiding masks every amount on the screen, on every tab, showing brings them back', async () => {
    await test.step('the balance card, the overview and the spec figures', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('srdWallet'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(balance(page)).toHaveText('SDR 125,430.50');
      await expect(main(page)).toContainText(w.balance.locked);
      await expect(main(page)).toContainText('SDR 15,000.00');
      await expect(available(page)).toHaveText('SDR 110,430.50');
      await expect(main(page)).toContainText('+12.5%');
      await expect(main(page)).toContainText('1,247');
      // First 12 and last 8 characters of the address.
      await expect(
        page
          .getByRole('region', { name: w.balance.heading })
          .getByText('SRD-0x7a9f3c…6b9d3f7a', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(w.balance.verified, { exact: true })).toBeVisible();
      await expect(tab(page, w.tabs.overview)).toHaveAttribute('aria-selected', 'true');
      await expect(transactionItems(page)).toHaveCount(3);
      await expect(transactionItems(page).first()).toContainText('+SDR 25,000.00');
      await expect(transactionItems(page).first()).toContainText('Completed');
      await expect(page.getByRole('img', { name: w.growth.heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('hiding masks every amount on the screen, on every tab; showing brings them back', async () => {
      const toggle = page.getByRole('button', { name: w.balance.hide });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(page.getByRole('button', { name: w.balance.show })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(balance(page)).toHaveText(w.masked);
      const amounts = /SDR\s?[\d−-]|\d[\d,.]*\s?SDR/;
      for (const name of [w.tabs.overview, w.tabs.send, w.tabs.history]) {
        await tab(page, name).click();
        await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
        await expect(main(page)).not.toContainText(amounts);
      }
      await page.getByRole('button', { name: w.balance.show }).click();
      await expect(balance(page)).toHaveText('SDR 125,430.50');
    });
  });
  await test.step('send: the address is valid above 20 characters, spaces and HTML are not; every bad amount keeps the text, says why and keeps Send disabled; axe on the send, receive and history tabs, with errors showing', async () => {
    await tab(page, w.tabs.send).click();
    await test.step('addresses (the last one valid)', async () => {
      const cases: [string, boolean][] = [
        ['a'.repeat(20), false],
        ['a'.repeat(21), true],
        ['SRD-0x9c4e7a2b 5d8f1e3a6c9b', false],
        ['<img src=x onerror=alert(1)>', false],
        [recipient, true],
      ];
      for (const [text, valid] of cases) {
        await addressField(page).fill(text);
        await expect(addressField(page)).toHaveValue(text);
        await expect(page.getByText(valid ? w.send.valid : w.send.invalid, { exact: true })).toBeVisible();
        if (valid) await expect(addressField(page)).not.toHaveAttribute('aria-invalid', 'true');
        else await expect(addressField(page)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    });
    await test.step('amounts, to a valid address', async () => {
      await expect(addressField(page)).toHaveValue(recipient);
      const p = w.send.problems;
      // Amount + SDR 0.35 in fees must fit in what is available (balance minus the 15,000 locked).
      const over = p.overAvailable
        .replace('{{fees}}', 'SDR 0.35')
        .replace('{{available}}', 'SDR 110,430.50')
        .replace('{{max}}', 'SDR 110,430.15');
      const tooLarge = p.tooLarge.replace('{{limit}}', 'SDR 1,000,000,000.00');
      const cases: [string, string][] = [
        ['0', p.zero],
        ['-5', p.negative],
        ['abc', p.format],
        ['1e5', p.format],
        ['12.345', p.decimals],
        ['110430.16', over],
        ['125430.50', over],
        ['99999999999999999999', tooLarge],
        ['1,000', p.separator],
        ['1 000', p.separator],
        ['<b>5</b>', p.format],
        ['', p.empty],
      ];
      for (const [text, message] of cases) {
        await amountField(page).fill(text);
        await expect(amountField(page)).toHaveValue(text);
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
        await expect(sendButton(page)).toBeDisabled();
        await expect(page.getByText(w.send.blocked.amount)).toBeVisible();
      }
      // Pasted with spaces around: tolerated.
      await amountField(page).fill('  40.25  ');
      await expect(amountField(page)).toHaveValue('  40.25  ');
      await expect(sendButton(page)).toBeEnabled();
      await expect(page.getByTestId('wallet-send-total')).toHaveText('SDR 40.60');
      await amountField(page).fill('110430.15');
      await expect(sendButton(page)).toBeEnabled();
      await expect(page.getByTestId('wallet-send-available-after')).toHaveText('SDR 0.00');
    });
    await test.step('axe on the send, receive and history tabs, with errors showing', async () => {
      await addressField(page).fill('short');
      await amountField(page).fill('abc');
      await expectNoAxeViolations(page);
      await tab(page, w.tabs.receive).click();
      await expect(page.getByRole('img', { name: w.receive.qrName })).toBeVisible();
      await expectNoAxeViolations(page);
      await tab(page, w.tabs.history).click();
      await expectNoAxeViolations(page);
    });
  });
  await test.step('tabs live in the URL: quick actions, View All, links, unknown values and the keyboard', async () => {
    await page.getByRole('button', { name: w.balance.send, exact: true }).click();
    await expect(page).toHaveURL(/\/srd-wallet\?tab=send$/);
    await expect(tab(page, w.tabs.send)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: w.send.heading })).toBeVisible();
    await page.getByRole('button', { name: w.balance.receive, exact: true }).click();
    await expect(page).toHaveURL(/\?tab=receive$/);
    await expect(page.getByRole('heading', { level: 2, name: w.receive.heading })).toBeVisible();

    await tab(page, w.tabs.overview).click();
    await expect(page).toHaveURL(/\/srd-wallet$/);
    await page.getByRole('button', { name: w.recent.viewAllName }).click();
    await expect(page).toHaveURL(/\?tab=history$/);
    await expect(historyRows(page)).toHaveCount(25);

    await page.goto('/srd-wallet?tab=receive');
    await expect(tab(page, w.tabs.receive)).toHaveAttribute('aria-selected', 'true');
    for (const bad of ['bogus', 'SEND', '%3Cb%3E', '']) {
      await page.goto(`/srd-wallet?tab=${bad}`);
      await expect(tab(page, w.tabs.overview)).toHaveAttribute('aria-selected', 'true');
    }

    await tab(page, w.tabs.overview).focus();
    await expect(tab(page, w.tabs.overview)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, w.tabs.send)).toBeFocused();
    await expect(page).toHaveURL(/\?tab=send$/);
    await page.keyboard.press('End');
    await expect(tab(page, w.tabs.history)).toHaveAttribute('aria-selected', 'true');
  });
  await test.step('history: the type filter offers each kind of entry, the CSV of a kind is exactly its view; bad filter input says why, keeps the text, and filters with the rest', async () => {
    const type = page.getByRole('combobox', { name: w.history.type });
    await test.step('the type filter offers each kind of entry; the CSV of a kind is exactly its view', async () => {
      // The directions, then every kind the sample history holds.
      await expect(type.locator('option')).toHaveText([
        w.history.all,
        w.list.type.received,
        w.list.type.sent,
        w.list.kind.transfer,
        w.list.kind.payment,
        w.list.kind.duty,
        w.list.kind.settlement,
        w.list.kind.fee,
      ]);
      await type.selectOption({ label: w.list.kind.duty });
      await expect(page.getByText('Showing 69 of 1,247 transactions')).toBeVisible();
      await expect(page.getByText('Page 1 of 3')).toBeVisible();
      const shownIds = await historyRows(page).evaluateAll((rows) =>
        rows.map((row) => row.getAttribute('data-id')),
      );
      expect(shownIds).toHaveLength(25);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.history.export }).click();
      const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\ufeff/, '');
      const lines = csv.trim().split(/\r?\n/).slice(1);
      expect(lines).toHaveLength(69);
      expect(lines.every((line) => line.split(',')[2] === 'duty')).toBe(true);
      // The same rows in the same order as the table shows them.
      expect(lines.slice(0, 25).map((line) => line.split(',')[0])).toEqual(shownIds);

      await type.selectOption({ label: w.list.kind.fee });
      await expect(page.getByText('Showing 37 of 1,247 transactions')).toBeVisible();
      // Back to every type for the next step.
      await type.selectOption({ label: w.history.all });
    });
    await test.step('bad filter input says why, keeps the text, and filters with the rest', async () => {
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      const pr = w.history.problems;
      const cases: [string, string, string][] = [
        [w.history.min, 'abc', pr.min.amount],
        [w.history.min, '1,000', pr.min.amount],
        [w.history.max, '-5', pr.max.amount],
        [w.history.from, '2026-13-01', pr.from.date],
        [w.history.from, '2026-02-30', pr.from.date],
        [w.history.to, 'yesterday', pr.to.date],
        [w.history.to, '<b>1</b>', pr.to.date],
      ];
      for (const [name, text, message] of cases) {
        await field(name).fill(text);
        await expect(field(name)).toHaveValue(text);
        await expect(field(name)).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
        await field(name).fill('');
      }
      await expect(page.getByText('Showing 1,247 of 1,247 transactions')).toBeVisible();
      await field(w.history.min).fill('500');
      await field(w.history.max).fill('100');
      await expect(page.getByText(pr.max.range, { exact: true })).toBeVisible();
      await expect(page.getByText('Showing 1,247 of 1,247 transactions')).toBeVisible();
      await field(w.history.from).fill('2026-11-20');
      await field(w.history.to).fill('2026-11-01');
      await expect(page.getByText(pr.to.range, { exact: true })).toBeVisible();
      await field(w.history.max).fill('20000');
      await field(w.history.to).fill('2026-11-30');
      await expect(page.getByText(pr.max.range)).toHaveCount(0);
      // 500 to 20,000 SDR from Nov 20: the 25,000 received that day is above the range.
      await expect(page.getByText('Showing 0 of 1,247 transactions')).toBeVisible();
      await field(w.history.from).fill('2026-11-18');
      await expect(historyRows(page)).toHaveCount(2);
      await expect(historyRows(page).nth(0)).toHaveAttribute('data-id', 'TX-2026-0147');
      await expect(historyRows(page).nth(1)).toHaveAttribute('data-id', 'TX-2026-0146');
    });
  });
  await test.step('another page of the same browser sees the send without a reload', async () => {
    await tab(page, w.tabs.send).click();
    const other = await context.newPage();
    await gotoReady(other, '/srd-wallet');
    await expect(balance(other)).toHaveText('SDR 125,430.50');
    await addressField(page).fill(recipient);
    await amountField(page).fill('20');
    await sendButton(page).click();
    await expect(balance(other)).toHaveText('SDR 125,410.15');
    // The 2-second send, in real time here: the other page follows the store's saves.
    await expect(transactionItems(other).first().getByText(w.list.status.completed)).toBeVisible();
    await expect(other.getByText('1,248', { exact: true })).toBeVisible();
    await other.close();
  });
});

// One page on the paused clock: the send by keyboard first (opened on the send tab), then the copy of
// the address, which reads neither the balance nor the form.
test('send by keyboard, then copy the address: clipboard, toast and the 2-second indicator', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWithClock(page, '/srd-wallet?tab=send');
  await test.step('send by keyboard: Enter in the form sends', async () => {
    await addressField(page).focus();
    await page.keyboard.type(recipient);
    await page.keyboard.press('Tab');
    await expect(amountField(page)).toBeFocused();
    await page.keyboard.type('12.50');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: w.send.useMaxName })).toBeFocused();
    await amountField(page).focus();
    await expect(amountField(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: w.send.sending })).toBeDisabled();
    await page.clock.runFor(2000);
    await expect(sendButton(page)).toBeDisabled();
    await expect(amountField(page)).toHaveValue('');
    await expect(balance(page)).toHaveText('SDR 125,417.65');
  });
  await test.step('copy address: clipboard, toast, and the "Copied" indicator for exactly 2 s', async () => {
    await page.getByRole('button', { name: w.balance.copy }).click();
    await expect(page.getByText(w.balance.copyToast, { exact: true })).toBeVisible();
    const indicator = page.getByRole('status').filter({ hasText: w.balance.copied }).first();
    await expect(indicator).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await page.clock.runFor(1900);
    await expect(indicator).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByRole('status').filter({ hasText: w.balance.copied })).toHaveCount(0);
  });
});

test('a copy failure is only logged: "Failed to copy address"', async ({ page, consoleGuard }) => {
  consoleGuard.allow('Failed to copy address');
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await gotoReady(page, '/srd-wallet');
  await page.getByRole('button', { name: w.balance.copy }).click();
  await expect
    .poll(() =>
      consoleGuard.messages.some((m) => m.type === 'error' && m.text.includes('Failed to copy address')),
    )
    .toBe(true);
  await expect(page.getByText(w.balance.copyToast, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: w.balance.copied })).toHaveCount(0);
});

test('send: fees, Use Max, then a pending entry for 2 s, completed, "Transfer sent" only then', async ({
  page,
}) => {
  await openWithClock(page, '/srd-wallet?tab=send');
  await expect(page.getByText('SDR 0.25', { exact: true })).toBeVisible();
  await expect(page.getByText('SDR 0.10', { exact: true })).toBeVisible();
  await expect(page.getByTestId('wallet-send-available')).toHaveText('SDR 110,430.50');
  await page.getByRole('button', { name: w.send.useMaxName }).click();
  await expect(amountField(page)).toHaveValue('110430.15');
  await expect(page.getByTestId('wallet-send-total')).toHaveText('SDR 110,430.50');
  await expect(page.getByTestId('wallet-send-available-after')).toHaveText('SDR 0.00');

  await addressField(page).fill(recipient);
  await amountField(page).fill('100');
  await referenceField(page).fill('=1+1 <b>Invoice</b> & co');
  await expect(page.getByTestId('wallet-send-total')).toHaveText('SDR 100.35');
  await expect(sendButton(page)).toBeEnabled();
  await sendButton(page).dblclick();
  const sending = page.getByRole('button', { name: w.send.sending });
  await expect(sending).toBeDisabled();
  await expect(addressField(page)).toBeDisabled();
  // The money is out of the balance as soon as the send starts (pending), fees included.
  await expect(balance(page)).toHaveText('SDR 125,330.15');
  await expect(available(page)).toHaveText('SDR 110,330.15');
  await expect(page.getByText('1,248', { exact: true })).toBeVisible();
  await sending.click({ force: true });
  await page.clock.runFor(1900);
  await expect(sending).toBeDisabled();
  await expect(page.getByText(sentToast('SDR 100.00'), { exact: true })).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByText(sentToast('SDR 100.00'), { exact: true })).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  await expect(addressField(page)).toHaveValue('');
  await expect(amountField(page)).toHaveValue('');
  await expect(referenceField(page)).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'SDR 100.00 sent to' })).toBeVisible();
  // Sent once, though clicked three times.
  await expect(page.getByText('1,248', { exact: true })).toBeVisible();
  await expect(balance(page)).toHaveText('SDR 125,330.15');

  await tab(page, w.tabs.history).click();
  const newest = historyRows(page).first();
  await expect(newest).toHaveAttribute('data-id', 'TX-SEND-001');
  await expect(newest).toContainText('−SDR 100.00');
  await expect(newest).toContainText('SDR 0.35');
  await expect(newest).toContainText('=1+1 <b>Invoice</b> & co');
  await expect(newest.getByText(w.list.status.completed)).toBeVisible();
  await expect(page.getByText('Showing 1,248 of 1,248 transactions')).toBeVisible();
});

test('a send is pending in the history while it runs, on any tab of the screen', async ({ page }) => {
  await openWithClock(page, '/srd-wallet?tab=send');
  await addressField(page).fill(recipient);
  await amountField(page).fill('12.5');
  await sendButton(page).click();
  await tab(page, w.tabs.history).click();
  const newest = historyRows(page).first();
  await expect(newest).toHaveAttribute('data-id', 'TX-SEND-001');
  await expect(newest.getByText(w.list.status.pending)).toBeVisible();
  await page.clock.runFor(2000);
  await expect(newest.getByText(w.list.status.completed)).toBeVisible();
  // The send form lives on while its tab is hidden: the confirmation still comes.
  await expect(page.getByText(sentToast('SDR 12.50'), { exact: true })).toBeVisible();
});

test('receive: Share uses the share sheet, a failure is only logged; the payment link round-trips the address, amount and a tricky reference, QR and copy; no share sheet, no button', async ({
  page,
  context,
  consoleGuard,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  consoleGuard.allow('Failed to share payment link');
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return calls.length === 1 ? Promise.resolve() : Promise.reject(new Error('share failed'));
      },
    });
  });
  await gotoReady(page, '/srd-wallet?tab=receive');
  await test.step('Share uses the share sheet; a failure is only logged', async () => {
    const share = page.getByRole('button', { name: w.receive.share });
    await share.click();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: { url: string }[] }).shareCalls,
    );
    expect(calls[0]?.url).toBe(`https://pay.silkroadtrade.example/pay?address=${address}`);
    await share.click();
    await expect
      .poll(() =>
        consoleGuard.messages.some(
          (m) => m.type === 'error' && m.text.includes('Failed to share payment link'),
        ),
      )
      .toBe(true);
  });
  await test.step('the payment link round-trips the address, amount and a tricky reference; QR and copy', async () => {
    const link = page.getByTestId('wallet-payment-link');
    await expect(link).toHaveText(`https://pay.silkroadtrade.example/pay?address=${address}`);
    await expect(page.getByRole('img', { name: w.receive.qrName })).toBeVisible();

    const amount = page.getByRole('textbox', { name: w.receive.amount });
    const reference = page.getByRole('tabpanel').getByRole('textbox', { name: w.receive.reference });
    await amount.fill('abc');
    await expect(page.getByText(w.send.problems.format)).toBeVisible();
    await expect(page.getByText(w.receive.noLink)).toBeVisible();
    await expect(page.getByRole('button', { name: w.receive.copy })).toBeDisabled();
    // No link carries Infinity or digits rounded away: an amount beyond the largest is refused.
    for (const huge of ['999999999999999999999', '123456789012345.67']) {
      await amount.fill(huge);
      await expect(
        page.getByText(w.send.problems.tooLarge.replace('{{limit}}', 'SDR 1,000,000,000.00')),
      ).toBeVisible();
      await expect(page.getByText(w.receive.noLink)).toBeVisible();
      await expect(amount).toHaveValue(huge);
    }
    await amount.fill('250.5');
    const tricky = 'Inv #7 & co?a=b%20+ 中文 مرجع 🚢 <script>x</script>';
    await reference.fill(tricky);
    const text = (await link.textContent()) ?? '';
    const url = new URL(text);
    expect(url.searchParams.get('address')).toBe(address);
    expect(url.searchParams.get('amount')).toBe('250.50');
    expect(url.searchParams.get('reference')).toBe(tricky);
    await expect(page.getByTestId('wallet-qr')).toHaveAttribute('data-value', text);

    await page.getByRole('button', { name: w.receive.copy }).click();
    await expect(page.getByText(w.receive.copyToast, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });
  await test.step('no share sheet, no button', async () => {
    const plain = await page.context().newPage();
    await plain.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await gotoReady(plain, '/srd-wallet?tab=receive');
    await expect(plain.getByRole('button', { name: w.receive.copy })).toBeVisible();
    await expect(plain.getByRole('button', { name: w.receive.share })).toHaveCount(0);
    await plain.close();
  });
});

test('history: 1,247 entries in pages, filters, sort with aria-sort, and a CSV of exactly that view', async ({
  page,
}) => {
  await openWithClock(page, '/srd-wallet?tab=send');
  await addressField(page).fill(recipient);
  await amountField(page).fill('5');
  await referenceField(page).fill('=HYPERLINK("http://evil.example")');
  await sendButton(page).click();
  await page.clock.runFor(2000);
  await tab(page, w.tabs.history).click();
  await expect(historyRows(page)).toHaveCount(25);
  await expect(page.getByText('Showing 1,248 of 1,248 transactions')).toBeVisible();
  await expect(page.getByText('Page 1 of 50')).toBeVisible();
  await page.getByRole('button', { name: w.history.next }).click();
  await expect(page.getByText('Page 2 of 50')).toBeVisible();
  await expect(historyRows(page)).toHaveCount(25);

  const type = page.getByRole('combobox', { name: w.history.type });
  const status = page.getByRole('combobox', { name: w.history.status });
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await type.selectOption('sent');
  await status.selectOption('completed');
  await field(w.history.from).fill('2026-11-11');
  await field(w.history.to).fill('2026-11-30');
  // A new filter starts again at page 1.
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(historyRows(page)).toHaveCount(2);
  await expect(historyRows(page).nth(0)).toHaveAttribute('data-id', 'TX-SEND-001');
  await expect(historyRows(page).nth(1)).toHaveAttribute('data-id', 'TX-2026-0144');

  // Sorting by amount, ascending then descending, says so with aria-sort.
  const amountHeader = page.getByRole('columnheader', { name: w.history.columns.amount });
  await expect(page.getByRole('columnheader', { name: w.history.columns.date })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(historyRows(page).first()).toHaveAttribute('data-id', 'TX-2026-0144');
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(historyRows(page).first()).toHaveAttribute('data-id', 'TX-SEND-001');
  await expect(page.getByRole('columnheader', { name: w.history.columns.date })).toHaveAttribute(
    'aria-sort',
    'none',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: w.history.export }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('srd-wallet-transactions.csv');
  const csv = readFileSync(await file.path(), 'utf8').replace(/^\ufeff/, '');
  const lines = csv.trim().split(/\r?\n/);
  // Headers read as the screen does: 'ID,Type,Kind,Amount (SDR),…,Reference' in English.
  expect(lines[0]).toBe(
    (['id', 'type', 'kind', 'amount', 'fee', 'from', 'to', 'timestamp', 'status', 'reference'] as const)
      .map((code) => w.csvHeaders[code])
      .join(','),
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain('TX-SEND-001,sent,transfer,5.00,0.35,');
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(lines[2]).toContain('TX-2026-0144,sent,payment,12480.75,0.00,');
  await expect(page.getByText('Exported srd-wallet-transactions.csv', { exact: true })).toBeVisible();

  // Filtered to nothing: the empty state, no export, and one click clears every filter.
  await field(w.history.counterparty).fill('no-such-wallet');
  await expect(page.getByText(w.list.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: w.history.export })).toBeDisabled();
  await page.getByRole('button', { name: w.history.clear }).first().click();
  await expect(historyRows(page)).toHaveCount(25);
  await expect(field(w.history.counterparty)).toHaveValue('');
});

test('390 px and Arabic: right-to-left, translated, nothing overflows on any tab', async ({ page }) => {
  test.slow(); // axe runs on a shared 2-core machine
  const ar = readLocale<Strings>('ar', 'srdWallet');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/srd-wallet');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('srdWallet', 'ar'));
  await expect(page.getByRole('heading', { level: 2, name: ar.balance.heading })).toBeVisible();
  for (const name of [ar.tabs.overview, ar.tabs.send, ar.tabs.receive, ar.tabs.history]) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await expectNoAxeViolations(page);
});

test('a send in flight finishes even if the member leaves; it is there after going back and a reload', async ({
  page,
}) => {
  await openWithClock(page, '/srd-wallet?tab=send');
  await addressField(page).fill(recipient);
  await amountField(page).fill('10');
  await sendButton(page).click();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  // The URL changes first; the wallet stays until the dashboard's chunk has come.
  await expect(balance(page)).toHaveCount(0);
  await page.clock.runFor(2000);
  // No toast from a screen that is gone.
  await expect(page.getByText(sentToast('SDR 10.00'), { exact: true })).toHaveCount(0);
  await page.goBack();
  await expect(balance(page)).toHaveText('SDR 125,420.15');
  await expect(available(page)).toHaveText('SDR 110,420.15');
  await tab(page, w.tabs.overview).click();
  const recent = transactionItems(page).first();
  await expect(recent).toContainText('−SDR 10.00');
  await expect(recent.getByText(w.list.status.completed)).toBeVisible();
  await page.reload();
  await expect(balance(page)).toHaveText('SDR 125,420.15');
  await expect(page.getByText('1,248', { exact: true })).toBeVisible();
  await expect(transactionItems(page).first().getByText(w.list.status.completed)).toBeVisible();
});

test('Use Max never spends the locked 15,000: the balance stays at it, then nothing can be sent', async ({
  page,
}) => {
  await openWithClock(page, '/srd-wallet?tab=send');
  await addressField(page).fill(recipient);
  await page.getByRole('button', { name: w.send.useMaxName }).click();
  await expect(amountField(page)).toHaveValue('110430.15');
  await sendButton(page).click();
  await page.clock.runFor(2000);
  await expect(page.getByText(sentToast('SDR 110,430.15'), { exact: true })).toBeVisible();
  await expect(balance(page)).toHaveText('SDR 15,000.00');
  await expect(available(page)).toHaveText('SDR 0.00');

  await addressField(page).fill(recipient);
  await page.getByRole('button', { name: w.send.useMaxName }).click();
  await expect(amountField(page)).toHaveValue('0.00');
  const nothing = w.send.problems.nothingAvailable
    .replace('{{available}}', 'SDR 0.00')
    .replace('{{fees}}', 'SDR 0.35');
  await expect(page.getByText(nothing, { exact: true })).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  await amountField(page).fill('0.01');
  await expect(page.getByText(nothing, { exact: true })).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  await expect(balance(page)).toHaveText('SDR 15,000.00');
});
