/**
 * Admin console sample data and rules: the six
 * summary figures, system health bars, and the recent alerts (type compliance/dispute/liquidity,
 * severity high/medium/low), including the liquidity alert for a pool below the 10M SDR threshold.
 */

import { sampleContractIds } from './contractIds';
import { dated, sampleMoment, sampleRecent } from './sampleWorld';

export const healthComponents = [
  'apiGateway',
  'database',
  'blockchainNode',
  'matchingEngine',
  'iotNetwork',
] as const;
export type HealthComponent = (typeof healthComponents)[number];

/** Availability of each platform component, in percent: the bars of System Health. */
export const systemHealth: readonly { id: HealthComponent; percent: number }[] = [
  { id: 'apiGateway', percent: 99.9 },
  { id: 'database', percent: 99.5 },
  { id: 'blockchainNode', percent: 98.7 },
  { id: 'matchingEngine', percent: 96.4 },
  { id: 'iotNetwork', percent: 89.3 },
];

/**
 * The System Health headline: the mean availability of the components on its bars, to one decimal
 * (so the card and the bars below it never disagree). NaN without any finite value.
 */
export function averageAvailability(bars: readonly { percent: number }[]): number {
  const values = bars.map((bar) => bar.percent).filter((value) => Number.isFinite(value));
  if (values.length === 0) return Number.NaN;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

/**
 * The platform-wide figures of the console. The compliance score here is the network's (the mean
 * over all members), labelled so; the member's own score is the compliance dashboard's.
 */
export const adminSummary = {
  totalUsers: 12_847,
  activeTrades: 1_234,
  disputes: 23,
  /** SDR; shown in millions. */
  liquidityPoolSdr: 45_200_000,
  networkComplianceScorePercent: 94.5,
  systemHealthPercent: averageAvailability(systemHealth),
} as const;

/** Below this a liquidity pool raises an alert. */
export const liquidityThresholdSdr = 10_000_000;

export function isBelowLiquidityThreshold(poolSdr: number): boolean {
  return Number.isFinite(poolSdr) && poolSdr >= 0 && poolSdr < liquidityThresholdSdr;
}

/** Green from 99 %, amber from 95 %, red below (and for anything that is not a number). */
export function healthTone(percent: number): 'success' | 'warning' | 'danger' {
  if (!Number.isFinite(percent)) return 'danger';
  if (percent >= 99) return 'success';
  if (percent >= 95) return 'warning';
  return 'danger';
}

export const alertTypes = ['compliance', 'dispute', 'liquidity'] as const;
export type AdminAlertType = (typeof alertTypes)[number];
export const alertSeverities = ['high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

export interface AdminAlert {
  id: string;
  type: AdminAlertType;
  severity: AlertSeverity;
  /** Key of the message; its values (if any) in `values`. */
  message: string;
  values?: Record<string, number | string>;
  /** The smart contract the alert is about, when it is about one. */
  contractId?: string;
  timestamp: string;
}

/** A pool the liquidity alert is about. */
export const watchedPool = { id: 'SRD-WHEAT', liquiditySdr: 8_400_000 } as const;

/** The liquidity alert is raised only while the watched pool is below the threshold. */
const liquidityAlerts = (): AdminAlert[] =>
  isBelowLiquidityThreshold(watchedPool.liquiditySdr)
    ? [
        {
          id: 'ALT-001',
          type: 'liquidity',
          severity: 'high',
          message: 'liquidityBelowThreshold',
          values: {
            pool: watchedPool.id,
            amount: watchedPool.liquiditySdr,
            threshold: liquidityThresholdSdr,
          },
          timestamp: sampleRecent('2026-11-22T09:45:00Z'),
        },
      ]
    : [];

export const adminAlerts = dated((): readonly AdminAlert[] => [
  ...liquidityAlerts(),
  {
    id: 'ALT-002',
    type: 'compliance',
    severity: 'medium',
    message: 'kycExpiring',
    values: { members: 12 },
    timestamp: sampleRecent('2026-11-22T08:30:00Z'),
  },
  {
    id: 'ALT-003',
    type: 'dispute',
    severity: 'high',
    message: 'disputeEscalated',
    values: { contract: sampleContractIds.supplyChain },
    contractId: sampleContractIds.supplyChain,
    timestamp: sampleRecent('2026-11-22T07:10:00Z'),
  },
  {
    id: 'ALT-004',
    type: 'compliance',
    severity: 'low',
    message: 'sanctionsListUpdated',
    timestamp: sampleMoment('2026-11-21T18:00:00Z'),
  },
]);

export function severityTone(severity: AlertSeverity): 'danger' | 'warning' | 'info' {
  return severity === 'high' ? 'danger' : severity === 'medium' ? 'warning' : 'info';
}

export type SeverityFilter = 'all' | AlertSeverity;

export function filterAlerts(alerts: readonly AdminAlert[], severity: SeverityFilter): AdminAlert[] {
  return alerts.filter((alert) => severity === 'all' || alert.severity === severity);
}

export const adminTabs = ['overview', 'compliance', 'liquidity', 'disputes'] as const;
export type AdminTab = (typeof adminTabs)[number];
