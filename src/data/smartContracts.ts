/**
 * Sample data and pure rules of the smart contracts screen: three contract templates, the deploy panel's fixed badges and the active contracts.
 * Display text lives in `public/locales/<lng>/smartContracts.json`; this file holds codes that name
 * those keys. Contract values are SDR amounts; the screen formats them for the member's language.
 */
import { sampleContractIds } from './contractIds';
import type { CompanyId } from './cast';

export interface ContractTemplate {
  id: string;
  /** Translation code (`templates.<code>.name` / `.description`). */
  code: string;
  gasEstimate: number;
  /** Translation codes of the feature tags (`features.<code>`). */
  features: readonly string[];
  /** Milestones of a contract deployed from this template. */
  milestones: number;
  /** Value in SDR of a new contract from this template. */
  value: number;
}

/** Gas estimates 450000, 320000 and 280000. */
export const contractTemplates: readonly ContractTemplate[] = [
  {
    id: 'tpl-barter',
    code: 'multiPartyBarter',
    gasEstimate: 450_000,
    features: ['multiParty', 'escrow', 'aiValuation', 'autoSettlement'],
    milestones: 5,
    value: 3_200_000,
  },
  {
    id: 'tpl-escrow',
    code: 'milestoneEscrow',
    gasEstimate: 320_000,
    features: ['multiSig', 'milestones', 'disputeResolution'],
    milestones: 4,
    value: 1_500_000,
  },
  {
    id: 'tpl-supply',
    code: 'supplyChain',
    gasEstimate: 280_000,
    features: ['iotTracking', 'qualityChecks', 'customs'],
    milestones: 3,
    value: 850_000,
  },
];

export function templateById(id: string | null | undefined): ContractTemplate | undefined {
  return contractTemplates.find((template) => template.id === id);
}

/** The deploy panel's three fixed badges: codes of `deploy.badges.<code>.label/value`. */
export const deployBadges = ['securityAudit', 'multiSig', 'gasOptimization'] as const;
export type DeployBadge = (typeof deployBadges)[number];

export type ContractStatus = 'active' | 'pending';

export interface ActiveContract {
  id: string;
  /**
   * The parties, shown joined by a two-way arrow: cast ids (src/data/cast.ts) and `memberParty` for
   * the member's own enterprise (a contract saved by an earlier build may hold an old code: `partyIdOf`).
   */
  parties: readonly string[];
  status: ContractStatus;
  /** Value in SDR. */
  value: number;
  /** Total milestones. */
  milestones: number;
  completed: number;
  /** Template it came from, for the details. */
  templateId: string;
}

export const activeContracts: readonly ActiveContract[] = [
  {
    id: sampleContractIds.steelForEnergy,
    parties: ['sino-steel', 'gulf-energy'],
    status: 'active',
    value: 2_500_000,
    milestones: 5,
    completed: 3,
    templateId: 'tpl-barter',
  },
  {
    id: sampleContractIds.agroForMachinery,
    parties: ['cerrado-agro', 'rhine-machinery'],
    status: 'pending',
    value: 1_800_000,
    milestones: 4,
    completed: 1,
    templateId: 'tpl-escrow',
  },
  {
    id: sampleContractIds.supplyChain,
    parties: ['sino-steel', 'cerrado-agro', 'rhine-machinery'],
    status: 'active',
    value: 4_100_000,
    milestones: 3,
    completed: 2,
    templateId: 'tpl-supply',
  },
];

/** The member's own enterprise among a contract's parties (`parties.silkRoadMember`): not a company of the cast. */
export const memberParty = 'silkRoadMember';

/** Parties of a contract deployed from the screen (the member's own enterprise and its counterparty). */
export const deployedParties: readonly string[] = [memberParty, 'gulf-energy'];

/** The cast ids of the party codes that contracts saved by an earlier build hold. */
const earlierPartyCodes: Readonly<Record<string, CompanyId>> = {
  sinoSteel: 'sino-steel',
  brasilAgro: 'cerrado-agro',
  gulfEnergy: 'gulf-energy',
  rheinMachinen: 'rhine-machinery',
};

/** A contract party as it is named now: a cast id, or `memberParty`. */
export const partyIdOf = (party: string): string => earlierPartyCodes[party] ?? party;

/** Status colour: Active green, anything else yellow. */
export function contractStatusTone(status: string): 'success' | 'warning' {
  return status === 'active' ? 'success' : 'warning';
}

/** Milestone progress in percent, 0 to 100; 0 when the total is not a positive number. */
export function milestonePercent(completed: number, total: number): number {
  if (!Number.isFinite(completed) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, (completed / total) * 100));
}

/** The id of the member's n-th deployed contract (1-based): SC-NEW-001, SC-NEW-002, ... */
export function deployedContractId(sequence: number): string {
  const n = Number.isFinite(sequence) && sequence > 0 ? Math.floor(sequence) : 1;
  return `SC-NEW-${String(n).padStart(3, '0')}`;
}

/**
 * The sequence of the member's next deployed contract: one past the highest `SC-NEW-n` they hold, so
 * an id is never reused (after a reload, or with contracts imported from a file).
 */
export function nextContractSequence(contracts: readonly Pick<ActiveContract, 'id'>[]): number {
  let highest = 0;
  for (const { id } of contracts) {
    const match = /^SC-NEW-(\d{1,9})$/.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1;
}

/** A contract deployed from a template joins Active Contracts, active with no milestone done yet. */
export function contractFromTemplate(template: ContractTemplate, sequence: number): ActiveContract {
  return {
    id: deployedContractId(sequence),
    parties: deployedParties,
    status: 'active',
    value: template.value,
    milestones: template.milestones,
    completed: 0,
    templateId: template.id,
  };
}
