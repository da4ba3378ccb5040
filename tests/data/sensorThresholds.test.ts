// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  classifyReading,
  classifySensor,
  sensorProgress,
  type SensorKind,
  type SensorLevel,
} from '../../src/data/sensorThresholds';

// Every bound is strict ("below" / "above"), so a reading exactly on a bound
// is the better level.
const boundaries: [SensorKind, number, SensorLevel][] = [
  // temperature: critical < 0 or > 30, warning < 5 or > 25
  ['temperature', -40, 'critical'],
  ['temperature', -0.01, 'critical'],
  ['temperature', 0, 'warning'],
  ['temperature', 4.99, 'warning'],
  ['temperature', 5, 'normal'],
  ['temperature', 15, 'normal'],
  ['temperature', 25, 'normal'],
  ['temperature', 25.01, 'warning'],
  ['temperature', 30, 'warning'],
  ['temperature', 30.01, 'critical'],
  ['temperature', 60, 'critical'],
  // humidity: critical < 20 or > 80, warning < 30 or > 70
  ['humidity', 0, 'critical'],
  ['humidity', 19.99, 'critical'],
  ['humidity', 20, 'warning'],
  ['humidity', 29.99, 'warning'],
  ['humidity', 30, 'normal'],
  ['humidity', 70, 'normal'],
  ['humidity', 70.01, 'warning'],
  ['humidity', 80, 'warning'],
  ['humidity', 80.01, 'critical'],
  ['humidity', 100, 'critical'],
  // vibration: critical > 2, warning > 1
  ['vibration', 0, 'normal'],
  ['vibration', 1, 'normal'],
  ['vibration', 1.01, 'warning'],
  ['vibration', 2, 'warning'],
  ['vibration', 2.01, 'critical'],
  ['vibration', -1, 'normal'],
  // battery: critical < 20, warning < 50
  ['battery', 0, 'critical'],
  ['battery', 19.99, 'critical'],
  ['battery', 20, 'warning'],
  ['battery', 49.99, 'warning'],
  ['battery', 50, 'normal'],
  ['battery', 100, 'normal'],
];

describe('classifySensor', () => {
  it.each(boundaries)('%s %d is %s', (kind, value, level) => {
    expect(classifySensor(kind, value)).toBe(level);
  });

  it.each(['temperature', 'humidity', 'vibration', 'battery'] as const)(
    '%s: a reading that is not a number is critical',
    (kind) => {
      expect(classifySensor(kind, Number.NaN)).toBe('critical');
      expect(classifySensor(kind, Number.POSITIVE_INFINITY)).toBe('critical');
      expect(classifySensor(kind, Number.NEGATIVE_INFINITY)).toBe('critical');
    },
  );
});

describe('classifyReading (generic rules)', () => {
  it.each([
    [{}, 1e9, 'normal'],
    [{ warningAbove: 10 }, 10, 'normal'],
    [{ warningAbove: 10 }, 10.5, 'warning'],
    [{ criticalBelow: 1, warningBelow: 3 }, 0.5, 'critical'],
    [{ criticalBelow: 1, warningBelow: 3 }, 2, 'warning'],
    [{ criticalBelow: 1, warningBelow: 3 }, 3, 'normal'],
  ] as const)('%o with %d is %s', (rule, value, level) => {
    expect(classifyReading(value, rule)).toBe(level);
  });
});

describe('sensorProgress', () => {
  it.each([
    // temperature: (t + 20) x 2, capped at 100, never below 0
    ['temperature', -20, 0],
    ['temperature', -30, 0],
    ['temperature', 0, 40],
    ['temperature', 22.5, 85],
    ['temperature', 30, 100],
    ['temperature', 31, 100],
    // vibration: x 25, capped at 100
    ['vibration', 0, 0],
    ['vibration', 0.8, 20],
    ['vibration', 2, 50],
    ['vibration', 4, 100],
    ['vibration', 5, 100],
    // humidity and battery: already percentages
    ['humidity', 45, 45],
    ['humidity', 120, 100],
    ['battery', 87, 87],
    ['battery', -5, 0],
    ['temperature', Number.NaN, 0],
    ['vibration', Number.POSITIVE_INFINITY, 0],
  ] as const)('%s %d fills %d', (kind, value, percent) => {
    expect(sensorProgress(kind, value)).toBeCloseTo(percent, 10);
  });
});
