/**
 * Every field where a member types a number answers a pasted 100 kB run of digits at once: the field
 * keeps what was pasted, says how long a number may be (each field's `maxLength`, src/data/numberFields.ts),
 * and the page stays responsive (the next edit and click work within the default timeouts). No page or
 * console error (the automatic consoleGuard). Then the decimal rule of each language: in Spanish and
 * Russian a comma is the decimal mark, and the wallet's Use Max writes the figure that way.
 */
import type { Locator, Page } from '@playwright/test';
import type enDashboard from '../../public/locales/en/dashboard.json';
import type enDeal from '../../public/locales/en/dealMaker.json';
import type enFinancing from '../../public/locales/en/financingActivities.json';
import type enChat from '../../public/locales/en/negotiationChat.json';
import type enPayments from '../../public/locales/en/paymentProcessing.json';
import type enProducts from '../../public/locales/en/productExplorer.json';
import type enWallet from '../../public/locales/en/srdWallet.json';
import type enTradeSearch from '../../public/locales/en/tradeSearch.json';
import {
  chatQuantityField,
  chatSdrValueField,
  dashboardThresholdField,
  dealPriceField,
  dealVolumeField,
  financingAmountField,
  financingRateField,
  financingTermField,
  paymentAmountField,
  productPriceField,
  tradeVolumeField,
  walletAmountField,
  walletHistoryAmountField,
} from '../../src/data/numberFields';
import { expect, gotoReady, readLocale, test } from './fixtures';

const w = readLocale<typeof enWallet>('en', 'srdWallet');
const f = readLocale<typeof enFinancing>('en', 'financingActivities');
const d = readLocale<typeof enDashboard>('en', 'dashboard');
const c = readLocale<typeof enChat>('en', 'negotiationChat');
const pay = readLocale<typeof enPayments>('en', 'paymentProcessing');
const pe = readLocale<typeof enProducts>('en', 'productExplorer');
const ts = readLocale<typeof enTradeSearch>('en', 'tradeSearch');
const dm = readLocale<typeof enDeal>('en', 'dealMaker');

const paste = '9'.repeat(100_000);
const tooLong = (message: string, maxLength: number) => message.replace('{{maxLength}}', String(maxLength));

interface Case {
  name: string;
  path: string;
  field: (page: Page) => Locator;
  /** Opens what holds the field (a dialog, a form) when it is not showing. */
  reveal?: (page: Page) => Promise<void>;
  /** Where messages show up only on submit: the button that submits. */
  submit?: (page: Page) => Locator;
  message: string;
  /** A figure the field takes, typed after the paste to see the message go. */
  valid: string;
  /** Submitting a valid figure closes the field's dialog (the settings are saved). */
  closes?: boolean;
  /** Submitting a valid figure sends it (an offer into the chat): the field gets a page load of its own. */
  sends?: boolean;
}

const calculator = (page: Page) => page.locator('section[aria-labelledby="financing-calculator-heading"]');
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: d.settings.title });
const filtersDialog = (page: Page) => page.getByRole('dialog', { name: pe.filters.title });
const alertsPanel = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: d.alerts.heading, exact: true }) });

const cases: Case[] = [
  {
    name: 'wallet send amount',
    path: '/srd-wallet?tab=send',
    field: (page) => page.getByRole('textbox', { name: w.send.amount, exact: true }),
    message: tooLong(w.send.problems.tooLong, walletAmountField.maxLength),
    valid: '10',
  },
  {
    name: 'wallet receive amount',
    path: '/srd-wallet?tab=receive',
    field: (page) => page.getByRole('textbox', { name: w.receive.amount, exact: true }),
    message: tooLong(w.send.problems.tooLong, walletAmountField.maxLength),
    valid: '10',
  },
  ...(['min', 'max'] as const).map((bound): Case => ({
    name: `wallet history ${bound} amount`,
    path: '/srd-wallet?tab=history',
    field: (page) => page.getByRole('textbox', { name: w.history[bound], exact: true }),
    message: tooLong(w.history.problems[bound].tooLong, walletHistoryAmountField.maxLength),
    valid: '10',
  })),
  ...(
    [
      ['amount', financingAmountField, '250000'],
      ['term', financingTermField, '12'],
      ['rate', financingRateField, '4.5'],
    ] as const
  ).map(([field, limits, valid]): Case => ({
    name: `financing calculator ${field}`,
    path: '/financing-activities',
    field: (page) => calculator(page).getByLabel(f.calculator[field]),
    submit: (page) => calculator(page).getByRole('button', { name: f.calculator.calculate }),
    message: tooLong(f.calculator.errors.tooLong, limits.maxLength),
    valid,
  })),
  {
    name: 'dashboard alert threshold',
    path: '/dashboard',
    reveal: (page) => alertsPanel(page).getByRole('button', { name: d.alerts.configure }).click(),
    field: (page) => settingsDialog(page).getByRole('textbox', { name: d.settings.threshold }),
    submit: (page) => settingsDialog(page).getByRole('button', { name: d.settings.save }),
    message: tooLong(d.settings.errors.tooLong, dashboardThresholdField.maxLength),
    valid: '2.5',
    closes: true,
  },
  ...(
    [
      ['quantity', chatQuantityField, '4800'],
      ['sdrValue', chatSdrValueField, '1128000'],
    ] as const
  ).map(([field, limits, valid]): Case => ({
    name: `chat offer ${field}`,
    path: '/negotiation-chat',
    reveal: (page) => page.getByRole('button', { name: c.offer.open }).click(),
    field: (page) => page.getByRole('textbox', { name: c.offer[field] }),
    submit: (page) => page.getByRole('button', { name: c.offer.submit }),
    message: tooLong(c.offer.errors.tooLong, limits.maxLength),
    valid,
    sends: true,
  })),
  {
    name: 'payment amount',
    path: '/payment-processing',
    field: (page) => page.getByRole('textbox', { name: pay.form.amount, exact: true }),
    message: tooLong(pay.form.errors.tooLong, paymentAmountField.maxLength),
    valid: '1500',
  },
  ...(['min', 'max'] as const).map((bound): Case => ({
    name: `product price ${bound}`,
    path: '/product-explorer',
    reveal: (page) => page.getByRole('button', { name: pe.filtersButton }).click(),
    field: (page) => filtersDialog(page).getByLabel(pe.filters[bound]),
    message: tooLong(pe.filters.errors.tooLong, productPriceField.maxLength),
    valid: '250',
  })),
  ...(['minVolume', 'maxVolume'] as const).map((bound): Case => ({
    name: `trade search ${bound}`,
    path: '/trade-search',
    field: (page) => page.getByRole('textbox', { name: ts.filters[bound] }),
    message: tooLong(ts.errors.tooLong, tradeVolumeField.maxLength),
    valid: '5000',
  })),
  ...(
    [
      ['volume', dealVolumeField, '25000'],
      ['price', dealPriceField, '245.50'],
    ] as const
  ).map(([field, limits, valid]): Case => ({
    name: `deal maker ${field}`,
    path: '/deal-maker',
    field: (page) => page.getByLabel(dm.form[field], { exact: true }),
    message: tooLong(dm.errors.tooLong, limits.maxLength),
    valid,
  })),
];

// One page load for the fields of one page, one field after another (each left holding a valid figure).
const pageOf = ({ name, path, sends }: Case) => (sends ? `${path} ${name}` : path);
for (const key of new Set(cases.map(pageOf))) {
  const onPage = cases.filter((each) => pageOf(each) === key);
  const path = onPage[0]!.path;
  test(`${onPage.map(({ name }) => name).join(', ')}: a pasted 100 kB run of digits is kept and answered at once`, async ({
    page,
  }) => {
    await gotoReady(page, path);
    for (const { name, field: locate, reveal, submit, message, valid, closes } of onPage) {
      await test.step(name, async () => {
        const field = locate(page);
        if (reveal && !(await field.isVisible())) await reveal(page);
        await field.fill(paste);
        if (submit) await submit(page).click();
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(await field.inputValue()).toBe(paste);
        // The page still answers: the next edit replaces the text and the message goes.
        await field.fill(valid);
        if (submit) await submit(page).click();
        await expect(page.getByText(message, { exact: true })).toHaveCount(0);
        if (closes) await expect(field).toHaveCount(0);
        else await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      });
    }
  });
}

test.describe('the decimal comma in Spanish and Russian', () => {
  for (const language of ['es', 'ru'] as const) {
    const lw = readLocale<typeof enWallet>(language, 'srdWallet');

    test(`${language}: Use Max writes 110430,15 and the send form reads a comma as the decimal mark`, async ({
      page,
    }) => {
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      await gotoReady(page, '/srd-wallet?tab=send');
      const amount = page.getByRole('textbox', { name: lw.send.amount, exact: true });
      await page.getByRole('button', { name: lw.send.useMaxName }).click();
      await expect(amount).toHaveValue('110430,15');
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
      await amount.fill('12,345');
      await expect(page.getByText(lw.send.problems.decimals, { exact: true })).toBeVisible();
      await expect(amount).toHaveValue('12,345');
      await amount.fill('12,5');
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
      await amount.fill(paste);
      await expect(
        page.getByText(
          lw.send.problems.tooLong.replace('{{maxLength}}', String(walletAmountField.maxLength)),
          {
            exact: true,
          },
        ),
      ).toBeVisible();
    });
  }

  test('es: the deal maker reads "245,50" as a price, and its recommendation writes it that way', async ({
    page,
  }) => {
    const ld = readLocale<typeof enDeal>('es', 'dealMaker');
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await gotoReady(page, '/deal-maker');
    const price = page.getByLabel(ld.form.price, { exact: true });
    await price.fill('245,505');
    await expect(
      page.getByText(ld.errors.decimals.replace('{{decimals}}', '2'), { exact: true }),
    ).toBeVisible();
    // Grouped as Spanish writes it, with dots between thousands and a decimal comma.
    await price.fill('1.245,5');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await price.fill('245,5');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await page
      .getByRole('button', { name: ld.recommendations.apply.replace('{{field}}', ld.form.price) })
      .click();
    await expect(price).toHaveValue('245,50');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('en: Use Max writes 110430.15 and "12,5" is no amount', async ({ page }) => {
    await gotoReady(page, '/srd-wallet?tab=send');
    const amount = page.getByRole('textbox', { name: w.send.amount, exact: true });
    await page.getByRole('button', { name: w.send.useMaxName }).click();
    await expect(amount).toHaveValue('110430.15');
    await amount.fill('12,5');
    await expect(page.getByText(w.send.problems.separator, { exact: true })).toBeVisible();
  });
});
