/** IoT logistics blockchain events: the sample events recorded for the shipments and their time order. */
import type { PlaceId } from './iotLogistics';
import { dated, sampleMoment, sampleRecent } from './sampleWorld';

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
export const blockchainEvents = dated((): readonly BlockchainEvent[] => [
  {
    id: 'EVT-004',
    type: 'temperatureBreach',
    shipmentId: 'SH-2026-008',
    blockNumber: 18_452_611,
    timestamp: sampleRecent('2026-11-22T09:30:00Z'),
    data: { hash: '0x9c4e1a7b2f', place: 'caspianAktau', temperature: 32.1 },
  },
  {
    id: 'EVT-001',
    type: 'shipmentCreated',
    shipmentId: 'SH-2026-001',
    blockNumber: 18_452_190,
    timestamp: sampleMoment('2026-11-20T06:12:00Z'),
    data: { hash: '0x3fa2b8c41d', place: 'shanghai' },
  },
  {
    id: 'EVT-003',
    type: 'delayReported',
    shipmentId: 'SH-2026-005',
    blockNumber: 18_452_507,
    timestamp: sampleMoment('2026-11-21T17:05:00Z'),
    data: { hash: '0x7d10e9a355', place: 'atlanticDakar' },
  },
  {
    id: 'EVT-002',
    type: 'custodyTransfer',
    shipmentId: 'SH-2026-007',
    blockNumber: 18_452_344,
    timestamp: sampleMoment('2026-11-21T02:48:00Z'),
    data: { hash: '0x51bb02f7e8', place: 'busan' },
  },
  {
    id: 'EVT-006',
    type: 'sensorCheckpoint',
    shipmentId: 'SH-2026-001',
    blockNumber: 18_452_702,
    timestamp: sampleRecent('2026-11-22T09:40:00Z'),
    data: { hash: '0xe06c7d2a94', place: 'indianOcean', temperature: 22.5 },
  },
  {
    id: 'EVT-005',
    type: 'customsCleared',
    shipmentId: 'SH-2026-006',
    blockNumber: 18_452_650,
    timestamp: sampleRecent('2026-11-22T08:15:00Z'),
    data: { hash: '0xa8f3316c0b', place: 'shanghai' },
  },
]);

/** Oldest first; an unreadable timestamp goes last; ties keep the block order. */
export function eventsInTimeOrder(events: readonly BlockchainEvent[]): BlockchainEvent[] {
  const time = (e: BlockchainEvent) => {
    const t = Date.parse(e.timestamp);
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return [...events].sort((a, b) => time(a) - time(b) || a.blockNumber - b.blockNumber);
}
