/**
 * The member's saved data across the app: the tier badge at first paint and live, another tab's
 * changes, and every way the saved record can be bad (corrupt, newer, unwritable).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { memberRecordKey, unreadableRecordKey } from '../../src/data/memberKey';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import {
  en,
  expect,
  expectNoAxeViolations,
  gotoReady,
  mainNav,
  reloadReady,
  shellReady,
  test,
} from './fixtures';

const enCommon = en.common;

const recordWith = (tier: string) => JSON.stringify({ ...sampleMemberRecord(), tier });

/** Stores `text` as the member's record before the app's first load only (a reload keeps what the app wrote). */
async function seedOnce(page: Page, text: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, value);
    },
    [memberRecordKey, text] as const,
  );
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Tier$/ }).first();
const notice = (page: Page) => page.getByTestId('notice-banner');

test('the badge shows the stored tier once the page is live', async ({ page }) => {
  await seedOnce(page, recordWith('platinum'));
  await page.goto('/dashboard');
  await expect(shellReady(page)).toBeAttached();
  await expect(badge(page)).toHaveText(enCommon.tier.platinum);
});

test('a change saved in another tab shows here without a reload', async ({ page, context }) => {
  await gotoReady(page, '/dashboard');
  await expect(badge(page)).toHaveText(enCommon.tier.gold);
  const other = await context.newPage();
  await gotoReady(other, '/srd-wallet');
  await other.evaluate(([key, value]) => localStorage.setItem(key, value), [
    memberRecordKey,
    recordWith('silver'),
  ] as const);
  await expect(badge(page)).toHaveText(enCommon.tier.silver);
  await expect(notice(page)).toHaveCount(0);
});

test('a corrupt record: plain words, the sample state, the copy kept and downloadable, no page error', async ({
  page,
}) => {
  const corrupt = '{"version":1,"tier":"platinum","ledger":[{"id":';
  await seedOnce(page, corrupt);
  await gotoReady(page, '/dashboard');
  await expect(notice(page)).toHaveText(new RegExp(enCommon.storage.recovered.slice(0, 40)));
  await expect(notice(page)).toHaveAttribute('role', 'alert');
  await expect(badge(page)).toHaveText(enCommon.tier.gold);
  expect(await page.evaluate((key) => localStorage.getItem(key), unreadableRecordKey)).toBe(corrupt);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await notice(page).getByRole('button', { name: enCommon.storage.download }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { unreadable: string; record: { tier: string } };
  expect(exported.unreadable).toBe(corrupt);
  expect(exported.record.tier).toBe('gold');

  await notice(page).getByRole('button', { name: enCommon.storage.dismiss }).click();
  await expect(notice(page)).toHaveCount(0);
  // The sample state was saved over it: a reload reads it without a notice.
  await reloadReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('a record from a newer version is kept untouched and not read', async ({ page }) => {
  const newer = JSON.stringify({ version: 3, tier: 'platinum', somethingNew: [1, 2, 3] });
  await seedOnce(page, newer);
  await gotoReady(page, '/membership-packages');
  await expect(notice(page)).toHaveText(new RegExp(enCommon.storage.newerVersion.slice(0, 40)));
  await expect(badge(page)).toHaveText(enCommon.tier.gold);
  expect(await page.evaluate((key) => localStorage.getItem(key), unreadableRecordKey)).toBe(newer);
});

test('storage that refuses writes is reported once and the app goes on', async ({ page }) => {
  await page.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, name, value);
    };
  }, memberRecordKey);
  await gotoReady(page, '/dashboard');
  await expect(notice(page)).toContainText(enCommon.storage.writeFailed);
  await notice(page).getByRole('button', { name: enCommon.storage.dismiss }).click();
  await expect(notice(page)).toHaveCount(0);
  // Going on in memory: another screen works and the failure is not reported again.
  await mainNav(page).getByRole('link', { name: en.nav.links.srdWallet }).click();
  await expect(page).toHaveURL(/\/srd-wallet$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('Arabic: the notice reads right to left and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await seedOnce(page, 'not json at all');
  await gotoReady(page, '/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(notice(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
