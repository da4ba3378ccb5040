// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { alertCounts, deriveAlerts } from '../../src/data/iotAlerts';
import { blockchainEvents, eventsInTimeOrder, type BlockchainEvent } from '../../src/data/iotBlockchain';
import { applyReadings, readingChannels } from '../../src/data/iotLiveFeed';
import { isFlagged, shipments, trackerSummary, type Shipment } from '../../src/data/iotLogistics';
import enIot from '../../public/locales/en/iotLogistics.json';
import { worldAnchorDay } from '../../src/data/worldAnchor';

/** The sample shipments, as they read on the anchor day (the unit tests' today). */
const sampleShipments = shipments(worldAnchorDay);
/** The sample blockchain events, as they read on the anchor day (the unit tests' today). */
const sampleEvents = blockchainEvents(worldAnchorDay);

const base = sampleShipments[0] as Shipment;
/** A healthy shipment with the given changes. */
const make = (changes: Partial<Shipment>): Shipment => ({
  ...base,
  id: 'T-1',
  trackingNumber: 'TRK-1',
  status: 'in-transit',
  temperature: 15,
  humidity: 50,
  vibration: 0.5,
  batteryLevel: 90,
  ...changes,
});

describe('sample data', () => {
  it('has unique ids and tracking numbers', () => {
    expect(new Set(sampleShipments.map((s) => s.id)).size).toBe(sampleShipments.length);
    expect(new Set(sampleShipments.map((s) => s.trackingNumber)).size).toBe(sampleShipments.length);
  });
  it('events point at known shipments', () => {
    const ids = new Set(sampleShipments.map((s) => s.id));
    for (const event of sampleEvents) expect(ids.has(event.shipmentId)).toBe(true);
  });
});

describe('trackerSummary', () => {
  it('gives the five figures of the sample', () => {
    expect(trackerSummary(sampleShipments, sampleEvents)).toEqual({
      active: 5,
      inTransit: 3,
      delayed: 1,
      averageBattery: (87 + 45 + 95 + 15 + 62) / 5,
      blockchainEvents: 6,
    });
  });
  it('Alerts counts delayed shipments only; delivered ones are not active', () => {
    const list = [make({ status: 'delayed' }), make({ status: 'delayed' }), make({ status: 'delivered' })];
    const summary = trackerSummary(list, []);
    expect(summary.delayed).toBe(2);
    expect(summary.active).toBe(2);
    expect(summary.inTransit).toBe(0);
  });
  it('has no average battery without shipments', () => {
    expect(trackerSummary([], []).averageBattery).toBeNaN();
    expect(trackerSummary([], []).active).toBe(0);
  });
});

describe('isFlagged (overview)', () => {
  it.each([
    [{}, false],
    [{ temperature: 0 }, false],
    [{ temperature: 30 }, false],
    [{ temperature: -0.1 }, true],
    [{ temperature: 30.1 }, true],
    [{ humidity: 20 }, false],
    [{ humidity: 80 }, false],
    [{ humidity: 19.9 }, true],
    [{ humidity: 80.1 }, true],
    [{ vibration: 2 }, false],
    [{ vibration: 2.1 }, true],
    [{ batteryLevel: 20 }, false],
    [{ batteryLevel: 19.9 }, true],
    [{ status: 'delayed' as const }, false],
    [{ temperature: Number.NaN }, true],
  ])('%o -> %s', (changes, flagged) => {
    expect(isFlagged(make(changes))).toBe(flagged);
  });
  it('flags the two critical sample shipments', () => {
    expect(sampleShipments.filter(isFlagged).map((s) => s.id)).toEqual(['SH-2026-007', 'SH-2026-008']);
  });
});

describe('deriveAlerts', () => {
  it.each([
    [
      { status: 'delayed' as const },
      'warning',
      'delay',
      'Shipment delayed - route optimization required',
      undefined,
    ],
    [{ temperature: 31 }, 'critical', 'temperature', 'Temperature out of range', 31],
    [{ temperature: -1 }, 'critical', 'temperature', 'Temperature out of range', -1],
    [{ temperature: 26 }, 'warning', 'temperature', 'Temperature approaching limits', 26],
    [{ temperature: 4 }, 'warning', 'temperature', 'Temperature approaching limits', 4],
    [{ humidity: 81 }, 'critical', 'humidity', 'Humidity critical', 81],
    [{ humidity: 19 }, 'critical', 'humidity', 'Humidity critical', 19],
    [{ vibration: 2.5 }, 'critical', 'vibration', 'Excessive vibration detected', 2.5],
    [{ vibration: 1.5 }, 'warning', 'vibration', 'Elevated vibration levels', 1.5],
    [{ batteryLevel: 10 }, 'critical', 'battery', 'Low battery', 10],
    [{ batteryLevel: 40 }, 'warning', 'battery', 'Battery running low', 40],
  ])('%o gives a %s %s alert "%s" with value %s', (changes, type, category, message, value) => {
    const [alert, ...rest] = deriveAlerts([make(changes)]);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      type,
      category,
      shipmentId: 'T-1',
      trackingNumber: 'TRK-1',
      resolved: false,
    });
    expect(alert?.value).toBe(value);
    // The alert's code translates to exactly this English message.
    expect(enIot.alerts.messages[alert!.message]).toBe(message);
  });

  it.each([
    [{ temperature: 5 }],
    [{ temperature: 25 }],
    [{ humidity: 30 }],
    [{ humidity: 70 }],
    [{ humidity: 75 }], // a humidity warning has no message: no alert
    [{ humidity: 25 }],
    [{ vibration: 1 }],
    [{ batteryLevel: 50 }],
  ])('%o gives no alert', (changes) => {
    expect(deriveAlerts([make(changes)])).toEqual([]);
  });

  it('lists the sample alerts shipment by shipment', () => {
    expect(deriveAlerts(sampleShipments).map((a) => a.id)).toEqual([
      'SH-2026-005-delay',
      'SH-2026-005-temperature',
      'SH-2026-005-vibration',
      'SH-2026-005-battery',
      'SH-2026-007-temperature',
      'SH-2026-007-humidity',
      'SH-2026-007-vibration',
      'SH-2026-007-battery',
      'SH-2026-008-temperature',
    ]);
  });

  it('marks resolved ids', () => {
    const alerts = deriveAlerts(sampleShipments, new Set(['SH-2026-008-temperature', 'unknown']));
    expect(alerts.filter((a) => a.resolved).map((a) => a.id)).toEqual(['SH-2026-008-temperature']);
  });
});

describe('alertCounts', () => {
  it('sample: 2 critical, 1 warning, 2 healthy', () => {
    expect(alertCounts(5, deriveAlerts(sampleShipments))).toEqual({
      critical: 2,
      warning: 1,
      healthy: 2,
    });
  });
  it('resolving updates the counts (healthy = total - critical - warning)', () => {
    const resolved = new Set(['SH-2026-008-temperature', 'SH-2026-005-delay', 'SH-2026-005-temperature']);
    expect(alertCounts(5, deriveAlerts(sampleShipments, resolved))).toEqual({
      critical: 1,
      warning: 1,
      healthy: 3,
    });
    const all = new Set(deriveAlerts(sampleShipments).map((a) => a.id));
    expect(alertCounts(5, deriveAlerts(sampleShipments, all))).toEqual({
      critical: 0,
      warning: 0,
      healthy: 5,
    });
  });
  it('a critical alert outranks a warning of the same shipment, whatever the order', () => {
    const warningFirst = deriveAlerts([make({ status: 'delayed', temperature: 40 })]);
    expect(alertCounts(1, warningFirst)).toEqual({ critical: 1, warning: 0, healthy: 0 });
  });
  it('never goes below zero', () => {
    expect(alertCounts(0, deriveAlerts(sampleShipments))).toMatchObject({ healthy: 0 });
    expect(alertCounts(0, [])).toEqual({ critical: 0, warning: 0, healthy: 0 });
  });
});

describe('eventsInTimeOrder', () => {
  it('sorts the sample oldest first', () => {
    expect(eventsInTimeOrder(sampleEvents).map((e) => e.id)).toEqual([
      'EVT-001',
      'EVT-002',
      'EVT-003',
      'EVT-005',
      'EVT-004',
      'EVT-006',
    ]);
  });
  it('puts an unreadable timestamp last and breaks ties by block', () => {
    const event = (id: string, timestamp: string, blockNumber: number): BlockchainEvent => ({
      id,
      type: 'shipmentCreated',
      shipmentId: 'SH-2026-001',
      blockNumber,
      timestamp,
      data: { hash: '0x0' },
    });
    const sorted = eventsInTimeOrder([
      event('bad', 'not a date', 1),
      event('b', '2026-01-01T00:00:00Z', 9),
      event('a', '2026-01-01T00:00:00Z', 3),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['a', 'b', 'bad']);
    expect(eventsInTimeOrder([])).toEqual([]);
  });
});

describe('live feed channels', () => {
  it('gives four channels per shipment with the readings as start values', () => {
    const channels = readingChannels(sampleShipments);
    expect(channels).toHaveLength(20);
    expect(channels.slice(0, 4).map((c) => c.value)).toEqual([22.5, 45, 0.8, 87]);
    for (const c of channels) expect(c.min).toBeLessThan(c.max);
  });
  it('puts values back and keeps readings with no value', () => {
    const values = [1, 2, 3, 4, 5];
    const [first, second] = applyReadings(sampleShipments.slice(0, 2), values);
    expect(first).toMatchObject({ temperature: 1, humidity: 2, vibration: 3, batteryLevel: 4 });
    expect(second).toMatchObject({ temperature: 5, humidity: 72, vibration: 1.4, batteryLevel: 45 });
    expect(applyReadings(sampleShipments, [])).toEqual(sampleShipments);
  });
});
