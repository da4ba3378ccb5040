/**
 * Compliance dashboard: the four summary cards
 * (Expiring Soon counted against today's date, fixed with Playwright's clock), the Compliance Score
 * at 75 % in the Good band, tabs in the URL, documents (filters in the URL, search with any text,
 * upload with its refusals and its progress on a paused clock, a download per document), alerts
 * (Resolve on unresolved ones only, the Active Alerts card follows), both reports downloaded with
 * their content, keyboard, axe, 390 px and Arabic.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import type enStrings from '../../public/locales/en/complianceDashboard.json';
import {
  expect,
  expectNoAxeViolations,
  fileOfSize,
  gotoReady,
  readLocale,
  reloadReady,
  routeTitle,
  test,
  toasts,
} from './fixtures';

type Strings = typeof enStrings;
const s = readLocale<Strings>('en', 'complianceDashboard');
const route = '/compliance-dashboard';
/** Noon local time: the sample data is dated around this day. */
const today = new Date('2026-11-22T12:00:00');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Closes the open upload and filter panels (both buttons are toggles) and checks they are closed. */
async function closeUploadAndFilters(page: Page): Promise<void> {
  const upload = page.getByRole('button', { name: s.documents.upload, exact: true });
  await upload.click();
  await page.getByRole('button', { name: s.documents.filter, exact: true }).click();
  await expect(upload).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: s.filters.type, exact: true })).toHaveCount(0);
}
const stat = (page: Page, id: string) => page.locator(`[data-stat="${id}"]`);
const documents = (page: Page) =>
  page.getByRole('list', { name: s.documents.listLabel, exact: true }).locator(':scope > li');
const alertItems = (page: Page) =>
  page.getByRole('list', { name: s.alerts.listLabel, exact: true }).locator(':scope > li');
const search = (page: Page) => page.getByRole('searchbox', { name: s.documents.searchLabel });
const fileInput = (page: Page) => page.getByLabel(s.upload.file);

async function open(page: Page, path = route, time = today) {
  await page.clock.install({ time });
  await gotoReady(page, path);
}

async function textOf(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
}

// One page on the running clock: the cards are read first; the upload, which adds a document and pauses the
// clock, comes last; panels opened by one part are closed again before the next opens them.
test('one compliance page: cards and score, a download, search, axe on the three tabs, the keyboard, the upload with its refusals', async ({
  page,
}) => {
  test.slow(); // axe on a shared 2-core machine
  await open(page);
  await test.step('summary cards on 2026-11-22 and the Compliance Score at 75 % (Good)', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('complianceDashboard'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const [id, label, value] of [
      ['total', 'Total Documents', '12'],
      ['compliant', 'Compliant', '9'],
      ['expiringSoon', 'Expiring Soon', '3'],
      ['activeAlerts', 'Active Alerts', '4'],
    ] as const) {
      await expect(stat(page, id)).toContainText(label);
      await expect(stat(page, id).getByText(value, { exact: true })).toBeVisible();
    }
    const bar = page.getByRole('progressbar', { name: 'Compliance Score' });
    // The Compliant card's share of the documents is the score: 9 of 12 = 75 %.
    await expect(stat(page, 'compliant')).toContainText('75% of all documents');
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(bar).toHaveAttribute('aria-valuetext', '75%, Good');
    await expect(page.getByTestId('compliance-score-value')).toHaveText('75%');
    const bands = page.getByRole('list', { name: s.score.bandsLabel }).getByRole('listitem');
    await expect(bands).toHaveText([/Excellent\s*90-100/, /Good\s*70-89/, /Needs Attention\s*below 70/]);
    await expect(bands.nth(1)).toHaveAttribute('aria-current', 'true');
    // The documents expiring in 1 to 30 days carry a badge: 9, 23 and 30 days; not 0 or 31.
    await expect(page.locator('[data-expiring="soon"]')).toHaveText([
      'Expires in 23 days',
      'Expires in 9 days',
      'Expires in 30 days',
    ]);
  });
  await test.step('a download per document saves its details', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ISO 22000:2018 Food Safety Certificate' }).click();
    const file = await download;
    await expect(toasts(page).filter({ hasText: 'Downloaded ISO 22000:2018' })).toHaveCount(1);
    expect(file.suggestedFilename()).toBe('DOC-001-iso-22000-2018-food-safety-certificate.txt');
    const text = await textOf(file);
    expect(text).toContain('ISO 22000:2018 Food Safety Certificate');
    expect(text).toContain('Document ID: DOC-001');
    expect(text).toContain('Status: Compliant');
    expect(text).toContain('Expiry date: Jun 30, 2027');
  });
  await test.step('search takes any text: plain, regex characters, HTML, very long', async () => {
    await expect(search(page)).toHaveAttribute('placeholder', 'Search documents...');
    await search(page).fill('  iso ');
    await expect(documents(page)).toHaveCount(2);
    await search(page).fill('(AEO)');
    await expect(documents(page)).toHaveCount(1);
    for (const text of ['.*', '[', '<img src=x onerror=alert(1)>', 'x'.repeat(5000)]) {
      await search(page).fill(text);
      await expect(page.getByText(s.documents.emptyTitle)).toBeVisible();
      await expect(search(page)).toHaveValue(text);
    }
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.getByRole('button', { name: s.documents.clearAll }).click();
    await expect(search(page)).toHaveValue('');
    await expect(documents(page)).toHaveCount(12);
  });
  await test.step('axe finds nothing on the three tabs, with the upload and filter panels open', async () => {
    await page.getByRole('button', { name: s.documents.upload, exact: true }).click();
    await page.getByRole('button', { name: s.documents.filter, exact: true }).click();
    await fileInput(page).setInputFiles({
      name: 'x.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'x.exe' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const name of [s.tabs.alerts, s.tabs.reports]) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    }
  });
  await test.step('keyboard: arrows between tabs, the file picker and filters reachable', async () => {
    // Back on Documents with the upload and filter panels closed, as the member leaves them.
    await tab(page, s.tabs.documents).click();
    await closeUploadAndFilters(page);
    await tab(page, s.tabs.documents).focus();
    await expect(tab(page, s.tabs.documents)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, s.tabs.alerts)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, s.tabs.reports)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, s.tabs.documents)).toHaveAttribute('aria-selected', 'true');
    const upload = page.getByRole('button', { name: s.documents.upload, exact: true });
    await upload.focus();
    await expect(upload).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(upload).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: s.filters.type, exact: true })).toBeVisible();
  });
  await test.step('Upload: empty, huge and wrong-type files are refused clearly; a good one joins the list', async () => {
    // The upload and filter panels closed again (the filter panel has a Region list too).
    await closeUploadAndFilters(page);
    await page.getByRole('button', { name: s.documents.upload, exact: true }).click();
    const panel = page.getByRole('region', { name: s.upload.heading });
    await expect(panel.getByText('PDF, PNG, JPG, JPEG, DOC, DOCX, XLSX, CSV; up to 10 MB.')).toBeVisible();

    await fileInput(page).setInputFiles({
      name: 'blank.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    await expect(panel.getByRole('alert')).toHaveText(
      'blank.pdf is empty (0 B). Choose a file that has content.',
    );
    await fileInput(page).setInputFiles(fileOfSize('scan.pdf', 11 * 1024 * 1024));
    await expect(panel.getByRole('alert')).toHaveText(
      'scan.pdf is 11 MB, over the 10 MB limit. Choose a smaller file.',
    );
    await fileInput(page).setInputFiles({
      name: '<b>setup</b>.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(panel.getByRole('alert')).toHaveText(
      '<b>setup</b>.exe is not a type we accept. Choose one of: PDF, PNG, JPG, JPEG, DOC, DOCX, XLSX, CSV.',
    );
    await expect(documents(page)).toHaveCount(12);

    await page.getByRole('combobox', { name: s.upload.type }).selectOption('foodSafety');
    await page.getByRole('combobox', { name: s.upload.region }).selectOption('europe');
    await page.clock.pauseAt(new Date('2026-11-22T12:30:00'));
    await fileInput(page).setInputFiles({
      name: 'organic-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7 organic'),
    });
    const progress = panel.getByRole('progressbar', { name: s.upload.progressLabel });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(panel.getByText('Uploading organic-certificate.pdf…')).toBeVisible();
    await page.clock.runFor(300);
    await expect(progress).toHaveAttribute('aria-valuenow', '20');
    await page.clock.runFor(1200);
    await expect(panel.getByRole('status')).toHaveText(
      'organic-certificate.pdf was uploaded and added to the documents as pending review.',
    );
    await expect(documents(page)).toHaveCount(13);
    const added = documents(page).first();
    await expect(added).toContainText('organic-certificate.pdf');
    await expect(added).toContainText('UPL-001');
    await expect(added).toContainText('Food Safety');
    await expect(added).toContainText('Europe');
    await expect(added).toContainText('Pending');
    await expect(added).toContainText(s.documents.noExpiry);
    await expect(stat(page, 'total').getByText('13', { exact: true })).toBeVisible();
    await expect(stat(page, 'total')).toContainText('1 uploaded by you');
    // Awaiting review, it lowers the compliant share of all documents (9 of 13), not the score.
    await expect(stat(page, 'compliant')).toContainText('69% of all documents');
    await expect(page.getByTestId('compliance-score-value')).toHaveText('75%');

    // The uploaded document downloads as the very file that was picked.
    const download = page.waitForEvent('download');
    await added.getByRole('button', { name: 'Download organic-certificate.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('organic-certificate.pdf');
    expect(await textOf(file)).toBe('%PDF-1.7 organic');
  });
});

test('the sample world moves with today: months later the same documents expire in the same days', async ({
  page,
}) => {
  await open(page, route, new Date('2027-03-10T12:00:00'));
  await expect(stat(page, 'expiringSoon').getByText('3', { exact: true })).toBeVisible();
  await expect(page.locator('[data-expiring="soon"]')).toHaveText([
    'Expires in 23 days',
    'Expires in 9 days',
    'Expires in 30 days',
  ]);
  await expect(page.getByText('Updated Nov 28, 2026')).toBeVisible();
});

test('tabs live in the URL; an unknown tab shows Documents', async ({ page }) => {
  await open(page, `${route}?tab=reports`);
  await expect(tab(page, s.tabs.reports)).toHaveAttribute('aria-selected', 'true');
  await tab(page, s.tabs.alerts).click();
  await expect(page).toHaveURL(/\?tab=alerts$/);
  await tab(page, s.tabs.documents).click();
  await expect(page).not.toHaveURL(/tab=/);
  await gotoReady(page, `${route}?tab=%3Cscript%3E`);
  await expect(tab(page, s.tabs.documents)).toHaveAttribute('aria-selected', 'true');
  await expect(documents(page)).toHaveCount(12);
});

test('Filter by type, status and region: in the URL, kept on reload, cleared', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: s.documents.filter, exact: true }).click();
  await page.getByRole('combobox', { name: s.filters.type }).selectOption('regulatory');
  await expect(documents(page)).toHaveCount(4);
  await page.getByRole('combobox', { name: s.filters.status }).selectOption('compliant');
  await expect(documents(page)).toHaveCount(3);
  await page.getByRole('combobox', { name: s.filters.region }).selectOption('europe');
  await expect(documents(page)).toHaveCount(2);
  await expect(page).toHaveURL(/type=regulatory/);
  await expect(page).toHaveURL(/status=compliant/);
  await expect(page).toHaveURL(/region=europe/);
  await expect(page.getByText('Showing 2 of 12 documents')).toBeVisible();
  await reloadReady(page);
  await expect(documents(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Filter (3)' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: s.filters.clear }).click();
  await expect(documents(page)).toHaveCount(12);
  await expect(page).not.toHaveURL(/type=|status=|region=/);
  // Nonsense in the URL is ignored.
  await gotoReady(page, `${route}?type=%3Cb%3E&status=expired`);
  await expect(documents(page)).toHaveCount(1);
  await expect(documents(page).first()).toContainText('DOC-007');
});

test('Alerts: Resolve only on unresolved ones; resolving updates Active Alerts', async ({ page }) => {
  await open(page, `${route}?tab=alerts`);
  await expect(alertItems(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^Resolve: / })).toHaveCount(4);
  const resolvedOne = alertItems(page).filter({ hasText: 'Sanctions list updated' });
  await expect(resolvedOne).toHaveAttribute('data-state', 'resolved');
  await expect(resolvedOne.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('4 alerts need action.')).toBeVisible();
  const first = alertItems(page).first();
  await expect(first).toContainText('Critical');
  await expect(first).toContainText('Halal Certificate - Edible Oils (DOC-007) expired on Nov 10, 2026.');

  await first.getByRole('button', { name: 'Resolve: Certificate expired' }).dblclick();
  await expect(toasts(page).filter({ hasText: 'Resolved: Certificate expired' })).toHaveCount(1);
  await expect(first).toHaveAttribute('data-state', 'resolved');
  await expect(first.getByRole('button')).toHaveCount(0);
  await expect(stat(page, 'activeAlerts').getByText('3', { exact: true })).toBeVisible();
  await expect(stat(page, 'activeAlerts')).toContainText('2 resolved');
  await expect(page.getByText('3 alerts need action.')).toBeVisible();

  // Keyboard: Enter on the next Resolve.
  const button = page.getByRole('button', { name: 'Resolve: Registration renewal due' });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stat(page, 'activeAlerts').getByText('2', { exact: true })).toBeVisible();
});

test('uploaded documents and resolved alerts are kept after leaving and a reload', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: s.documents.upload, exact: true }).click();
  await fileInput(page).setInputFiles({
    name: 'kept-licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 kept'),
  });
  await page.clock.runFor(1500);
  await expect(documents(page).first()).toContainText('kept-licence.pdf');
  await tab(page, s.tabs.alerts).click();
  await page.getByRole('button', { name: 'Resolve: Certificate expired' }).click();
  await expect(stat(page, 'activeAlerts').getByText('3', { exact: true })).toBeVisible();

  // Away through the site's own links, then back: nothing is lost.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trade Matching' }).click();
  await expect(page).toHaveURL(/\/trade-matching$/);
  await page.goBack();
  await expect(stat(page, 'activeAlerts').getByText('3', { exact: true })).toBeVisible();

  await page.reload();
  await expect(stat(page, 'total').getByText('13', { exact: true })).toBeVisible();
  await expect(stat(page, 'total')).toContainText('1 uploaded by you');
  await expect(stat(page, 'activeAlerts').getByText('3', { exact: true })).toBeVisible();
  await expect(alertItems(page).filter({ hasText: 'Certificate expired' })).toHaveAttribute(
    'data-state',
    'resolved',
  );
  await tab(page, s.tabs.documents).click();
  const kept = documents(page).filter({ hasText: 'kept-licence.pdf' });
  await expect(kept).toContainText('UPL-001');
  await expect(kept).toContainText(s.documents.uploadedBadge);
  // The file's bytes are not kept: after a reload its download is the document's details.
  const download = page.waitForEvent('download');
  await kept.getByRole('button', { name: 'Download kept-licence.pdf' }).click();
  const text = await textOf(await download);
  expect(text).toContain('kept-licence.pdf');
  expect(text).toContain('UPL-001');
  // A second upload takes the next id, not one already used.
  await page.getByRole('button', { name: s.documents.upload, exact: true }).click();
  await fileInput(page).setInputFiles({
    name: 'second.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 second'),
  });
  await page.clock.runFor(1500);
  await expect(documents(page).filter({ hasText: 'second.pdf' })).toContainText('UPL-002');
});

test('Reports: the monthly report and the audit trail download with real content', async ({ page }) => {
  await open(page, `${route}?tab=alerts`);
  await page.getByRole('button', { name: 'Resolve: Certificate expired' }).click();
  await tab(page, s.tabs.reports).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Monthly Compliance Report' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Audit Trail Report' })).toBeVisible();

  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Monthly Compliance Report' }).click();
  let file = await download;
  expect(file.suggestedFilename()).toBe('compliance-report-2026-11.txt');
  const report = await textOf(file);
  expect(report).toContain('Monthly Compliance Report: November 2026');
  expect(report).toContain('Compliance Score: 75% (Good)');
  expect(report).toContain('Total Documents: 12');
  expect(report).toContain('Compliant: 9');
  expect(report).toContain('Expiring Soon: 3');
  expect(report).toContain('Active Alerts: 3');
  expect(report).toContain(
    '- DOC-003 FDA Food Facility Registration: Expires Dec 1, 2026 (Expires in 9 days)',
  );
  expect(report).toContain('- ALR-002 [Critical] Supplier audit found non-conformities');
  expect(report).not.toContain('ALR-001 [');

  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Audit Trail Report' }).click();
  file = await download;
  await expect(
    toasts(page).filter({ hasText: 'Downloaded compliance-audit-trail-2026-11-22.csv' }),
  ).toHaveCount(1);
  expect(file.suggestedFilename()).toBe('compliance-audit-trail-2026-11-22.csv');
  const lines = (await textOf(file)).trim().split(/\r?\n/);
  expect(lines[0]).toBe('timestamp,action,id,subject');
  expect(lines).toHaveLength(19); // header + 12 documents + 5 alerts + 1 resolution
  expect(lines[1]).toMatch(/^2026-11-22T\d\d:\d\d:\d\d\.\d+Z,alertResolved,ALR-001,documentExpired$/);
  expect(lines).toContain('2026-10-02,documentUpdated,DOC-001,ISO 22000:2018 Food Safety Certificate');
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  const ar = readLocale<Strings>('ar', 'complianceDashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await open(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: ar.documents.heading })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', ar.documents.searchPlaceholder);
  await page.getByRole('button', { name: ar.documents.upload, exact: true }).click();
  await page.getByRole('button', { name: ar.documents.filter, exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tab(page, ar.tabs.reports).click();
  await expect(page.getByRole('heading', { level: 3, name: ar.reports.monthly.title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('390 px in English: nothing overflows, long search text included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await expect(documents(page).first()).toBeVisible();
  await search(page).fill('W'.repeat(300));
  await expect(page.getByText(s.documents.emptyTitle)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tab(page, s.tabs.alerts).click();
  await expect(alertItems(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
