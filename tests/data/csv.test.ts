import { describe, expect, it } from 'vitest';
import { csvCell, fieldValueColumns, positionalColumns, toCsv, type CsvValue } from '../../src/data/csv';

describe('csvCell: numbers stay numbers, text that could start a formula is shown as text', () => {
  it.each<[CsvValue, string]>([
    // Numbers, typed or written as plain decimals, are written as they are.
    [-5, '-5'],
    [0, '0'],
    [98, '98'],
    [-12.5, '-12.5'],
    ['-5', '-5'],
    ['-12.50', '-12.50'],
    ['12.50', '12.50'],
    // Text starting with = + - @, a tab or a carriage return gets a leading apostrophe.
    ['-5+1', "'-5+1"],
    ['-1+1', "'-1+1"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['=cmd', "'=cmd"],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1', "'+1"],
    ['+cmd', "'+cmd"],
    ['-cmd', "'-cmd"],
    ['-', "'-"],
    ['-.5', "'-.5"],
    ['-1e3', "'-1e3"],
    ['@x', "'@x"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\t=1', "'\t=1"],
    ['\rx', "'\rx"],
    // Anything else is left alone (quoting is the writer's job).
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ['', ''],
    ['plain', 'plain'],
    ['say "hi"', 'say "hi"'],
    ['two\nlines', 'two\nlines'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['小麦 245.5', '小麦 245.5'],
    ['قمح', 'قمح'],
    ['Пшеница', 'Пшеница'],
    ['2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z'],
  ])('csvCell(%j) -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  interface Lot {
    id: string;
    tonnes: number;
    note: string;
  }
  const columns = [
    { header: 'id', value: (lot: Lot) => lot.id },
    { header: 'tonnes', value: (lot: Lot) => lot.tonnes },
    { header: 'note', value: (lot: Lot) => lot.note },
  ];

  it('one header per column, one row per item in order, every cell guarded', () => {
    expect(
      toCsv(
        [
          { id: 'L-1', tonnes: -5, note: '=cmd' },
          { id: 'L-2', tonnes: 12.5, note: 'ok' },
        ],
        columns,
      ),
    ).toEqual({
      fields: ['id', 'tonnes', 'note'],
      data: [
        ['L-1', '-5', "'=cmd"],
        ['L-2', '12.5', 'ok'],
      ],
    });
  });

  it('no rows: the header alone', () => {
    expect(toCsv([], columns)).toEqual({ fields: ['id', 'tonnes', 'note'], data: [] });
  });

  it('positional columns read arrays by index; a missing cell is empty', () => {
    expect(toCsv([['a', 1], ['@b']], positionalColumns(['name', 'count']))).toEqual({
      fields: ['name', 'count'],
      data: [
        ['a', '1'],
        ["'@b", ''],
      ],
    });
    expect(toCsv([['score', -3]], fieldValueColumns).data).toEqual([['score', '-3']]);
  });
});
