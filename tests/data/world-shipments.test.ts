// @vitest-environment node
/**
 * The world's shipments: one registry (src/data/shipments.ts), one id scheme, and every screen that
 * shows a shipment names a registry shipment and reads its route, cargo and voyage from there.
 */
import { describe, expect, it } from 'vitest';
import { customsShipments, resolveCustomsShipment } from '../../src/data/customsClearance';
import { blockchainEvents } from '../../src/data/iotBlockchain';
import { shipments as iotShipments } from '../../src/data/iotLogistics';
import { recentSampleEntries } from '../../src/data/ledger';
import { productionOrders } from '../../src/data/productionMonitoring';
import { reportOfBatch } from '../../src/data/qualityControl';
import { worldMoment } from '../../src/data/sampleWorld';
import { freightShipments, transportOptions, voyageProgress } from '../../src/data/shippingLogistics';
import {
  shipmentById,
  shipmentLinks,
  shipmentOfBatch,
  trackedShipmentOfBatch,
  shipmentRegistry,
  type ShipmentScreen,
} from '../../src/data/shipments';
import { worldAnchorDay } from '../../src/data/worldAnchor';

const registryIds = new Set(shipmentRegistry(worldAnchorDay).map((shipment) => shipment.id));
const day = 86_400_000;
/** The sample world's present moment on the anchor day. */
const now = worldMoment(worldAnchorDay);

/** Every shipment id each screen shows. */
const shownIds: Record<ShipmentScreen, readonly string[]> = {
  shipping: freightShipments(worldAnchorDay).map((shipment) => shipment.id),
  iot: iotShipments(worldAnchorDay).map((shipment) => shipment.id),
  customs: customsShipments(worldAnchorDay).map((declaration) => declaration.shipmentId),
};

/** The one id scheme: `SH-` year `-` three digits. */
const shipmentIdPattern = /^SH-\d{4}-\d{3}$/;

describe('the shipment registry', () => {
  it('holds each id once, all in one scheme (SH-year-nnn)', () => {
    expect(registryIds.size).toBe(shipmentRegistry(worldAnchorDay).length);
    for (const id of registryIds) expect(id).toMatch(shipmentIdPattern);
  });

  it('every shipment reference of every screen resolves to the registry', () => {
    const references = [
      ...Object.values(shownIds).flat(),
      ...blockchainEvents(worldAnchorDay).map((event) => event.shipmentId),
    ];
    for (const id of references) expect(registryIds, id).toContain(id);
  });

  it('each screen keeps its number of shipments', () => {
    expect(shownIds.shipping).toHaveLength(4);
    expect(shownIds.iot).toHaveLength(5);
    expect(shownIds.customs).toHaveLength(3);
  });

  it('says on which screens each shipment is shown, exactly the screens that list it', () => {
    for (const shipment of shipmentRegistry(worldAnchorDay)) {
      const listedOn = (Object.keys(shownIds) as ShipmentScreen[]).filter((screen) =>
        shownIds[screen].includes(shipment.id),
      );
      expect(shipment.shownOn, shipment.id).toEqual(listedOn);
    }
  });

  it('links a shipment from a screen to every other screen that shows it, selected there', () => {
    expect(shipmentLinks('SH-2026-001', 'shipping', worldAnchorDay)).toEqual([
      { screen: 'iot', to: '/iot-logistics?shipment=SH-2026-001' },
    ]);
    expect(shipmentLinks('SH-2026-006', 'iot', worldAnchorDay)).toEqual([
      { screen: 'customs', to: '/customs-clearance?shipment=SH-2026-006' },
    ]);
    expect(shipmentLinks('SH-2026-004', 'shipping', worldAnchorDay)).toEqual([]);
    expect(shipmentLinks('no-such-id', null, worldAnchorDay)).toEqual([]);
  });

  it('a wrong id is refused loudly', () => {
    expect(() => shipmentById('SHP-001', worldAnchorDay)).toThrow(/SHP-001/);
  });
});

describe('same flow, same id, same facts on every screen', () => {
  it('shipping lists the registry shipment: route, mode, cargo, weight and arrival', () => {
    for (const freight of freightShipments(worldAnchorDay)) {
      const shipment = shipmentById(freight.id, worldAnchorDay);
      expect(freight).toMatchObject({
        origin: shipment.origin,
        destination: shipment.destination,
        mode: shipment.mode,
        departed: shipment.departs,
        arrives: shipment.arrives,
        eta: shipment.arrives.slice(0, 10),
        cargo: { code: shipment.cargo, tons: shipment.tons },
      });
    }
  });

  it('the IoT tracker shows the registry shipment: route, cargo and ETA', () => {
    for (const tracked of iotShipments(worldAnchorDay)) {
      const shipment = shipmentById(tracked.id, worldAnchorDay);
      expect(tracked).toMatchObject({
        origin: shipment.origin,
        destination: shipment.destination,
        cargo: shipment.cargo,
        estimatedArrival: shipment.arrives,
      });
    }
  });

  it('shipping and IoT show SH-2026-001 (steel coils, Shanghai to Rotterdam) as one flow', () => {
    const freight = freightShipments(worldAnchorDay).find((shipment) => shipment.id === 'SH-2026-001');
    const tracked = iotShipments(worldAnchorDay).find((shipment) => shipment.id === 'SH-2026-001');
    expect(freight?.arrives).toBe(tracked?.estimatedArrival);
    expect(freight?.cargo.code).toBe(tracked?.cargo);
  });

  it('a customs declaration shows the shipment it clears: its cargo, route and weight', () => {
    for (const declaration of customsShipments(worldAnchorDay)) {
      const shipment = shipmentById(declaration.shipmentId, worldAnchorDay);
      expect(declaration.product).toBe(shipment.cargo);
      expect(declaration.origin).toBe(shipment.origin);
      expect(declaration.destination).toBe(shipment.destination);
      expect(declaration.weightKg).toBe(shipment.tons * 1000);
      // The `?shipment=` link of a shipment opens the declaration that clears it.
      expect(resolveCustomsShipment(shipment.id, customsShipments(worldAnchorDay))).toBe(declaration);
    }
  });

  it('a cleared declaration clears a shipment that has arrived', () => {
    for (const declaration of customsShipments(worldAnchorDay).filter((item) => item.status === 'cleared')) {
      expect(Date.parse(shipmentById(declaration.shipmentId, worldAnchorDay).arrives)).toBeLessThanOrEqual(
        now,
      );
    }
  });

  it('a production batch ships as a registry shipment after its inspection', () => {
    const shipped = productionOrders(worldAnchorDay).filter((order) =>
      shipmentOfBatch(order.batch, worldAnchorDay),
    );
    expect(shipped.map((order) => order.batch)).toEqual(['B-2026-1107']);
    for (const order of shipped) {
      const shipment = shipmentOfBatch(order.batch, worldAnchorDay);
      const report = reportOfBatch(order.batch, worldAnchorDay);
      expect(report?.status).toBe('passed');
      expect(Date.parse(`${report?.date}T00:00:00Z`)).toBeLessThan(Date.parse(shipment?.departs ?? ''));
    }
  });

  it("a batch's shipment link opens only a shipment the IoT tracker follows", () => {
    for (const order of productionOrders(worldAnchorDay)) {
      const tracked = trackedShipmentOfBatch(order.batch, worldAnchorDay);
      if (tracked) expect(tracked.shownOn).toContain('iot');
    }
    expect(trackedShipmentOfBatch('B-2026-1107', worldAnchorDay)?.id).toBe('SH-2026-006');
    expect(trackedShipmentOfBatch('no such batch', worldAnchorDay)).toBeUndefined();
  });

  it("the wallet's payment for a steel shipment names a registry shipment", () => {
    const references = recentSampleEntries(worldAnchorDay)
      .map((entry) => entry.reference)
      .filter((reference) => /shipment/i.test(reference));
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      const id = /SH-\d{4}-\d{3}/.exec(reference)?.[0] ?? '';
      expect(registryIds).toContain(id);
      expect(shipmentById(id, worldAnchorDay).cargo).toMatch(/^steel/);
    }
  });
});

describe('voyages take as long as their ETA says', () => {
  it("each voyage's length lies in its mode's transit band of the transport comparison", () => {
    for (const shipment of shipmentRegistry(worldAnchorDay)) {
      const option = transportOptions.find((item) => item.mode === shipment.mode);
      const days = (Date.parse(shipment.arrives) - Date.parse(shipment.departs)) / day;
      expect(days, shipment.id).toBeGreaterThanOrEqual(option?.days[0] ?? Infinity);
      expect(days, shipment.id).toBeLessThanOrEqual(option?.days[1] ?? -Infinity);
    }
  });

  it("a freight shipment's progress is the share of its voyage (departure to ETA) behind now", () => {
    for (const freight of freightShipments(worldAnchorDay)) {
      expect(freight.progress).toBe(voyageProgress(freight.departed, freight.arrives, now));
    }
    expect(freightShipments(worldAnchorDay).find((shipment) => shipment.id === 'SH-2026-001')?.progress).toBe(
      65,
    );
  });

  it('the shown statuses agree with the voyage: delivered has arrived, pending has not left', () => {
    for (const freight of freightShipments(worldAnchorDay)) {
      const progress = voyageProgress(freight.departed, freight.arrives, now);
      if (freight.status === 'delivered') expect(progress).toBe(100);
      else expect(progress, freight.id).toBeLessThan(100);
    }
    for (const tracked of iotShipments(worldAnchorDay)) {
      const shipment = shipmentById(tracked.id, worldAnchorDay);
      const progress = voyageProgress(shipment.departs, shipment.arrives, now);
      if (tracked.status === 'pending') expect(progress, tracked.id).toBe(0);
      else expect(progress, tracked.id).toBeGreaterThan(0);
    }
  });
});
