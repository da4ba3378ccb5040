/**
 * Sample data and pure rules of the shipping & logistics screen: freight shipments (In Transit, Departed, Delivered) with a simulated live
 * position, the transport-mode comparison (sea $2,500, 25-30 days, 500+ tons; air $8,500, 3-5 days,
 * 50 tons; rail $4,200, 15-20 days, 200 tons) and the verified logistics partners. Display text lives in
 * `public/locales/<lng>/shippingLogistics.json`; this file holds codes that name those keys
 * (`ports.<code>`, `modes.<mode>`, `partnerTypes.<type>`); cargo is a commodity id, named in
 * `commodities`; partners are cast ids.
 */

import type { CompanyId } from './cast';
import { builtDay, dated, sampleNow } from './sampleWorld';
import { shipmentById, type ShipmentMode } from './shipments';
import type { CommodityId } from './commodities';

export type TransportMode = ShipmentMode;
export type FreightStatus = 'inTransit' | 'departed' | 'delivered';
export type TrackingLocation = 'originPort' | 'enRoute';

export interface FreightShipment {
  id: string;
  /** Port codes (`ports.<code>`). */
  origin: string;
  destination: string;
  mode: TransportMode;
  status: FreightStatus;
  /** Percent of the voyage done, 0 to 100, now: the time since it departed over the voyage's length. */
  progress: number;
  /** ISO moments of the departure and the arrival the ETA promises. */
  departed: string;
  arrives: string;
  /** The arrival day (ISO date). */
  eta: string;
  /** The commodity carried (src/data/commodities.ts) and its weight in metric tons. */
  cargo: { code: CommodityId; tons: number };
}

export interface TransportOption {
  mode: TransportMode;
  /** USD per shipment. */
  cost: number;
  /** Transit time in days, from and to. */
  days: readonly [number, number];
  /** Capacity per shipment in tons; sea has no upper limit ("500+ tons"). */
  capacityTons: number;
  /** True when the capacity is a lower bound (500+). */
  capacityOpenEnded: boolean;
}

export interface LogisticsPartner {
  /** The partner's cast id (src/data/cast.ts), named in each language by the `cast` namespace. */
  id: CompanyId;
  type: 'shippingLine' | 'railOperator' | 'airCargo' | 'freightForwarder';
  /** Out of 5. */
  rating: number;
  /** Number of routes served. */
  routes: number;
}

/** The ETA of a voyage is its arrival; its progress is the share of the voyage behind it at `now`. */
export function voyageProgress(departed: string, arrives: string, now: number): number {
  const start = Date.parse(departed);
  const length = Date.parse(arrives) - start;
  if (!(length > 0) || !Number.isFinite(now)) return 0;
  return Math.min(100, Math.max(0, Math.round(((now - start) / length) * 100)));
}

/** A registry shipment as the freight list shows it: its voyage now, with this screen's status. */
function freight(id: string, status: FreightStatus): FreightShipment {
  const shipment = shipmentById(id, builtDay());
  return {
    id: shipment.id,
    origin: shipment.origin,
    destination: shipment.destination,
    mode: shipment.mode,
    status,
    departed: shipment.departs,
    arrives: shipment.arrives,
    eta: shipment.arrives.slice(0, 10),
    progress: voyageProgress(shipment.departs, shipment.arrives, sampleNow()),
    cargo: { code: shipment.cargo, tons: shipment.tons },
  };
}

/** The shipments of the registry this screen lists (route, cargo and voyage from there). */
export const freightShipments = dated((): readonly FreightShipment[] => [
  freight('SH-2026-001', 'inTransit'),
  freight('SH-2026-002', 'departed'),
  freight('SH-2026-003', 'delivered'),
  freight('SH-2026-004', 'inTransit'),
]);

/** The transport comparison, in the order the screen shows it: sea, air, rail. */
export const transportOptions: readonly TransportOption[] = [
  { mode: 'sea', cost: 2500, days: [25, 30], capacityTons: 500, capacityOpenEnded: true },
  { mode: 'air', cost: 8500, days: [3, 5], capacityTons: 50, capacityOpenEnded: false },
  { mode: 'rail', cost: 4200, days: [15, 20], capacityTons: 200, capacityOpenEnded: false },
];

export const logisticsPartners: readonly LogisticsPartner[] = [
  { id: 'silk-ocean', type: 'shippingLine', rating: 4.8, routes: 45 },
  { id: 'eurasia-rail', type: 'railOperator', rating: 4.6, routes: 18 },
  { id: 'skybridge', type: 'airCargo', rating: 4.7, routes: 32 },
  { id: 'caravan', type: 'freightForwarder', rating: 4.5, routes: 60 },
];

/** Below this progress a shipment is still at its origin port. */
export const enRouteFromPercent = 50;

/** The origin port while progress is under 50, otherwise en route. */
export function trackingLocation(progress: number): TrackingLocation {
  return Number.isFinite(progress) && progress >= enRouteFromPercent ? 'enRoute' : 'originPort';
}

/**
 * The transport mode that suits a cargo (the highlight of the comparison): the mode whose capacity band
 * holds the cargo weight, so nothing is paid for capacity the cargo does not need. Air carries up to
 * 50 tons, rail over 50 and up to 200 tons, sea anything over 200 tons (its ships start at 500+ tons,
 * so a 201-ton cargo shares a vessel). No mode suits a weight that is not a positive number.
 */
export function suitableMode(cargoTons: number): TransportMode | null {
  if (!Number.isFinite(cargoTons) || cargoTons <= 0) return null;
  const air = transportOptions.find((option) => option.mode === 'air')?.capacityTons ?? 50;
  const rail = transportOptions.find((option) => option.mode === 'rail')?.capacityTons ?? 200;
  if (cargoTons <= air) return 'air';
  if (cargoTons <= rail) return 'rail';
  return 'sea';
}

export type FreightTone = 'info' | 'warning' | 'success';

/** In Transit blue, Departed amber, Delivered green. */
export function freightStatusTone(status: FreightStatus): FreightTone {
  if (status === 'delivered') return 'success';
  if (status === 'departed') return 'warning';
  return 'info';
}
