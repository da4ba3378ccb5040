/**
 * Customs clearance: the shipment list with
 * the first selected by default and the selection in the URL, the detail figures, the tariff of HS
 * 7208.52.00 (duty 3.2 %, VAT 19 %, fees 0 %) with the estimated total tax of 0.223 x the declared value,
 * the documents with their statuses, Upload Document with real files (accepted ones join as pending;
 * empty, huge and wrong files are refused with a reason), Submit Declaration only when every required
 * document is approved (progress on Playwright's clock, then a confirmation), Pay Duties, Track Status,
 * the print view, keyboard, axe, 390 px Arabic, and leaving mid-submit. What the member does is kept in
 * the member's store: uploads, the filed declaration and paid duties survive leaving and reloading;
 * duties are paid once and never above the available balance.
 */
import { memberRecordKey } from '../../src/data/memberKey';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import type { Page, Route } from '@playwright/test';
import {
  customsShipments,
  dutyCents,
  dutyEntry,
  resolveCustomsShipment,
  uploadedDocument,
} from '../../src/data/customsClearance';
import type enCommon from '../../public/locales/en/common.json';
import type enStrings from '../../public/locales/en/customsClearance.json';
import {
  expect,
  expectNoAxeViolations,
  fileOfSize,
  gotoReady,
  openOnPausedClock,
  readLocale,
  reloadReady,
  routeTitle,
  screenShown,
  test,
  toasts,
} from './fixtures';
import { worldAnchorDay } from '../../src/data/worldAnchor';

type Strings = typeof enStrings;
const s = readLocale<Strings>('en', 'customsClearance');
const common = readLocale<typeof enCommon>('en', 'common');
const route = '/customs-clearance';

const shipmentButton = (page: Page, id: string) => page.locator(`button[data-shipment="${id}"]`);
const detail = (page: Page) => page.getByRole('region', { name: /^Steel (coils|plates|sheets)/ });
const field = (page: Page, id: string) => page.locator(`section [data-field="${id}"] dd`);
const tariff = (page: Page) => page.getByRole('region', { name: s.tariff.heading });
const documents = (page: Page) =>
  page.getByRole('list', { name: s.documents.listLabel }).locator(':scope > li');
const documentsPanel = (page: Page) => page.getByRole('region', { name: s.documents.heading });
const actions = (page: Page) => page.getByRole('region', { name: s.actions.heading, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const fileInput = (page: Page) => page.getByLabel(s.upload.label);

/** Playwright's clock, installed before the page loads and paused, so each delay is stepped by hand. */
async function openWithClock(page: Page, path = route) {
  await openOnPausedClock(page, path, { time: new Date('2026-11-24T10:00:00Z') });
}

/** The tariff of HS 7208.52.00, the same for every sample shipment: 0.223 x its declared value. */
async function expectTariff(page: Page, value: string, tax: string) {
  await expect(tariff(page)).toContainText('HS 7208.52.00');
  await expect(tariff(page).locator('[data-field="duty"] dd')).toHaveText('3.2%');
  await expect(tariff(page).locator('[data-field="vat"] dd')).toHaveText('19%');
  await expect(tariff(page).locator('[data-field="fees"] dd')).toHaveText('0%');
  await expect(page.getByTestId('customs-total-tax')).toContainText(`${s.tariff.total}${tax}`);
  await expect(page.getByTestId('customs-total-tax')).toContainText(`0.223 × declared value of ${value}`);
}

test('the list, the first shipment’s figures, tariff and documents, the print view and Track Status; another shipment selected and one opened by the URL; Submit Declaration waits for approved documents; Pay Duties confirms once', async ({
  page,
}) => {
  test.slow(); // axe runs twice on a shared 2-core machine
  await gotoReady(page, route);
  await test.step('the list with the first shipment selected: its detail figures, tariff and required documents', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('customsClearance'));
    const items = page.getByRole('list', { name: s.list.listLabel }).getByRole('button');
    await expect(items).toHaveCount(3);
    await expect(shipmentButton(page, 'CC-2026-001')).toHaveAttribute('aria-pressed', 'true');
    await expect(shipmentButton(page, 'CC-2026-002')).toHaveAttribute('aria-pressed', 'false');
    await expect(shipmentButton(page, 'CC-2026-001')).toContainText('Customs Review');
    await expect(shipmentButton(page, 'CC-2026-002')).toContainText('Cleared');
    await expect(shipmentButton(page, 'CC-2026-001')).toContainText('SDR 125,000.00');

    await expect(detail(page)).toContainText('Steel coils');
    await expect(detail(page)).toContainText(
      'SH-2026-006 · CC-2026-001 · Shanghai, China → Hamburg, Germany',
    );
    await expect(detail(page)).toContainText('Customs Review');
    await expect(field(page, 'hsCode')).toHaveText('7208.52.00');
    await expect(field(page, 'value')).toHaveText('SDR 125,000.00');
    await expect(field(page, 'weight')).toHaveText('250,000 kg');
    await expect(field(page, 'documentsStatus')).toHaveText(s.documentsStatus.incomplete);
    await expect(field(page, 'estimatedClearance')).toHaveText('Dec 23, 2026');
    // The shipment it clears, a link to it on the IoT tracker.
    await expect(field(page, 'shipment').getByRole('link', { name: 'SH-2026-006' })).toHaveAttribute(
      'href',
      '/iot-logistics?shipment=SH-2026-006',
    );
    await test.step('the tariff', () => expectTariff(page, 'SDR 125,000.00', 'SDR 27,875.00'));
    await test.step('required documents: approved, pending and other statuses', async () => {
      await expect(documents(page)).toHaveCount(5);
      const expected = [
        ['Commercial invoice', 'Required', 'Approved', 'success'],
        ['Bill of lading', 'Required', 'Approved', 'success'],
        ['Certificate of origin', 'Required', 'Pending', 'warning'],
        ['Packing list', 'Required', 'Pending', 'warning'],
        ['Insurance certificate', 'Optional', 'Rejected', 'danger'],
      ] as const;
      for (const [index, [name, requirement, status, tone]] of expected.entries()) {
        const item = documents(page).nth(index);
        await expect(item).toContainText(name);
        await expect(item).toContainText(requirement);
        await expect(item).toContainText(status);
        await expect(item).toHaveAttribute('data-tone', tone);
      }
    });
    await expectNoAxeViolations(page);
  });
  await test.step('print view: only the declaration prints, with its figures and documents', async () => {
    const sheet = page.locator('[data-print-view="customs-declaration"]');
    await expect(sheet).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    // The list is hidden in print, so the declaration takes the whole width, not the detail column.
    expect((await sheet.boundingBox())?.width).toBeGreaterThan(1000);
    await expect(sheet.getByRole('heading', { name: 'Customs declaration CC-2026-001' })).toBeVisible();
    for (const [label, value] of [
      ['Shipment', 'SH-2026-006'],
      ['Product', 'Steel coils'],
      ['Route', 'Shanghai, China → Hamburg, Germany'],
      ['Status', 'Customs Review'],
      ['HS code', '7208.52.00'],
      ['Declared value', 'SDR 125,000.00'],
      ['Duty rate', '3.2%'],
      ['VAT', '19%'],
      ['Additional fees', '0%'],
      ['Estimated total tax', 'SDR 27,875.00'],
    ]) {
      await expect(sheet.getByRole('row', { name: `${label} ${value}`, exact: true })).toBeVisible();
    }
    await expect(sheet.getByRole('row', { name: 'Certificate of origin Pending' })).toBeVisible();
    await expect(page.getByRole('region', { name: s.tariff.heading })).toBeHidden();
    await expect(page.getByRole('list', { name: s.list.listLabel })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
  });
  await test.step('Track Status: the clearance timeline of a shipment in review and of a cleared one', async () => {
    await button(page, s.actions.track).click();
    const dialog = page.getByRole('dialog', { name: s.track.title });
    await expect(dialog).toContainText('CC-2026-001 · Steel coils');
    const steps = dialog.getByRole('list', { name: s.track.label }).locator(':scope > li');
    // Filed before its shipment SH-2026-006 arrives: the goods are not in yet.
    await expect(steps).toHaveText([
      /Goods arrived at port\s*In progress/,
      /Declaration submitted\s*Upcoming/,
      /Duties paid\s*Upcoming/,
      /Customs review completed\s*Upcoming/,
      /Cleared for release\s*Upcoming/,
    ]);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: s.track.close, exact: true }).last().click();
    await expect(dialog).toHaveCount(0);

    await shipmentButton(page, 'CC-2026-002').click();
    await button(page, s.actions.track).click();
    await expect(page.getByRole('dialog').locator('li[data-state="done"]')).toHaveCount(5);
  });
  await test.step('selecting another shipment highlights it, shows its detail and tariff and goes into the URL; Submit Declaration is disabled until every required document is approved', async () => {
    // Track Status closed and the first shipment selected again, as on load.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shipmentButton(page, 'CC-2026-001').click();
    await expect(shipmentButton(page, 'CC-2026-001')).toHaveAttribute('aria-pressed', 'true');
    await test.step('selecting another shipment highlights it, shows its detail and tariff and goes into the URL', async () => {
      await shipmentButton(page, 'CC-2026-002').click();
      await expect(page).toHaveURL(/\?shipment=SH-2026-009$/);
      await expect(shipmentButton(page, 'CC-2026-002')).toHaveAttribute('aria-pressed', 'true');
      await expect(shipmentButton(page, 'CC-2026-001')).toHaveAttribute('aria-pressed', 'false');
      await expect(detail(page)).toContainText('Steel plates');
      await expect(detail(page)).toContainText('Cleared');
      await expect(field(page, 'value')).toHaveText('SDR 86,500.00');
      await expect(field(page, 'weight')).toHaveText('173,000 kg');
      await expect(field(page, 'documentsStatus')).toHaveText(s.documentsStatus.complete);
      await expect(field(page, 'estimatedClearance')).toHaveText('Nov 19, 2026');
      await expectTariff(page, 'SDR 86,500.00', 'SDR 19,289.50');
      // The URL opens the shipment it names; an unknown or hostile value falls back to the first.
      await gotoReady(page, `${route}?shipment=CC-2026-003`);
      await expect(detail(page)).toContainText('Steel sheets for shipbuilding');
      await expectTariff(page, 'SDR 240,000.00', 'SDR 53,520.00');
      await gotoReady(page, `${route}?shipment=%3Cscript%3E`);
      await expect(shipmentButton(page, 'CC-2026-001')).toHaveAttribute('aria-pressed', 'true');
    });
    await test.step('Submit Declaration: disabled until every required document is approved', async () => {
      await expect(button(page, s.actions.submit)).toBeDisabled();
      await expect(actions(page)).toContainText('Waiting for: Certificate of origin, Packing list.');
      await shipmentButton(page, 'CC-2026-002').click();
      await expect(button(page, s.actions.submit)).toBeDisabled();
      await expect(page.getByTestId('customs-confirmation')).toHaveText(
        'The declaration for SH-2026-009 was submitted and the goods are cleared.',
      );
      await shipmentButton(page, 'CC-2026-003').click();
      // Every required document approved (the optional insurance certificate is still pending).
      await expect(button(page, s.actions.submit)).toBeEnabled();
      await expect(actions(page)).not.toContainText('Waiting for');
    });
  });
  await test.step('Pay Duties: shows the amount, confirms once', async () => {
    // The first shipment selected again, as on load.
    await shipmentButton(page, 'CC-2026-001').click();
    await expect(shipmentButton(page, 'CC-2026-001')).toHaveAttribute('aria-pressed', 'true');
    await button(page, s.actions.pay).click();
    const dialog = page.getByRole('dialog', { name: s.pay.title });
    await expect(dialog).toContainText('Duties and taxes for SH-2026-006 (Steel coils)');
    await expect(dialog.getByTestId('customs-pay-amount')).toHaveText('SDR 27,875.00');
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: s.pay.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button(page, s.actions.pay)).toBeEnabled();
    await button(page, s.actions.pay).click();
    await page.getByRole('dialog').getByRole('button', { name: s.pay.confirm }).click();
    await expect(
      toasts(page).filter({ hasText: 'Duties of SDR 27,875.00 paid for SH-2026-006' }),
    ).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(actions(page)).toContainText('Duties of SDR 27,875.00 paid.');
    await expect(button(page, s.actions.pay)).toBeDisabled();
    // A cleared shipment's duties were paid already.
    await shipmentButton(page, 'CC-2026-002').click();
    await expect(button(page, s.actions.pay)).toBeDisabled();
    await expect(actions(page)).toContainText('Duties of SDR 19,289.50 paid.');
  });
});

/**
 * A keyboard user acts once the dialog has taken focus: by then it listens for Escape. Pressing it the
 * instant the dialog is painted could come before its listeners are attached on a busy machine.
 */
async function expectFocusInDialog(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
}

test('Upload Document refuses empty, huge and wrong files and adds a good one as pending; keyboard only: select a shipment, pick a file, open and close the dialogs', async ({
  page,
}) => {
  await openWithClock(page);
  await test.step('Upload Document: a good file joins as pending; empty, huge and wrong files are refused', async () => {
    const panel = documentsPanel(page);
    await expect(panel).toContainText('PDF, PNG, JPG, DOC, DOCX, XLSX or CSV, up to 10 MB');

    await fileInput(page).setInputFiles({
      name: 'blank.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    await expect(panel.getByRole('alert')).toHaveText(
      'blank.pdf is empty (0 bytes). Choose a file with content.',
    );
    await fileInput(page).setInputFiles(fileOfSize('scan.pdf', 11 * 1024 * 1024));
    await expect(panel.getByRole('alert')).toHaveText('scan.pdf is 11 MB: files can be at most 10 MB.');
    await fileInput(page).setInputFiles({
      name: '<b>setup</b>.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(panel.getByRole('alert')).toHaveText(
      '<b>setup</b>.exe is not a supported type. Use PDF, PNG, JPG, DOC, DOCX, XLSX or CSV.',
    );
    await expect(documents(page)).toHaveCount(5);

    await fileInput(page).setInputFiles({
      name: 'import-permit.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7 permit'),
    });
    const progress = panel.getByRole('progressbar', { name: s.upload.progress });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(panel.getByRole('status')).toHaveText('Uploading import-permit.pdf…');
    await expect(documents(page)).toHaveCount(5);
    await page.clock.runFor(300);
    await expect(progress).toHaveAttribute('aria-valuenow', '20');
    await page.clock.runFor(1200);
    await expect(panel.getByRole('status')).toHaveText(
      'import-permit.pdf was added to the documents as pending.',
    );
    await expect(documents(page)).toHaveCount(6);
    const added = documents(page).last();
    await expect(added).toContainText('import-permit.pdf');
    await expect(added).toContainText('Pending');
    await expect(added).toContainText('Optional');
    await expect(toasts(page).filter({ hasText: 'import-permit.pdf uploaded for SH-2026-006' })).toHaveCount(
      1,
    );
    // The uploaded file stays with its shipment when the member looks at another and comes back.
    await shipmentButton(page, 'CC-2026-003').click();
    await expect(documents(page)).toHaveCount(5);
    await shipmentButton(page, 'CC-2026-001').click();
    await expect(documents(page).last()).toContainText('import-permit.pdf');
  });
  await test.step('keyboard only: select a shipment, pick a file, open and close the dialogs', async () => {
    await shipmentButton(page, 'CC-2026-001').focus();
    await page.keyboard.press('Tab');
    await expect(shipmentButton(page, 'CC-2026-002')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(shipmentButton(page, 'CC-2026-003')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shipmentButton(page, 'CC-2026-003')).toHaveAttribute('aria-pressed', 'true');
    await expect(detail(page)).toContainText('Steel sheets for shipbuilding');

    // Ask for the file chooser before anything else: Playwright turns its interception on asynchronously,
    // and a chooser opened before that is missed.
    const chooser = page.waitForEvent('filechooser');
    // The file input is reachable by Tab and shows its focus on the visible Upload Document label.
    const input = fileInput(page);
    await input.focus();
    await expect(input).toBeFocused();
    const outline = await page
      .locator('label[for="customs-upload-input"]')
      .evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'permit.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(documentsPanel(page)).toContainText('Uploading permit.png');
    await page.clock.runFor(1500);
    await expect(documents(page).last()).toContainText('permit.png');

    await button(page, s.actions.submit).focus();
    await page.keyboard.press('Enter');
    for (let step = 0; step < 4; step += 1) await page.clock.runFor(400);
    await expect(page.getByTestId('customs-confirmation')).toContainText('SH-2026-010 submitted');

    // Each dialog opens with Enter, takes the focus, closes with Esc and hands it back to its button.
    for (const { action, title } of [
      { action: s.actions.pay, title: s.pay.title },
      { action: s.actions.track, title: s.track.title },
    ]) {
      await button(page, action).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectFocusInDialog(page);
      await page.keyboard.press('Escape');
      // Until the dialog has gone, the page behind it is hidden from the accessibility tree.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Radix hands focus back on a zero-delay timer: step the paused clock past it.
      await page.clock.runFor(10);
      await expect(button(page, action)).toBeFocused();
    }
  });
});

test('leaving the screen mid-submit stops it visibly and leaves no error; back on it, Submit Declaration shows a progress on the clock, then the confirmation', async ({
  page,
}) => {
  await openWithClock(page, `${route}?shipment=CC-2026-003`);
  await test.step('leaving the screen mid-submit stops it visibly and leaves no error', async () => {
    await button(page, s.actions.submit).click();
    await page.clock.runFor(400);
    await expect(actions(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await screenShown(page, 'dashboard');
    // The shell says what stopped, with View back to the shipment.
    const stopped = toasts(page).filter({
      hasText: common.notifications.items.declarationCancelled.replace('{{shipment}}', 'CC-2026-003'),
    });
    await expect(stopped).toBeVisible();
    await stopped.getByRole('button', { name: common.notifications.view }).click();
    await expect(page).toHaveURL(/\/customs-clearance\?shipment=CC-2026-003$/);
    await page.clock.runFor(5000);
    // A fresh declaration: nothing was submitted while away.
    await expect(button(page, s.actions.submit)).toBeEnabled();
    await expect(page.getByTestId('customs-confirmation')).toHaveCount(0);
  });
  await test.step('Submit Declaration: a progress on the clock, then the confirmation', async () => {
    await button(page, s.actions.submit).click();
    const progress = actions(page).getByRole('progressbar', { name: s.actions.progress });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(button(page, s.actions.submitting)).toBeDisabled();
    await page.clock.runFor(400);
    await expect(progress).toHaveAttribute('aria-valuenow', '25');
    await expect(actions(page)).toContainText('Submitting declaration… 25%');
    await page.clock.runFor(400);
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await page.clock.runFor(400);
    await expect(progress).toHaveAttribute('aria-valuenow', '75');
    await expect(page.getByTestId('customs-confirmation')).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId('customs-confirmation')).toHaveText(
      'Declaration for SH-2026-010 submitted. Reference DEC-CC-2026-003.',
    );
    await expect(button(page, s.actions.submit)).toBeDisabled();
    // Track Status now shows the declaration done.
    await button(page, s.actions.track).click();
    const steps = page.getByRole('list', { name: s.track.label }).locator(':scope > li');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'done');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  });
});

/** Holds back the chunks whose file name matches until `release()` is called. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (held: Route) => {
    await released;
    await held.continue();
  });
  return release;
}

test('Print pressed before the print view has loaded prints it once it has', async ({ page }) => {
  const release = await holdChunk(page, /\/assets\/DeclarationPrintView-[^/]*\.js$/);
  // What was on the page each time the browser was asked to print.
  await page.addInitScript(() => {
    const printed: number[] = [];
    Object.assign(window, { printed });
    window.print = () => {
      printed.push(document.querySelectorAll('[data-print-view="customs-declaration"]').length);
    };
  });
  await gotoReady(page, route);
  await button(page, s.actions.print).click();
  const printed = () => page.evaluate(() => (window as unknown as { printed: number[] }).printed);
  expect(await printed()).toEqual([]);
  release();
  await expect.poll(printed).toEqual([1]);
  // Once it is here, Print prints at once.
  await button(page, s.actions.print).click();
  await expect.poll(printed).toEqual([1, 1]);
});

test('what the member did shows when the screen is opened again, and Track Status reads the same', async ({
  page,
}) => {
  const shipment = resolveCustomsShipment('CC-2026-003', customsShipments(worldAnchorDay))!;
  const record = structuredClone(sampleMemberRecord());
  record.customs = {
    uploads: [
      {
        shipmentId: shipment.id,
        document: uploadedDocument(`${shipment.id}-U1`, 'import-permit.pdf'),
        at: '2026-11-22T09:00:00.000Z',
      },
    ],
    declarations: [{ shipmentId: shipment.id, status: 'submitted', at: '2026-11-22T09:30:00.000Z' }],
  };
  record.ledger = [dutyEntry(shipment, dutyCents(shipment)!, '2026-11-22T10:00:00.000Z')];
  await gotoReady(page, route);
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key as string, text as string),
    [memberRecordKey, JSON.stringify(record)],
  );
  await gotoReady(page, `${route}?shipment=CC-2026-003`);
  const expectDone = async () => {
    await expect(documents(page)).toHaveCount(6);
    await expect(documents(page).last()).toContainText('import-permit.pdf');
    await expect(page.getByTestId('customs-confirmation')).toHaveText(
      'Declaration for SH-2026-010 submitted. Reference DEC-CC-2026-003.',
    );
    await expect(button(page, s.actions.submit)).toBeDisabled();
    await expect(actions(page)).toContainText('Duties of SDR 53,520.00 paid.');
    await expect(button(page, s.actions.pay)).toBeDisabled();
  };
  await expectDone();
  // Track Status: its timeline reads the same from the store.
  await button(page, s.actions.track).click();
  const steps = page.getByRole('list', { name: s.track.label }).locator(':scope > li');
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(2)).toHaveAttribute('data-state', 'done');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectDone();
});

test('390 px and Arabic: right-to-left, translated, nothing overflows', async ({ page }) => {
  test.slow(); // axe runs on a shared 2-core machine
  const ar = readLocale<Strings>('ar', 'customsClearance');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await gotoReady(page, route);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('customsClearance', 'ar'));
  await expect(shipmentButton(page, 'CC-2026-001')).toContainText(ar.status.customsReview);
  await expect(page.getByRole('region', { name: ar.tariff.heading })).toContainText('27,875.00 SDR');
  await expect(page.getByRole('button', { name: ar.actions.submit, exact: true })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The selected item's thick edge is on the inline start: the right in Arabic.
  const edge = await shipmentButton(page, 'CC-2026-001').evaluate((item) => {
    const style = getComputedStyle(item);
    return [style.borderRightWidth, style.borderLeftWidth];
  });
  expect(edge).toEqual(['4px', '1px']);
  await page.getByRole('button', { name: ar.actions.track, exact: true }).click();
  await expect(page.getByRole('dialog', { name: ar.track.title })).toContainText(ar.track.steps.arrived);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});

test('390 px English: nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, route);
  await expect(field(page, 'hsCode')).toHaveText('7208.52.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('upload, submit and pay duties are kept: another route, back, reload', async ({ page }) => {
  test.slow(); // many steps on a shared 2-core machine
  await openWithClock(page, `${route}?shipment=CC-2026-003`);
  await fileInput(page).setInputFiles({
    name: 'import-permit.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 permit'),
  });
  // The upload runs on the clock once it has started (its machine loads with the first file picked).
  await expect(documentsPanel(page)).toContainText('Uploading import-permit.pdf');
  await page.clock.runFor(1500);
  await expect(documents(page).last()).toContainText('import-permit.pdf');
  await button(page, s.actions.submit).click();
  for (let step = 0; step < 4; step += 1) await page.clock.runFor(400);
  await expect(page.getByTestId('customs-confirmation')).toHaveText(
    'Declaration for SH-2026-010 submitted. Reference DEC-CC-2026-003.',
  );
  await button(page, s.actions.pay).click();
  const dialog = page.getByRole('dialog', { name: s.pay.title });
  await expect(dialog.getByTestId('customs-pay-amount')).toHaveText('SDR 53,520.00');
  await dialog.getByRole('button', { name: s.pay.confirm }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: 'Duties of SDR 53,520.00 paid for SH-2026-010' })).toHaveCount(
    1,
  );

  const expectKept = async () => {
    await expect(shipmentButton(page, 'CC-2026-003')).toHaveAttribute('aria-pressed', 'true');
    await expect(documents(page)).toHaveCount(6);
    await expect(documents(page).last()).toContainText('import-permit.pdf');
    await expect(documents(page).last()).toContainText('Pending');
    await expect(page.getByTestId('customs-confirmation')).toHaveText(
      'Declaration for SH-2026-010 submitted. Reference DEC-CC-2026-003.',
    );
    await expect(button(page, s.actions.submit)).toBeDisabled();
    await expect(actions(page)).toContainText('Duties of SDR 53,520.00 paid.');
    await expect(button(page, s.actions.pay)).toBeDisabled();
    await button(page, s.actions.track).click();
    const steps = page.getByRole('list', { name: s.track.label }).locator(':scope > li');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'done');
    await expect(steps.nth(2)).toHaveAttribute('data-state', 'done');
    await expect(steps.nth(2)).toContainText(s.track.steps.dutiesPaid);
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await expectKept();
  // Another shipment is untouched.
  await shipmentButton(page, 'CC-2026-001').click();
  await expect(documents(page)).toHaveCount(5);
  await expect(button(page, s.actions.pay)).toBeEnabled();
  await shipmentButton(page, 'CC-2026-003').click();

  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenShown(page, 'dashboard');
  await page.goBack();
  await expect(page).toHaveURL(/\?shipment=SH-2026-010$/);
  await expectKept();
  await page.reload();
  await expectKept();
});

test('duties above the available balance are refused with a message and never paid', async ({ page }) => {
  await gotoReady(page, route);
  // The member spent SDR 100,000 earlier: SDR 10,430.50 is left to spend, duties are SDR 27,875.00.
  const record = structuredClone(sampleMemberRecord());
  record.ledger = [
    {
      id: 'PAY-0001',
      kind: 'payment',
      direction: 'out',
      amountCents: 10_000_000,
      feeCents: 0,
      counterparty: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      reference: '',
      at: '2026-11-20T10:00:00.000Z',
      status: 'completed',
      method: 'srd',
    },
  ];
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key as string, text as string),
    [memberRecordKey, JSON.stringify(record)],
  );
  await reloadReady(page);
  await button(page, s.actions.pay).click();
  const dialog = page.getByRole('dialog', { name: s.pay.title });
  await expect(dialog.getByTestId('customs-pay-amount')).toHaveText('SDR 27,875.00');
  await expect(dialog.getByTestId('customs-pay-funds')).toHaveText(
    'Not enough available: the duties of SDR 27,875.00 are above your available balance of SDR 10,430.50.',
  );
  const confirm = dialog.getByRole('button', { name: s.pay.confirm });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(/available balance of SDR\s10,430\.50/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: s.pay.cancel }).click();
  await expect(actions(page)).not.toContainText('paid');
  await reloadReady(page);
  await button(page, s.actions.pay).click();
  await expect(page.getByRole('dialog').getByTestId('customs-pay-funds')).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), memberRecordKey);
  expect(stored).not.toContain('DUTY-');
});
