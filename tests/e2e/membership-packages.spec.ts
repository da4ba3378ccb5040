/**
 * Membership packages: the trust model and
 * its weights, the monthly/annual toggle (annual: "Save 17%" and 12 x monthly - annual), the four tiers
 * with Gold as Current Plan, the upgrade flow (Processing... and disabled for 2 s, then confirmed and
 * stored), the downgrade confirmation, the comparison table and the info cards. Timed behaviour runs on
 * Playwright's clock.
 */
import type { Page } from '@playwright/test';
import type enCommon from '../../public/locales/en/common.json';
import type enMembership from '../../public/locales/en/membershipPackages.json';
import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  openOnPausedClock,
  readLocale,
  reloadReady,
  routeTitle,
  screenShown,
  test,
  toasts,
} from './fixtures';

type Strings = typeof enMembership;
const c = readLocale<Strings>('en', 'membershipPackages');
const common = readLocale<typeof enCommon>('en', 'common');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
/** The tier an earlier build stored under its own key (the member store migrates it). */
const legacyKey = 'membership.currentTier';

/** The tier in the member's stored record, or null when nothing is stored. */
const storedTier = (page: Page) =>
  page.evaluate(() => {
    const text = localStorage.getItem('srt.member');
    return text === null ? null : ((JSON.parse(text) as { tier?: string }).tier ?? null);
  });

const card = (page: Page, tier: string) => page.getByTestId(`tier-${tier}`);
const cardButton = (page: Page, tier: string) => card(page, tier).getByRole('button');
const billing = (page: Page) => page.getByRole('radiogroup', { name: c.billing.label });

async function openWithClock(page: Page) {
  await openOnPausedClock(page, '/membership-packages', {
    time: new Date('2026-11-22T10:00:00'),
    ready: () => card(page, 'gold'),
  });
}

const annual: [string, string, string][] = [
  ['bronze', '$290', '$58'],
  ['silver', '$1,490', '$298'],
  ['gold', '$2,990', '$598'],
  ['platinum', '$9,990', '$1,998'],
];

test('trust model, tiers, comparison and info cards; the annual view; axe finds nothing, also in the annual view, after a change and with the dialog open', async ({
  page,
}) => {
  test.slow(); // axe runs on a shared 2-core machine
  // No fake clock here: axe itself waits on timers. The processing state is checked in the TierCard stories.
  await gotoReady(page, '/membership-packages');
  await test.step('trust model, four tiers, Gold as Current Plan, comparison and info cards as the spec gives them', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('membershipPackages'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: c.trust.heading })).toBeVisible();
    for (const [label, percent] of [
      ['Trade volume', '30%'],
      ['Completion rate', '40%'],
      ['Partner ratings', '20%'],
      ['Green credits', '10%'],
    ] as const) {
      await expect(page.locator('li', { hasText: label }).first()).toContainText(percent);
    }
    for (const [tier, name, price] of [
      ['bronze', 'Bronze', '$29'],
      ['silver', 'Silver', '$149'],
      ['gold', 'Gold', '$299'],
      ['platinum', 'Platinum', '$999'],
    ] as const) {
      await expect(card(page, tier).getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(page.getByTestId(`price-${tier}`)).toHaveText(price);
      await expect(card(page, tier)).toContainText('/month');
      await expect(page.getByTestId(`saving-${tier}`)).toHaveCount(0);
    }
    await expect(card(page, 'gold')).toContainText('Most Popular');
    await expect(cardButton(page, 'gold')).toHaveText('Current Plan');
    await expect(cardButton(page, 'gold')).toBeDisabled();
    await expect(cardButton(page, 'platinum')).toHaveText('Upgrade to Platinum');
    await expect(cardButton(page, 'bronze')).toHaveText('Downgrade to Bronze');
    await expect(page.getByTestId('current-plan')).toHaveText('Your current plan: Gold');
    // Requirements and privileges.
    await expect(card(page, 'bronze')).toContainText('Basic KYC');
    await expect(card(page, 'bronze')).toContainText('Valid business registration');
    await expect(card(page, 'bronze')).toContainText('5 listings a month');
    await expect(card(page, 'silver')).toContainText('$50k trade volume');
    await expect(card(page, 'silver')).toContainText('Bilateral trades only');
    await expect(card(page, 'gold')).toContainText('Credit rating A- or above');
    await expect(card(page, 'gold')).toContainText('Regional API restrictions');
    await expect(card(page, 'platinum')).toContainText('Regulator endorsement');
    await expect(card(page, 'platinum')).toContainText('Stablecoin minting');
    // Comparison table.
    const table = page.getByRole('table', { name: c.comparison.caption });
    const rows: [string, string[]][] = [
      ['Monthly listings', ['5', '25', 'Unlimited', 'Unlimited']],
      ['Dispute resolution', ['7 days', '48 hours', '24 hours', 'Priority']],
      ['Escrow', ['Manual', 'Smart contract', 'Liquidity pool', 'Custom']],
      ['Matching', ['Basic', 'AI', 'Multi-party', 'Institutional']],
      ['API access', ['None', 'None', 'Basic', 'White label']],
      ['KYC level', ['Basic', 'Enhanced', 'Premium', 'Institutional']],
      ['Support', ['Email', 'Priority', 'Dedicated', 'White glove']],
    ];
    for (const [feature, values] of rows) {
      const row = table.getByRole('row', { name: new RegExp(`^${feature}`) });
      await expect(row.getByRole('cell')).toHaveText(values);
    }
    await expect(page.getByRole('list', { name: c.info.heading }).getByRole('listitem')).toHaveCount(3);
  });
  await test.step('axe finds nothing on the page as it opens', async () => {
    await expectNoAxeViolations(page);
  });
  await test.step('annual view: yearly prices, Save 17% and 12 x monthly - annual; keyboard switches back', async () => {
    await billing(page).getByRole('radio', { name: 'Annual' }).click();
    for (const [tier, price, saving] of annual) {
      await expect(page.getByTestId(`price-${tier}`)).toHaveText(price);
      await expect(card(page, tier)).toContainText('/year');
      await expect(card(page, tier)).toContainText('Save 17%');
      await expect(page.getByTestId(`saving-${tier}`)).toHaveText(`You save ${saving} a year`);
    }
    const annualChip = billing(page).getByRole('radio', { name: 'Annual' });
    await annualChip.focus();
    await expect(annualChip).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    const monthlyChip = billing(page).getByRole('radio', { name: 'Monthly' });
    await expect(monthlyChip).toBeFocused();
    await page.keyboard.press('Space');
    await expect(monthlyChip).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('price-gold')).toHaveText('$299');
    await expect(card(page, 'gold')).not.toContainText('Save 17%');
    await expect(page.getByTestId('saving-gold')).toHaveCount(0);
  });
  await test.step('axe finds nothing in the annual view after a change, and with the dialog open', async () => {
    await billing(page).getByRole('radio', { name: 'Annual' }).click();
    await cardButton(page, 'platinum').click();
    await expect(cardButton(page, 'platinum')).toHaveText('Current Plan');
    await expectNoAxeViolations(page);
    // By keyboard: the confirmation toast may cover the card's button at the bottom of the viewport.
    await cardButton(page, 'bronze').focus();
    await expect(cardButton(page, 'bronze')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// One page on the paused clock; each part starts on Gold with no dialog, message or toast, as on load.
// Leaving mid-run stores nothing; after the downgrade to Silver the member upgrades back to Gold; the
// upgrade to Platinum, which reloads and leaves for the profile, comes last.
test("leaving mid-run cancels the change visibly; downgrade asks first; upgrade: Processing... and disabled for 2 s, then Current Plan, the member's tier after a reload, on the profile too", async ({
  page,
}) => {
  await openWithClock(page);
  await test.step('leaving mid-run cancels the change visibly: the member stays on Gold and is told', async () => {
    await cardButton(page, 'platinum').click();
    await expect(cardButton(page, 'platinum')).toHaveText('Processing...');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await screenShown(page, 'dashboard');
    const stopped = common.notifications.items.planChangeCancelled.replace('{{tier}}', common.tier.platinum);
    await expect(toasts(page).filter({ hasText: stopped })).toBeVisible();
    await page.clock.runFor(5000);
    expect(await storedTier(page)).toBe('gold');
    await page.goBack();
    await expect(cardButton(page, 'gold')).toHaveText('Current Plan');
    await expect(cardButton(page, 'platinum')).toHaveText('Upgrade to Platinum');
    // Kept in the notification centre, linking back here.
    await bell(page).click();
    await expect(
      page.getByRole('dialog', { name: common.notifications.heading }).getByRole('link', { name: stopped }),
    ).toHaveAttribute('href', '/membership-packages');
  });
  await test.step('downgrade asks first: Keep Gold changes nothing, Downgrade processes and confirms', async () => {
    // The notification centre closed; the toasts gone, each 5 s after it shows (however many price alerts the
    // dashboard's random moves raised while it was open).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    while ((await toasts(page).count()) > 0) await page.clock.runFor(5000);
    await expect(toasts(page)).toHaveCount(0);
    await cardButton(page, 'bronze').click();
    const dialog = page.getByRole('dialog', { name: 'Downgrade to Bronze?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You will move from Gold to Bronze and lose the privileges of Gold.');
    await dialog.getByRole('button', { name: 'Keep Gold' }).click();
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(5000);
    await expect(cardButton(page, 'gold')).toHaveText('Current Plan');
    // Esc cancels too; focus returns to the button.
    await cardButton(page, 'silver').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.clock.runFor(50);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cardButton(page, 'silver')).toBeFocused();
    // Keyboard: Enter on the focused button opens it again; Downgrade confirms.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Downgrade', exact: true }).click();
    await expect(cardButton(page, 'silver')).toHaveText('Processing...');
    await page.clock.runFor(2000);
    await expect(cardButton(page, 'silver')).toHaveText('Current Plan');
    expect(await storedTier(page)).toBe('silver');
  });
  await test.step("upgrade: Processing... and disabled for 2 s, then Current Plan, the member's tier after a reload, on the profile too", async () => {
    // Back on Gold as a member gets there: the Silver toast gone, Upgrade to Gold, its message dismissed
    // and its toast gone.
    await page.clock.runFor(5000);
    await expect(toasts(page)).toHaveCount(0);
    await cardButton(page, 'gold').click();
    await page.clock.runFor(2000);
    await expect(cardButton(page, 'gold')).toHaveText('Current Plan');
    expect(await storedTier(page)).toBe('gold');
    await page.getByRole('button', { name: c.status.dismiss, exact: true }).click();
    await expect(page.getByText('Done: you are now on the Gold plan.')).toHaveCount(0);
    await page.clock.runFor(5000);
    await expect(toasts(page)).toHaveCount(0);
    await cardButton(page, 'platinum').dblclick();
    await expect(cardButton(page, 'platinum')).toHaveText('Processing...');
    await expect(cardButton(page, 'platinum')).toBeDisabled();
    await expect(cardButton(page, 'bronze')).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Changing your plan' })).toHaveText(
      'Changing your plan to Platinum...',
    );
    await page.clock.runFor(1900);
    await expect(cardButton(page, 'platinum')).toHaveText('Processing...');
    await expect(cardButton(page, 'gold')).toHaveText('Current Plan');
    await page.clock.runFor(100);
    await expect(cardButton(page, 'platinum')).toHaveText('Current Plan');
    await expect(cardButton(page, 'gold')).toHaveText('Downgrade to Gold');
    await expect(page.getByTestId('current-plan')).toHaveText('Your current plan: Platinum');
    await expect(page.getByText('Done: you are now on the Platinum plan.')).toBeVisible();
    await expect(page.getByText('Your plan is now Platinum')).toBeVisible();
    expect(await storedTier(page)).toBe('platinum');
    await page.getByRole('button', { name: c.status.dismiss, exact: true }).click();
    await expect(page.getByText('Done: you are now on the Platinum plan.')).toHaveCount(0);
    await page.reload();
    await expect(cardButton(page, 'platinum')).toHaveText('Current Plan');
    await expect(page.getByTestId('current-plan')).toHaveText('Your current plan: Platinum');
    // The comparison highlights the current column.
    await expect(page.getByRole('columnheader', { name: 'Platinum' })).toHaveAttribute(
      'data-current',
      'true',
    );
    // The member profile reads the same tier.
    await page.goto('/member-profile');
    await expect(page.getByTestId('tier-badge')).toHaveText('Platinum Member');
  });
});

test("an earlier build's stored tier: Silver is migrated and its key goes; values that are not a tier, and a stored record whose tier is not one, give Gold", async ({
  page,
}) => {
  // One seed per page load, storage cleared first: each load reads only its own stored value.
  const seeds: [key: string, value: string][] = [
    [legacyKey, 'silver'],
    ...['diamond', '<img src=x onerror=alert(1)>', '', '{"tier":"platinum"}'].map(
      (value) => [legacyKey, value] as [string, string],
    ),
    ['srt.member', JSON.stringify({ version: 1, tier: 'diamond' })],
  ];
  await page.addInitScript((all) => {
    const load = Number(sessionStorage.getItem('load') ?? '0');
    sessionStorage.setItem('load', String(load + 1));
    const seed = all[load];
    if (!seed) return;
    localStorage.clear();
    localStorage.setItem(seed[0], seed[1]);
  }, seeds);
  await test.step("an earlier build's Silver is migrated: Silver is the current plan, the old key goes", async () => {
    await gotoReady(page, '/membership-packages');
    await expect(cardButton(page, 'silver')).toHaveText('Current Plan');
    await expect.poll(() => storedTier(page)).toBe('silver');
    expect(await page.evaluate((key) => localStorage.getItem(key), legacyKey)).toBeNull();
  });
  for (const [key, value] of seeds.slice(1)) {
    await test.step(`${key} stored as ${JSON.stringify(value)} falls back to Gold`, async () => {
      await reloadReady(page);
      await expect(cardButton(page, 'gold')).toHaveText('Current Plan');
      await expect(page.getByTestId('current-plan')).toHaveText('Your current plan: Gold');
    });
  }
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'membershipPackages');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/membership-packages');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.tiers.heading })).toBeVisible();
  await expect(cardButton(page, 'gold')).toHaveText(ar.card.current);
  await page
    .getByRole('radiogroup', { name: ar.billing.label })
    .getByRole('radio', { name: ar.billing.annual })
    .click();
  await expect(page.getByTestId('price-gold')).toContainText('2,990');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
