// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  averageScore,
  canRequestReinspection,
  compliancePercent,
  countByStatus,
  inspectionStages,
  passedTestsCount,
  qualityReports,
  qualityStandards,
  reportCsv,
  reportStatusTone,
  searchReports,
  stageScore,
  stageStatusTone,
  withReinspections,
  type QualityReport,
  type StageStatus,
} from '../../src/data/qualityControl';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { itemOrFirst } from '../../src/data/itemOrFirst';

/** The sample inspection reports, as they read on the anchor day (the unit tests' today). */
const sampleReports = qualityReports(worldAnchorDay);

const report = (id: string, status: QualityReport['status'], score: number): QualityReport => ({
  id,
  product: 'solarPanels',
  batch: `B-${id}`,
  status,
  score,
  inspector: 'zhang-min',
  date: '2026-11-20',
  defects: 0,
});

describe('quality control sample data', () => {
  it('reports have every field, unique ids, a percent score, whole defects and an ISO date', () => {
    expect(new Set(sampleReports.map((item) => item.id)).size).toBe(sampleReports.length);
    for (const item of sampleReports) {
      expect(item.product).not.toBe('');
      expect(item.batch).toMatch(/^B-\d{4}-\d{4}$/);
      expect(item.inspector).not.toBe('');
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(100);
      expect(Number.isInteger(item.defects) && item.defects >= 0).toBe(true);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
    }
  });

  it('shows each display status: Passed, Under Review and a red other (Failed)', () => {
    expect(new Set(sampleReports.map((item) => item.status))).toEqual(
      new Set(['passed', 'underReview', 'failed']),
    );
  });

  it.each([
    ['QR-2026-0451', 'passed', 98, 'zhang-min', '2026-11-18', 0],
    ['QR-2026-0452', 'underReview', 87, 'maria-gonzalez', '2026-11-19', 3],
    ['QR-2026-0453', 'failed', 72, 'ahmed-hassan', '2026-11-20', 12],
    ['QR-2026-0454', 'passed', 95, 'olga-petrova', '2026-11-21', 1],
  ])('%s: %s, %s %%, by %s on %s, %s defects', (id, status, score, inspector, date, defects) => {
    expect(sampleReports.find((item) => item.id === id)).toMatchObject({
      status,
      score,
      inspector,
      date,
      defects,
    });
  });

  it.each([
    ['qualityManagement', 98, 'ISO 9001:2015'],
    ['environmental', 95, 'ISO 14001:2015'],
    ['occupationalSafety', 92, 'ISO 45001:2018'],
    ['productSafety', 100, 'CE'],
  ])('standard %s complies at %s %% with %s', (code, value, standard) => {
    expect(qualityStandards.find((row) => row.code === code)).toEqual({ code, value, standard });
  });

  it('the pipeline has four stages in order: Completed, Completed, In Progress, Pending', () => {
    expect(inspectionStages.map((stage) => [stage.stage, stage.status, stage.score])).toEqual([
      ['rawMaterial', 'completed', 98],
      ['inProcess', 'completed', 95],
      ['finalProduct', 'inProgress', null],
      ['packaging', 'pending', null],
    ]);
  });

  it('the passed-tests count is a fixed 24', () => {
    expect(passedTestsCount).toBe(24);
  });
});

describe('reportStatusTone: Passed green, Under Review amber, anything else red', () => {
  it.each([
    ['passed', 'success'],
    ['underReview', 'warning'],
    ['failed', 'danger'],
    ['rejected', 'danger'],
    ['Passed', 'danger'],
    ['under review', 'danger'],
    ['', 'danger'],
    [' passed ', 'danger'],
    ['<b>passed</b>', 'danger'],
  ])('%j → %s', (status, tone) => {
    expect(reportStatusTone(status)).toBe(tone);
  });
});

describe('stageStatusTone: Completed green, In Progress active, Pending grey', () => {
  it.each([
    ['completed', 'success'],
    ['inProgress', 'active'],
    ['pending', 'pending'],
    // A status the data does not know reads as not started.
    ['skipped', 'pending'],
    ['', 'pending'],
  ])('%j → %s', (status, tone) => {
    expect(stageStatusTone(status as StageStatus)).toBe(tone);
  });
});

describe('stageScore: a finite percent, or null (shown as a dash)', () => {
  it.each([
    [98, 98],
    [0, 0],
    [100, 100],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NEGATIVE_INFINITY, null],
  ])('%s → %s', (score, expected) => {
    expect(stageScore(score)).toBe(expected);
  });

  it('a stage without a score yet stays without one', () => {
    expect(inspectionStages.filter((stage) => stageScore(stage.score) === null)).toHaveLength(2);
  });
});

describe('compliancePercent: 0 to 100 for a bar', () => {
  it.each([
    [98, 98],
    [0, 0],
    [100, 100],
    [99.5, 99.5],
    [-5, 0],
    [150, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%s → %s', (value, expected) => {
    expect(compliancePercent(value)).toBe(expected);
  });
});

describe('itemOrFirst: the ?report= value, falling back to the first report', () => {
  it.each([
    ['QR-2026-0451', 'QR-2026-0451'],
    ['QR-2026-0453', 'QR-2026-0453'],
    ['qr-2026-0453', 'QR-2026-0451'],
    [' QR-2026-0453', 'QR-2026-0451'],
    ['unknown', 'QR-2026-0451'],
    ['', 'QR-2026-0451'],
    ['   ', 'QR-2026-0451'],
    [null, 'QR-2026-0451'],
    [undefined, 'QR-2026-0451'],
    ['<script>alert(1)</script>', 'QR-2026-0451'],
    ['.*', 'QR-2026-0451'],
    ['x'.repeat(10_000), 'QR-2026-0451'],
  ])('%j → %s', (id, expected) => {
    expect(itemOrFirst(id, sampleReports)?.id).toBe(expected);
  });

  it('is undefined for an empty list', () => {
    expect(itemOrFirst('QR-2026-0451', [])).toBeUndefined();
  });
});

describe('averageScore and countByStatus', () => {
  it('the sample reports average (98 + 87 + 72 + 95) / 4 = 88 %', () => {
    expect(averageScore(sampleReports)).toBe(88);
  });

  it.each([
    [[report('a', 'passed', 90), report('b', 'failed', 70)], 80],
    [[report('a', 'passed', 100)], 100],
    [[report('a', 'passed', 90), report('b', 'failed', Number.NaN)], 90],
    [[report('a', 'passed', Number.POSITIVE_INFINITY)], Number.NaN],
    [[], Number.NaN],
  ])('%#: average → %s', (list, expected) => {
    expect(averageScore(list)).toBe(expected);
  });

  it.each([
    ['passed', 2],
    ['underReview', 1],
    ['failed', 1],
  ] as const)('%s: %s reports', (status, count) => {
    expect(countByStatus(status, sampleReports)).toBe(count);
    expect(countByStatus(status, [])).toBe(0);
  });
});

describe('searchReports: plain text over id, batch, product and inspector', () => {
  const labelsOf = (item: QualityReport) =>
    ({
      'QR-2026-0451': ['Steel coils', 'Zhang Min'],
      'QR-2026-0452': ['Copper cathodes', 'María González'],
      'QR-2026-0453': ['Solar panels', 'Ahmed Hassan'],
      'QR-2026-0454': ['Cotton fabric', 'Olga Petrova'],
    })[item.id] ?? [];
  const ids = (query: string) => searchReports(query, sampleReports, labelsOf).map((item) => item.id);
  const all = sampleReports.map((item) => item.id);

  it.each([
    ['', all],
    ['   ', all],
    ['QR-2026-0452', ['QR-2026-0452']],
    ['  qr-2026-0452  ', ['QR-2026-0452']],
    ['B-2026-1115', ['QR-2026-0453']],
    ['copper', ['QR-2026-0452']],
    ['GONZÁLEZ', ['QR-2026-0452']],
    ['olga', ['QR-2026-0454']],
    ['2026', all],
    ['.*', []],
    ['[', []],
    ['<b>', []],
    ['https://example.com/?q=1&x=2', []],
    ['x'.repeat(5000), []],
    ['-999', []],
    ['-1107', ['QR-2026-0451']],
  ])('%j → %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('without labels it searches ids and batches only', () => {
    expect(searchReports('copper', sampleReports)).toEqual([]);
    expect(searchReports('1116', sampleReports).map((item) => item.id)).toEqual(['QR-2026-0454']);
  });

  it('returns a new array and leaves the list alone', () => {
    const result = searchReports('', sampleReports);
    expect(result).not.toBe(sampleReports);
    expect(result).toEqual([...sampleReports]);
  });
});

describe('re-inspection: a failed report goes back to Under Review, locally', () => {
  it.each([
    ['passed', false],
    ['underReview', false],
    ['failed', true],
  ] as const)('%s can be sent for re-inspection: %s', (status, expected) => {
    expect(canRequestReinspection(report('a', status, 50))).toBe(expected);
  });

  it('only requested failed reports change; unknown ids and other statuses are ignored', () => {
    const result = withReinspections(
      sampleReports,
      new Set(['QR-2026-0453', 'QR-2026-0451', 'QR-2026-0452', 'nope', '']),
    );
    expect(result.map((item) => item.status)).toEqual(['passed', 'underReview', 'underReview', 'passed']);
    expect(result.find((item) => item.id === 'QR-2026-0453')).toMatchObject({ score: 72, defects: 12 });
    expect(sampleReports.find((item) => item.id === 'QR-2026-0453')?.status).toBe('failed');
  });

  it('an empty request set changes nothing', () => {
    expect(withReinspections(sampleReports, new Set())).toEqual([...sampleReports]);
  });
});

describe('reportCsv: the downloaded file', () => {
  it('is a field,value table of the report with codes', () => {
    const first = sampleReports[0];
    if (!first) throw new Error('no sample report');
    expect(reportCsv(first)).toEqual({
      fields: ['field', 'value'],
      data: [
        ['id', 'QR-2026-0451'],
        ['product', 'steelCoils'],
        ['batch', 'B-2026-1107'],
        ['status', 'passed'],
        ['score_percent', '98'],
        ['inspector', 'zhang-min'],
        ['date', '2026-11-18'],
        ['defects', '0'],
      ],
    });
  });

  it('neutralises a formula in any cell', () => {
    const { data } = reportCsv({ ...report('=1+1', 'failed', 50), batch: '-2+3' });
    expect(data).toContainEqual(['id', "'=1+1"]);
    expect(data).toContainEqual(['batch', "'-2+3"]);
  });
});
