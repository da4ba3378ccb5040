/**
 * IoT logistics tracker (spec part 1, sections 2.9, 3, 4, 9; issue 7): sample shipments and blockchain
 * events, the summary figures, the alerts derived from the shipments, the overview flag, the tabs of
 * the URL and the mapping of readings to live-feed channels and back.
 *
 * Text: places, cargo and alert messages are codes; the screen translates them.
 */
import { sampleMoment } from './sampleWorld';
import { classifySensor, type SensorKind, type SensorLevel } from './sensorThresholds';

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

export type CargoId = 'electronics' | 'coffee' | 'tea' | 'pharmaceuticals' | 'textiles';

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
  cargo: CargoId;
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

export const shipments: readonly Shipment[] = [
  {
    id: 'SHP-001',
    trackingNumber: 'SRT-2026-001847',
    origin: 'shanghai',
    destination: 'rotterdam',
    originAt: [121.47, 31.23],
    destinationAt: [4.48, 51.92],
    status: 'in-transit',
    currentLocation: { lat: 6.5, lng: 80.2, address: 'indianOcean' },
    estimatedArrival: sampleMoment('2026-12-04T14:00:00Z'),
    cargo: 'electronics',
    temperature: 22.5,
    humidity: 45,
    vibration: 0.8,
    batteryLevel: 87,
    lastUpdate: sampleMoment('2026-11-22T09:40:00Z'),
  },
  {
    id: 'SHP-002',
    trackingNumber: 'SRT-2026-001852',
    origin: 'santos',
    destination: 'hamburg',
    originAt: [-46.33, -23.96],
    destinationAt: [9.99, 53.55],
    status: 'delayed',
    currentLocation: { lat: 14.7, lng: -20.5, address: 'atlanticDakar' },
    estimatedArrival: sampleMoment('2026-12-09T08:00:00Z'),
    cargo: 'coffee',
    temperature: 28.3,
    humidity: 72,
    vibration: 1.4,
    batteryLevel: 45,
    lastUpdate: sampleMoment('2026-11-22T09:35:00Z'),
  },
  {
    id: 'SHP-003',
    trackingNumber: 'SRT-2026-001866',
    origin: 'mombasa',
    destination: 'dubai',
    originAt: [39.67, -4.04],
    destinationAt: [55.3, 25.27],
    status: 'pending',
    currentLocation: { lat: -4.06, lng: 39.66, address: 'mombasaPort' },
    estimatedArrival: sampleMoment('2026-12-01T06:00:00Z'),
    cargo: 'tea',
    temperature: 18,
    humidity: 55,
    vibration: 0.2,
    batteryLevel: 95,
    lastUpdate: sampleMoment('2026-11-22T09:20:00Z'),
  },
  {
    id: 'SHP-004',
    trackingNumber: 'SRT-2026-001871',
    origin: 'busan',
    destination: 'losAngeles',
    originAt: [129.04, 35.1],
    destinationAt: [-118.26, 33.74],
    status: 'in-transit',
    currentLocation: { lat: 41.2, lng: -171.5, address: 'northPacific' },
    estimatedArrival: sampleMoment('2026-11-29T18:00:00Z'),
    cargo: 'pharmaceuticals',
    temperature: 3.2,
    humidity: 85,
    vibration: 2.4,
    batteryLevel: 15,
    lastUpdate: sampleMoment('2026-11-22T09:45:00Z'),
  },
  {
    id: 'SHP-005',
    trackingNumber: 'SRT-2026-001889',
    origin: 'almaty',
    destination: 'istanbul',
    originAt: [76.89, 43.24],
    destinationAt: [28.97, 41.0],
    status: 'in-transit',
    currentLocation: { lat: 43.65, lng: 51.2, address: 'caspianAktau' },
    estimatedArrival: sampleMoment('2026-11-30T12:00:00Z'),
    cargo: 'textiles',
    temperature: 32.1,
    humidity: 38,
    vibration: 0.5,
    batteryLevel: 62,
    lastUpdate: sampleMoment('2026-11-22T09:30:00Z'),
  },
];

// ----- Summary -----

export interface TrackerSummary {
  /** Shipments not yet delivered. */
  active: number;
  inTransit: number;
  /** The spec's "Alerts" card: the count of delayed shipments. */
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
 * The overview flag (spec section 9): temperature outside 0 to 30, humidity outside 20 to 80,
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

// ----- Alerts -----

export const alertCodes = [
  'shipmentDelayed',
  'temperatureOutOfRange',
  'temperatureApproachingLimits',
  'humidityCritical',
  'excessiveVibration',
  'elevatedVibration',
  'lowBattery',
  'batteryRunningLow',
] as const;
export type AlertCode = (typeof alertCodes)[number];

export type AlertCategory = 'delay' | SensorKind;
export type AlertType = Exclude<SensorLevel, 'normal'>;

export interface ShipmentAlert {
  id: string;
  shipmentId: string;
  trackingNumber: string;
  type: AlertType;
  category: AlertCategory;
  message: AlertCode;
  /** The reading that raised it (none for a delay). */
  value?: number;
  timestamp: string;
  resolved: boolean;
}

/** Which message each sensor level gives (humidity has only a critical one in the spec). */
const sensorAlertCodes: Readonly<Record<SensorKind, Partial<Record<AlertType, AlertCode>>>> = {
  temperature: { critical: 'temperatureOutOfRange', warning: 'temperatureApproachingLimits' },
  humidity: { critical: 'humidityCritical' },
  vibration: { critical: 'excessiveVibration', warning: 'elevatedVibration' },
  battery: { critical: 'lowBattery', warning: 'batteryRunningLow' },
};

/**
 * The alerts of the shipments, shipment by shipment: the delay first, then temperature, humidity,
 * vibration, battery. `resolvedIds` are the alerts the member resolved (ids are stable:
 * `<shipmentId>-<category>`).
 */
export function deriveAlerts(
  list: readonly Shipment[],
  resolvedIds: ReadonlySet<string> = new Set(),
): ShipmentAlert[] {
  const alerts: ShipmentAlert[] = [];
  for (const shipment of list) {
    const base = {
      shipmentId: shipment.id,
      trackingNumber: shipment.trackingNumber,
      timestamp: shipment.lastUpdate,
    };
    if (shipment.status === 'delayed') {
      const id = `${shipment.id}-delay`;
      alerts.push({
        ...base,
        id,
        type: 'warning',
        category: 'delay',
        message: 'shipmentDelayed',
        resolved: resolvedIds.has(id),
      });
    }
    for (const { kind, value } of shipmentReadings(shipment)) {
      const level = classifySensor(kind, value);
      if (level === 'normal') continue;
      const message = sensorAlertCodes[kind][level];
      if (!message) continue;
      const id = `${shipment.id}-${kind}`;
      alerts.push({
        ...base,
        id,
        type: level,
        category: kind,
        message,
        value,
        resolved: resolvedIds.has(id),
      });
    }
  }
  return alerts;
}

export interface AlertCounts {
  /** Shipments whose worst open alert is critical. */
  critical: number;
  /** Shipments whose worst open alert is a warning. */
  warning: number;
  /** total - critical - warning (spec section 9). */
  healthy: number;
}

/**
 * Health of the fleet from the open alerts. Counted per shipment (its worst open alert), so that
 * healthy = total - critical - warning (the spec's formula) is the number of shipments without an
 * open alert and never negative.
 */
export function alertCounts(total: number, alerts: readonly ShipmentAlert[]): AlertCounts {
  const worst = new Map<string, AlertType>();
  for (const alert of alerts) {
    if (alert.resolved) continue;
    if (alert.type === 'critical' || !worst.has(alert.shipmentId)) worst.set(alert.shipmentId, alert.type);
  }
  const levels = [...worst.values()];
  const critical = levels.filter((l) => l === 'critical').length;
  const warning = levels.filter((l) => l === 'warning').length;
  return { critical, warning, healthy: Math.max(0, total - critical - warning) };
}

// ----- Blockchain -----

export const blockchainEventTypes = [
  'shipmentCreated',
  'custodyTransfer',
  'sensorCheckpoint',
  'temperatureBreach',
  'delayReported',
  'customsCleared',
] as const;
export type BlockchainEventType = (typeof blockchainEventTypes)[number];

export interface BlockchainEvent {
  id: string;
  type: BlockchainEventType;
  shipmentId: string;
  blockNumber: number;
  timestamp: string;
  /** The recorded payload: a transaction hash and, where relevant, a place and a reading. */
  data: { hash: string; place?: PlaceId; temperature?: number };
}

/** Sample events, deliberately not in time order (the list sorts them). */
export const blockchainEvents: readonly BlockchainEvent[] = [
  {
    id: 'EVT-004',
    type: 'temperatureBreach',
    shipmentId: 'SHP-005',
    blockNumber: 18_452_611,
    timestamp: sampleMoment('2026-11-22T09:30:00Z'),
    data: { hash: '0x9c4e1a7b2f', place: 'caspianAktau', temperature: 32.1 },
  },
  {
    id: 'EVT-001',
    type: 'shipmentCreated',
    shipmentId: 'SHP-001',
    blockNumber: 18_452_190,
    timestamp: sampleMoment('2026-11-20T06:12:00Z'),
    data: { hash: '0x3fa2b8c41d', place: 'shanghai' },
  },
  {
    id: 'EVT-003',
    type: 'delayReported',
    shipmentId: 'SHP-002',
    blockNumber: 18_452_507,
    timestamp: sampleMoment('2026-11-21T17:05:00Z'),
    data: { hash: '0x7d10e9a355', place: 'atlanticDakar' },
  },
  {
    id: 'EVT-002',
    type: 'custodyTransfer',
    shipmentId: 'SHP-004',
    blockNumber: 18_452_344,
    timestamp: sampleMoment('2026-11-21T02:48:00Z'),
    data: { hash: '0x51bb02f7e8', place: 'busan' },
  },
  {
    id: 'EVT-006',
    type: 'sensorCheckpoint',
    shipmentId: 'SHP-001',
    blockNumber: 18_452_702,
    timestamp: sampleMoment('2026-11-22T09:40:00Z'),
    data: { hash: '0xe06c7d2a94', place: 'indianOcean', temperature: 22.5 },
  },
  {
    id: 'EVT-005',
    type: 'customsCleared',
    shipmentId: 'SHP-003',
    blockNumber: 18_452_650,
    timestamp: sampleMoment('2026-11-22T08:15:00Z'),
    data: { hash: '0xa8f3316c0b', place: 'mombasaPort' },
  },
];

/** Oldest first; an unreadable timestamp goes last; ties keep the block order. */
export function eventsInTimeOrder(events: readonly BlockchainEvent[]): BlockchainEvent[] {
  const time = (e: BlockchainEvent) => {
    const t = Date.parse(e.timestamp);
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return [...events].sort((a, b) => time(a) - time(b) || a.blockNumber - b.blockNumber);
}

// ----- Tabs -----

export const iotTabs = ['overview', 'map', 'sensors', 'alerts', 'blockchain'] as const;
export type IotTab = (typeof iotTabs)[number];

/** The `?tab=` value of the URL; anything unknown (missing, "MAP", "<b>") is the overview. */
export function resolveIotTab(value: string | null | undefined): IotTab {
  return (iotTabs as readonly string[]).includes(value ?? '') ? (value as IotTab) : 'overview';
}

// ----- Live feed -----

/** A live-feed channel (the shape of the sensor feed machine's input channels). */
export interface ReadingChannel {
  value: number;
  step: number;
  min: number;
  max: number;
}

/** How far a reading may move on one tick, and its physical range. */
const channelSpecs: Readonly<Record<SensorKind, Omit<ReadingChannel, 'value'>>> = {
  temperature: { step: 0.5, min: -30, max: 50 },
  humidity: { step: 1, min: 0, max: 100 },
  vibration: { step: 0.1, min: 0, max: 5 },
  battery: { step: 0.2, min: 0, max: 100 },
};

/** Four channels per shipment (temperature, humidity, vibration, battery), shipment by shipment. */
export function readingChannels(list: readonly Shipment[]): ReadingChannel[] {
  return list.flatMap((shipment) =>
    shipmentReadings(shipment).map(({ kind, value }) => ({ value, ...channelSpecs[kind] })),
  );
}

/** The shipments with the feed's values put back (values in `readingChannels` order; missing ones keep the reading). */
export function applyReadings(list: readonly Shipment[], values: readonly number[]): Shipment[] {
  return list.map((shipment, index) => {
    const at = (offset: number, fallback: number) => values[index * 4 + offset] ?? fallback;
    return {
      ...shipment,
      temperature: at(0, shipment.temperature),
      humidity: at(1, shipment.humidity),
      vibration: at(2, shipment.vibration),
      batteryLevel: at(3, shipment.batteryLevel),
    };
  });
}

/** Status colours of the map and badges (semantic role names). */
export const statusTones = {
  pending: 'pending',
  'in-transit': 'info',
  delayed: 'warning',
  delivered: 'success',
} as const satisfies Record<ShipmentStatus, string>;
