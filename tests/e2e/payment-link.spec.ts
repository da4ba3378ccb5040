/**
 * The payment link from the wallet's receive tab to its send tab: the link the receive tab copies,
 * pasted into the send tab's recipient field, fills the address, the amount and the reference; a link
 * that is not one fills nothing, keeps what was typed and says why; an address pastes as typed text.
 */
import type { Page } from '@playwright/test';
import type enWallet from '../../public/locales/en/srdWallet.json';
import { expect, gotoReady, readLocale, test } from './fixtures';

const w = readLocale<typeof enWallet>('en', 'srdWallet');
const address = 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const recipient = (page: Page) => page.getByRole('textbox', { name: w.send.address });
const amount = (page: Page) => page.getByRole('textbox', { name: w.send.amount });
const reference = (page: Page) => panel(page).getByRole('textbox', { name: w.send.reference });
const sendButton = (page: Page) =>
  page.getByRole('form', { name: w.send.heading }).getByRole('button', { name: w.send.send, exact: true });

/** Puts `text` on the clipboard and pastes it into the recipient field with the keyboard, as a member does. */
async function pasteIntoRecipient(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await recipient(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test('a link copied on the receive tab fills the send tab; a link that is not one fills nothing, keeps what was typed and says why', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoReady(page, '/srd-wallet?tab=receive');
  const steel = 'Steel shipment #SH-2026-009 & co';

  const link = await test.step('the receive tab makes and copies the link', async () => {
    await page.getByRole('textbox', { name: w.receive.amount }).fill('250.5');
    await panel(page).getByRole('textbox', { name: w.receive.reference }).fill(steel);
    const shown = page.getByTestId('wallet-payment-link');
    await expect(shown).toContainText('amount=250.50');
    await page.getByRole('button', { name: w.receive.copy }).click();
    await expect(page.getByText(w.receive.copyToast, { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(shown).toHaveText(copied);
    return copied;
  });

  await test.step('pasted into the recipient field, it fills the address, the amount and the reference', async () => {
    await tab(page, w.tabs.send).click();
    await expect(recipient(page)).toHaveValue('');
    await pasteIntoRecipient(page, link);
    await expect(recipient(page)).toHaveValue(address);
    await expect(amount(page)).toHaveValue('250.50');
    await expect(reference(page)).toHaveValue(steel);
    await expect(page.getByText(w.send.valid)).toBeVisible();
    await expect(page.getByTestId('wallet-send-total')).toHaveText('SDR 250.85');
    await expect(sendButton(page)).toBeEnabled();
  });

  await test.step('a link that is not one fills nothing, keeps what was typed and says why', async () => {
    await recipient(page).fill('SRD-0x9c4e');
    await amount(page).fill('12');
    await reference(page).fill('typed by hand');
    await pasteIntoRecipient(page, `https://pay.example.com/pay?address=${address}&amount=999.00`);
    await expect(recipient(page)).toHaveValue('SRD-0x9c4e');
    await expect(amount(page)).toHaveValue('12');
    await expect(reference(page)).toHaveValue('typed by hand');
    await expect(recipient(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(recipient(page)).toHaveAccessibleDescription(
      new RegExp(w.send.linkProblems.notPaymentLink.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(sendButton(page)).toBeDisabled();

    await pasteIntoRecipient(page, `${link.split('?')[0]}?address=${address}&amount=1.5`);
    await expect(page.getByText(w.send.linkProblems.amount)).toBeVisible();
    await expect(amount(page)).toHaveValue('12');
  });

  await test.step('the next edit clears the reason; an address pastes as typed text', async () => {
    await recipient(page).fill('');
    await expect(page.getByText(w.send.linkProblems.amount)).toHaveCount(0);
    await pasteIntoRecipient(page, address);
    await expect(recipient(page)).toHaveValue(address);
    await expect(amount(page)).toHaveValue('12');
    await expect(page.getByText(w.send.valid)).toBeVisible();
  });
});
