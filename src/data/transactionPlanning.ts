/**
 * Sample data and pure rules of the transaction planning screen: plans (Active or Planning), their scheduled transactions (Scheduled or Pending
 * Approval, priority High, Medium or Low), the budget allocation and the risk assessment. Amounts are
 * SDR. Display text lives in `public/locales/<lng>/transactionPlanning.json`; this file holds codes that
 * name those keys (`plans.<code>`, `transactions.<code>`, `budget.<code>`,
 * `risks.<code>`).
 */

import type { CompanyId } from './cast';
import { dated, sampleDay } from './sampleWorld';
import { compareText } from './order';

export type PlanStatus = 'active' | 'planning';
export type PlannedTransactionStatus = 'scheduled' | 'pendingApproval';
export type Priority = 'high' | 'medium' | 'low';
export type RiskLevel = 'high' | 'medium' | 'low';

export interface Plan {
  id: string;
  /** Translation code of the title (`plans.<code>`). */
  code: string;
  /** SDR. */
  totalValue: number;
  /** Number of transactions the plan holds. */
  transactions: number;
  status: PlanStatus;
  /** ISO dates. */
  startDate: string;
  endDate: string;
  /** Transactions already completed. */
  completed: number;
}

export interface PlannedTransaction {
  id: string;
  planId: string;
  /** Translation code of the description (`transactions.<code>`). */
  code: string;
  /** The counterparty's cast id (src/data/cast.ts). */
  counterparty: CompanyId;
  /** SDR. */
  amount: number;
  /** ISO date. */
  scheduledDate: string;
  status: PlannedTransactionStatus;
  priority: Priority;
}

export interface BudgetLine {
  /** Translation code (`budget.<code>`). */
  category: string;
  allocated: number;
  used: number;
  remaining: number;
}

export interface RiskFactor {
  /** Translation code (`risks.<code>`). */
  factor: string;
  risk: RiskLevel;
  impact: RiskLevel;
}

export const plans = dated((): readonly Plan[] => [
  {
    id: 'TP-2026-001',
    code: 'q4Procurement',
    totalValue: 2_500_000,
    transactions: 12,
    status: 'active',
    startDate: sampleDay('2026-10-01'),
    endDate: sampleDay('2026-12-31'),
    completed: 8,
  },
  {
    id: 'TP-2026-002',
    code: 'asiaExpansion',
    totalValue: 5_000_000,
    transactions: 20,
    status: 'planning',
    startDate: sampleDay('2027-01-01'),
    endDate: sampleDay('2027-06-30'),
    completed: 0,
  },
  {
    id: 'TP-2026-003',
    code: 'energyHedging',
    totalValue: 1_800_000,
    transactions: 6,
    status: 'active',
    startDate: sampleDay('2026-09-15'),
    endDate: sampleDay('2027-03-31'),
    completed: 3,
  },
]);

export const plannedTransactions = dated((): readonly PlannedTransaction[] => [
  {
    id: 'PT-1001',
    planId: 'TP-2026-001',
    code: 'wheatPurchase',
    counterparty: 'steppe-harvest',
    amount: 450_000,
    scheduledDate: sampleDay('2026-12-05'),
    status: 'scheduled',
    priority: 'high',
  },
  {
    id: 'PT-1002',
    planId: 'TP-2026-001',
    code: 'copperBarter',
    counterparty: 'andes-copper',
    amount: 320_000,
    scheduledDate: sampleDay('2026-12-12'),
    status: 'pendingApproval',
    priority: 'medium',
  },
  {
    id: 'PT-1003',
    planId: 'TP-2026-001',
    code: 'freightPrepayment',
    counterparty: 'caspian-shipping',
    amount: 85_000,
    scheduledDate: sampleDay('2026-12-18'),
    status: 'scheduled',
    priority: 'low',
  },
  {
    id: 'PT-1004',
    planId: 'TP-2026-001',
    code: 'insurancePremium',
    counterparty: 'silk-road-insurance',
    amount: 42_500,
    scheduledDate: sampleDay('2026-12-22'),
    status: 'pendingApproval',
    priority: 'high',
  },
  {
    id: 'PT-2001',
    planId: 'TP-2026-002',
    code: 'electronicsBarter',
    counterparty: 'shenzhen-electronics',
    amount: 1_200_000,
    scheduledDate: sampleDay('2027-01-20'),
    status: 'pendingApproval',
    priority: 'high',
  },
  {
    id: 'PT-2002',
    planId: 'TP-2026-002',
    code: 'palmOilPurchase',
    counterparty: 'malacca-agri',
    amount: 640_000,
    scheduledDate: sampleDay('2027-02-10'),
    status: 'pendingApproval',
    priority: 'medium',
  },
  {
    id: 'PT-3001',
    planId: 'TP-2026-003',
    code: 'lngSwap',
    counterparty: 'gulf-energy',
    amount: 600_000,
    scheduledDate: sampleDay('2026-12-09'),
    status: 'scheduled',
    priority: 'high',
  },
  {
    id: 'PT-3002',
    planId: 'TP-2026-003',
    code: 'crudeHedge',
    counterparty: 'gulf-energy',
    amount: 300_000,
    scheduledDate: sampleDay('2027-01-14'),
    status: 'scheduled',
    priority: 'low',
  },
]);

export const budgetLines: readonly BudgetLine[] = [
  { category: 'rawMaterials', allocated: 1_200_000, used: 850_000, remaining: 350_000 },
  { category: 'logistics', allocated: 400_000, used: 280_000, remaining: 120_000 },
  { category: 'insurance', allocated: 150_000, used: 95_000, remaining: 55_000 },
  { category: 'compliance', allocated: 100_000, used: 45_000, remaining: 55_000 },
];

export const riskFactors: readonly RiskFactor[] = [
  { factor: 'currencyVolatility', risk: 'medium', impact: 'high' },
  { factor: 'counterpartyDefault', risk: 'low', impact: 'high' },
  { factor: 'supplyChain', risk: 'medium', impact: 'medium' },
  { factor: 'regulatory', risk: 'low', impact: 'medium' },
];

const priorities: readonly Priority[] = ['high', 'medium', 'low'];
export type PriorityFilter = 'all' | Priority;
export const priorityFilters: readonly PriorityFilter[] = ['all', ...priorities];

/** A `?priority=` value, or `all` for anything else. */
export function parsePriorityFilter(value: string | null | undefined): PriorityFilter {
  return priorityFilters.find((filter) => filter === value) ?? 'all';
}

/** The scheduled transactions of a plan at a priority (`all`: every priority), by scheduled date. */
export function transactionsOf(
  planId: string,
  filter: PriorityFilter,
  list: readonly PlannedTransaction[],
): PlannedTransaction[] {
  return list
    .filter((item) => item.planId === planId && (filter === 'all' || item.priority === filter))
    .sort((a, b) => compareText(a.scheduledDate, b.scheduledDate));
}

/** Completed transactions as a percentage of the plan's transactions, 0 to 100; 0 without any. */
export function planProgress(completed: number, transactions: number): number {
  if (!Number.isFinite(completed) || !Number.isFinite(transactions) || transactions <= 0) return 0;
  return Math.min(100, Math.max(0, (completed / transactions) * 100));
}

/** Used as a percentage of allocated, 0 to 100 for the bar; 0 when nothing is allocated. */
export function budgetUsedPercent(allocated: number, used: number): number {
  if (!Number.isFinite(allocated) || !Number.isFinite(used) || allocated <= 0) return 0;
  return Math.min(100, Math.max(0, (used / allocated) * 100));
}

/** Status colour of a plan: Active green, Planning blue. */
export function planStatusTone(status: PlanStatus): 'success' | 'info' {
  return status === 'active' ? 'success' : 'info';
}

/** Status colour of a planned transaction: Scheduled blue, Pending Approval amber. */
export function transactionStatusTone(status: PlannedTransactionStatus): 'info' | 'warning' {
  return status === 'scheduled' ? 'info' : 'warning';
}

/** Colour of a priority or risk level: High red, Medium amber, Low green. Always shown with its text. */
export function levelTone(level: Priority | RiskLevel): 'danger' | 'warning' | 'success' {
  return level === 'high' ? 'danger' : level === 'medium' ? 'warning' : 'success';
}

/** A transaction after local approval: Pending Approval becomes Scheduled; others are unchanged. */
export function withApprovals(
  list: readonly PlannedTransaction[],
  approvedIds: ReadonlySet<string>,
): PlannedTransaction[] {
  return list.map((item) =>
    item.status === 'pendingApproval' && approvedIds.has(item.id) ? { ...item, status: 'scheduled' } : item,
  );
}
