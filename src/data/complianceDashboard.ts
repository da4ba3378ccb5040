/**
 * Compliance dashboard sample data: the compliance documents (type Food Safety / Quality Assurance /
 * Regulatory, status compliant / pending / expired / non-compliant, region Global / North America /
 * Europe, risk) and the alerts (severity info / warning / critical, resolved or not). The rules over
 * them are in complianceRules.ts; uploads, downloads and reports in complianceFiles.ts.
 *
 * Document names are the documents' own titles (like file names), so they are data, not translated.
 */

import { dated, sampleDay, sampleMoment } from './sampleWorld';

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

export const complianceDocuments = dated((): readonly ComplianceDocument[] => [
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
]);

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

export const complianceAlerts = dated((): readonly ComplianceAlert[] => [
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
]);
