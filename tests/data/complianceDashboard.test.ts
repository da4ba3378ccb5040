// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localDay } from '../../src/data/calendar';
import { complianceAlerts, complianceDocuments, documentStatuses } from '../../src/data/complianceDashboard';
import {
  auditCsv,
  auditTrail,
  countBy,
  documentFileName,
  nextUploadedDocumentId,
  reportMonth,
  uploadedDocument,
  uploadedDocumentId,
} from '../../src/data/complianceFiles';
import {
  activeFilterCount,
  canResolve,
  complianceScorePercent,
  complianceSummary,
  daysUntilExpiry,
  filterDocuments,
  isExpiringSoon,
  normalizeQuery,
  parseDocumentFilters,
  scoreBand,
  scoreBandRanges,
  scoreBandTone,
  severityTone,
  withResolutions,
} from '../../src/data/complianceRules';
import { worldAnchorDay } from '../../src/data/worldAnchor';

/** The sample documents, as they read on the anchor day (the unit tests' today). */
const sampleDocuments = complianceDocuments(worldAnchorDay);
/** The sample alerts, as they read on the anchor day (the unit tests' today). */
const sampleAlerts = complianceAlerts(worldAnchorDay);

const today = '2026-11-22';

describe('Expiring Soon: documents expiring in 1 to 30 days', () => {
  it.each([
    ['2026-11-22', 0, false], // expires today: not "soon", due now
    ['2026-11-23', 1, true],
    ['2026-12-01', 9, true],
    ['2026-12-22', 30, true],
    ['2026-12-23', 31, false],
    ['2026-11-21', -1, false], // past
    ['2025-01-01', -690, false],
    ['2027-06-30', 220, false],
  ])('%s (%s days) → %s', (expiry, days, soon) => {
    expect(daysUntilExpiry(expiry, today)).toBe(days);
    expect(isExpiringSoon(expiry, today)).toBe(soon);
  });

  it.each([
    [null, today],
    ['', today],
    ['2026-02-30', today],
    ['22/11/2026', today],
    ['2026-11-23T00:00:00Z', today],
    ['2026-11-23', ''],
    ['2026-11-23', 'not a date'],
  ])('no date (%j from %j) is never expiring soon', (expiry, from) => {
    expect(daysUntilExpiry(expiry, from)).toBeNull();
    expect(isExpiringSoon(expiry, from)).toBe(false);
  });

  it('counts across month and year ends and leap days', () => {
    expect(daysUntilExpiry('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntilExpiry('2028-03-01', '2028-02-28')).toBe(2);
    expect(isExpiringSoon('2027-01-21', '2026-12-22')).toBe(true);
  });

  it('today is the local calendar date of now', () => {
    expect(localDay(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(localDay(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });
});

describe('compliance score bands (Excellent 90-100, Good 70-89, Needs Attention below 70)', () => {
  it('the score shown is 75 %, which is Good', () => {
    expect(complianceScorePercent(worldAnchorDay)).toBe(75);
    expect(scoreBand(complianceScorePercent(worldAnchorDay))).toBe('good');
  });
  it.each([
    [100, 'excellent'],
    [95, 'excellent'],
    [90, 'excellent'],
    [89.99, 'good'],
    [89, 'good'],
    [75, 'good'],
    [70, 'good'],
    [69.99, 'needsAttention'],
    [69, 'needsAttention'],
    [0, 'needsAttention'],
    [-5, 'needsAttention'],
    [101, 'excellent'],
    [Number.NaN, 'needsAttention'],
    [Number.POSITIVE_INFINITY, 'needsAttention'],
  ] as const)('%s → %s', (score, band) => expect(scoreBand(score)).toBe(band));
  it('ranges and tones', () => {
    expect(scoreBandRanges).toEqual([
      { band: 'excellent', min: 90, max: 100 },
      { band: 'good', min: 70, max: 89 },
      { band: 'needsAttention', min: 0, max: null },
    ]);
    expect(scoreBandTone('excellent')).toBe('success');
    expect(scoreBandTone('good')).toBe('info');
    expect(scoreBandTone('needsAttention')).toBe('warning');
  });
});

describe('summary cards', () => {
  it('on 2026-11-22: 12 documents, 9 compliant, 3 expiring soon, 4 active alerts', () => {
    expect(complianceSummary(sampleDocuments, sampleAlerts, today)).toEqual({
      total: 12,
      compliant: 9,
      expiringSoon: 3,
      activeAlerts: 4,
    });
  });
  it('Expiring Soon follows the date', () => {
    expect(complianceSummary(sampleDocuments, sampleAlerts, '2026-11-23').expiringSoon).toBe(4);
    expect(complianceSummary(sampleDocuments, sampleAlerts, '2027-12-31').expiringSoon).toBe(0);
  });
  it('resolving an alert lowers Active Alerts; empty lists give zeros', () => {
    const resolved = withResolutions(sampleAlerts, new Set(['ALR-001', 'ALR-005', 'nope']));
    expect(complianceSummary(sampleDocuments, resolved, today).activeAlerts).toBe(3);
    expect(complianceSummary([], [], today)).toEqual({
      total: 0,
      compliant: 0,
      expiringSoon: 0,
      activeAlerts: 0,
    });
  });
  it('only unresolved alerts can be resolved', () => {
    expect(canResolve(sampleAlerts[0])).toBe(true);
    expect(canResolve(sampleAlerts.find((alert) => alert.resolved))).toBe(false);
    expect(canResolve(undefined)).toBe(false);
  });
  it.each([
    ['critical', 'danger'],
    ['warning', 'warning'],
    ['info', 'info'],
  ] as const)('severity %s → %s', (severity, tone) => expect(severityTone(severity)).toBe(tone));
});

/** No filter in force: what a URL without filters gives. */
const noDocumentFilters = parseDocumentFilters(new URLSearchParams());

describe('filters from the URL', () => {
  it('known values are taken, anything else is "all"', () => {
    const params = new URLSearchParams('type=regulatory&status=%3Cb%3E&region=europe');
    const filters = parseDocumentFilters(params);
    expect(filters).toEqual({ type: 'regulatory', status: 'all', region: 'europe' });
    expect(activeFilterCount(filters)).toBe(2);
    expect(noDocumentFilters).toEqual({ type: 'all', status: 'all', region: 'all' });
    expect(activeFilterCount(noDocumentFilters)).toBe(0);
  });
});

describe('filterDocuments: filters and search with any text', () => {
  const ids = (filters = noDocumentFilters, query = '') =>
    filterDocuments(sampleDocuments, filters, query).map((document) => document.id);
  it('type, status and region combine', () => {
    expect(ids({ ...noDocumentFilters, type: 'foodSafety' })).toEqual([
      'DOC-001',
      'DOC-002',
      'DOC-007',
      'DOC-011',
    ]);
    expect(ids({ ...noDocumentFilters, status: 'pending' })).toEqual(['DOC-003']);
    expect(ids({ ...noDocumentFilters, region: 'europe' })).toEqual([
      'DOC-002',
      'DOC-005',
      'DOC-008',
      'DOC-012',
    ]);
    expect(ids({ type: 'regulatory', status: 'compliant', region: 'europe' })).toEqual([
      'DOC-005',
      'DOC-008',
    ]);
    expect(ids({ type: 'foodSafety', status: 'nonCompliant', region: 'all' })).toEqual([]);
  });
  it.each([
    ['', 12],
    ['   ', 12],
    ['iso', 2],
    ['  ISO   9001 ', 1],
    ['doc-007', 1],
    ['(AEO)', 1],
    ['.*', 0],
    ['[', 0],
    ['<script>alert(1)</script>', 0],
    ['\\', 0],
    ['x'.repeat(10_000), 0],
    ['Ω😀', 0],
  ])('%j → %s documents', (query, count) => expect(ids(noDocumentFilters, query)).toHaveLength(count));
  it('normalizes the query without interpreting it', () => {
    expect(normalizeQuery('  A  b\tC ')).toBe('a b c');
    expect(normalizeQuery('y'.repeat(500))).toHaveLength(200);
  });
  it('search and filters together', () => {
    expect(ids({ ...noDocumentFilters, region: 'global' }, 'certificate')).toEqual([
      'DOC-001',
      'DOC-004',
      'DOC-007',
    ]);
  });
});

describe('uploads, downloads and reports', () => {
  it.each([
    { ids: [], next: 'UPL-001' },
    { ids: ['UPL-001'], next: 'UPL-002' },
    // Gaps and order do not matter: one past the highest, never an id already used.
    { ids: ['UPL-003', 'UPL-001'], next: 'UPL-004' },
    { ids: ['UPL-1200'], next: 'UPL-1201' },
    // Ids that are not upload ids are ignored.
    { ids: ['DOC-009', 'UPL-x', 'upl-007', 'UPL-002-copy'], next: 'UPL-001' },
  ])('the next upload after $ids is $next', ({ ids, next }) => {
    expect(nextUploadedDocumentId(ids.map((id) => ({ id })))).toBe(next);
  });

  it('uploaded documents get sequential ids and join as pending without expiry', () => {
    expect(uploadedDocumentId(1)).toBe('UPL-001');
    expect(uploadedDocumentId(12)).toBe('UPL-012');
    expect(uploadedDocumentId(0)).toBe('UPL-001');
    const document = uploadedDocument('UPL-001', 'audit.pdf', 'regulatory', 'europe', today);
    expect(document).toEqual({
      id: 'UPL-001',
      name: 'audit.pdf',
      type: 'regulatory',
      status: 'pending',
      expiryDate: null,
      lastUpdated: today,
      region: 'europe',
      risk: 'medium',
    });
    expect(uploadedDocument('UPL-002', '   ', 'foodSafety', 'global', today).name).toBe('UPL-002');
    expect(isExpiringSoon(document.expiryDate, today)).toBe(false);
  });
  it.each([
    [
      { id: 'DOC-001', name: 'ISO 22000:2018 Food Safety Certificate' },
      'DOC-001-iso-22000-2018-food-safety-certificate.txt',
    ],
    [
      { id: 'UPL-001', name: '<img src=x onerror=alert(1)>.pdf' },
      'UPL-001-img-src-x-onerror-alert-1-pdf.txt',
    ],
    [{ id: 'UPL-002', name: '合同.pdf' }, 'UPL-002-pdf.txt'],
    [{ id: 'UPL-003', name: '---' }, 'UPL-003.txt'],
  ])('file name of %j → %s', (document, name) => expect(documentFileName(document, '.txt')).toBe(name));
  it('long names are cut', () => {
    expect(documentFileName({ id: 'D', name: 'a b '.repeat(100) }, '.txt').length).toBeLessThanOrEqual(66);
  });
  // Backtracking over 100 kB would take minutes; the limit is generous so a busy machine cannot fail it.
  it('a 100 kB name of separators is read at once', () => {
    const started = performance.now();
    expect(documentFileName({ id: 'D', name: `${'-'.repeat(100_000)}a${' '.repeat(100_000)}` }, '.txt')).toBe(
      'D-a.txt',
    );
    expect(documentFileName({ id: 'D', name: '-'.repeat(100_000) }, '.txt')).toBe('D.txt');
    expect(performance.now() - started).toBeLessThan(2000);
  });
  it('the audit trail lists updates, alerts and this visit, newest first', () => {
    const events = auditTrail(sampleDocuments, sampleAlerts, [
      {
        timestamp: '2026-11-22T10:00:00.000Z',
        action: 'alertResolved',
        subjectId: 'ALR-001',
        subject: 'documentExpired',
      },
      {
        timestamp: '2026-11-22T10:05:00.000Z',
        action: 'documentUploaded',
        subjectId: 'UPL-001',
        subject: '=cmd.pdf',
      },
    ]);
    expect(events).toHaveLength(19);
    expect(events[0]?.action).toBe('documentUploaded');
    expect(events[1]?.action).toBe('alertResolved');
    const { fields, data } = auditCsv(events);
    expect(fields).toEqual(['timestamp', 'action', 'id', 'subject']);
    expect(data[0]).toEqual(['2026-11-22T10:05:00.000Z', 'documentUploaded', 'UPL-001', "'=cmd.pdf"]);
    expect(data).toHaveLength(19);
    expect(auditCsv([])).toEqual({ fields: ['timestamp', 'action', 'id', 'subject'], data: [] });
  });
  it('counts per status for the monthly report', () => {
    expect(countBy(sampleDocuments, documentStatuses, (document) => document.status)).toEqual({
      compliant: 9,
      pending: 1,
      expired: 1,
      nonCompliant: 1,
    });
    expect(reportMonth(today)).toBe('2026-11');
    expect(reportMonth('nope')).toBe('undated');
  });
});
