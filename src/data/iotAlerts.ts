/**
 * IoT logistics alerts: derived from the shipments' status and readings, with the fleet's health counts.
 *
 * Text: alert messages are codes; the screen translates them.
 */
import { shipmentReadings, type Shipment } from './iotLogistics';
import { classifySensor, type SensorKind, type SensorLevel } from './sensorThresholds';

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

/** Which message each sensor level gives (humidity has only a critical one: its warning raises no alert). */
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
  /** total - critical - warning. */
  healthy: number;
}

/**
 * Health of the fleet from the open alerts. Counted per shipment (its worst open alert), so that
 * healthy = total - critical - warning is the number of shipments without an
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
