/**
 * Compliance dashboard rules: the Expiring Soon rule (1 to 30 days from today), resolving alerts, the
 * summary counts, the fixed 75 % compliance score and its bands (Excellent 90-100, Good 70-89, Needs
 * Attention below 70), the tones of statuses, risks and severities, the tabs, and the document filters
 * and search.
 */

import { daysBetween } from './calendar';
import {
  complianceDocuments,
  documentRegions,
  documentStatuses,
  documentTypes,
  type AlertSeverity,
  type ComplianceAlert,
  type ComplianceDocument,
  type DocumentRegion,
  type DocumentStatus,
  type DocumentType,
  type RiskLevel,
} from './complianceDashboard';

// ---------------------------------------------------------------------------------------------
// Dates and Expiring Soon

/** Whole days from `today` to `expiryDate` (0 = expires today, negative = past); null if either is no date. */
export function daysUntilExpiry(expiryDate: string | null, today: string): number | null {
  return expiryDate === null ? null : daysBetween(today, expiryDate);
}

/** Expiring Soon window: documents expiring in 1 to 30 days. */
const expiringSoonWindow = { minDays: 1, maxDays: 30 } as const;

/** True when the document expires in 1 to 30 days from `today` (not today, not past, not later). */
export function isExpiringSoon(expiryDate: string | null, today: string): boolean {
  const days = daysUntilExpiry(expiryDate, today);
  return days !== null && days >= expiringSoonWindow.minDays && days <= expiringSoonWindow.maxDays;
}

// ---------------------------------------------------------------------------------------------
// Alerts

/** The alerts with the ones resolved in this visit marked resolved. */
export function withResolutions(
  alerts: readonly ComplianceAlert[],
  resolvedIds: ReadonlySet<string>,
): ComplianceAlert[] {
  return alerts.map((alert) =>
    !alert.resolved && resolvedIds.has(alert.id) ? { ...alert, resolved: true } : alert,
  );
}

/** Only an unresolved alert can be resolved (Resolve shows only while unresolved). */
export function canResolve(alert: ComplianceAlert | undefined): boolean {
  return alert !== undefined && !alert.resolved;
}

export function severityTone(severity: AlertSeverity): 'danger' | 'warning' | 'info' {
  return severity === 'critical' ? 'danger' : severity === 'warning' ? 'warning' : 'info';
}

// ---------------------------------------------------------------------------------------------
// Summary and score

export interface ComplianceSummary {
  total: number;
  compliant: number;
  expiringSoon: number;
  activeAlerts: number;
}

/** The four summary cards: Total Documents, Compliant, Expiring Soon (as of `today`), Active Alerts. */
export function complianceSummary(
  documents: readonly ComplianceDocument[],
  alerts: readonly ComplianceAlert[],
  today: string,
): ComplianceSummary {
  return {
    total: documents.length,
    compliant: documents.filter((document) => document.status === 'compliant').length,
    expiringSoon: documents.filter((document) => isExpiringSoon(document.expiryDate, today)).length,
    activeAlerts: alerts.filter((alert) => !alert.resolved).length,
  };
}

/** Share of the documents that are compliant, in percent (0 without documents). */
export function compliantSharePercent(documents: readonly Pick<ComplianceDocument, 'status'>[]): number {
  if (documents.length === 0) return 0;
  return (documents.filter((document) => document.status === 'compliant').length / documents.length) * 100;
}

/**
 * The member's compliance score the dashboard shows (fixed at 75 %): the compliant share of
 * the reviewed documents (9 of 12), so the score and the Compliant card tell the same story. Documents
 * the member uploads wait for review and do not move it. The admin console's score is a different
 * figure, the mean over all members of the network, and says so.
 */
export const complianceScorePercent = (day: string): number =>
  compliantSharePercent(complianceDocuments(day));

export const scoreBands = ['excellent', 'good', 'needsAttention'] as const;
export type ScoreBand = (typeof scoreBands)[number];

/** The bands with their ranges as the legend shows them. */
export const scoreBandRanges: readonly { band: ScoreBand; min: number; max: number | null }[] = [
  { band: 'excellent', min: 90, max: 100 },
  { band: 'good', min: 70, max: 89 },
  { band: 'needsAttention', min: 0, max: null },
];

/**
 * Excellent from 90 (to 100), Good from 70 (to 89), Needs Attention below 70. A fraction between two
 * bands goes down (89.5 is Good: it has not reached 90); anything that is not a number needs attention.
 */
export function scoreBand(score: number): ScoreBand {
  if (!Number.isFinite(score)) return 'needsAttention';
  if (score >= 90) return 'excellent';
  if (score >= 70) return 'good';
  return 'needsAttention';
}

export function scoreBandTone(band: ScoreBand): 'success' | 'info' | 'warning' {
  return band === 'excellent' ? 'success' : band === 'good' ? 'info' : 'warning';
}

export function documentStatusTone(status: DocumentStatus): 'success' | 'pending' | 'danger' | 'warning' {
  if (status === 'compliant') return 'success';
  if (status === 'pending') return 'pending';
  if (status === 'expired') return 'danger';
  return 'warning';
}

export function riskTone(risk: RiskLevel): 'success' | 'warning' | 'danger' {
  return risk === 'low' ? 'success' : risk === 'medium' ? 'warning' : 'danger';
}

// ---------------------------------------------------------------------------------------------
// Tabs, filters and search

export const complianceTabs = ['documents', 'alerts', 'reports'] as const;

export interface DocumentFilters {
  type: DocumentType | 'all';
  status: DocumentStatus | 'all';
  region: DocumentRegion | 'all';
}

const pick = <T extends string>(values: readonly T[], value: string | null | undefined): T | 'all' =>
  values.find((candidate) => candidate === value) ?? 'all';

/** Filters from the URL (`?type=&status=&region=`); unknown values mean "all". */
export function parseDocumentFilters(params: { get: (name: string) => string | null }): DocumentFilters {
  return {
    type: pick(documentTypes, params.get('type')),
    status: pick(documentStatuses, params.get('status')),
    region: pick(documentRegions, params.get('region')),
  };
}

export function activeFilterCount(filters: DocumentFilters): number {
  return [filters.type, filters.status, filters.region].filter((value) => value !== 'all').length;
}

/** Longest search text that is used; longer input is kept in the field but matched on this prefix. */
const maxQueryLength = 200;

/** The search text as matched: trimmed, inner spaces collapsed, lower case, at most 200 characters. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').slice(0, maxQueryLength).toLowerCase();
}

/**
 * The documents matching the filters and the search (plain text in the name or id, case-insensitive:
 * regex characters and HTML are just characters).
 */
export function filterDocuments(
  documents: readonly ComplianceDocument[],
  filters: DocumentFilters,
  query: string,
): ComplianceDocument[] {
  const needle = normalizeQuery(query);
  return documents.filter(
    (document) =>
      (filters.type === 'all' || document.type === filters.type) &&
      (filters.status === 'all' || document.status === filters.status) &&
      (filters.region === 'all' || document.region === filters.region) &&
      (needle === '' ||
        document.name.toLowerCase().includes(needle) ||
        document.id.toLowerCase().includes(needle)),
  );
}
