/**
 * IoT logistics tracker: sample shipments, the summary figures, the readings of a shipment with the
 * overview flag, the tabs of the URL and the status colours. The alerts derived from the shipments are
 * in iotAlerts.ts, the blockchain events in iotBlockchain.ts, the live feed's channels in iotLiveFeed.ts.
 *
 * Text: places and cargo are codes; the screen translates them.
 */
import type { BlockchainEvent } from './iotBlockchain';
import { builtDay, dated, sampleRecent } from './sampleWorld';
import { shipmentById } from './shipments';
import { classifySensor, type SensorKind } from './sensorThresholds';
import type { CommodityId } from './commodities';

export const shipmentStatuses = ['pending', 'in-transit', 'delayed', 'delivered'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

export type PlaceId =
  | 'shanghai'
  | 'rotterdam'
  | 'santos'
  | 'hamburg'
  | 'mombasa'
  | 'dubai'
  | 'busan'
  | 'losAngeles'
  | 'almaty'
  | 'istanbul'
  | 'indianOcean'
  | 'atlanticDakar'
  | 'mombasaPort'
  | 'northPacific'
  | 'caspianAktau'
  | 'singapore';

/** [longitude, latitude] in degrees, as d3-geo takes them. */
export type LngLat = readonly [number, number];

export interface Shipment {
  id: string;
  trackingNumber: string;
  origin: PlaceId;
  destination: PlaceId;
  /** Where the route starts and ends on the map. */
  originAt: LngLat;
  destinationAt: LngLat;
  status: ShipmentStatus;
  currentLocation: { lat: number; lng: number; address: PlaceId };
  estimatedArrival: string;
  cargo: CommodityId;
  /** °C */
  temperature: number;
  /** % */
  humidity: number;
  /** g */
  vibration: number;
  /** % */
  batteryLevel: number;
  lastUpdate: string;
}

/** The readings and position of a tracked registry shipment; its route, cargo and ETA come from the registry. */
type Tracked = Omit<Shipment, 'origin' | 'destination' | 'estimatedArrival' | 'cargo'>;

function tracked(entry: Tracked): Shipment {
  const shipment = shipmentById(entry.id, builtDay());
  return {
    ...entry,
    origin: shipment.origin as PlaceId,
    destination: shipment.destination as PlaceId,
    estimatedArrival: shipment.arrives,
    cargo: shipment.cargo,
  };
}

export const shipments = dated((): readonly Shipment[] => [
  tracked({
    id: 'SH-2026-001',
    trackingNumber: 'SRT-2026-001847',
    originAt: [121.47, 31.23],
    destinationAt: [4.48, 51.92],
    status: 'in-transit',
    currentLocation: { lat: 6.5, lng: 80.2, address: 'indianOcean' },
    temperature: 22.5,
    humidity: 45,
    vibration: 0.8,
    batteryLevel: 87,
    lastUpdate: sampleRecent('2026-11-22T09:40:00Z'),
  }),
  tracked({
    id: 'SH-2026-005',
    trackingNumber: 'SRT-2026-001852',
    originAt: [-46.33, -23.96],
    destinationAt: [9.99, 53.55],
    status: 'delayed',
    currentLocation: { lat: 14.7, lng: -20.5, address: 'atlanticDakar' },
    temperature: 28.3,
    humidity: 72,
    vibration: 1.4,
    batteryLevel: 45,
    lastUpdate: sampleRecent('2026-11-22T09:35:00Z'),
  }),
  tracked({
    id: 'SH-2026-006',
    trackingNumber: 'SRT-2026-001866',
    originAt: [121.47, 31.23],
    destinationAt: [9.99, 53.55],
    status: 'pending',
    currentLocation: { lat: 31.35, lng: 121.6, address: 'shanghai' },
    temperature: 18,
    humidity: 55,
    vibration: 0.2,
    batteryLevel: 95,
    lastUpdate: sampleRecent('2026-11-22T09:20:00Z'),
  }),
  tracked({
    id: 'SH-2026-007',
    trackingNumber: 'SRT-2026-001871',
    originAt: [129.04, 35.1],
    destinationAt: [-118.26, 33.74],
    status: 'in-transit',
    currentLocation: { lat: 41.2, lng: -171.5, address: 'northPacific' },
    temperature: 3.2,
    humidity: 85,
    vibration: 2.4,
    batteryLevel: 15,
    lastUpdate: sampleRecent('2026-11-22T09:45:00Z'),
  }),
  tracked({
    id: 'SH-2026-008',
    trackingNumber: 'SRT-2026-001889',
    originAt: [76.89, 43.24],
    destinationAt: [28.97, 41.0],
    status: 'in-transit',
    currentLocation: { lat: 43.65, lng: 51.2, address: 'caspianAktau' },
    temperature: 32.1,
    humidity: 38,
    vibration: 0.5,
    batteryLevel: 62,
    lastUpdate: sampleRecent('2026-11-22T09:30:00Z'),
  }),
]);

// ----- Summary -----

export interface TrackerSummary {
  /** Shipments not yet delivered. */
  active: number;
  inTransit: number;
  /** What the "Alerts" card counts: the delayed shipments. */
  delayed: number;
  /** Mean battery level in %, NaN for no shipments (shown as the placeholder). */
  averageBattery: number;
  blockchainEvents: number;
}

export function trackerSummary(
  list: readonly Shipment[],
  events: readonly BlockchainEvent[],
): TrackerSummary {
  const batteries = list.map((s) => s.batteryLevel).filter(Number.isFinite);
  return {
    active: list.filter((s) => s.status !== 'delivered').length,
    inTransit: list.filter((s) => s.status === 'in-transit').length,
    delayed: list.filter((s) => s.status === 'delayed').length,
    averageBattery: batteries.length ? batteries.reduce((a, b) => a + b, 0) / batteries.length : NaN,
    blockchainEvents: events.length,
  };
}

// ----- Readings -----

/** The four readings of a shipment, in tile order. */
export function shipmentReadings(shipment: Shipment): readonly { kind: SensorKind; value: number }[] {
  return [
    { kind: 'temperature', value: shipment.temperature },
    { kind: 'humidity', value: shipment.humidity },
    { kind: 'vibration', value: shipment.vibration },
    { kind: 'battery', value: shipment.batteryLevel },
  ];
}

/**
 * The overview flag: temperature outside 0 to 30, humidity outside 20 to 80,
 * vibration above 2 or battery below 20, i.e. any reading at the critical level.
 */
export function isFlagged(shipment: Shipment): boolean {
  return shipmentReadings(shipment).some(({ kind, value }) => classifySensor(kind, value) === 'critical');
}

/** The sensors at the critical level now, as `<shipmentId>:<kind>`. */
export function criticalSensors(shipments: readonly Shipment[]): Set<string> {
  const keys = new Set<string>();
  for (const shipment of shipments) {
    for (const { kind, value } of shipmentReadings(shipment)) {
      if (classifySensor(kind, value) === 'critical') keys.add(`${shipment.id}:${kind}`);
    }
  }
  return keys;
}

// ----- Tabs -----

export const iotTabs = ['overview', 'map', 'sensors', 'alerts', 'blockchain'] as const;

/** Status colours of the map and badges (semantic role names). */
export const statusTones = {
  pending: 'pending',
  'in-transit': 'info',
  delayed: 'warning',
  delivered: 'success',
} as const satisfies Record<ShipmentStatus, string>;
