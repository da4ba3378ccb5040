/**
 * A link to a shipment opens the view where it is visible and marks it there: the item is the current
 * one (`aria-current`, and selected where the list selects), scrolled into view, and named in a polite
 * status: the IoT tracker's overview and live map, shipping, customs (by the shipment's one id or the
 * declaration's own), production and quality. The IoT tracker titles each shipment with its one id and
 * shows its tracking number beside it; customs leads each declaration with its shipment's one id. In
 * Arabic at 390 px, an id in a sentence stays one unit: one line box, its `#` on the digits' line (the
 * wallet, customs and its Pay Duties dialog, the IoT tracker's tabs, the deal maker, a payment's status).
 */
import type { Locator, Page } from '@playwright/test';
import type enCommon from '../../public/locales/en/common.json';
import type enCustoms from '../../public/locales/en/customsClearance.json';
import type enPayments from '../../public/locales/en/paymentProcessing.json';
import { customsShipments } from '../../src/data/customsClearance';
import { shipments } from '../../src/data/iotLogistics';
import { productionOrders } from '../../src/data/productionMonitoring';
import { qualityReports } from '../../src/data/qualityControl';
import { shipmentOfBatch } from '../../src/data/shipments';
import { expect, gotoReady, openOnPausedClock, readLocale, routeTitle, test } from './fixtures';
import { worldAnchorDay } from '../../src/data/worldAnchor';

// The browser tests' own code pins today to the anchor: the IoT tracker's shipments as written.
const trackedShipments = shipments(worldAnchorDay);

const common = readLocale<typeof enCommon>('en', 'common');
const announced = (id: string) => common.linked.shipment.replace('{{id}}', id);
const linkedStatus = (page: Page) => page.locator('[data-linked-status]');

/** The one item marked current, in view, and the status that names it. */
async function expectMarked(page: Page, item: Locator, id: string) {
  await expect(item).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-current="true"]:not(nav *)')).toHaveCount(1);
  await expect(item).toBeInViewport();
  await expect(linkedStatus(page)).toHaveText(announced(id));
  await expect(linkedStatus(page)).toHaveAttribute('aria-live', 'polite');
}

const steel = trackedShipments.find((shipment) => shipment.id === 'SH-2026-006')!;
/** The last item of a list whose batch ships as a shipment: the one furthest down, so the scroll shows. */
const lastShipped = <T extends { batch: string }>(items: readonly T[]) => {
  const item = items.findLast((candidate) => shipmentOfBatch(candidate.batch, worldAnchorDay));
  return { item: item!, shipmentId: shipmentOfBatch(item!.batch, worldAnchorDay)!.id };
};

test.describe('a shipment link marks the shipment where it lands', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the IoT tracker’s overview, from a production batch', async ({ page }) => {
    await gotoReady(page, '/production-monitoring');
    await page.locator('[data-field="shipment"] dd').getByRole('link', { name: steel.id }).click();
    await expect(page).toHaveURL(`/iot-logistics?shipment=${steel.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('iotLogistics'));
    const card = page.locator(`li[data-shipment="${steel.id}"]`);
    await expectMarked(page, card, steel.id);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(steel.id);
    await expect(card).toContainText(steel.trackingNumber);
  });

  test('the IoT tracker’s overview, from a quality report', async ({ page }) => {
    await gotoReady(page, '/quality-control');
    await page.locator('[data-field="shipment"] dd').getByRole('link', { name: steel.id }).click();
    await expect(page).toHaveURL(`/iot-logistics?shipment=${steel.id}`);
    await expectMarked(page, page.locator(`li[data-shipment="${steel.id}"]`), steel.id);
  });

  test('the IoT tracker’s overview, opened from the address, marked at the first visible frame', async ({
    page,
  }) => {
    const last = trackedShipments.at(-1)!;
    // Records the item's mark at the moment the page stops being hidden (data-pending removed).
    await page.addInitScript((id) => {
      new MutationObserver((_, observer) => {
        const root = document.documentElement;
        if (root.hasAttribute('data-pending')) return;
        observer.disconnect();
        const item = document.querySelector(`li[data-shipment="${id}"]`);
        root.dataset.markedAtReveal = item?.getAttribute('aria-current') ?? 'none';
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-pending'] });
    }, last.id);
    await gotoReady(page, `/iot-logistics?shipment=${last.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-marked-at-reveal', 'true');
    await expectMarked(page, page.locator(`li[data-shipment="${last.id}"]`), last.id);
  });

  test('the IoT tracker’s live map, from the address (a sensor notification’s link)', async ({ page }) => {
    const last = trackedShipments.at(-1)!;
    await gotoReady(page, `/iot-logistics?tab=map&shipment=${last.id}`);
    const item = page.locator(`button[data-shipment="${last.id}"]`);
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expectMarked(page, item, last.id);
    // The list and the detail name the shipment by its one id, the tracking number beside it.
    await expect(item).toContainText(last.id);
    await expect(item.locator('[data-tracking-number]')).toContainText(last.trackingNumber);
    const detail = page.locator(`[data-shipment-detail="${last.id}"]`);
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText(last.id);
    await expect(detail.locator('[data-tracking-number]')).toContainText(last.trackingNumber);
    // Another shipment chosen: the address names it, and the mark moves to it.
    const first = trackedShipments[0]!;
    await page.locator(`button[data-shipment="${first.id}"]`).click();
    await expect(page).toHaveURL(`/iot-logistics?tab=map&shipment=${first.id}`);
    await expectMarked(page, page.locator(`button[data-shipment="${first.id}"]`), first.id);
  });

  test('customs, from the address, by the shipment’s one id', async ({ page }) => {
    await gotoReady(page, '/customs-clearance?shipment=SH-2026-010');
    const item = page.locator('[data-shipment="CC-2026-003"]');
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expectMarked(page, item, 'SH-2026-010');
    // The shipment's one id leads the item, the declaration's own id beside it.
    await expect(item).toContainText(/^SH-2026-010\s*CC-2026-003/);
    // Another item chosen: the address names it by its shipment's one id.
    const first = customsShipments(worldAnchorDay)[0]!;
    await page.locator(`[data-shipment="${first.id}"]`).click();
    await expect(page).toHaveURL(`/customs-clearance?shipment=${first.shipmentId}`);
  });

  test('customs, from a declaration’s own id (the shell’s notifications)', async ({ page }) => {
    await gotoReady(page, '/customs-clearance?shipment=CC-2026-003');
    const item = page.locator('[data-shipment="CC-2026-003"]');
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expectMarked(page, item, 'SH-2026-010');
  });

  test('production monitoring, from the address', async ({ page }) => {
    const { item: order, shipmentId } = lastShipped(productionOrders(worldAnchorDay));
    await gotoReady(page, `/production-monitoring?shipment=${shipmentId}`);
    const item = page.locator(`button[data-order="${order.id}"]`);
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expectMarked(page, item, shipmentId);
    await expect(page.locator('[data-field="shipment"] dd')).toContainText(shipmentId);
  });

  test('quality control, from the address', async ({ page }) => {
    const { item: report, shipmentId } = lastShipped(qualityReports(worldAnchorDay));
    await gotoReady(page, `/quality-control?shipment=${shipmentId}`);
    const item = page.locator(`button[data-report="${report.id}"]`);
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expectMarked(page, item, shipmentId);
    await expect(page.locator('[data-field="shipment"] dd')).toContainText(shipmentId);
  });

  test('the IoT tracker, from customs', async ({ page }) => {
    await gotoReady(page, '/customs-clearance');
    await page.getByRole('link', { name: steel.id }).click();
    await expect(page).toHaveURL(`/iot-logistics?shipment=${steel.id}`);
    await expectMarked(page, page.locator(`li[data-shipment="${steel.id}"]`), steel.id);
  });

  test('shipping, from the IoT tracker', async ({ page }) => {
    await gotoReady(page, '/iot-logistics?tab=map');
    const first = trackedShipments.find((shipment) => shipment.id === 'SH-2026-001')!;
    await page.getByRole('button', { name: new RegExp(first.trackingNumber) }).click();
    await page
      .locator('[data-shipment-detail]')
      .getByRole('link', {
        name: readLocale<{ facts: { screens: { shipping: string } } }>('en', 'iotLogistics').facts.screens
          .shipping,
      })
      .click();
    await expect(page).toHaveURL(`/shipping-logistics?shipment=${first.id}`);
    const item = page.locator(`[data-shipment="${first.id}"]`);
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expectMarked(page, item, first.id);
  });

  test('shipping, from the address, the last shipment of the list', async ({ page }) => {
    await gotoReady(page, '/shipping-logistics?shipment=SH-2026-004');
    const item = page.locator('[data-shipment="SH-2026-004"]');
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expectMarked(page, item, 'SH-2026-004');
  });
});

/** Every id in a sentence on the page: its text sits in one line box, the `#` on the digits' line. */
async function idLineBoxes(page: Page) {
  return page.locator('bdi[data-id-text]').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const text = element.textContent ?? '';
        const hash = text.startsWith('#');
        let sameLine = true;
        if (hash && element.firstChild) {
          const first = document.createRange();
          first.setStart(element.firstChild, 0);
          first.setEnd(element.firstChild, 1);
          const last = document.createRange();
          last.setStart(element.firstChild, text.length - 1);
          last.setEnd(element.firstChild, text.length);
          sameLine =
            Math.round(first.getBoundingClientRect().top) === Math.round(last.getBoundingClientRect().top);
        }
        return { text, lines: tops.size, hash, sameLine };
      }),
  );
}

test.describe('in Arabic at 390 px an id in a sentence stays whole', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  });

  /** Every id in a sentence on the page is whole; those named are among them. */
  async function expectWholeIds(page: Page, named: readonly string[] = []) {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('bdi[data-id-text]').first()).toBeVisible();
    const boxes = await idLineBoxes(page);
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box, box.text).toMatchObject({ lines: 1, sameLine: true });
    }
    const texts = boxes.map((box) => box.text);
    for (const id of named) expect(texts).toContain(id);
  }

  const pages: readonly [string, readonly string[]][] = [
    ['/srd-wallet', ['#SH-2026-009']],
    ['/srd-wallet?tab=history', []],
    ['/customs-clearance?shipment=SH-2026-009', ['SH-2026-009', 'CC-2026-002']],
    ['/iot-logistics', [steel.trackingNumber]],
    [`/iot-logistics?tab=map&shipment=${steel.id}`, [steel.trackingNumber]],
    ['/iot-logistics?tab=sensors', [steel.trackingNumber]],
    ['/iot-logistics?tab=alerts', [trackedShipments.at(-1)!.trackingNumber]],
    ['/iot-logistics?tab=blockchain', [trackedShipments[0]!.trackingNumber]],
    ['/deal-maker', ['DL-0420']],
  ];
  for (const [path, named] of pages) {
    test(path, async ({ page }) => {
      await gotoReady(page, path);
      await expectWholeIds(page, named);
    });
  }

  test('/customs-clearance, the Pay Duties dialog', async ({ page }) => {
    const ar = readLocale<typeof enCustoms>('ar', 'customsClearance');
    await gotoReady(page, '/customs-clearance');
    await page.getByRole('button', { name: ar.actions.pay, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ar.pay.title });
    await expect(dialog.locator('bdi[data-id-text]')).toHaveText(['SH-2026-006']);
    await expectWholeIds(page, ['SH-2026-006']);
  });

  test('/payment-processing, the status of a payment being processed', async ({ page }) => {
    const ar = readLocale<typeof enPayments>('ar', 'paymentProcessing');
    await openOnPausedClock(page, '/payment-processing', {
      ready: (p) => p.getByRole('textbox', { name: ar.form.amount, exact: true }),
    });
    await page.getByRole('textbox', { name: ar.form.amount, exact: true }).fill('1500');
    await page.getByRole('textbox', { name: ar.form.to }).fill('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    await page.getByRole('button', { name: ar.form.process }).click();
    const status = page.locator('p[role="status"][data-state]');
    await expect(status).toHaveText(ar.form.status.processing.replace('{{id}}', 'PAY-0001'));
    await expect(status.locator('bdi[data-id-text]')).toHaveText('PAY-0001');
    await expectWholeIds(page, ['PAY-0001']);
  });
});
