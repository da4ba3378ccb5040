/**
 * Sample data and pure rules of the production monitoring screen:
 * production orders (In Progress or Completed), live IoT sensors (normal,
 * warning, anything else red) and quality metrics against their targets (green when value >= target).
 * Display text lives in `public/locales/<lng>/productionMonitoring.json`; this file holds codes that
 * name those keys (`locations.<code>`, `metrics.<code>`); products are commodity ids, named in `commodities`.
 *
 * Sensors of the IoT kinds (temperature, humidity, vibration, battery) are classified by the shared
 * IoT thresholds (`classifySensor` in `./sensorThresholds`), so a tile here and on the IoT tracker
 * agree. Pressure, which only the production lines have, follows `classifyPressure` below.
 */
import type { CompanyId } from './cast';
import { fieldValueColumns, toCsv, type CsvTable, type CsvValue } from './csv';
import { builtDay, dated, sampleDay } from './sampleWorld';
import {
  classifyReading,
  classifySensor,
  sensorKinds as iotSensorKinds,
  type SensorKind as IotSensorKind,
  type SensorLevel,
  type ThresholdRule,
} from './sensorThresholds';
import { batchQualityScore } from './qualityControl';
import type { CommodityId } from './commodities';

export type OrderStatus = 'inProgress' | 'completed';
export type QuantityUnit = 'tonnes' | 'pieces';

export interface ProductionOrder {
  id: string;
  /** The commodity produced (src/data/commodities.ts). */
  product: CommodityId;
  /** The supplier's cast id (src/data/cast.ts). */
  supplier: CompanyId;
  quantity: { amount: number; unit: QuantityUnit };
  /** Percent complete, 0 to 100. */
  progress: number;
  status: OrderStatus;
  /** ISO dates. */
  startDate: string;
  expectedCompletion: string;
  /** The batch it produces, as inspected on quality control. */
  batch: string;
  /** Percent: the inspection score of its batch (quality control's figure, not a copy of it). */
  qualityScore: number;
}

export type SensorKind = IotSensorKind | 'pressure';
/** Display status of a tile: normal, warning, anything else is shown red. */
export type SensorStatus = SensorLevel;

export interface ProductionSensor {
  id: string;
  kind: SensorKind;
  /** Translation code of where it sits (`locations.<code>`). */
  location: string;
  /** Opening reading in the kind's unit (°C, %, g, %, bar). */
  value: number;
  /** Largest move of one live update, either way. */
  step: number;
  /** The range live readings stay within. */
  min: number;
  max: number;
}

export interface QualityMetric {
  /** Translation code (`metrics.<code>`). */
  code: string;
  /** Percent. */
  value: number;
  /** Percent. */
  target: number;
}

const orders = (): readonly Omit<ProductionOrder, 'qualityScore'>[] => [
  {
    id: 'PO-2026-101',
    product: 'steelCoils',
    supplier: 'anshan-steel',
    quantity: { amount: 500, unit: 'tonnes' },
    progress: 75,
    status: 'inProgress',
    startDate: sampleDay('2026-10-01'),
    expectedCompletion: sampleDay('2026-12-15'),
    batch: 'B-2026-1107',
  },
  {
    id: 'PO-2026-102',
    product: 'copperCathodes',
    supplier: 'andes-copper',
    quantity: { amount: 200, unit: 'tonnes' },
    progress: 100,
    status: 'completed',
    startDate: sampleDay('2026-09-05'),
    expectedCompletion: sampleDay('2026-11-10'),
    batch: 'B-2026-1112',
  },
  {
    id: 'PO-2026-103',
    product: 'solarPanels',
    supplier: 'shenzhen-solar',
    quantity: { amount: 12_000, unit: 'pieces' },
    progress: 40,
    status: 'inProgress',
    startDate: sampleDay('2026-10-20'),
    expectedCompletion: sampleDay('2027-01-31'),
    batch: 'B-2026-1115',
  },
  {
    id: 'PO-2026-104',
    product: 'cottonFabric',
    supplier: 'tashkent-textiles',
    quantity: { amount: 8_500, unit: 'pieces' },
    progress: 60,
    status: 'inProgress',
    startDate: sampleDay('2026-11-01'),
    expectedCompletion: sampleDay('2026-12-20'),
    batch: 'B-2026-1116',
  },
];

/** The orders with the inspection score of their batch; an order whose batch has no report shows 0. */
export const productionOrders = dated((): readonly ProductionOrder[] =>
  orders().map((order) => ({
    ...order,
    qualityScore: batchQualityScore(order.batch, builtDay()) ?? 0,
  })),
);

export const productionSensors: readonly ProductionSensor[] = [
  { id: 'SEN-001', kind: 'temperature', location: 'lineA', value: 23.5, step: 0.6, min: -5, max: 35 },
  { id: 'SEN-002', kind: 'humidity', location: 'storageB', value: 72, step: 1.5, min: 10, max: 90 },
  { id: 'SEN-003', kind: 'vibration', location: 'cncMachine', value: 0.8, step: 0.15, min: 0, max: 3 },
  { id: 'SEN-004', kind: 'pressure', location: 'hydraulicPress', value: 7.4, step: 0.2, min: 1, max: 9 },
  { id: 'SEN-005', kind: 'battery', location: 'forkliftAgv', value: 64, step: 1, min: 0, max: 100 },
  { id: 'SEN-006', kind: 'temperature', location: 'coldStorage', value: 4, step: 0.4, min: -3, max: 12 },
];

export const qualityMetrics: readonly QualityMetric[] = [
  { code: 'overallQuality', value: 94.5, target: 95 },
  { code: 'firstPassYield', value: 97.2, target: 95 },
  { code: 'equipmentEffectiveness', value: 85, target: 85 },
  { code: 'onTimeDelivery', value: 88, target: 90 },
];

/** The unit code each kind is read in (translated as `units.<code>`). */
export const sensorUnits: Readonly<Record<SensorKind, 'celsius' | 'percent' | 'g' | 'bar'>> = {
  temperature: 'celsius',
  humidity: 'percent',
  vibration: 'g',
  battery: 'percent',
  pressure: 'bar',
};

/** Decimals a reading is shown with. */
export const sensorDecimals: Readonly<Record<SensorKind, number>> = {
  temperature: 1,
  humidity: 1,
  vibration: 2,
  battery: 0,
  pressure: 1,
};

/**
 * Hydraulic pressure (bar), which the IoT thresholds do not cover: the press runs between 3 and 6 bar.
 * Critical below 2 or above 7; warning below 3 or above 6. Strict bounds as with the IoT thresholds:
 * a reading exactly on a bound is the better level (exactly 7 is a warning, exactly 6 normal).
 */
const pressureRule: ThresholdRule = {
  criticalBelow: 2,
  criticalAbove: 7,
  warningBelow: 3,
  warningAbove: 6,
};

/** A pressure reading's status; not a finite number is critical. */
export function classifyPressure(bar: number): SensorStatus {
  return classifyReading(bar, pressureRule);
}

const isIotKind = (kind: SensorKind): kind is IotSensorKind =>
  (iotSensorKinds as readonly string[]).includes(kind);

/** The status of a reading of a kind: the shared IoT thresholds, or the pressure rule. */
export function classifySensorReading(kind: SensorKind, value: number): SensorStatus {
  if (isIotKind(kind)) return classifySensor(kind, value);
  return classifyPressure(value);
}

/** Tone of a tile: normal green, warning amber, anything else red. */
export function sensorStatusTone(status: string): 'success' | 'warning' | 'danger' {
  if (status === 'normal') return 'success';
  if (status === 'warning') return 'warning';
  return 'danger';
}

/** The sensor feed's channels, in the order of the sensors. */
export function sensorChannels(
  sensors: readonly ProductionSensor[] = productionSensors,
): { value: number; step: number; min: number; max: number }[] {
  return sensors.map(({ value, step, min, max }) => ({ value, step, min, max }));
}

/**
 * The sensors with the feed's readings (same order); a missing or non-finite reading keeps the
 * sensor's opening value.
 */
export function withReadings(
  sensors: readonly ProductionSensor[],
  values: readonly number[],
): ProductionSensor[] {
  return sensors.map((sensor, index) => {
    const reading = values[index];
    return reading !== undefined && Number.isFinite(reading) ? { ...sensor, value: reading } : sensor;
  });
}

/** A metric is on target (green) when its value is at least the target; non-numbers are not. */
export function meetsTarget(value: number, target: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(target)) return false;
  return value >= target;
}

/** Status colour of an order: In Progress blue, Completed green. */
export function orderStatusTone(status: OrderStatus): 'info' | 'success' {
  return status === 'completed' ? 'success' : 'info';
}

/** Progress for the bar: clamped to 0..100; not a number shows as 0. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, progress));
}

/** The order summary the detail's download saves: a two-column CSV (field, value), codes not labels. */
export function orderSummaryCsv(order: ProductionOrder): CsvTable {
  const rows: [string, CsvValue][] = [
    ['id', order.id],
    ['product', order.product],
    ['supplier', order.supplier],
    ['quantity', order.quantity.amount],
    ['unit', order.quantity.unit],
    ['progress_percent', order.progress],
    ['status', order.status],
    ['start_date', order.startDate],
    ['expected_completion', order.expectedCompletion],
    ['quality_score_percent', order.qualityScore],
  ];
  return toCsv(rows, fieldValueColumns);
}
