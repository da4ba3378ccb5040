/**
 * Sample data and pure rules of the quality control and reports screen:
 * inspection reports (Passed, Under Review, anything else red), the
 * standards compliance, the four-stage inspection pipeline (Completed, In Progress, Pending; a stage
 * may have no score yet) and the fixed passed-tests count of 24. Scores are percentages.
 * Display text lives in `public/locales/<lng>/qualityControl.json`; this file holds codes that name
 * those keys (`standards.<code>`, `stages.<code>`); products are commodity ids, named in `commodities`,
 * and inspectors are cast people.
 */

import type { PersonId } from './cast';
import { fieldValueColumns, toCsv, type CsvTable, type CsvValue } from './csv';
import { dated, sampleDay } from './sampleWorld';
import type { CommodityId } from './commodities';

export type ReportStatus = 'passed' | 'underReview' | 'failed';
export type StageStatus = 'completed' | 'inProgress' | 'pending';

export interface QualityReport {
  id: string;
  /** The commodity inspected (src/data/commodities.ts). */
  product: CommodityId;
  batch: string;
  status: ReportStatus;
  /** Percent. */
  score: number;
  /** The inspector's cast id (src/data/cast.ts). */
  inspector: PersonId;
  /** ISO date. */
  date: string;
  /** Defects found. */
  defects: number;
}

export interface QualityStandard {
  /** Translation code of the name (`standards.<code>`). */
  code: string;
  /** Compliance, percent. */
  value: number;
  /** The standard's label as published ("ISO 9001:2015"), the same in every language. */
  standard: string;
}

export interface InspectionStage {
  /** Translation code (`stages.<code>`). */
  stage: string;
  status: StageStatus;
  /** Percent; null while the stage has no score yet. */
  score: number | null;
}

/** The passed-tests count is a fixed 24. */
export const passedTestsCount = 24;

export const qualityReports = dated((): readonly QualityReport[] => [
  {
    id: 'QR-2026-0451',
    product: 'steelCoils',
    batch: 'B-2026-1107',
    status: 'passed',
    score: 98,
    inspector: 'zhang-min',
    date: sampleDay('2026-11-18'),
    defects: 0,
  },
  {
    id: 'QR-2026-0452',
    product: 'copperCathodes',
    batch: 'B-2026-1112',
    status: 'underReview',
    score: 87,
    inspector: 'maria-gonzalez',
    date: sampleDay('2026-11-19'),
    defects: 3,
  },
  {
    id: 'QR-2026-0453',
    product: 'solarPanels',
    batch: 'B-2026-1115',
    status: 'failed',
    score: 72,
    inspector: 'ahmed-hassan',
    date: sampleDay('2026-11-20'),
    defects: 12,
  },
  {
    id: 'QR-2026-0454',
    product: 'cottonFabric',
    batch: 'B-2026-1116',
    status: 'passed',
    score: 95,
    inspector: 'olga-petrova',
    date: sampleDay('2026-11-21'),
    defects: 1,
  },
]);

/**
 * The inspection score of a production batch: the one figure for that batch wherever it is shown (the
 * quality reports here, the production orders on production monitoring). Undefined for a batch with
 * no report.
 */
export function batchQualityScore(batch: string, day: string): number | undefined {
  return reportOfBatch(batch, day)?.score;
}

/** The inspection report of a production batch, if it was inspected. */
export function reportOfBatch(batch: string, day: string): QualityReport | undefined {
  return qualityReports(day).find((report) => report.batch === batch);
}

export const qualityStandards: readonly QualityStandard[] = [
  { code: 'qualityManagement', value: 98, standard: 'ISO 9001:2015' },
  { code: 'environmental', value: 95, standard: 'ISO 14001:2015' },
  { code: 'occupationalSafety', value: 92, standard: 'ISO 45001:2018' },
  { code: 'productSafety', value: 100, standard: 'CE' },
];

export const inspectionStages: readonly InspectionStage[] = [
  { stage: 'rawMaterial', status: 'completed', score: 98 },
  { stage: 'inProcess', status: 'completed', score: 95 },
  { stage: 'finalProduct', status: 'inProgress', score: null },
  { stage: 'packaging', status: 'pending', score: null },
];

/** Tone of a report status: Passed green, Under Review amber, anything else red. */
export function reportStatusTone(status: string): 'success' | 'warning' | 'danger' {
  if (status === 'passed') return 'success';
  if (status === 'underReview') return 'warning';
  return 'danger';
}

/** Tone of a pipeline stage: Completed green, In Progress blue, Pending grey. */
export function stageStatusTone(status: StageStatus): 'success' | 'active' | 'pending' {
  if (status === 'completed') return 'success';
  if (status === 'inProgress') return 'active';
  return 'pending';
}

/** A stage's score for display: a finite number, or null (shown as a dash with a spoken label). */
export function stageScore(score: number | null | undefined): number | null {
  return typeof score === 'number' && Number.isFinite(score) ? score : null;
}

/** Compliance for the bar, 0 to 100; not a number shows as 0. */
export function compliancePercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** The mean score of the reports, or NaN without any (shown as a dash). */
export function averageScore(list: readonly QualityReport[]): number {
  const scores = list.map((report) => report.score).filter((score) => Number.isFinite(score));
  if (scores.length === 0) return Number.NaN;
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/** How many reports have a status. */
export function countByStatus(status: ReportStatus, list: readonly QualityReport[]): number {
  return list.filter((report) => report.status === status).length;
}

/**
 * The reports whose id, batch or (translated) product or inspector contain the query, ignoring case
 * and surrounding spaces. The query is plain text: regex characters and markup match literally. An
 * empty or blank query keeps every report.
 */
export function searchReports(
  query: string,
  list: readonly QualityReport[],
  labelsOf: (report: QualityReport) => readonly string[] = () => [],
): QualityReport[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...list];
  return list.filter((report) =>
    [report.id, report.batch, ...labelsOf(report)].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * The reports after local re-inspection requests: a report that did not pass and is not under review
 * goes back to Under Review; others are unchanged.
 */
export function withReinspections(
  list: readonly QualityReport[],
  requested: ReadonlySet<string>,
): QualityReport[] {
  return list.map((report) =>
    report.status === 'failed' && requested.has(report.id) ? { ...report, status: 'underReview' } : report,
  );
}

/** Whether a report can be sent for re-inspection (it failed). */
export function canRequestReinspection(report: QualityReport): boolean {
  return report.status === 'failed';
}

/** The report file the detail's download saves: a two-column CSV (field, value), codes not labels. */
export function reportCsv(report: QualityReport): CsvTable {
  const rows: [string, CsvValue][] = [
    ['id', report.id],
    ['product', report.product],
    ['batch', report.batch],
    ['status', report.status],
    ['score_percent', report.score],
    ['inspector', report.inspector],
    ['date', report.date],
    ['defects', report.defects],
  ];
  return toCsv(rows, fieldValueColumns);
}
