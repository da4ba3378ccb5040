/**
 * The shipment registry of the sample world: every shipment any screen shows, under one id
 * (`SH-<year>-<nnn>`), with its cargo, route, mode, weight and the moments it departs and arrives.
 * Shipping & logistics, the IoT tracker, customs declarations and production batches name a shipment
 * by this id and read its route, cargo and times from here, so one flow reads the same everywhere.
 *
 * Codes, not text: `cargo` is a commodity id; the places are codes each screen translates in its own namespace.
 */
import { routePaths } from './routes';
import { dated, sampleMoment } from './sampleWorld';
import type { CommodityId } from './commodities';

export type ShipmentMode = 'sea' | 'air' | 'rail';

/** The screens that list shipments, each opening one selected with `?shipment=<id>`. */
export const shipmentScreens = {
  shipping: routePaths.shippingLogistics,
  iot: routePaths.iotLogistics,
  customs: routePaths.customsClearance,
} as const;
export type ShipmentScreen = keyof typeof shipmentScreens;

export interface ShipmentRecord {
  id: string;
  /** The screens that show it (customs: through the declaration that clears it). */
  shownOn: readonly ShipmentScreen[];
  /** The commodity carried (src/data/commodities.ts). */
  cargo: CommodityId;
  /** Metric tons carried. */
  tons: number;
  /** Place codes of the two ends. */
  origin: string;
  destination: string;
  mode: ShipmentMode;
  /** ISO moments, moved to today's calendar: when it leaves and when its ETA says it arrives. */
  departs: string;
  arrives: string;
  /** The production batch it carries, when it ships one (`B-<year>-<nnnn>`). */
  batch?: string;
}

const record = (entry: ShipmentRecord): ShipmentRecord => ({
  ...entry,
  departs: sampleMoment(entry.departs),
  arrives: sampleMoment(entry.arrives),
});

/** Sea voyages take 25 to 30 days, rail 15 to 20, air 3 to 5, as the transport comparison gives them. */
export const shipmentRegistry = dated((): readonly ShipmentRecord[] =>
  (
    [
      {
        id: 'SH-2026-001',
        shownOn: ['shipping', 'iot'],
        cargo: 'steelCoils',
        tons: 820,
        origin: 'shanghai',
        destination: 'rotterdam',
        mode: 'sea',
        departs: '2026-11-02T22:00:00Z',
        arrives: '2026-12-02T22:00:00Z',
      },
      {
        id: 'SH-2026-002',
        shownOn: ['shipping'],
        cargo: 'wheat',
        tons: 180,
        origin: 'almaty',
        destination: 'duisburg',
        mode: 'rail',
        departs: '2026-11-13T10:00:00Z',
        arrives: '2026-12-03T10:00:00Z',
      },
      {
        id: 'SH-2026-003',
        shownOn: ['shipping'],
        cargo: 'medicalEquipment',
        tons: 12,
        origin: 'dubai',
        destination: 'nairobi',
        mode: 'air',
        departs: '2026-11-16T08:00:00Z',
        arrives: '2026-11-20T08:00:00Z',
      },
      {
        id: 'SH-2026-004',
        shownOn: ['shipping'],
        cargo: 'soybeans',
        tons: 640,
        origin: 'santos',
        destination: 'qingdao',
        mode: 'sea',
        departs: '2026-11-13T10:00:00Z',
        arrives: '2026-12-13T10:00:00Z',
      },
      {
        id: 'SH-2026-005',
        shownOn: ['iot'],
        cargo: 'coffee',
        tons: 240,
        origin: 'santos',
        destination: 'hamburg',
        mode: 'sea',
        departs: '2026-11-09T08:00:00Z',
        arrives: '2026-12-09T08:00:00Z',
      },
      {
        id: 'SH-2026-006',
        shownOn: ['iot', 'customs'],
        cargo: 'steelCoils',
        tons: 250,
        origin: 'shanghai',
        destination: 'hamburg',
        mode: 'sea',
        departs: '2026-11-25T06:00:00Z',
        arrives: '2026-12-22T06:00:00Z',
        batch: 'B-2026-1107',
      },
      {
        id: 'SH-2026-007',
        shownOn: ['iot'],
        cargo: 'pharmaceuticals',
        tons: 40,
        origin: 'busan',
        destination: 'losAngeles',
        mode: 'sea',
        departs: '2026-10-30T18:00:00Z',
        arrives: '2026-11-29T18:00:00Z',
      },
      {
        id: 'SH-2026-008',
        shownOn: ['iot'],
        cargo: 'textiles',
        tons: 120,
        origin: 'almaty',
        destination: 'istanbul',
        mode: 'rail',
        departs: '2026-11-10T12:00:00Z',
        arrives: '2026-11-30T12:00:00Z',
      },
      {
        id: 'SH-2026-009',
        shownOn: ['customs'],
        cargo: 'steelPlates',
        tons: 173,
        origin: 'busan',
        destination: 'rotterdam',
        mode: 'sea',
        departs: '2026-10-14T09:00:00Z',
        arrives: '2026-11-13T09:00:00Z',
      },
      {
        id: 'SH-2026-010',
        shownOn: ['customs'],
        cargo: 'shipbuildingSheets',
        tons: 480,
        origin: 'mumbai',
        destination: 'piraeus',
        mode: 'sea',
        departs: '2026-10-24T12:00:00Z',
        arrives: '2026-11-20T12:00:00Z',
      },
    ] satisfies ShipmentRecord[]
  ).map(record),
);

/** The registry's shipment with this id. Throws for an id it does not hold: sample data names only real shipments. */
export function shipmentById(id: string, day: string): ShipmentRecord {
  const found = shipmentRegistry(day).find((shipment) => shipment.id === id);
  if (!found) throw new Error(`No shipment ${id} in the registry`);
  return found;
}

/** The shipment that carries a production batch, if it ships. */
export function shipmentOfBatch(batch: string, day: string): ShipmentRecord | undefined {
  return shipmentRegistry(day).find((shipment) => shipment.batch === batch);
}

/** The shipment that carries a production batch when the IoT tracker follows it: where a batch's shipment link opens. */
export function trackedShipmentOfBatch(batch: string, day: string): ShipmentRecord | undefined {
  const shipment = shipmentOfBatch(batch, day);
  return shipment?.shownOn.includes('iot') ? shipment : undefined;
}

/** The path that opens a shipment selected on a screen. */
export function shipmentPath(screen: ShipmentScreen, id: string): string {
  return `${shipmentScreens[screen]}?shipment=${encodeURIComponent(id)}`;
}

/** Where else a shipment shown on `here` can be opened: the other screens that show it, in registry order. */
export function shipmentLinks(
  id: string,
  here: ShipmentScreen | null,
  day: string,
): { screen: ShipmentScreen; to: string }[] {
  const shipment = shipmentRegistry(day).find((entry) => entry.id === id);
  return (shipment?.shownOn ?? [])
    .filter((screen) => screen !== here)
    .map((screen) => ({ screen, to: shipmentPath(screen, id) }));
}
