/**
 * Compliance dashboard sample data and rules (spec part 2, Compliance Dashboard; sections 3, 4 and 9):
 * the compliance documents (type Food Safety / Quality Assurance / Regulatory, status compliant /
 * pending / expired / non-compliant, region Global / North America / Europe, risk), the alerts
 * (severity info / warning / critical, resolved or not), the summary counts, the Expiring Soon rule
 * (1 to 30 days from today), the fixed 75 % compliance score and its bands (Excellent 90-100, Good
 * 70-89, Needs Attention below 70), the document filters and search, and the rows of the reports.
 *
 * Document names are the documents' own titles (like file names), so they are data, not translated.
 */

import { sampleDay, sampleMoment } from './sampleWorld';
import { daysBetween, isCalendarDay } from './calendar';
import { toCsv, type CsvColumn, type CsvTable } from './csv';

export const documentTypes = ['foodSafety', 'qualityAssurance', 'regulatory'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentStatuses = ['compliant', 'pending', 'expired', 'nonCompliant'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const documentRegions = ['global', 'northAmerica', 'europe'] as const;
export type DocumentRegion = (typeof documentRegions)[number];
export const riskLevels = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export interface ComplianceDocument {
  id: string;
  name: string;
  type: DocumentType;
  status: DocumentStatus;
  /** Calendar date `YYYY-MM-DD`; null for an uploaded document whose expiry is not known yet. */
  expiryDate: string | null;
  /** Calendar date `YYYY-MM-DD`. */
  lastUpdated: string;
  region: DocumentRegion;
  risk: RiskLevel;
}

export const complianceDocuments: readonly ComplianceDocument[] = [
  {
    id: 'DOC-001',
    name: 'ISO 22000:2018 Food Safety Certificate',
    type: 'foodSafety',
    status: 'compliant',
    expiryDate: sampleDay('2027-06-30'),
    lastUpdated: sampleDay('2026-10-02'),
    region: 'global',
    risk: 'low',
  },
  {
    id: 'DOC-002',
    name: 'HACCP Plan - Wheat Milling',
    type: 'foodSafety',
    status: 'compliant',
    expiryDate: sampleDay('2026-12-15'),
    lastUpdated: sampleDay('2026-09-18'),
    region: 'europe',
    risk: 'medium',
  },
  {
    id: 'DOC-003',
    name: 'FDA Food Facility Registration',
    type: 'regulatory',
    status: 'pending',
    expiryDate: sampleDay('2026-12-01'),
    lastUpdated: sampleDay('2026-11-05'),
    region: 'northAmerica',
    risk: 'medium',
  },
  {
    id: 'DOC-004',
    name: 'ISO 9001:2015 Quality Management Certificate',
    type: 'qualityAssurance',
    status: 'compliant',
    expiryDate: sampleDay('2027-03-31'),
    lastUpdated: sampleDay('2026-08-12'),
    region: 'global',
    risk: 'low',
  },
  {
    id: 'DOC-005',
    name: 'EU REACH Declaration - Copper Cathodes',
    type: 'regulatory',
    status: 'compliant',
    expiryDate: sampleDay('2026-12-22'),
    lastUpdated: sampleDay('2026-07-30'),
    region: 'europe',
    risk: 'low',
  },
  {
    id: 'DOC-006',
    name: 'Supplier Quality Audit - Q3 2026',
    type: 'qualityAssurance',
    status: 'nonCompliant',
    expiryDate: sampleDay('2027-01-15'),
    lastUpdated: sampleDay('2026-10-21'),
    region: 'northAmerica',
    risk: 'high',
  },
  {
    id: 'DOC-007',
    name: 'Halal Certificate - Edible Oils',
    type: 'foodSafety',
    status: 'expired',
    expiryDate: sampleDay('2026-11-10'),
    lastUpdated: sampleDay('2025-11-10'),
    region: 'global',
    risk: 'high',
  },
  {
    id: 'DOC-008',
    name: 'Authorised Economic Operator (AEO) Certificate',
    type: 'regulatory',
    status: 'compliant',
    expiryDate: sampleDay('2026-12-23'),
    lastUpdated: sampleDay('2026-06-01'),
    region: 'europe',
    risk: 'low',
  },
  {
    id: 'DOC-009',
    name: 'GMP Inspection Report - Plant 2',
    type: 'qualityAssurance',
    status: 'compliant',
    expiryDate: sampleDay('2026-11-22'),
    lastUpdated: sampleDay('2026-11-20'),
    region: 'northAmerica',
    risk: 'medium',
  },
  {
    id: 'DOC-010',
    name: 'Sanctions Screening Attestation',
    type: 'regulatory',
    status: 'compliant',
    expiryDate: sampleDay('2027-09-30'),
    lastUpdated: sampleDay('2026-11-14'),
    region: 'global',
    risk: 'low',
  },
  {
    id: 'DOC-011',
    name: 'Kosher Attestation - Grain Products',
    type: 'foodSafety',
    status: 'compliant',
    expiryDate: sampleDay('2027-08-31'),
    lastUpdated: sampleDay('2026-05-20'),
    region: 'global',
    risk: 'low',
  },
  {
    id: 'DOC-012',
    name: 'Product Traceability Audit - Q2 2026',
    type: 'qualityAssurance',
    status: 'compliant',
    expiryDate: sampleDay('2027-04-30'),
    lastUpdated: sampleDay('2026-06-20'),
    region: 'europe',
    risk: 'low',
  },
];

// ---------------------------------------------------------------------------------------------
// Dates and Expiring Soon

/** Whole days from `today` to `expiryDate` (0 = expires today, negative = past); null if either is no date. */
export function daysUntilExpiry(expiryDate: string | null, today: string): number | null {
  return expiryDate === null ? null : daysBetween(today, expiryDate);
}

/** Expiring Soon window (spec section 9): documents expiring in 1 to 30 days. */
export const expiringSoonWindow = { minDays: 1, maxDays: 30 } as const;

/** True when the document expires in 1 to 30 days from `today` (not today, not past, not later). */
export function isExpiringSoon(expiryDate: string | null, today: string): boolean {
  const days = daysUntilExpiry(expiryDate, today);
  return days !== null && days >= expiringSoonWindow.minDays && days <= expiringSoonWindow.maxDays;
}

// ---------------------------------------------------------------------------------------------
// Alerts

export const alertSeverities = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];
export const alertCodes = [
  'documentExpired',
  'renewalDue',
  'auditFinding',
  'regulationUpdate',
  'sanctionsUpdate',
] as const;
export type AlertCode = (typeof alertCodes)[number];

export interface ComplianceAlert {
  id: string;
  /** Key of the title and description; their values come from `documentId`. */
  code: AlertCode;
  severity: AlertSeverity;
  /** ISO timestamp. */
  timestamp: string;
  resolved: boolean;
  /** The document the alert is about, if any. */
  documentId?: string;
}

export const complianceAlerts: readonly ComplianceAlert[] = [
  {
    id: 'ALR-001',
    code: 'documentExpired',
    severity: 'critical',
    timestamp: sampleMoment('2026-11-11T08:00:00Z'),
    resolved: false,
    documentId: 'DOC-007',
  },
  {
    id: 'ALR-002',
    code: 'auditFinding',
    severity: 'critical',
    timestamp: sampleMoment('2026-10-22T14:30:00Z'),
    resolved: false,
    documentId: 'DOC-006',
  },
  {
    id: 'ALR-003',
    code: 'renewalDue',
    severity: 'warning',
    timestamp: sampleMoment('2026-11-06T09:15:00Z'),
    resolved: false,
    documentId: 'DOC-003',
  },
  {
    id: 'ALR-004',
    code: 'regulationUpdate',
    severity: 'info',
    timestamp: sampleMoment('2026-11-18T11:00:00Z'),
    resolved: false,
  },
  {
    id: 'ALR-005',
    code: 'sanctionsUpdate',
    severity: 'warning',
    timestamp: sampleMoment('2026-11-14T16:45:00Z'),
    resolved: true,
  },
];

/** The alerts with the ones resolved in this visit marked resolved. */
export function withResolutions(
  alerts: readonly ComplianceAlert[],
  resolvedIds: ReadonlySet<string>,
): ComplianceAlert[] {
  return alerts.map((alert) =>
    !alert.resolved && resolvedIds.has(alert.id) ? { ...alert, resolved: true } : alert,
  );
}

/** Only an unresolved alert can be resolved (spec section 4: Resolve shows only while unresolved). */
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
export const complianceScorePercent = compliantSharePercent(complianceDocuments);

export const scoreBands = ['excellent', 'good', 'needsAttention'] as const;
export type ScoreBand = (typeof scoreBands)[number];

/** The bands with their ranges as the legend shows them (spec section 9). */
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
export type ComplianceTab = (typeof complianceTabs)[number];

/** The `?tab=` value; anything unknown (or missing) is Documents. */
export function resolveComplianceTab(value: string | null | undefined): ComplianceTab {
  return complianceTabs.find((tab) => tab === value) ?? 'documents';
}

export interface DocumentFilters {
  type: DocumentType | 'all';
  status: DocumentStatus | 'all';
  region: DocumentRegion | 'all';
}

export const noDocumentFilters: DocumentFilters = { type: 'all', status: 'all', region: 'all' };

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
export const maxQueryLength = 200;

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

// ---------------------------------------------------------------------------------------------
// Uploads and downloads

/** The id of the n-th document the member uploaded (1-based): UPL-001. */
export function uploadedDocumentId(n: number): string {
  return `UPL-${String(Math.max(1, Math.trunc(n))).padStart(3, '0')}`;
}

/**
 * The id the next upload gets: one past the highest `UPL-` number already used, so an id is never
 * given twice (uploads are kept across visits; another tab may have added some).
 */
export function nextUploadedDocumentId(uploads: readonly Pick<ComplianceDocument, 'id'>[]): string {
  let highest = 0;
  for (const { id } of uploads) {
    const match = /^UPL-(\d+)$/.exec(id);
    if (match?.[1]) highest = Math.max(highest, Number(match[1]));
  }
  return uploadedDocumentId(highest + 1);
}

/** An uploaded file as a document: pending review, expiry unknown, updated today. */
export function uploadedDocument(
  id: string,
  fileName: string,
  type: DocumentType,
  region: DocumentRegion,
  today: string,
): ComplianceDocument {
  return {
    id,
    name: fileName.trim() || id,
    type,
    status: 'pending',
    expiryDate: null,
    lastUpdated: today,
    region,
    risk: 'medium',
  };
}

/** A file name made of the id and a slug of the name: "DOC-001-iso-22000-2018-food-safety-certificate.txt". */
export function documentFileName(
  document: Pick<ComplianceDocument, 'id' | 'name'>,
  extension: string,
): string {
  // Words of letters and digits joined by single dashes: a split and a join, linear in the name's
  // length (patterns anchored at both ends, like /^-+|-+$/, retry at every dash of a long run).
  let slug = document.name
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter(Boolean)
    .join('-')
    .slice(0, 60);
  if (slug.endsWith('-')) slug = slug.slice(0, -1);
  return `${document.id}${slug ? `-${slug}` : ''}${extension}`;
}

export const auditActions = ['documentUpdated', 'documentUploaded', 'alertRaised', 'alertResolved'] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEvent {
  /** ISO timestamp, or a `YYYY-MM-DD` date for document updates. */
  timestamp: string;
  action: AuditAction;
  subjectId: string;
  subject: string;
}

/**
 * The audit trail: every document's last update, every alert raised, plus what happened in this visit
 * (uploads, resolutions), newest first.
 */
export function auditTrail(
  documents: readonly ComplianceDocument[],
  alerts: readonly ComplianceAlert[],
  sessionEvents: readonly AuditEvent[],
): AuditEvent[] {
  const events: AuditEvent[] = [
    ...documents.map((document) => ({
      timestamp: document.lastUpdated,
      action: 'documentUpdated' as const,
      subjectId: document.id,
      subject: document.name,
    })),
    ...alerts.map((alert) => ({
      timestamp: alert.timestamp,
      action: 'alertRaised' as const,
      subjectId: alert.id,
      subject: alert.code,
    })),
    ...sessionEvents,
  ];
  return events.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
}

const auditCsvColumns: readonly CsvColumn<AuditEvent>[] = [
  { header: 'timestamp', value: (event) => event.timestamp },
  { header: 'action', value: (event) => event.action },
  { header: 'id', value: (event) => event.subjectId },
  { header: 'subject', value: (event) => event.subject },
];

/** The Audit Trail Report's table, one row per event. */
export const auditCsv = (events: readonly AuditEvent[]): CsvTable => toCsv(events, auditCsvColumns);

/** Counts per status, type and region for the Monthly Compliance Report. */
export function countBy<K extends string>(
  documents: readonly ComplianceDocument[],
  keys: readonly K[],
  keyOf: (document: ComplianceDocument) => K,
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const document of documents) counts[keyOf(document)] += 1;
  return counts;
}

/** The report's month, "2026-11" for a `today` of 2026-11-22 (used in the file names). */
export function reportMonth(today: string): string {
  return isCalendarDay(today) ? today.slice(0, 7) : 'undated';
}
