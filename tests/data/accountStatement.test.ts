// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountStatement,
  isBooked,
  lineAmounts,
  monthOf,
  nextMonth,
  readMonth,
  resolveStatementMonth,
  statementCsvColumns,
  statementCsv,
  statementMonths,
  type AccountStatement,
} from '../../src/data/accountStatement';
import {
  accountFigures,
  buildSampleLedger,
  ledgerKinds,
  ledgerStatuses,
  sampleBalanceCents,
  sampleLedgerSeed,
  type LedgerEntry,
} from '../../src/data/ledger';
import { createSeededRandom } from '../../src/machines/random';
import { dated, worldAnchorDay } from '../../src/data/sampleWorld';

const sample = dated(() => buildSampleLedger(createSeededRandom(sampleLedgerSeed)))(worldAnchorDay);
const now = '2026-11-22T10:00:00Z';

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'TX-T',
  kind: 'transfer',
  direction: 'out',
  amountCents: 10_000,
  feeCents: 35,
  counterparty: 'SRD-0xabcdefabcdefabcdefabcdef',
  reference: '',
  at: '2026-11-05T10:00:00Z',
  status: 'completed',
  ...over,
});

const balanceIdentity = (statement: AccountStatement) =>
  statement.openingCents + statement.inCents - statement.outCents - statement.feesCents;

describe('months', () => {
  it('reads the UTC month of a timestamp, offsets included', () => {
    expect(monthOf('2026-11-30T23:59:59Z')).toBe('2026-11');
    expect(monthOf('2026-12-01T00:30:00+01:00')).toBe('2026-11');
    expect(monthOf(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
  });

  it.each([
    ['2026-11', '2026-11'],
    ['2026-01', '2026-01'],
    ['2026-12', '2026-12'],
    ['2026-13', null],
    ['2026-00', null],
    ['2026-1', null],
    ['26-11', null],
    [' 2026-11', null],
    ['2026-11-01', null],
    ['<script>', null],
    ['', null],
    [null, null],
  ])('readMonth(%j) is %j', (text, month) => {
    expect(readMonth(text)).toBe(month);
  });

  it('steps to the next month across a year', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  it('lists every month from the oldest booked entry to now, newest first, gaps included', () => {
    const entries = [
      entry({ id: 'A', direction: 'in', at: '2026-07-10T00:00:00Z' }),
      entry({ id: 'B', at: '2026-09-10T00:00:00Z' }),
      // Not booked: a failed entry does not start the list earlier.
      entry({ id: 'C', status: 'failed', at: '2025-01-10T00:00:00Z' }),
    ];
    expect(statementMonths(entries, now)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07']);
    expect(statementMonths([], now)).toEqual(['2026-11']);
  });

  it('gives the sample ledger fourteen months, the current one first', () => {
    const months = statementMonths(sample.entries, now);
    expect(months).toHaveLength(14);
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2025-10');
  });

  it('falls back to the current month, saying why', () => {
    const months = ['2026-11', '2026-10'];
    expect(resolveStatementMonth('2026-10', months, '2026-11')).toEqual({ month: '2026-10', fallback: null });
    expect(resolveStatementMonth(null, months, '2026-11')).toEqual({ month: '2026-11', fallback: null });
    expect(resolveStatementMonth('', months, '2026-11')).toEqual({ month: '2026-11', fallback: null });
    expect(resolveStatementMonth('2026-13', months, '2026-11')).toEqual({
      month: '2026-11',
      fallback: 'invalid',
    });
    expect(resolveStatementMonth('<b>x</b>', months, '2026-11')).toEqual({
      month: '2026-11',
      fallback: 'invalid',
    });
    expect(resolveStatementMonth('1999-01', months, '2026-11')).toEqual({
      month: '2026-11',
      fallback: 'unavailable',
    });
  });
});

describe('what is booked', () => {
  it.each([
    ['in', 'completed', true],
    ['in', 'pending', false],
    ['in', 'processing', false],
    ['in', 'failed', false],
    ['in', 'scheduled', false],
    ['out', 'completed', true],
    ['out', 'pending', true],
    ['out', 'processing', true],
    ['out', 'failed', false],
    ['out', 'scheduled', false],
  ] as const)('%s %s: %s', (direction, status, booked) => {
    expect(isBooked(entry({ direction, status }))).toBe(booked);
  });

  it('splits a line into in, out and fees', () => {
    expect(lineAmounts(entry({ direction: 'in', amountCents: 500 }))).toEqual({
      inCents: 500,
      outCents: 0,
      feeCents: 0,
    });
    expect(lineAmounts(entry({ amountCents: 500, feeCents: 35 }))).toEqual({
      inCents: 0,
      outCents: 500,
      feeCents: 35,
    });
    // An outflow that is itself a fee counts under fees.
    expect(lineAmounts(entry({ kind: 'fee', amountCents: 500, feeCents: 0 }))).toEqual({
      inCents: 0,
      outCents: 0,
      feeCents: 500,
    });
  });
});

describe('one month', () => {
  const entries = [
    entry({ id: 'OLD-IN', direction: 'in', amountCents: 100_000, feeCents: 0, at: '2026-10-02T00:00:00Z' }),
    entry({ id: 'OLD-OUT', amountCents: 20_000, feeCents: 35, at: '2026-10-20T00:00:00Z' }),
    entry({ id: 'NOV-2', amountCents: 5_000, feeCents: 35, at: '2026-11-09T00:00:00Z', status: 'pending' }),
    entry({ id: 'NOV-1', direction: 'in', amountCents: 30_000, feeCents: 0, at: '2026-11-03T00:00:00Z' }),
    entry({ id: 'NOV-FEE', kind: 'fee', amountCents: 250, feeCents: 0, at: '2026-11-09T00:00:00Z' }),
    entry({ id: 'NOV-FAILED', amountCents: 99_999, at: '2026-11-10T00:00:00Z', status: 'failed' }),
    entry({
      id: 'NOV-SCHED',
      amountCents: 7_000,
      feeCents: 0,
      at: '2026-11-28T00:00:00Z',
      status: 'scheduled',
    }),
  ];
  const statement = accountStatement(1_000, entries, '2026-11');

  it('opens with what the account held before the month', () => {
    expect(statement.openingCents).toBe(1_000 + 100_000 - 20_035);
  });

  it('lists the booked entries oldest first (ties by id) with the balance after each', () => {
    expect(statement.lines.map((line) => [line.entry.id, line.balanceCents])).toEqual([
      ['NOV-1', 80_965 + 30_000],
      ['NOV-2', 110_965 - 5_035],
      ['NOV-FEE', 105_930 - 250],
    ]);
  });

  it('totals in, out and fees, and closes at opening + in - out - fees', () => {
    expect(statement).toMatchObject({ inCents: 30_000, outCents: 5_000, feesCents: 285 });
    expect(statement.closingCents).toBe(105_680);
    expect(balanceIdentity(statement)).toBe(statement.closingCents);
  });

  it('counts the scheduled payments of the month beside the totals', () => {
    expect(statement).toMatchObject({ scheduledCount: 1, scheduledCents: 7_000 });
  });

  it('gives an empty month its opening as closing', () => {
    const empty = accountStatement(1_000, entries, '2026-12');
    expect(empty.lines).toEqual([]);
    expect(empty.openingCents).toBe(statement.closingCents);
    expect(empty.closingCents).toBe(statement.closingCents);
    expect(empty).toMatchObject({ inCents: 0, outCents: 0, feesCents: 0 });
  });
});

describe('the sample ledger', () => {
  const months = statementMonths(sample.entries, now);
  const statements = months.map((month) => accountStatement(sample.openingCents, sample.entries, month));

  it('closes the current month at the balance the wallet shows', () => {
    const figures = accountFigures(sample.openingCents, sample.entries);
    expect(statements[0]?.closingCents).toBe(figures.balanceCents);
    expect(statements[0]?.closingCents).toBe(sampleBalanceCents);
  });

  it('opens the oldest month at the ledger opening, and each month where the one before closed', () => {
    expect(statements.at(-1)?.openingCents).toBe(sample.openingCents);
    for (let index = 0; index < statements.length - 1; index += 1) {
      expect(statements[index]?.openingCents).toBe(statements[index + 1]?.closingCents);
    }
  });

  it('lists every booked entry exactly once across the months', () => {
    const listed = statements.flatMap((statement) => statement.lines.map((line) => line.entry.id));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBe(sample.entries.filter(isBooked).length);
  });

  it('lists the pending sample send in November, marked pending', () => {
    const pending = statements[0]?.lines.find((line) => line.entry.id === 'TX-2026-0147');
    expect(pending?.entry.status).toBe('pending');
    expect(pending?.outCents).toBe(875_025);
    expect(statements[0]?.lines.some((line) => line.entry.id === 'TX-2026-0145')).toBe(false);
  });
});

// Property tests: any ledger of whole-cent entries.
const arbitraryEntry = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  kind: fc.constantFrom(...ledgerKinds),
  direction: fc.constantFrom('in' as const, 'out' as const),
  amountCents: fc.integer({ min: 1, max: 5_000_000_00 }),
  feeCents: fc.integer({ min: 0, max: 10_000 }),
  counterparty: fc.string(),
  reference: fc.string(),
  at: fc
    .integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2026-11-22T09:59:59Z') })
    .map((time) => new Date(time).toISOString()),
  status: fc.constantFrom(...ledgerStatuses),
});
const arbitraryLedger = fc.record({
  opening: fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
  entries: fc.array(arbitraryEntry, { maxLength: 60 }),
});

describe('properties', () => {
  it('closing = opening + in - out - fees, and each line follows from the one before', () => {
    fc.assert(
      fc.property(arbitraryLedger, ({ opening, entries }) => {
        for (const month of statementMonths(entries, now)) {
          const statement = accountStatement(opening, entries, month);
          expect(statement.closingCents).toBe(balanceIdentity(statement));
          let balance = statement.openingCents;
          for (const line of statement.lines) {
            balance += line.inCents - line.outCents - line.feeCents;
            expect(line.balanceCents).toBe(balance);
          }
        }
      }),
    );
  });

  it('consecutive months chain: each opens where the one before closed', () => {
    fc.assert(
      fc.property(arbitraryLedger, ({ opening, entries }) => {
        const statements = statementMonths(entries, now).map((month) =>
          accountStatement(opening, entries, month),
        );
        for (let index = 0; index < statements.length - 1; index += 1) {
          expect(statements[index]?.openingCents).toBe(statements[index + 1]?.closingCents);
        }
        expect(statements.at(-1)?.openingCents).toBe(opening);
      }),
    );
  });

  it('all months together sum to the balance, which the current month closes at', () => {
    fc.assert(
      fc.property(arbitraryLedger, ({ opening, entries }) => {
        const statements = statementMonths(entries, now).map((month) =>
          accountStatement(opening, entries, month),
        );
        const net = statements.reduce(
          (sum, statement) => sum + statement.inCents - statement.outCents - statement.feesCents,
          0,
        );
        const { balanceCents } = accountFigures(opening, entries);
        expect(opening + net).toBe(balanceCents);
        expect(statements[0]?.closingCents).toBe(balanceCents);
      }),
    );
  });

  it('every CSV cell is guarded: no text cell starts a formula', () => {
    fc.assert(
      fc.property(arbitraryLedger, ({ opening, entries }) => {
        const { data } = statementCsv(accountStatement(opening, entries, '2026-11'));
        for (const row of data) {
          expect(row).toHaveLength(statementCsvColumns.length);
          // A cell may start with a minus only as a plain number.
          for (const cell of row.slice(0, 7))
            if (/^[=+\-@\t\r]/.test(cell)) expect(cell).toMatch(/^-?\d+(\.\d+)?$/);
          for (const cell of row.slice(7)) expect(cell).toMatch(/^(-?\d+\.\d{2})?$/);
        }
      }),
    );
  });
});

describe('CSV', () => {
  it('writes the header, the opening, each line and the closing with the totals', () => {
    const statement = accountStatement(
      1_000,
      [
        entry({ id: 'IN', direction: 'in', amountCents: 2_500, feeCents: 0, reference: '=HYPERLINK("x")' }),
        entry({ id: 'OUT', amountCents: 1_000, feeCents: 35, at: '2026-11-06T00:00:00Z' }),
      ],
      '2026-11',
    );
    const { fields, data } = statementCsv(statement);
    expect([fields, ...data]).toEqual([
      [...statementCsvColumns],
      ['2026-11-01T00:00:00Z', '', 'opening', '', '', '', '', '', '', '', '10.00'],
      [
        '2026-11-05T10:00:00Z',
        'IN',
        'received',
        'transfer',
        'completed',
        'SRD-0xabcdefabcdefabcdefabcdef',
        `'=HYPERLINK("x")`,
        '25.00',
        '',
        '',
        '35.00',
      ],
      [
        '2026-11-06T00:00:00Z',
        'OUT',
        'sent',
        'transfer',
        'completed',
        'SRD-0xabcdefabcdefabcdefabcdef',
        '',
        '',
        '10.00',
        '0.35',
        '24.65',
      ],
      ['2026-12-01T00:00:00Z', '', 'closing', '', '', '', '', '25.00', '10.00', '0.35', '24.65'],
    ]);
  });

  it('writes headers and references in the member’s language; the formula guard still holds', () => {
    const statement = accountStatement(
      1_000,
      [entry({ id: 'IN', direction: 'in', amountCents: 2_500, feeCents: 0, reference: 'x' })],
      '2026-11',
    );
    const { fields, data } = statementCsv(statement, {
      header: (code) => `«${code}»`,
      reference: () => '=ملاحظة',
    });
    expect(fields).toEqual(statementCsvColumns.map((code) => `«${code}»`));
    expect(data[1]?.[6]).toBe("'=ملاحظة");
  });
});
