/**
 * The CSV files the member downloads: one guard against spreadsheet formulas and one table builder.
 * The text itself (quoting, line ends, byte-order mark) is written by `csvFileText` in
 * src/platform/csvExport.ts, which loads papaparse only when the member exports.
 */

export type CsvValue = string | number;

/** One column of a CSV file: its header (a code, not a label) and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** A CSV file before it is written: header fields and rows of guarded cells (papaparse's shape). */
export interface CsvTable {
  fields: string[];
  data: string[][];
}

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(?:\.\d+)?$/;

/** A number (-5, or text that is a plain decimal like "-12.50") stays as it is; any other text starting with = + - @, a tab or a carriage return gets a leading ' so spreadsheets show it as text, never run it. */
export function csvCell(value: CsvValue): string {
  const text = String(value);
  if (typeof value === 'number' || plainNumber.test(text)) return text;
  return formulaStart.test(text) ? `'${text}` : text;
}

/** A header code's label in the member's language; the code itself where a file is not translated. */
export type CsvHeaderText = (header: string) => string;

const headerCode: CsvHeaderText = (header) => header;

/**
 * The table of `rows` under `columns`, every header and cell through `csvCell`; `headerText` writes each
 * header in the language the screen shows (a file the member downloads reads like the screen).
 */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  headerText: CsvHeaderText = headerCode,
): CsvTable {
  return {
    fields: columns.map((column) => csvCell(headerText(column.header))),
    data: rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  };
}

/** Columns for rows that are already arrays, in the order of `headers`. */
export function positionalColumns(headers: readonly string[]): CsvColumn<readonly CsvValue[]>[] {
  return headers.map((header, index) => ({ header, value: (row) => row[index] ?? '' }));
}

/** A two-column file of one item's facts, a row per fact: `field,value`. */
export const fieldValueColumns = positionalColumns(['field', 'value']);
