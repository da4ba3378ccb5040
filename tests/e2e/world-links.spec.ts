/**
 * Links between screens open the item selected: a production batch's and a quality report's shipment
 * open it on the IoT tracker (the screen that shows the batch's shipment), and the tracker's link to
 * Shipping & Logistics opens the shipment selected there.
 */
import type { Page } from '@playwright/test';
import type enIot from '../../public/locales/en/iotLogistics.json';
import { shipments } from '../../src/data/iotLogistics';
import { productionOrders } from '../../src/data/productionMonitoring';
import { qualityReports } from '../../src/data/qualityControl';
import { shipmentOfBatch } from '../../src/data/shipments';
import { expect, gotoReady, readLocale, routeTitle, test } from './fixtures';
import { worldAnchorDay } from '../../src/data/worldAnchor';

// The browser tests' own code pins today to the anchor: the IoT tracker's shipments as written.
const trackedShipments = shipments(worldAnchorDay);

const iot = readLocale<typeof enIot>('en', 'iotLogistics');

/** The shipment that carries a batch; the sample data ships the first order's and report's batch. */
function shipmentOf(batch: string) {
  const shipment = shipmentOfBatch(batch, worldAnchorDay);
  if (!shipment) throw new Error(`batch ${batch} does not ship`);
  const tracked = trackedShipments.find((item) => item.id === shipment.id);
  if (!tracked) throw new Error(`${shipment.id} is not on the IoT tracker`);
  return tracked;
}

const mapDetail = (page: Page) => page.locator('[data-shipment-detail]');

/** On the tracker's Live Map, the shipment is the selected one: its detail and its pressed button. */
async function expectSelectedOnTracker(page: Page, id: string, trackingNumber: string) {
  await expect(page).toHaveURL(`/iot-logistics?shipment=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('iotLogistics'));
  await page.getByRole('tab', { name: iot.tabs.map, exact: true }).click();
  await expect(mapDetail(page)).toContainText(trackingNumber);
  await expect(page.getByRole('button', { name: new RegExp(trackingNumber) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('a production batch’s shipment link opens the IoT tracker with that shipment selected', async ({
  page,
}) => {
  const order = productionOrders(worldAnchorDay)[0]!;
  const shipment = shipmentOf(order.batch);
  await gotoReady(page, '/production-monitoring');
  const link = page.locator('[data-field="shipment"] dd').getByRole('link', { name: shipment.id });
  await expect(link).toBeVisible();
  await link.click();
  await expectSelectedOnTracker(page, shipment.id, shipment.trackingNumber);
});

test('a quality report’s shipment link opens the IoT tracker with that shipment selected', async ({
  page,
}) => {
  const report = qualityReports(worldAnchorDay)[0]!;
  const shipment = shipmentOf(report.batch);
  await gotoReady(page, '/quality-control');
  const link = page.locator('[data-field="shipment"] dd').getByRole('link', { name: shipment.id });
  await expect(link).toBeVisible();
  await link.click();
  await expectSelectedOnTracker(page, shipment.id, shipment.trackingNumber);
});

test('the IoT tracker’s shipment link opens Shipping & Logistics with that shipment selected', async ({
  page,
}) => {
  // The one tracked shipment that Shipping & Logistics lists too; the address must carry it there.
  const shipment = trackedShipments.find((item) => item.id === 'SH-2026-001')!;
  await gotoReady(page, '/iot-logistics?tab=map');
  await page.getByRole('button', { name: new RegExp(shipment.trackingNumber) }).click();
  await expect(mapDetail(page)).toContainText(shipment.trackingNumber);
  await mapDetail(page).getByRole('link', { name: iot.facts.screens.shipping }).click();
  await expect(page).toHaveURL(`/shipping-logistics?shipment=${shipment.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('shippingLogistics'));
  await expect(page.locator(`[data-shipment="${shipment.id}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-shipment][aria-pressed="true"]')).toHaveCount(1);
});
