/**
 * The sample smart contracts' ids, defined once. Smart Contracts lists the contracts under these ids;
 * every other screen (a blockchain transaction, an admin alert) names a contract by one of them.
 * Kept apart from `smartContracts.ts` so a screen that only names a contract carries no contract data.
 */
export const sampleContractIds = {
  /** Multi-party barter: steel for energy. */
  steelForEnergy: 'SC-2026-001',
  /** Milestone escrow: agriculture for machinery. */
  agroForMachinery: 'SC-2026-002',
  /** Supply chain: the three-party delivery. */
  supplyChain: 'SC-2026-003',
} as const;
