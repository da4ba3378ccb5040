/**
 * Deal maker: the deal overview, the negotiation
 * terms form with Save Draft (kept on the device, restored on the next visit; a broken stored value
 * gives an empty form) and Send Proposal (into the deal's history with a toast), AI recommendations
 * that fill the form. Bad input: a past delivery date, missing volume or price, HTML as text, a double
 * click that sends once. Timed states run on Playwright's clock; "today" is the clock's date.
 */
import type { Page } from '@playwright/test';
import type enDeal from '../../public/locales/en/dealMaker.json';
import {
  expect,
  expectNoAxeViolations,
  pauseClockSoon,
  readLocale,
  routeTitle,
  shellReady,
  test,
  toasts,
} from './fixtures';

const d = readLocale<typeof enDeal>('en', 'dealMaker');
const start = new Date('2026-11-22T10:00:00');

const form = (page: Page) => page.getByRole('region', { name: d.form.heading });
const history = (page: Page) => page.getByRole('region', { name: d.history.heading });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const volume = (page: Page) => field(page, d.form.volume);
const price = (page: Page) => field(page, d.form.price);
const delivery = (page: Page) => field(page, d.form.deliveryDate);
const saveDraft = (page: Page) => page.getByRole('button', { name: d.form.save });
const sendProposal = (page: Page) => page.getByRole('button', { name: d.form.send });
const status = (page: Page) => form(page).getByRole('status');
/** The deal part of the member's stored record. */
const storedDeal = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('srt.member') ?? '{}') as {
          deal?: { draft: Record<string, string>; proposals: { id: string; status: string }[] };
        }
      ).deal ?? null,
  );

/** Opens the screen on a paused clock at `start` (today is 2026-11-22), once the app is live. */
async function open(page: Page, draft?: string) {
  if (draft !== undefined)
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('dealMaker.draft', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, draft);
  await page.clock.install({ time: start });
  await page.goto('/deal-maker');
  await expect(page.locator('main form button[type="submit"]')).toBeVisible();
  await pauseClockSoon(page, 500);
  await shellReady(page).waitFor({ state: 'attached' });
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

// One page: the overview and axe see the form untouched; the checks that need no proposal yet come before the
// first one is sent, and leaving the page comes last.
test('one deal maker page: the overview, axe (empty, flagged, sent), volume and price needed, a past date, the keyboard, recommendations, leaving mid-save', async ({
  page,
}) => {
  // Several full-page axe runs: slow on a busy two-core machine.
  test.slow();
  await open(page);
  await test.step('shows the deal overview, the form with a date input, and the recommendations', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('dealMaker'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const overview = page.getByRole('region', { name: d.overview.heading });
    for (const text of [
      'Steppe Harvest',
      'Nile Petroleum',
      'Wheat',
      'Negotiating',
      '92%',
      'SDR 6,137,500.00',
    ])
      await expect(overview).toContainText(text);
    await expect(delivery(page)).toHaveAttribute('type', 'date');
    await expect(delivery(page)).toHaveAttribute('min', '2026-11-22');
    for (const label of [d.form.paymentTerms, d.form.qualitySpecs, d.form.specialConditions])
      await expect(field(page, label)).toBeVisible();
    const recommendations = page
      .getByRole('region', { name: d.recommendations.heading })
      .getByRole('article');
    await expect(recommendations).toHaveCount(4);
    await expect(history(page).getByRole('listitem')).toHaveCount(3);
  });
  await test.step('has no axe violations with the form empty', async () => {
    // axe waits on timers of its own: let time flow from here on.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });
  await test.step('Send Proposal needs a volume and a price: empty and spaces are flagged, focus goes there', async () => {
    // On the paused clock again: only runFor moves the form's timed states.
    await pauseClockSoon(page);
    await expect(form(page).getByText(d.errors.required)).toHaveCount(0);
    await sendProposal(page).click();
    await expect(form(page).getByText(d.errors.required)).toHaveCount(2);
    await expect(status(page)).toHaveText(d.status.fix);
    await expect(volume(page)).toBeFocused();
    await volume(page).fill('   ');
    await price(page).fill('245.50');
    await expect(form(page).getByText(d.errors.required)).toHaveCount(1);
    await expect(volume(page)).toHaveValue('   ');
    await volume(page).fill('-5');
    await expect(form(page).getByText(d.errors.notPositive)).toBeVisible();
    await volume(page).fill('0');
    await expect(form(page).getByText(d.errors.notPositive)).toBeVisible();
    await sendProposal(page).click();
    await page.clock.runFor(1000);
    await expect(history(page).getByRole('listitem')).toHaveCount(3);
  });
  await test.step('a delivery date before today is flagged; today is fine', async () => {
    await delivery(page).fill('2026-11-21');
    await expect(form(page).getByText(d.errors.past)).toBeVisible();
    await expect(delivery(page)).toHaveAttribute('aria-invalid', 'true');
    await volume(page).fill('100');
    await price(page).fill('200');
    await sendProposal(page).click();
    await page.clock.runFor(1000);
    await expect(history(page)).not.toContainText('Proposal 1 sent');
    await expect(delivery(page)).toBeFocused();
    await delivery(page).fill('2026-11-22');
    await expect(form(page).getByText(d.errors.past)).toBeHidden();
  });
  await test.step('works with the keyboard alone: type, then Enter sends', async () => {
    // An empty form to type into, as a member clears it.
    await page.getByRole('button', { name: d.form.discard }).click();
    await expect(volume(page)).toHaveValue('');
    await expect(price(page)).toHaveValue('');
    await volume(page).focus();
    await page.keyboard.type('500');
    await page.keyboard.press('Tab');
    await expect(price(page)).toBeFocused();
    await page.keyboard.type('300');
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(d.status.sending);
    await page.clock.runFor(800);
    await expect(history(page).getByRole('listitem').first()).toContainText('Proposal 1');
    await expect(history(page).getByRole('listitem').first()).toContainText('500');
  });
  await test.step('a recommendation fills its field', async () => {
    // On the paused clock again: the toast stays until it is read.
    await pauseClockSoon(page);
    const recommendations = page.getByRole('region', { name: d.recommendations.heading });
    await recommendations.getByRole('button', { name: `Apply to ${d.form.price}` }).click();
    await expect(price(page)).toHaveValue('245.50');
    await recommendations.getByRole('button', { name: `Apply to ${d.form.deliveryDate}` }).click();
    await expect(delivery(page)).toHaveValue('2027-01-06');
    await recommendations.getByRole('button', { name: `Apply to ${d.form.paymentTerms}` }).click();
    await expect(field(page, d.form.paymentTerms)).toHaveValue(d.recommendations['rec-payment'].value);
    await expect(recommendations.getByText(d.recommendations.applied)).toHaveCount(3);
    await expect(toasts(page).filter({ hasText: `Recommendation applied to ${d.form.price}` })).toBeVisible();
  });
  await test.step('has no axe violations with the form flagged, then sent', async () => {
    await page.clock.resume();
    await delivery(page).fill('2020-01-01');
    await sendProposal(page).click();
    await expectNoAxeViolations(page);
    await delivery(page).fill('');
    await volume(page).fill('1');
    await price(page).fill('1');
    await sendProposal(page).click();
    await expect(status(page)).toHaveText(d.status.sent);
    await expectNoAxeViolations(page);
  });
  await test.step('leaving mid-save stops the save: the draft stays as it was', async () => {
    // On the paused clock again: the save must still be under way when the member leaves.
    await pauseClockSoon(page);
    await volume(page).fill('777');
    await saveDraft(page).click();
    await page.getByRole('navigation').first().getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(1000);
    expect((await storedDeal(page))?.draft.volume).toBe('');
  });
});

test('Send Proposal: a double click sends once, into the history with a toast', async ({ page }) => {
  await open(page);
  await volume(page).fill('25000');
  await price(page).fill('245.50');
  await delivery(page).fill('2027-01-06');
  await field(page, d.form.specialConditions).fill('<script>window.hacked=1</script> & "quotes"');
  await sendProposal(page)
    .dblclick({ force: true })
    .catch(() => undefined);
  await expect(page.getByRole('button', { name: d.form.sending })).toBeDisabled();
  await expect(status(page)).toHaveText(d.status.sending);
  await page.clock.runFor(800);
  await expect(status(page)).toHaveText(d.status.sent);
  // The toast first: it shows for 5 s of the page's clock, which runs on.
  await expect(toasts(page).filter({ hasText: d.toast.sent })).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'SDR 6,137,500.00' })).toBeVisible();
  const proposals = history(page).locator('li[data-kind="proposal"]');
  await expect(proposals).toHaveCount(1);
  const entry = history(page).getByRole('listitem').first();
  await expect(entry).toContainText('Proposal 1');
  await expect(entry.getByTestId('proposal-status')).toHaveText(d.proposalStatus.sent);
  await expect(entry).toContainText('25,000 t');
  await expect(entry).toContainText('SDR 245.50');
  await expect(entry).toContainText('Jan 6, 2027');
  await expect(entry).toContainText('<script>window.hacked=1</script> & "quotes"');
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await page.clock.runFor(2000);
  await expect(proposals).toHaveCount(1);
  // Recorded as the member's: listed again after a reload, with its status.
  expect((await storedDeal(page))?.proposals).toEqual([
    expect.objectContaining({ id: 'DL-0420-P001', status: 'sent' }),
  ]);
  await page.reload();
  await expect(proposals).toHaveCount(1);
  await expect(proposals.first()).toContainText('Proposal 1');
  await expect(proposals.first()).toContainText('25,000 t');
  await expect(proposals.first().getByTestId('proposal-status')).toHaveText(d.proposalStatus.sent);
});

test('a link to the deal or to one of its proposals marks it as the current one', async ({ page }) => {
  await open(page);
  await volume(page).fill('25000');
  await price(page).fill('245.50');
  await sendProposal(page).click();
  await page.clock.runFor(800);
  await expect(status(page)).toHaveText(d.status.sent);
  await page.goto('/deal-maker?proposal=DL-0420-P001');
  const current = history(page).locator('li[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Proposal 1');
  await expect(current).toBeInViewport();
  await expect(page.locator('section[aria-current="true"]')).toHaveCount(0);
  await page.goto('/deal-maker?proposal=DL-0420');
  await expect(page.getByRole('region', { name: d.overview.heading })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(history(page).locator('li[aria-current="true"]')).toHaveCount(0);
});

test('Save Draft keeps a partial draft on the device and restores it on the next visit', async ({ page }) => {
  await open(page);
  await volume(page).fill('12,000');
  await field(page, d.form.qualitySpecs).fill('Protein ≥ 13% <b>');
  await saveDraft(page).click();
  await expect(page.getByRole('button', { name: d.form.saving })).toBeDisabled();
  await expect(sendProposal(page)).toBeDisabled();
  await page.clock.runFor(400);
  await expect(status(page)).toHaveText(d.status.saved);
  await page.goto('/trade-search');
  await page.goto('/deal-maker');
  await expect(volume(page)).toHaveValue('12,000');
  await expect(field(page, d.form.qualitySpecs)).toHaveValue('Protein ≥ 13% <b>');
  await expect(status(page)).toHaveText(d.status.restored);
  await shellReady(page).waitFor({ state: 'attached' });
  await page.getByRole('button', { name: d.form.discard }).click();
  await expect(volume(page)).toHaveValue('');
  expect((await storedDeal(page))?.draft.volume).toBe('');
});

test('Save Draft says saved only when it was saved: a full storage keeps the terms and says so', async ({
  page,
}) => {
  await open(page);
  await volume(page).fill('12,000');
  // Storage is full from now on.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await saveDraft(page).click();
  await page.clock.runFor(400);
  await expect(status(page)).toHaveText(d.status.saveFailed);
  await expect(volume(page)).toHaveValue('12,000');
  await expect(saveDraft(page)).toBeEnabled();
});

test('a broken stored draft gives an empty form, without errors', async ({ page }) => {
  await open(page, '{"volume": 12, "price": ');
  await expect(volume(page)).toHaveValue('');
  await expect(price(page)).toHaveValue('');
  await expect(status(page)).toHaveText('');
});

test('fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await sendProposal(page).click();
  await expect(form(page).getByText(d.errors.required)).toHaveCount(2);
  await noOverflow(page);
  // Nothing sticks out of its card either (the large estimated value included).
  for (const name of [d.overview.heading, d.form.heading, d.history.heading, d.recommendations.heading]) {
    const region = page.getByRole('region', { name, exact: true });
    const spill = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(spill, name).toBeLessThanOrEqual(0);
  }
});

test('mirrors in Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  const ar = readLocale<typeof enDeal>('ar', 'dealMaker');
  await open(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title);
  await expect(page.getByRole('region', { name: ar.overview.heading })).toContainText(
    ar.dealStatus.negotiating,
  );
  await page.getByLabel(ar.form.deliveryDate, { exact: true }).fill('2026-01-01');
  await expect(page.getByText(ar.errors.past)).toBeVisible();
  await noOverflow(page);
});
