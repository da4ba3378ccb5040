import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  importFileProblem,
  isBlankText,
  maxImportBytes,
} from '../../src/data/memberDataFile';
import { maxRecordLength } from '../../src/data/memberRecord';

describe('a file chosen for import', () => {
  it('may be up to 5 MB, the longest record the store reads', () => {
    expect(maxImportBytes).toBe(5_000_000);
    expect(maxImportBytes).toBe(maxRecordLength);
  });

  it.each([
    ['empty', 0, 'empty'],
    ['negative size', -1, 'empty'],
    ['not a number', Number.NaN, 'empty'],
    ['infinite', Number.POSITIVE_INFINITY, 'empty'],
    ['one byte', 1, null],
    ['a typical export', 4_096, null],
    ['exactly 5 MB', 5_000_000, null],
    ['one byte over 5 MB', 5_000_001, 'tooLarge'],
    ['a video', 700_000_000, 'tooLarge'],
  ])('%s (%d bytes) -> %s', (_name, size, problem) => {
    expect(importFileProblem(size)).toBe(problem);
  });

  it.each([
    ['', true],
    ['   \n\t', true],
    ['{}', false],
    [' x ', false],
  ])('%j is blank: %s', (text, blank) => {
    expect(isBlankText(text)).toBe(blank);
  });
});

describe('export file name', () => {
  it('is dated by the local day', () => {
    expect(exportFileName(new Date(2026, 10, 25, 23, 59))).toBe('silk-road-trade-member-2026-11-25.json');
    expect(exportFileName(new Date(2027, 0, 3))).toBe('silk-road-trade-member-2027-01-03.json');
  });

  it('an invalid date still gives a name', () => {
    expect(exportFileName(new Date(Number.NaN))).toBe('silk-road-trade-member-export.json');
  });
});
