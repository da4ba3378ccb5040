/**
 * Smart contracts: the three templates with their
 * gas, Use Template, the deploy panel's fixed badges, Deploy (disabled, "Deploying Contract...", +10
 * every 500 ms to 100, then the contract joins Active Contracts) and View Details. Timed behaviour runs
 * on Playwright's clock.
 */
import type { Page } from '@playwright/test';
import type enCommon from '../../public/locales/en/common.json';
import type enContracts from '../../public/locales/en/smartContracts.json';
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

type Strings = typeof enContracts;
const c = readLocale<Strings>('en', 'smartContracts');
const n = readLocale<typeof enCommon>('en', 'common').notifications;
/** What the member is told when a deploy of Milestone Escrow stops because they left. */
const stoppedText = n.items.deployCancelled.replace('{{template}}', n.templates.milestoneEscrow);
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

const deployPanel = (page: Page) => page.locator('section[aria-labelledby="contracts-deploy-heading"]');
const contractItems = (page: Page) =>
  page.getByRole('list', { name: c.active.listLabel }).locator(':scope > li');
const progress = (page: Page) => deployPanel(page).getByRole('progressbar', { name: c.deploy.progress });

async function openWithClock(page: Page) {
  await openOnPausedClock(page, '/smart-contracts', {
    time: new Date('2026-11-12T10:00:00Z'),
    ready: () => deployPanel(page),
  });
}

test("shows the templates, the fixed badges and the active contracts as the spec gives them; View Details opens a dialog, Esc closes it; axe finds nothing, also with the dialog open; a contract's chain transactions open on the blockchain monitor", async ({
  page,
}) => {
  await gotoReady(page, '/smart-contracts');
  await test.step('shows the templates, the fixed badges and the active contracts as the spec gives them', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('smartContracts'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const gas of ['450,000', '320,000', '280,000'])
      await expect(page.getByText(`Est. gas: ${gas}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Use Template:/ })).toHaveCount(3);
    await expect(deployPanel(page)).toContainText('Security Audit');
    await expect(deployPanel(page)).toContainText('Passed');
    await expect(deployPanel(page)).toContainText('Multi-sig Setup');
    await expect(deployPanel(page)).toContainText('2 of 3 Required');
    await expect(deployPanel(page)).toContainText('Gas Optimization');
    await expect(deployPanel(page)).toContainText('Optimized');
    await expect(contractItems(page)).toHaveCount(3);
    const first = contractItems(page).first();
    await expect(first).toContainText('SC-2026-001');
    await expect(first).toContainText('Sino Steel Corp ↔ Gulf Energy Trading');
    await expect(first).toContainText('2.5M SDR');
    await expect(first).toContainText('3 of 5 completed');
    await expect(first.getByText('Active', { exact: true })).toHaveAttribute('data-tone', 'success');
    await expect(contractItems(page).nth(1).getByText('Pending', { exact: true })).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(deployPanel(page).getByRole('button', { name: c.deploy.deploy })).toBeDisabled();
  });
  await test.step('View Details opens the contract in a dialog; Esc closes it and focus returns', async () => {
    const view = page.getByRole('button', { name: 'View Details: SC-2026-002' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Contract SC-2026-002' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Cerrado Agro Exports');
    await expect(dialog).toContainText('Rhine Machinery GmbH');
    await expect(dialog).toContainText('1.8M SDR');
    await expect(dialog).toContainText('1 of 4 completed');
    await expect(dialog).toContainText('Milestone Escrow');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
  });
  await test.step('axe finds nothing, also with the details dialog open', async () => {
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'View Details: SC-2026-001' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step("a contract's details, opened by the URL, list its chain transactions; each opens selected on the blockchain monitor", async () => {
    await gotoReady(page, '/smart-contracts?contract=SC-2026-001');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('SC-2026-001');
    await expect(dialog.getByRole('link')).toHaveCount(4);
    await dialog.getByRole('link', { name: '0x7f9a3c…9a7d5e' }).click();
    await expect(page).toHaveURL(/\/blockchain-monitor\?tx=tx-001$/);
    await expect(page.locator('li[data-transaction][aria-current="true"]')).toHaveAttribute(
      'data-transaction',
      'tx-001',
    );
  });
});

test('Deploy: disabled and "Deploying Contract..." while progress rises by 10 every 500 ms; then the contract joins', async ({
  page,
}) => {
  await openWithClock(page);
  await page.getByRole('button', { name: 'Use Template: Milestone Escrow' }).click();
  await expect(page.getByRole('button', { name: 'Use Template: Milestone Escrow' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(deployPanel(page)).toContainText('Milestone Escrow');
  // A double click: the second click lands on the disabled button and starts nothing.
  await deployPanel(page).getByRole('button', { name: c.deploy.deploy }).click();
  await deployPanel(page).getByRole('button', { name: c.deploy.deploying }).click({ force: true });
  const deploying = deployPanel(page).getByRole('button', { name: c.deploy.deploying });
  await expect(deploying).toBeDisabled();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  for (let value = 10; value <= 90; value += 10) {
    await page.clock.runFor(500);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', String(value));
    await expect(deploying).toBeDisabled();
  }
  await page.clock.runFor(500);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(deployPanel(page).getByRole('button', { name: c.deploy.deploy })).toBeEnabled();
  await expect(contractItems(page)).toHaveCount(4);
  await expect(contractItems(page).first()).toContainText('SC-NEW-001');
  await expect(contractItems(page).first()).toContainText('0 of 4 completed');
  await page.clock.runFor(10_000);
  await expect(contractItems(page)).toHaveCount(4);
  // The contract is the member's: still there after a reload, and a second deploy is numbered after it.
  await page.reload();
  await expect(contractItems(page)).toHaveCount(4);
  await expect(contractItems(page).first()).toContainText('SC-NEW-001');
  await expect(contractItems(page).first()).toContainText(c.active.new);
  await page.getByRole('button', { name: 'Use Template: Supply Chain Finance' }).click();
  await deployPanel(page).getByRole('button', { name: c.deploy.deploy }).click();
  for (let step = 0; step < 10; step += 1) await page.clock.runFor(500);
  await expect(contractItems(page)).toHaveCount(5);
  await expect(contractItems(page).first()).toContainText('SC-NEW-002');
  await page.getByRole('button', { name: 'View Details: SC-NEW-002' }).click();
  await expect(page.getByRole('dialog', { name: 'Contract SC-NEW-002' })).toContainText(
    'Supply Chain Finance',
  );
});

// One page on the paused clock: leaving mid-deploy stores no contract and comes back to the screen through
// its notification; the keyboard deploy, which stores SC-NEW-001, comes last.
test('leaving mid-deploy cancels it visibly, a notification says so; keyboard only: choose a template and deploy', async ({
  page,
}) => {
  await openWithClock(page);
  await test.step('leaving mid-deploy cancels it visibly: nothing joins Active Contracts, a notification says so', async () => {
    await page.getByRole('button', { name: 'Use Template: Milestone Escrow' }).click();
    await deployPanel(page).getByRole('button', { name: c.deploy.deploy }).click();
    await page.clock.runFor(2000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await screenShown(page, 'dashboard');
    // The shell (not the screen that is gone) tells the member, with View back to the screen.
    await expect(toasts(page).filter({ hasText: stoppedText })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(/1 unread/);
    await page.clock.runFor(10_000);
    await page.goBack();
    await expect(contractItems(page)).toHaveCount(3);
    await expect(deployPanel(page).getByRole('button', { name: c.deploy.deploy })).toBeDisabled();
    expect(
      await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('srt.member') ?? '{}') as { contracts?: unknown[] }).contracts ??
          [],
      ),
    ).toEqual([]);
    // The notification's link opens the screen, where the deploy can start again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' }).click();
    await bell(page).click();
    await page.getByRole('dialog', { name: n.heading }).getByRole('link', { name: stoppedText }).click();
    await expect(page).toHaveURL(/\/smart-contracts$/);
    await expect(deployPanel(page)).toBeVisible();
  });
  await test.step('keyboard only: choose a template and deploy', async () => {
    // Back on the screen through the notification: no dialog open, the three contracts as on load.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(contractItems(page)).toHaveCount(3);
    const use = page.getByRole('button', { name: 'Use Template: Supply Chain Finance' });
    await use.focus();
    await page.keyboard.press('Enter');
    const deploy = deployPanel(page).getByRole('button', { name: c.deploy.deploy });
    await deploy.focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 10; i += 1) await page.clock.runFor(500);
    await expect(contractItems(page).first()).toContainText('SC-NEW-001');
  });
});

test('a reload mid-deploy stops it and says so; a deploy that finished says nothing of the kind', async ({
  page,
}) => {
  await openWithClock(page);
  await page.getByRole('button', { name: 'Use Template: Milestone Escrow' }).click();
  await deployPanel(page).getByRole('button', { name: c.deploy.deploy }).click();
  await page.clock.runFor(1000);
  await reloadReady(page);
  await expect(contractItems(page)).toHaveCount(3);
  await bell(page).click();
  const list = page.getByRole('dialog', { name: n.heading });
  await expect(list.getByRole('link', { name: stoppedText })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.clock.pauseAt(new Date('2026-11-12T10:05:00Z'));
  await page.getByRole('button', { name: 'Use Template: Milestone Escrow' }).click();
  await deployPanel(page).getByRole('button', { name: c.deploy.deploy }).click();
  for (let step = 0; step < 10; step += 1) await page.clock.runFor(500);
  await expect(contractItems(page)).toHaveCount(4);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  await bell(page).click();
  await expect(list.getByRole('link', { name: stoppedText })).toHaveCount(1);
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'smartContracts');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, '/smart-contracts');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.active.heading })).toBeVisible();
  await expect(page.getByText(ar.deploy.badges.multiSig.value)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
