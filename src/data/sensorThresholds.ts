/**
 * Sensor readings classified against thresholds, and the fill of a
 * sensor's progress bar. Generic on purpose: the IoT tracker and production monitoring both colour
 * their live tiles through `classifySensor` / `classifyReading`.
 *
 * Every bound is strict (critical below 0 or above 30, not at 0 or 30): a reading exactly on a
 * bound is still the better level (0 °C is a warning, not critical; 25 °C is normal).
 */

export const sensorKinds = ['temperature', 'humidity', 'vibration', 'battery'] as const;
export type SensorKind = (typeof sensorKinds)[number];

export const sensorLevels = ['normal', 'warning', 'critical'] as const;
export type SensorLevel = (typeof sensorLevels)[number];

/** Bounds of one kind of reading; a missing bound never triggers. All strict (`<` / `>`). */
export interface ThresholdRule {
  criticalBelow?: number;
  criticalAbove?: number;
  warningBelow?: number;
  warningAbove?: number;
}

/** Temperature in °C, humidity and battery in %, vibration in g. */
const sensorRules: Readonly<Record<SensorKind, ThresholdRule>> = {
  temperature: { criticalBelow: 0, criticalAbove: 30, warningBelow: 5, warningAbove: 25 },
  humidity: { criticalBelow: 20, criticalAbove: 80, warningBelow: 30, warningAbove: 70 },
  vibration: { criticalAbove: 2, warningAbove: 1 },
  battery: { criticalBelow: 20, warningBelow: 50 },
};

/** The unit each kind is shown in (not translated: symbols). */
export const sensorUnits: Readonly<Record<SensorKind, string>> = {
  temperature: '°C',
  humidity: '%',
  vibration: 'g',
  battery: '%',
};

const below = (value: number, bound: number | undefined) => bound !== undefined && value < bound;
const above = (value: number, bound: number | undefined) => bound !== undefined && value > bound;

/**
 * One reading against a rule. A reading that is not a finite number (a broken sensor, NaN) is
 * `critical`: a value nobody can read must draw attention, never pass as normal.
 */
export function classifyReading(value: number, rule: ThresholdRule): SensorLevel {
  if (!Number.isFinite(value)) return 'critical';
  if (below(value, rule.criticalBelow) || above(value, rule.criticalAbove)) return 'critical';
  if (below(value, rule.warningBelow) || above(value, rule.warningAbove)) return 'warning';
  return 'normal';
}

/** `classifySensor('temperature', 31)` -> 'critical'. */
export function classifySensor(kind: SensorKind, value: number): SensorLevel {
  return classifyReading(value, sensorRules[kind]);
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The fill of a sensor's progress bar, 0 to 100: temperature (t + 20) x 2,
 * vibration x 25, both capped at 100; humidity and battery are percentages already. Never below 0; a
 * non-finite reading fills nothing.
 */
export function sensorProgress(kind: SensorKind, value: number): number {
  if (!Number.isFinite(value)) return 0;
  switch (kind) {
    case 'temperature':
      return clampPercent((value + 20) * 2);
    case 'vibration':
      return clampPercent(value * 25);
    default:
      return clampPercent(value);
  }
}
