import { describe, expect, it } from 'vitest';
import {
  enRouteFromPercent,
  freightShipments,
  freightStatusTone,
  suitableMode,
  trackingLocation,
  transportOptions,
  voyageProgress,
} from '../../src/data/shippingLogistics';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { itemOrFirst } from '../../src/data/itemOrFirst';

describe('transport comparison', () => {
  it('holds the spec figures', () => {
    expect(transportOptions).toEqual([
      { mode: 'sea', cost: 2500, days: [25, 30], capacityTons: 500, capacityOpenEnded: true },
      { mode: 'air', cost: 8500, days: [3, 5], capacityTons: 50, capacityOpenEnded: false },
      { mode: 'rail', cost: 4200, days: [15, 20], capacityTons: 200, capacityOpenEnded: false },
    ]);
  });

  it.each([
    [0.5, 'air'],
    [12, 'air'],
    [50, 'air'],
    [50.01, 'rail'],
    [180, 'rail'],
    [200, 'rail'],
    [200.01, 'sea'],
    [500, 'sea'],
    [820, 'sea'],
    [1e9, 'sea'],
    [0, null],
    [-10, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('cargo of %s tons suits %s', (tons, mode) => {
    expect(suitableMode(tons)).toBe(mode);
  });
});

describe('live tracking location', () => {
  it.each([
    [0, 'originPort'],
    [49, 'originPort'],
    [49.99, 'originPort'],
    [50, 'enRoute'],
    [51, 'enRoute'],
    [100, 'enRoute'],
    [Number.NaN, 'originPort'],
    [-1, 'originPort'],
  ])('progress %s is %s', (progress, location) => {
    expect(trackingLocation(progress)).toBe(location);
  });

  it('flips at 50', () => expect(enRouteFromPercent).toBe(50));
});

describe('shipment selection', () => {
  it.each([
    ['SH-2026-002', 'SH-2026-002'],
    [null, 'SH-2026-001'],
    ['', 'SH-2026-001'],
    ['  ', 'SH-2026-001'],
    ['sh-2026-002', 'SH-2026-001'],
    ['SH-2026-00.', 'SH-2026-001'],
    ['<img src=x>', 'SH-2026-001'],
    ['x'.repeat(5000), 'SH-2026-001'],
  ])('?shipment=%j selects %s', (id, expected) => {
    expect(itemOrFirst(id, freightShipments(worldAnchorDay))?.id).toBe(expected);
  });

  it('sample shipments cover every status, mode and both sides of the 50% mark', () => {
    expect(new Set(freightShipments(worldAnchorDay).map((s) => s.status))).toEqual(
      new Set(['inTransit', 'departed', 'delivered']),
    );
    expect(new Set(freightShipments(worldAnchorDay).map((s) => s.mode))).toEqual(
      new Set(['sea', 'air', 'rail']),
    );
    expect(freightShipments(worldAnchorDay).some((s) => s.progress < 50)).toBe(true);
    expect(freightShipments(worldAnchorDay).some((s) => s.progress >= 50)).toBe(true);
  });

  it.each([
    ['inTransit', 'info'],
    ['departed', 'warning'],
    ['delivered', 'success'],
  ] as const)('status %s has tone %s', (status, tone) => {
    expect(freightStatusTone(status)).toBe(tone);
  });
});

describe('voyages take as long as their ETA says', () => {
  it.each([
    ['SH-2026-001', 65],
    ['SH-2026-002', 45],
    ['SH-2026-003', 100],
    ['SH-2026-004', 30],
  ])('%s is %s %% of the way now: the time since departure over the voyage', (id, progress) => {
    const shipment = freightShipments(worldAnchorDay).find((item) => item.id === id)!;
    expect(shipment.progress).toBe(progress);
    expect(shipment.eta).toBe(shipment.arrives.slice(0, 10));
  });

  it('every voyage lasts what the comparison gives its mode', () => {
    for (const shipment of freightShipments(worldAnchorDay)) {
      const days = (Date.parse(shipment.arrives) - Date.parse(shipment.departed)) / 86_400_000;
      const [from, to] = transportOptions.find((option) => option.mode === shipment.mode)!.days;
      expect(days, shipment.id).toBeGreaterThanOrEqual(from);
      expect(days, shipment.id).toBeLessThanOrEqual(to);
    }
  });

  it('progress runs from 0 at departure to 100 at the ETA, and stays there', () => {
    const [departed, arrives] = ['2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'];
    const at = (moment: string) => voyageProgress(departed, arrives, Date.parse(moment));
    expect(at('2026-10-30T00:00:00Z')).toBe(0);
    expect(at('2026-11-01T00:00:00Z')).toBe(0);
    expect(at('2026-11-16T00:00:00Z')).toBe(50);
    expect(at('2026-12-01T00:00:00Z')).toBe(100);
    expect(at('2027-01-01T00:00:00Z')).toBe(100);
    expect(voyageProgress(departed, arrives, Number.NaN)).toBe(0);
    expect(voyageProgress(departed, departed, Date.parse(departed))).toBe(0);
  });
});
