// @vitest-environment node
import { describe, expect, it } from 'vitest';
import enCommodities from '../../public/locales/en/commodities.json';
import enProduction from '../../public/locales/en/productionMonitoring.json';
import {
  classifyPressure,
  classifySensorReading,
  meetsTarget,
  orderStatusTone,
  orderSummaryCsv,
  productionOrders,
  productionSensors,
  progressPercent,
  qualityMetrics,
  sensorChannels,
  sensorDecimals,
  sensorStatusTone,
  sensorUnits,
  withReadings,
  type ProductionOrder,
  type SensorKind,
} from '../../src/data/productionMonitoring';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { itemOrFirst } from '../../src/data/itemOrFirst';

const first = productionOrders(worldAnchorDay)[0] as ProductionOrder;

describe('sample data', () => {
  it('has unique order and sensor ids, and unique metric codes', () => {
    expect(new Set(productionOrders(worldAnchorDay).map((o) => o.id)).size).toBe(
      productionOrders(worldAnchorDay).length,
    );
    expect(new Set(productionSensors.map((s) => s.id)).size).toBe(productionSensors.length);
    expect(new Set(qualityMetrics.map((m) => m.code)).size).toBe(qualityMetrics.length);
  });

  it('shows both order statuses, and a completed order is at 100%', () => {
    expect(new Set(productionOrders(worldAnchorDay).map((o) => o.status))).toEqual(
      new Set(['inProgress', 'completed']),
    );
    for (const order of productionOrders(worldAnchorDay)) {
      if (order.status === 'completed') expect(order.progress).toBe(100);
      else expect(order.progress).toBeLessThan(100);
    }
  });

  it('keeps percentages within 0..100 and starts before the expected completion', () => {
    for (const order of productionOrders(worldAnchorDay)) {
      expect(order.progress).toBeGreaterThanOrEqual(0);
      expect(order.progress).toBeLessThanOrEqual(100);
      expect(order.qualityScore).toBeGreaterThanOrEqual(0);
      expect(order.qualityScore).toBeLessThanOrEqual(100);
      expect(order.expectedCompletion > order.startDate, order.id).toBe(true);
    }
    for (const metric of qualityMetrics) {
      expect(metric.value).toBeLessThanOrEqual(100);
      expect(metric.target).toBeLessThanOrEqual(100);
    }
  });

  it('opens each sensor within the range its live readings stay in', () => {
    for (const sensor of productionSensors) {
      expect(sensor.value).toBeGreaterThanOrEqual(sensor.min);
      expect(sensor.value).toBeLessThanOrEqual(sensor.max);
      expect(sensor.step).toBeGreaterThan(0);
    }
  });

  it('opens with every sensor status and both metric outcomes on screen', () => {
    const statuses = productionSensors.map((s) => classifySensorReading(s.kind, s.value));
    expect(statuses).toEqual(['normal', 'warning', 'normal', 'critical', 'normal', 'warning']);
    expect(qualityMetrics.map((m) => meetsTarget(m.value, m.target))).toEqual([false, true, true, false]);
  });

  it('names a translation for every code the data uses', () => {
    for (const order of productionOrders(worldAnchorDay)) {
      expect(enCommodities).toHaveProperty(order.product);
      expect(enProduction.quantity).toHaveProperty(order.quantity.unit);
      expect(enProduction.status).toHaveProperty(order.status);
    }
    for (const sensor of productionSensors) {
      expect(enProduction.locations).toHaveProperty(sensor.location);
      expect(enProduction.sensors.kinds).toHaveProperty(sensor.kind);
      expect(enProduction.units).toHaveProperty(sensorUnits[sensor.kind]);
    }
    for (const metric of qualityMetrics) expect(enProduction.metrics.names).toHaveProperty(metric.code);
  });
});

describe('meetsTarget (green when value >= target)', () => {
  it.each([
    // [value, target, green]
    [97.2, 95, true], // above
    [95, 95, true], // exactly at the target
    [85, 85, true],
    [94.99, 95, false], // just below
    [94.5, 95, false],
    [0, 0, true],
    [100, 100, true],
    [-1, 0, false],
    [Number.NaN, 95, false], // bad values are never green
    [95, Number.NaN, false],
    [Number.POSITIVE_INFINITY, 95, false],
    [95, Number.NEGATIVE_INFINITY, false],
  ])('%s against %s -> %s', (value, target, green) => {
    expect(meetsTarget(value, target)).toBe(green);
  });
});

describe('sensorStatusTone (normal green, warning amber, anything else red)', () => {
  it.each([
    ['normal', 'success'],
    ['warning', 'warning'],
    ['critical', 'danger'],
    ['offline', 'danger'],
    ['', 'danger'],
    ['Normal', 'danger'], // codes are exact; a display label is not a status
    ['<b>warning</b>', 'danger'],
  ])('%j -> %s', (status, tone) => {
    expect(sensorStatusTone(status)).toBe(tone);
  });
});

describe('classifySensorReading', () => {
  it.each<[SensorKind, number, string]>([
    ['temperature', 23.5, 'normal'],
    ['temperature', 25, 'normal'], // bounds are strict
    ['temperature', 25.01, 'warning'],
    ['temperature', 4, 'warning'],
    ['temperature', 0, 'warning'],
    ['temperature', -0.1, 'critical'],
    ['temperature', 30.5, 'critical'],
    ['humidity', 72, 'warning'],
    ['humidity', 85, 'critical'],
    ['vibration', 0.8, 'normal'],
    ['vibration', 1.4, 'warning'],
    ['vibration', 2.4, 'critical'],
    ['battery', 64, 'normal'],
    ['battery', 45, 'warning'],
    ['battery', 15, 'critical'],
    ['pressure', 4.5, 'normal'],
    ['pressure', 7.4, 'critical'],
    ['temperature', Number.NaN, 'critical'], // an unreadable sensor draws attention
    ['pressure', Number.NaN, 'critical'],
  ])('%s %s -> %s', (kind, value, status) => {
    expect(classifySensorReading(kind, value)).toBe(status);
  });
});

describe('classifyPressure (bar; normal 3..6, warning to 2..7, critical beyond)', () => {
  it.each([
    [3, 'normal'],
    [6, 'normal'],
    [6.01, 'warning'],
    [7, 'warning'],
    [7.01, 'critical'],
    [2.99, 'warning'],
    [2, 'warning'],
    [1.99, 'critical'],
    [Number.POSITIVE_INFINITY, 'critical'],
  ])('%s bar -> %s', (bar, status) => {
    expect(classifyPressure(bar)).toBe(status);
  });
});

describe('orderStatusTone', () => {
  it.each([
    ['inProgress', 'info'],
    ['completed', 'success'],
  ] as const)('%s -> %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});

describe('itemOrFirst on the orders (first by default, unknown ids fall back)', () => {
  it('finds the order an id names', () => {
    expect(itemOrFirst('PO-2026-103', productionOrders(worldAnchorDay))?.id).toBe('PO-2026-103');
  });
  it.each([null, undefined, '', 'PO-9999', 'po-2026-103', ' PO-2026-103', '<script>'])(
    '%j -> the first order',
    (id) => {
      expect(itemOrFirst(id, productionOrders(worldAnchorDay))?.id).toBe(first.id);
    },
  );
  it('gives nothing for an empty list', () => {
    expect(itemOrFirst('PO-2026-101', [])).toBeUndefined();
  });
});

describe('progressPercent', () => {
  it.each([
    [75, 75],
    [0, 0],
    [100, 100],
    [140, 100],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s -> %s', (value, expected) => {
    expect(progressPercent(value)).toBe(expected);
  });
});

describe('sensor feed mapping', () => {
  it('makes one channel a sensor, in order', () => {
    const channels = sensorChannels();
    expect(channels).toHaveLength(productionSensors.length);
    expect(channels[3]).toEqual({ value: 7.4, step: 0.2, min: 1, max: 9 });
  });
  it('applies readings by position and keeps the opening value where one is missing or bad', () => {
    const sensors = withReadings(productionSensors, [24.1, Number.NaN]);
    expect(sensors.map((s) => s.value)).toEqual([24.1, 72, 0.8, 7.4, 64, 4]);
    expect(withReadings([], [1, 2])).toEqual([]);
  });
  it('has a unit and decimals for every kind', () => {
    for (const kind of ['temperature', 'humidity', 'vibration', 'battery', 'pressure'] as const) {
      expect(sensorUnits[kind]).toBeTruthy();
      expect(Number.isInteger(sensorDecimals[kind])).toBe(true);
    }
  });
});

describe('order summary CSV', () => {
  it('writes field and value rows with codes; numbers stay numbers', () => {
    expect(orderSummaryCsv(first)).toEqual({
      fields: ['field', 'value'],
      data: [
        ['id', 'PO-2026-101'],
        ['product', 'steelCoils'],
        ['supplier', 'anshan-steel'],
        ['quantity', '500'],
        ['unit', 'tonnes'],
        ['progress_percent', '75'],
        ['status', 'inProgress'],
        ['start_date', '2026-10-01'],
        ['expected_completion', '2026-12-15'],
        ['quality_score_percent', '98'],
      ],
    });
  });
});
