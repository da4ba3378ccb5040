/**
 * Compliance dashboard uploads, downloads and reports: the ids and documents of uploaded files, the
 * download file names, the audit trail and its CSV, and the counts and month of the monthly report.
 */

import { isCalendarDay } from './calendar';
import type {
  ComplianceAlert,
  ComplianceDocument,
  DocumentRegion,
  DocumentType,
} from './complianceDashboard';
import { toCsv, type CsvColumn, type CsvTable } from './csv';
import { compareText } from './order';

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
  return events.sort((a, b) => compareText(b.timestamp, a.timestamp));
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
