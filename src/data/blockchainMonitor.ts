/**
 * Blockchain monitor sample data and rules:
 * transactions with hash, type (the seven barter types), status confirmed/pending/failed, block, gas,
 * optional amount, trade id and participants; the seven-step barter flow; average gas in Wei.
 */

import { sampleContractIds } from './contractIds';
import type { CompanyId } from './cast';
import { dated, sampleRecent } from './sampleWorld';

export const transactionTypes = [
  'barter_initiate',
  'valuation_request',
  'match_found',
  'approval',
  'shipment_trigger',
  'delivery_confirm',
  'payment_release',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const transactionStatuses = ['confirmed', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export interface BlockchainTransaction {
  id: string;
  hash: string;
  type: TransactionType;
  status: TransactionStatus;
  /** ISO time, fixed. */
  timestamp: string;
  blockNumber: number;
  /** Gas used, in Wei as the product shows it. */
  gasUsed: number;
  /** SRD amount, when the step moves value. */
  amount?: number;
  /** The trade's smart contract, which the transaction executes: its id on Smart Contracts. */
  tradeId: string;
  /** Cast ids (src/data/cast.ts), or `valuationOracle`, the platform's price feed. */
  participants: readonly (CompanyId | typeof valuationOracle)[];
}

/** The SDR valuation oracle as a participant: the platform's price feed, not a company (`participants.oracle`). */
export const valuationOracle = 'oracle';

export const blockchainTransactions = dated((): readonly BlockchainTransaction[] => [
  {
    id: 'tx-001',
    hash: '0x7f9a3c2e1b8d4f6a5c0e9b7d3a1f8c6e4b2d0a9f7e5c3b1a8d6f4e2c0b9a7d5e',
    type: 'barter_initiate',
    status: 'confirmed',
    timestamp: sampleRecent('2026-11-22T09:12:00Z'),
    blockNumber: 18_452_301,
    gasUsed: 145_000,
    amount: 250_000,
    tradeId: sampleContractIds.steelForEnergy,
    participants: ['sino-steel', 'gulf-energy'],
  },
  {
    id: 'tx-002',
    hash: '0x3b8e6d4a2c0f9e7b5d3a1c8f6e4b2a0d9c7e5f3b1a8d6c4e2f0b9a7d5c3e1f8a',
    type: 'valuation_request',
    status: 'confirmed',
    timestamp: sampleRecent('2026-11-22T09:18:00Z'),
    blockNumber: 18_452_318,
    gasUsed: 89_000,
    tradeId: sampleContractIds.steelForEnergy,
    participants: ['sino-steel', valuationOracle],
  },
  {
    id: 'tx-003',
    hash: '0xa1c3e5f7b9d2a4c6e8f0b2d4a6c8e0f2b4d6a8c0e2f4b6d8a0c2e4f6b8d0a2c4',
    type: 'match_found',
    status: 'confirmed',
    timestamp: sampleRecent('2026-11-22T09:25:00Z'),
    blockNumber: 18_452_344,
    gasUsed: 112_000,
    tradeId: sampleContractIds.steelForEnergy,
    participants: ['sino-steel', 'gulf-energy', 'andes-copper'],
  },
  {
    id: 'tx-004',
    hash: '0x5d7f9b1c3e5a7d9f1b3c5e7a9d1f3b5c7e9a1d3f5b7c9e1a3d5f7b9c1e3a5d7f',
    type: 'approval',
    status: 'pending',
    timestamp: sampleRecent('2026-11-22T09:41:00Z'),
    blockNumber: 18_452_390,
    gasUsed: 67_000,
    tradeId: sampleContractIds.steelForEnergy,
    participants: ['gulf-energy', 'andes-copper'],
  },
  {
    id: 'tx-005',
    hash: '0xe2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4b6c8d0e2f4',
    type: 'shipment_trigger',
    status: 'confirmed',
    timestamp: sampleRecent('2026-11-22T09:47:00Z'),
    blockNumber: 18_452_455,
    gasUsed: 98_000,
    tradeId: sampleContractIds.supplyChain,
    participants: ['andes-copper', 'silk-route-logistics'],
  },
  {
    id: 'tx-006',
    hash: '0x9c1e3a5d7f9b2c4e6a8d0f2b4c6e8a0d2f4b6c8e0a2d4f6b8c0e2a4d6f8b0c2e',
    type: 'delivery_confirm',
    status: 'failed',
    timestamp: sampleRecent('2026-11-22T09:52:00Z'),
    blockNumber: 18_452_497,
    gasUsed: 54_000,
    tradeId: sampleContractIds.supplyChain,
    participants: ['silk-route-logistics', 'gulf-energy'],
  },
  {
    id: 'tx-007',
    hash: '0x4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c',
    type: 'payment_release',
    status: 'confirmed',
    timestamp: sampleRecent('2026-11-22T09:56:00Z'),
    blockNumber: 18_452_541,
    gasUsed: 132_000,
    amount: 1_800_000,
    tradeId: sampleContractIds.agroForMachinery,
    participants: ['gulf-energy', 'sino-steel'],
  },
]);

/** The barter flow, in order; the last step is automatic on delivery. */
export const barterFlowSteps = [
  'initiation',
  'valuation',
  'matching',
  'approval',
  'logistics',
  'tracking',
  'payment',
] as const;
export type BarterFlowStep = (typeof barterFlowSteps)[number];

/** The transaction type each step writes on chain (IoT tracking has none of its own). */
export const stepTransactionType: Record<BarterFlowStep, TransactionType | null> = {
  initiation: 'barter_initiate',
  valuation: 'valuation_request',
  matching: 'match_found',
  approval: 'approval',
  logistics: 'shipment_trigger',
  tracking: 'delivery_confirm',
  payment: 'payment_release',
};

export const blockchainTabs = ['transactions', 'flow', 'analytics'] as const;
export type BlockchainTab = (typeof blockchainTabs)[number];

export function transactionStatusTone(status: TransactionStatus): 'success' | 'warning' | 'danger' {
  return status === 'confirmed' ? 'success' : status === 'pending' ? 'warning' : 'danger';
}

/** Average gas per transaction in Wei, rounded to whole Wei; NaN for an empty list. Bad values are skipped. */
export function averageGasWei(transactions: readonly BlockchainTransaction[]): number {
  const valid = transactions.filter((tx) => Number.isFinite(tx.gasUsed) && tx.gasUsed >= 0);
  if (valid.length === 0) return Number.NaN;
  return Math.round(valid.reduce((sum, tx) => sum + tx.gasUsed, 0) / valid.length);
}

export function countByTransactionStatus(
  transactions: readonly BlockchainTransaction[],
  status: TransactionStatus,
): number {
  return transactions.filter((tx) => tx.status === status).length;
}

export function latestBlock(transactions: readonly BlockchainTransaction[]): number {
  const blocks = transactions.map((tx) => tx.blockNumber).filter((block) => Number.isFinite(block));
  return blocks.length === 0 ? Number.NaN : Math.max(...blocks);
}

/** Short form of a hash for narrow rows: 0x7f9a3c…9a7d5e. Short input is returned as is. */
export function shortHash(hash: string, keep = 6): string {
  const text = hash.trim();
  return text.length <= keep * 2 + 3 ? text : `${text.slice(0, keep + 2)}…${text.slice(-keep)}`;
}

export type TransactionStatusFilter = 'all' | TransactionStatus;

/**
 * Filters by status and by a free-text query matched, case-insensitively and as plain text (no
 * patterns), against the hash, the trade id, the participants' and the type's names as shown. Blank
 * queries match everything.
 */
export function filterTransactions(
  transactions: readonly BlockchainTransaction[],
  status: TransactionStatusFilter,
  query: string,
  typeLabel: (type: TransactionType) => string = (type) => type,
  participantName: (name: string) => string = (name) => name,
): BlockchainTransaction[] {
  const needle = query.trim().toLowerCase();
  return transactions.filter((tx) => {
    if (status !== 'all' && tx.status !== status) return false;
    if (!needle) return true;
    return [tx.hash, tx.tradeId, typeLabel(tx.type), ...tx.participants.map(participantName)].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}
