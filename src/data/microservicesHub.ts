/**
 * The five services of the Microservices Hub: each
 * with its interface (gRPC, REST, GraphQL, async messaging, blockchain RPC), status (active,
 * maintenance, offline), icon and the functions it offers. Valuation and AI Matching work in the hub;
 * the other three are coming soon. The hub keeps the selected service in the URL (`?tab=`).
 * Display text (names, descriptions, functions) lives in the hub's namespace under these codes.
 */

export const serviceIds = ['valuation', 'aiMatching', 'tradeManager', 'logistics', 'financialHub'] as const;
export type ServiceId = (typeof serviceIds)[number];

export const serviceInterfaces = ['grpc', 'rest', 'graphql', 'asyncMessaging', 'blockchainRpc'] as const;
export type ServiceInterface = (typeof serviceInterfaces)[number];

export const serviceStatuses = ['active', 'maintenance', 'offline'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

/** Icon names of `src/components/primitives/Icon.tsx` (kept as strings: data imports nothing). */
export type ServiceIcon = 'gem' | 'chip' | 'layers' | 'mapPin' | 'wallet';

export interface Microservice {
  id: ServiceId;
  icon: ServiceIcon;
  interface: ServiceInterface;
  status: ServiceStatus;
  /** Function codes; their names are translated. */
  functions: readonly string[];
  /** Whether the hub's tab for it works today. */
  available: boolean;
}

export const microservices: readonly Microservice[] = [
  {
    id: 'valuation',
    icon: 'gem',
    interface: 'grpc',
    status: 'active',
    functions: ['commodityPrices', 'sdrcIndex', 'geopoliticalRisk'],
    available: true,
  },
  {
    id: 'aiMatching',
    icon: 'chip',
    interface: 'rest',
    status: 'active',
    functions: ['barterMatching', 'multiPartyChains', 'matchScoring'],
    available: true,
  },
  {
    id: 'tradeManager',
    icon: 'layers',
    interface: 'graphql',
    status: 'active',
    functions: ['tradeLifecycle', 'contractTracking'],
    available: false,
  },
  {
    id: 'logistics',
    icon: 'mapPin',
    interface: 'asyncMessaging',
    status: 'maintenance',
    functions: ['routePlanning', 'carrierBooking'],
    available: false,
  },
  {
    id: 'financialHub',
    icon: 'wallet',
    interface: 'blockchainRpc',
    status: 'offline',
    functions: ['srdSettlement', 'escrow'],
    available: false,
  },
];

/** Semantic role of a status badge. */
export function serviceStatusTone(status: ServiceStatus): 'success' | 'warning' | 'danger' {
  return status === 'active' ? 'success' : status === 'maintenance' ? 'warning' : 'danger';
}
