import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCsv, positionalColumns, type CsvValue } from '../../src/data/csv';
import { csvFileText, csvFileType, exportCsv } from '../../src/platform/csvExport';
import * as savedFiles from '../../src/platform/saveFile';

const table = (...rows: CsvValue[][]) => toCsv(rows, positionalColumns(['a', 'b']));

describe('csvFileText: the written file', () => {
  it.each<[CsvValue[], string]>([
    [['plain', -5], 'plain,-5'],
    [['-5+1', '=cmd'], "'-5+1,'=cmd"],
    [['@x', '\tx'], "'@x,'\tx"],
    [['say "hi"', 'a,b'], '"say ""hi""","a,b"'],
    [['two\nlines', 'cr\r\nlf'], '"two\nlines","cr\r\nlf"'],
    [['=HYPERLINK("x")', ''], `"'=HYPERLINK(""x"")",`],
    [[' padded ', '小麦 قمح Пшеница'], '" padded ",小麦 قمح Пшеница'],
  ])('%j -> %j', async (row, line) => {
    expect(await csvFileText(table(row))).toBe(`\ufeffa,b\r\n${line}`);
  });

  it('starts with a byte-order mark and ends lines with CRLF', async () => {
    expect(await csvFileText(table(['1', '2'], ['3', '4']))).toBe('\ufeffa,b\r\n1,2\r\n3,4');
  });
});

describe('exportCsv: write, save, toast', () => {
  afterEach(() => vi.restoreAllMocks());
  const file = {
    name: 'lots.csv',
    table: table(['x', 1]),
    saved: 'Saved lots.csv',
    failed: 'Could not save',
  };

  it('saves the written text as a UTF-8 CSV and says so', async () => {
    const save = vi.spyOn(savedFiles, 'saveFile').mockImplementation(() => undefined);
    const toast = vi.fn();
    expect(await exportCsv(file, toast)).toBe(true);
    expect(save).toHaveBeenCalledWith({ name: 'lots.csv', content: '\ufeffa,b\r\nx,1', type: csvFileType });
    expect(toast).toHaveBeenCalledExactlyOnceWith({ tone: 'success', title: 'Saved lots.csv' });
  });

  it('a failure says so and nothing claims the file was saved', async () => {
    vi.spyOn(savedFiles, 'saveFile').mockImplementation(() => {
      throw new Error('blocked');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toast = vi.fn();
    expect(await exportCsv(file, toast)).toBe(false);
    expect(toast).toHaveBeenCalledExactlyOnceWith({ tone: 'danger', title: 'Could not save' });
    expect(logged).toHaveBeenCalled();
  });
});
