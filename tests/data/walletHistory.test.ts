// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildSampleLedger,
  memberWalletAddress,
  newestEntriesFirst,
  sampleLedgerSeed,
  sampleTransactionCount,
  type LedgerEntry,
} from '../../src/data/ledger';
import {
  defaultSort,
  emptyHistoryFilters,
  historyPageSize,
  historyView,
  ledgerCsv,
  nextSort,
  pageOf,
  readFilterAmount,
  readFilterDay,
  readHistoryFilters,
  sortEntries,
  statusFilters,
  typeFilters,
  typeFiltersOf,
  type HistoryFilterText,
} from '../../src/data/walletHistory';
import { createSeededRandom } from '../../src/machines/random';
import { dated, worldAnchorDay } from '../../src/data/sampleWorld';
import { statementCsvColumns } from '../../src/data/accountStatement';
import { createTestI18n, resources } from '../support/i18n';

const sample = newestEntriesFirst(
  dated(() => buildSampleLedger(createSeededRandom(sampleLedgerSeed)))(worldAnchorDay).entries,
);
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'TX-SEND-001',
  kind: 'transfer',
  direction: 'out',
  amountCents: 100_00,
  feeCents: 35,
  counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
  reference: '',
  at: '2026-11-22T10:00:00Z',
  status: 'completed',
  ...over,
});
const filters = (over: Partial<HistoryFilterText>) => ({ ...emptyHistoryFilters, ...over });
const view = (over: Partial<HistoryFilterText>, entries = sample) =>
  historyView(entries, readHistoryFilters(filters(over), 'en').criteria, defaultSort);

describe('filter options', () => {
  it('types received and sent, and every ledger status', () => {
    expect(typeFilters).toEqual(['all', 'received', 'sent']);
    expect(statusFilters).toEqual(['all', 'pending', 'processing', 'scheduled', 'completed', 'failed']);
  });

  it('the type also offers each kind of entry the ledger holds, and only those', () => {
    expect(typeFiltersOf(sample)).toEqual([
      'all',
      'received',
      'sent',
      ...['transfer', 'payment', 'duty', 'settlement', 'fee'].filter((kind) =>
        sample.some((e) => e.kind === kind),
      ),
    ]);
    // The sample history holds sends, payments, duties and settlements.
    expect(typeFiltersOf(sample)).toEqual(
      expect.arrayContaining(['transfer', 'payment', 'duty', 'settlement']),
    );
    expect(typeFiltersOf([entry({ kind: 'transfer' })])).toEqual(['all', 'received', 'sent', 'transfer']);
    expect(typeFiltersOf([])).toEqual(['all', 'received', 'sent']);
    // The kind chosen stays offered after its last entry went (a reset), so the select shows it.
    expect(typeFiltersOf([], 'duty')).toEqual(['all', 'received', 'sent', 'duty']);
  });
});

describe('readFilterAmount and readFilterDay: bad text is named, never rewritten', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['12.5', 12_50],
    [' 1000.05 ', 1000_05],
    ['abc', 'amount'],
    ['1,000', 'amount'],
    ['1 000', 'amount'],
    ['-5', 'amount'],
    ['1.234', 'amount'],
    ['1e5', 'amount'],
    ['<b>1</b>', 'amount'],
    ['99999999999999', 'tooLarge'],
    ['9'.repeat(100_000), 'tooLong'],
  ])('amount %j -> %j', (text, result) => {
    expect(readFilterAmount(text, 'en')).toEqual(result);
  });

  it.each([
    ['', null],
    ['2026-11-01', { day: '2026-11-01' }],
    [' 2024-02-29 ', { day: '2024-02-29' }],
    ['2026-02-29', 'bad'],
    ['2026-02-30', 'bad'],
    ['2026-13-01', 'bad'],
    ['2026-1-1', 'bad'],
    ['01/11/2026', 'bad'],
    ['yesterday', 'bad'],
    ['2026-11-01T00:00', 'bad'],
  ])('day %j -> %j', (text, result) => {
    expect(readFilterDay(text)).toEqual(result);
  });
});

describe('readHistoryFilters', () => {
  it.each([
    [{}, {}],
    [{ min: 'abc' }, { min: 'amount' }],
    [{ max: '-1' }, { max: 'amount' }],
    [{ min: '500', max: '100' }, { max: 'range' }],
    [{ min: '100', max: '100' }, {}],
    [{ from: '2026-11-31' }, { from: 'date' }],
    [{ to: 'soon' }, { to: 'date' }],
    [{ from: '2026-11-20', to: '2026-11-01' }, { to: 'range' }],
    [
      { from: 'x', to: '2026-11-01', min: 'y' },
      { from: 'date', min: 'amount' },
    ],
  ] as const)('%j -> problems %j', (text, problems) => {
    expect(readHistoryFilters(filters(text), 'en').problems).toEqual(problems);
  });

  it('a range the wrong way round is left out; the rest still filters', () => {
    const { criteria } = readHistoryFilters(
      filters({ min: '500', max: '100', from: '2026-11-01', counterparty: '  SRD-0X3F8A ' }),
      'en',
    );
    expect(criteria).toMatchObject({
      minCents: null,
      maxCents: null,
      from: '2026-11-01',
      to: null,
      counterparty: 'srd-0x3f8a',
    });
  });
});

describe('historyView: filters over the 1,247 sample entries', () => {
  it('no filter keeps every entry, newest first', () => {
    const all = view({});
    expect(all).toHaveLength(sampleTransactionCount);
    expect(all[0]?.id).toBe('TX-2026-0148');
  });

  it.each([
    [{ type: 'received' }, (e: LedgerEntry) => e.direction === 'in'],
    [{ type: 'sent' }, (e: LedgerEntry) => e.direction === 'out'],
    [{ type: 'transfer' }, (e: LedgerEntry) => e.kind === 'transfer'],
    [{ type: 'payment' }, (e: LedgerEntry) => e.kind === 'payment'],
    [{ type: 'duty' }, (e: LedgerEntry) => e.kind === 'duty'],
    [{ type: 'settlement' }, (e: LedgerEntry) => e.kind === 'settlement'],
    [{ type: 'fee' }, (e: LedgerEntry) => e.kind === 'fee'],
    [{ status: 'failed' }, (e: LedgerEntry) => e.status === 'failed'],
    [{ status: 'pending' }, (e: LedgerEntry) => e.status === 'pending'],
    [{ from: '2026-11-11' }, (e: LedgerEntry) => e.at >= '2026-11-11'],
    [{ to: '2026-01-31' }, (e: LedgerEntry) => e.at.slice(0, 10) <= '2026-01-31'],
    [
      { min: '15000', max: '20000' },
      (e: LedgerEntry) => e.amountCents >= 15000_00 && e.amountCents <= 20000_00,
    ],
    [{ counterparty: '3f8a2c' }, (e: LedgerEntry) => e.counterparty.includes('3f8a2c')],
  ] as const)('%j keeps exactly the matching entries', (over, keep) => {
    const result = view(over);
    expect(result).toEqual(sample.filter(keep));
  });

  it('the recent sample month: two sends completed, one pending, one failed', () => {
    const month = { from: '2026-11-11', to: '2026-11-30' };
    expect(view({ ...month, type: 'sent', status: 'completed' }).map((e) => e.id)).toEqual(['TX-2026-0144']);
    expect(view({ ...month, status: 'pending' }).map((e) => e.id)).toEqual(['TX-2026-0147']);
    expect(view({ ...month, status: 'failed' }).map((e) => e.id)).toEqual(['TX-2026-0145']);
    expect(view({ ...month, counterparty: 'no-such' })).toEqual([]);
  });

  it('an empty ledger gives an empty view', () => {
    expect(view({}, [])).toEqual([]);
  });
});

describe('sortEntries and nextSort', () => {
  const a = entry({
    id: 'A',
    amountCents: 5_00,
    at: '2026-11-01T00:00:00Z',
    status: 'failed',
    counterparty: 'b',
  });
  const b = entry({
    id: 'B',
    amountCents: 50_00,
    at: '2026-11-03T00:00:00Z',
    status: 'pending',
    counterparty: 'a',
  });
  const c = entry({
    id: 'C',
    amountCents: 50_00,
    at: '2026-11-02T00:00:00Z',
    status: 'completed',
    counterparty: 'c',
  });
  it.each([
    [{ key: 'date', direction: 'descending' }, ['B', 'C', 'A']],
    [{ key: 'date', direction: 'ascending' }, ['A', 'C', 'B']],
    // Ties (B and C: 50.00) keep newest first.
    [{ key: 'amount', direction: 'descending' }, ['B', 'C', 'A']],
    [{ key: 'amount', direction: 'ascending' }, ['A', 'B', 'C']],
    [{ key: 'status', direction: 'ascending' }, ['B', 'C', 'A']],
    [{ key: 'status', direction: 'descending' }, ['A', 'C', 'B']],
    [{ key: 'counterparty', direction: 'ascending' }, ['B', 'A', 'C']],
  ] as const)('%j -> %j', (sort, ids) => {
    expect(sortEntries([a, b, c], sort).map((e) => e.id)).toEqual(ids);
  });

  it.each([
    [defaultSort, 'date', { key: 'date', direction: 'ascending' }],
    [{ key: 'date', direction: 'ascending' }, 'date', { key: 'date', direction: 'descending' }],
    [defaultSort, 'amount', { key: 'amount', direction: 'descending' }],
    [defaultSort, 'status', { key: 'status', direction: 'descending' }],
    [defaultSort, 'counterparty', { key: 'counterparty', direction: 'ascending' }],
  ] as const)('from %j, clicking %s -> %j', (current, key, next) => {
    expect(nextSort(current, key)).toEqual(next);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 1_248 }, (_, index) => index + 1);
  it.each([
    [1, 1, 50, 1, 25],
    [2, 2, 50, 26, 50],
    [50, 50, 50, 1226, 1248],
    [51, 50, 50, 1226, 1248],
    [0, 1, 50, 1, 25],
    [-3, 1, 50, 1, 25],
    [Number.NaN, 1, 50, 1, 25],
    [2.7, 2, 50, 26, 50],
  ])('page %d -> page %d of %d, rows %d to %d', (asked, page, pageCount, first, last) => {
    const result = pageOf(items, asked);
    expect(result).toMatchObject({ page, pageCount, first, last });
    expect(result.rows[0]).toBe(first);
    expect(result.rows.length).toBeLessThanOrEqual(historyPageSize);
  });

  it('an empty list is one empty page', () => {
    expect(pageOf([], 3)).toEqual({ rows: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});

describe('ledgerCsv', () => {
  it('a header, then one row per entry in the order given; from/to by direction; formulas neutralised', () => {
    const out = entry({ reference: '=HYPERLINK("http://evil.example")', amountCents: 12_50 });
    const received = entry({
      id: 'TX-IN',
      direction: 'in',
      kind: 'settlement',
      feeCents: 0,
      reference: '@x',
    });
    const { fields, data } = ledgerCsv([out, received]);
    expect([fields, ...data]).toEqual([
      ['id', 'type', 'kind', 'amount', 'fee', 'from', 'to', 'timestamp', 'status', 'reference'],
      [
        'TX-SEND-001',
        'sent',
        'transfer',
        '12.50',
        '0.35',
        memberWalletAddress,
        out.counterparty,
        out.at,
        'completed',
        `'=HYPERLINK("http://evil.example")`,
      ],
      [
        'TX-IN',
        'received',
        'settlement',
        '100.00',
        '0.00',
        received.counterparty,
        memberWalletAddress,
        received.at,
        'completed',
        "'@x",
      ],
    ]);
  });

  it('writes headers and references in the member’s language, as the screen shows them', () => {
    const t = createTestI18n('ar').getFixedT('ar', 'srdWallet');
    const shown = (item: LedgerEntry) =>
      item.id === 'TX-2026-0147' ? t('sampleReferences.TX-2026-0147') : item.reference;
    const sampleEntry = entry({ id: 'TX-2026-0147', reference: 'Escrow deposit - copper cathodes' });
    const own = entry({ id: 'TX-OWN', reference: '=1+1 شحنة' });
    const { fields, data } = ledgerCsv([sampleEntry, own], {
      header: (code) => t(`csvHeaders.${code}`),
      reference: shown,
    });
    const ar = resources.ar?.srdWallet as {
      csvHeaders: Record<string, string>;
      sampleReferences: Record<string, string>;
    };
    expect(fields).toEqual(
      ['id', 'type', 'kind', 'amount', 'fee', 'from', 'to', 'timestamp', 'status', 'reference'].map(
        (code) => ar.csvHeaders[code],
      ),
    );
    expect(fields.join(' ').replace(/SDR|UTC/g, '')).not.toMatch(/[A-Za-z]{3}/);
    expect(data[0]?.[9]).toBe(ar.sampleReferences['TX-2026-0147']);
    expect(data[0]?.[9]).not.toMatch(/[A-Za-z]{3}/);
    // The member's own text stays as typed, and the formula guard still holds.
    expect(data[1]?.[9]).toBe("'=1+1 شحنة");
    // Codes a spreadsheet filters on stay codes.
    expect(data[0]?.slice(1, 3)).toEqual(['sent', 'transfer']);
  });

  it.each(['en', 'zh', 'ar', 'es', 'ru'])(
    'every header of the wallet files has a label in %s',
    (language) => {
      const labels = (resources[language]?.srdWallet as { csvHeaders: Record<string, string> }).csvHeaders;
      const codes = [...ledgerCsv([entry({})]).fields, ...statementCsvColumns];
      for (const code of codes) expect(labels[code], code).toBeTruthy();
      expect(new Set(Object.values(labels)).size).toBe(Object.keys(labels).length);
    },
  );

  it('a negative-looking counterparty is guarded too', () => {
    expect(ledgerCsv([entry({ counterparty: '-1+1' })]).data[0]?.[6]).toBe("'-1+1");
  });
});
