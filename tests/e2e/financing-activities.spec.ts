/**
 * Financing activities: financing options with
 * selection and a local Apply (1.5 s on Playwright's clock), the calculator (its estimate is the fixed
 * SDR 12,500, said in the card; bad input is refused with a reason and kept), active loans with
 * progress = (principal − remaining) / principal, investment minimums SDR 10,000 / 50,000 / 100,000 and
 * the cash-flow forecast chart with its data table.
 */
import type { Page } from '@playwright/test';
import type enFinancing from '../../public/locales/en/financingActivities.json';
import {
  type CommonStrings,
  en,
  expect,
  expectNoAxeViolations,
  gotoReady,
  languageNames,
  openOnPausedClock,
  readLocale,
  routeTitle,
  screenShown,
  test,
  toasts,
} from './fixtures';

type Strings = typeof enFinancing;
const s = readLocale<Strings>('en', 'financingActivities');

const optionsList = (page: Page) => page.getByRole('list', { name: s.options.listLabel });
const option = (page: Page, type: string) =>
  optionsList(page).getByRole('button', { name: new RegExp(type) });
const optionsSection = (page: Page) => page.locator('section[aria-labelledby="financing-options-heading"]');
const calculator = (page: Page) => page.locator('section[aria-labelledby="financing-calculator-heading"]');

async function openWithClock(page: Page) {
  await openOnPausedClock(page, '/financing-activities', { ready: () => optionsSection(page) });
}

// One amount for each reason, its message shown; which text gives which reason is parseNumberField's
// rule (tests/data/financingActivities.test.ts). The markup one must stay text.
const badAmounts: [string, string][] = [
  ['', s.calculator.errors.empty],
  ['0', 'Enter at least SDR 1,000.00.'],
  ['-5000', s.calculator.errors.negative],
  ['1e5', s.calculator.errors.exponent],
  ['250,000', s.calculator.errors.separators],
  ['12.345', 'Use at most 2 decimal places.'],
  ['999999999999999999999', 'Enter at most SDR 100,000,000.00.'],
  ['<b>5000</b>', s.calculator.errors.notNumber],
];

test('options, loans, investments and the forecast; the calculator, its estimate, term and rate checks and every reason to refuse an amount; axe finds nothing, also with calculator errors shown; an unknown ?offer=', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  await gotoReady(page, '/financing-activities');
  await test.step('options, loans, investments and the forecast as the spec gives them', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('financingActivities'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(optionsList(page).getByRole('button')).toHaveCount(4);
    await expect(option(page, s.options.types.tradeFinance)).toHaveAttribute('aria-pressed', 'true');
    await expect(option(page, s.options.types.tradeFinance)).toContainText('Active');
    await expect(option(page, s.options.types.supplyChain)).toContainText('Available');
    await expect(option(page, s.options.types.workingCapital)).toContainText('Under Review');
    await expect(optionsSection(page)).toContainText('65% utilized');
    await expect(optionsSection(page)).toContainText(s.options.notes.active);
    // Loans: (2,000,000 − 1,250,000) / 2,000,000 = 37.5 %; (800,000 − 200,000) / 800,000 = 75 %.
    const loans = page.getByRole('list', { name: s.loans.listLabel }).locator(':scope > li');
    await expect(loans).toHaveCount(2);
    await expect(loans.nth(0)).toContainText('37.5% repaid');
    await expect(loans.nth(0).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
    await expect(loans.nth(1)).toContainText('75.0% repaid');
    await expect(loans.nth(0)).toContainText('SDR 2,000,000.00');
    await expect(loans.nth(0)).toContainText('SDR 1,250,000.00');
    const investments = page.getByRole('list', { name: s.investments.listLabel }).locator(':scope > li');
    await expect(investments).toHaveCount(3);
    await expect(investments.nth(0)).toContainText('SDR 10,000.00');
    await expect(investments.nth(1)).toContainText('SDR 50,000.00');
    await expect(investments.nth(2)).toContainText('SDR 100,000.00');
    await expect(investments.nth(2)).toContainText('High risk');
    await expect(investments.nth(2)).toContainText('12.8% a year');
    await expect(investments.nth(2)).toContainText('36 months');
    // The chart has a name and its figures are in a table.
    await expect(
      page.getByRole('img', { name: /Cash-flow forecast from December 2026 to May 2027/ }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: s.cashFlow.table });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('row', { name: /February 2027/ })).toContainText('-SDR 150,000.00');
  });
  await test.step('axe finds nothing on the page as it opens', async () => {
    await expectNoAxeViolations(page);
  });
  await test.step('the calculator states its basis and gives the fixed SDR 12,500 estimate', async () => {
    await expect(calculator(page)).toContainText(
      'Indicative estimate: SDR 12,500.00, a fixed sample figure. It is not calculated from the values you enter.',
    );
    await calculator(page).getByRole('button', { name: s.calculator.calculate }).click();
    await expect(calculator(page)).toContainText(s.calculator.resultLabel);
    await expect(calculator(page)).toContainText('SDR 12,500.00');
    await expect(calculator(page)).toContainText('Entered: SDR 250,000.00 over 12 months at 4.50% a year');
    // Other inputs, same fixed estimate.
    await calculator(page).getByLabel(s.calculator.amount).fill('5000000');
    await calculator(page).getByLabel(s.calculator.term).fill('1');
    await calculator(page).getByLabel(s.calculator.amount).press('Enter');
    await expect(calculator(page)).toContainText('Entered: SDR 5,000,000.00 over 1 month at 4.50% a year');
    await expect(calculator(page).getByText('SDR 12,500.00', { exact: true })).toBeVisible();
    await calculator(page).getByRole('button', { name: s.calculator.reset }).click();
    await expect(calculator(page).getByLabel(s.calculator.amount)).toHaveValue('250000');
    await expect(calculator(page)).not.toContainText(s.calculator.resultLabel);
  });
  await test.step('term and rate are checked too; messages show from Calculate on, then follow the typing', async () => {
    const term = calculator(page).getByLabel(s.calculator.term);
    const rate = calculator(page).getByLabel(s.calculator.rate);
    await term.fill('12.5');
    await rate.fill('0');
    await rate.blur();
    await expect(calculator(page).getByText(s.calculator.errors.notWhole)).toHaveCount(0);
    await calculator(page).getByRole('button', { name: s.calculator.calculate }).click();
    await expect(calculator(page).getByText(s.calculator.errors.notWhole)).toBeVisible();
    await expect(calculator(page).getByText('Enter at least 0.01%.')).toBeVisible();
    await expect(calculator(page)).toContainText('2 fields need correcting; what you typed is kept.');
    await term.fill('361');
    await expect(calculator(page).getByText('Enter at most 360 months.')).toBeVisible();
    await term.fill('24');
    await rate.fill('5');
    await calculator(page).getByRole('button', { name: s.calculator.calculate }).click();
    await expect(calculator(page)).toContainText('Entered: SDR 250,000.00 over 24 months at 5.00% a year');
    // Back to the opening values: the next step starts where the page opened.
    await calculator(page).getByRole('button', { name: s.calculator.reset }).click();
    await expect(term).toHaveValue('12');
  });
  await test.step('every bad amount is refused with a reason and kept as typed', async () => {
    const amount = calculator(page).getByLabel(s.calculator.amount);
    for (const [value, message] of badAmounts) {
      await test.step(JSON.stringify(value), async () => {
        await amount.fill(value);
        await calculator(page).getByRole('button', { name: s.calculator.calculate }).click();
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expect(calculator(page).getByText(message, { exact: true })).toBeVisible();
        await expect(amount).toHaveValue(value);
        await expect(calculator(page)).toContainText('1 field needs correcting; what you typed is kept.');
        await expect(calculator(page)).not.toContainText(s.calculator.resultLabel);
        await expect(calculator(page).locator('b')).toHaveCount(0);
      });
    }
  });
  await test.step('axe finds nothing with a calculator error shown', async () => {
    await expect(calculator(page).getByText(s.calculator.errors.notNumber)).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('an unknown ?offer= falls back to the first option', async () => {
    await gotoReady(page, `/financing-activities?offer=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(option(page, s.options.types.tradeFinance)).toHaveAttribute('aria-pressed', 'true');
  });
});

async function gotoFirstAvailable(page: Page) {
  await option(page, s.options.types.letterOfCredit).click();
  await expect(option(page, s.options.types.letterOfCredit)).toHaveAttribute('aria-pressed', 'true');
}

// One page on the paused clock: the cancelled application first (it expects no toast yet), then an
// application that goes through, its toast dismissed as a member would, then one left mid-way.
test('Cancel mid-application withdraws it; Apply takes 1.5 s and applies once; leaving mid-application stops its timer', async ({
  page,
}) => {
  await openWithClock(page);
  await test.step('Cancel mid-application withdraws it; Active and Under Review offers cannot be applied for', async () => {
    await gotoFirstAvailable(page);
    await optionsSection(page).getByRole('button', { name: s.options.apply }).click();
    await page.clock.runFor(1000);
    await optionsSection(page).getByRole('button', { name: s.options.cancel }).click();
    await expect(optionsSection(page).getByRole('button', { name: s.options.apply })).toBeEnabled();
    await page.clock.runFor(3000);
    await expect(option(page, s.options.types.letterOfCredit)).toContainText('Available');
    await expect(toasts(page)).toHaveCount(0);
    await option(page, s.options.types.workingCapital).click();
    await expect(optionsSection(page)).toContainText(s.options.notes.underReview);
    await expect(optionsSection(page).getByRole('button', { name: s.options.apply })).toHaveCount(0);
  });
  await test.step('Apply: 1.5 s of Applying... (a double click applies once), then Under Review with a toast', async () => {
    await option(page, s.options.types.supplyChain).click();
    await expect(option(page, s.options.types.supplyChain)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?offer=FIN-002/);
    await expect(optionsSection(page)).toContainText('Your application goes to Asia Trade Capital.');
    await optionsSection(page).getByRole('button', { name: s.options.apply }).dblclick();
    const applying = optionsSection(page).getByRole('button', { name: s.options.applying });
    await expect(applying).toBeDisabled();
    await expect(optionsSection(page).getByRole('button', { name: s.options.cancel })).toBeEnabled();
    await page.clock.runFor(1499);
    await expect(applying).toBeDisabled();
    await page.clock.runFor(1);
    await expect(optionsSection(page)).toContainText(s.options.notes.applied);
    await expect(option(page, s.options.types.supplyChain)).toContainText('Under Review');
    await expect(
      toasts(page).filter({ hasText: 'Application for Supply Chain Finance submitted' }),
    ).toHaveCount(1);
    await expect(optionsSection(page).getByRole('button', { name: s.options.apply })).toHaveCount(0);
    // Dismissed, so that the next step starts with no application toast, as the page opened.
    await toasts(page).getByRole('button', { name: en.common.toast.dismiss }).click();
    await expect(toasts(page)).toHaveCount(0);
  });
  await test.step('leaving mid-application stops its timer: no toast later', async () => {
    await gotoFirstAvailable(page);
    await optionsSection(page).getByRole('button', { name: s.options.apply }).click();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard/);
    await screenShown(page, 'dashboard');
    await page.clock.runFor(3000);
    // Only the application's toast counts: the dashboard's ticker may raise price alerts meanwhile.
    await expect(toasts(page).filter({ hasText: /Application for .+ submitted/ })).toHaveCount(0);
  });
});

test('keyboard: select an option and apply, note interest in an investment', async ({ page }) => {
  await openWithClock(page);
  const supply = option(page, s.options.types.supplyChain);
  await option(page, s.options.types.tradeFinance).focus();
  await page.keyboard.press('Tab');
  await expect(supply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(supply).toHaveAttribute('aria-pressed', 'true');
  const apply = optionsSection(page).getByRole('button', { name: s.options.apply });
  await apply.focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(1500);
  await expect(supply).toContainText('Under Review');
  const interest = page.getByRole('button', {
    name: `Express interest: ${s.investments.names.tradeFinanceFund}`,
  });
  await interest.focus();
  await page.keyboard.press('Space');
  await expect(interest).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('listitem').filter({ has: interest });
  await expect(card.getByText(s.investments.interested, { exact: true })).toBeVisible();
  await expect(
    toasts(page).filter({ hasText: `Interest noted for ${s.investments.names.tradeFinanceFund}` }),
  ).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(interest).toHaveAttribute('aria-pressed', 'false');
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'financingActivities');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/financing-activities');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.loans.heading })).toBeVisible();
  await expect(page.getByText(ar.options.status.underReview).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The chart's figures read right to left: "2 مليون" has its number to the right of its word (an
  // Arabic glyph's start position is its right edge).
  const ticks = await page.locator('svg[role="img"] text').evaluateAll((texts) =>
    (texts as SVGTextElement[])
      .filter((text) => /\d/.test(text.textContent ?? '') && /[\u0600-\u06ff]/.test(text.textContent ?? ''))
      .map((text) => {
        const chars = [...(text.textContent ?? '')];
        const digit = chars.findIndex((char) => /\d/.test(char));
        const word = chars.findIndex((char) => /[\u0600-\u06ff]/.test(char));
        return {
          text: text.textContent,
          numberRightOfWord: text.getStartPositionOfChar(digit).x > text.getStartPositionOfChar(word).x,
        };
      }),
  );
  expect(ticks.length).toBeGreaterThan(3);
  expect(ticks.filter((tick) => !tick.numberRightOfWord)).toEqual([]);
});

test('390 px in English: nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/financing-activities');
  await expect(calculator(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the pre-filled rate is written as the language writes numbers, and rewritten when the language changes', async ({
  page,
}) => {
  const ru = readLocale<Strings>('ru', 'financingActivities');
  const ruCommon = readLocale<CommonStrings>('ru', 'common');
  await page.addInitScript(() => localStorage.setItem('language', 'ru'));
  await gotoReady(page, '/financing-activities');
  const rate = calculator(page).getByLabel(ru.calculator.rate);
  await expect(rate).toHaveValue('4,5');
  await calculator(page).getByRole('button', { name: ru.calculator.calculate }).click();
  await expect(calculator(page)).toContainText('4,50');
  await expect(calculator(page).getByRole('alert')).toHaveCount(0);
  // To English by the language menu: the field and the estimate's summary follow.
  await page
    .getByRole('button', { name: ruCommon.language.current.replace('{{name}}', languageNames.ru) })
    .click();
  await page.getByRole('menu').getByRole('menuitemradio', { name: languageNames.en }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(calculator(page).getByLabel(s.calculator.rate)).toHaveValue('4.5');
  await expect(calculator(page)).toContainText('Entered: SDR 250,000.00 over 12 months at 4.50% a year');
});
