/**
 * The one way a CSV file is downloaded: papaparse loads on the first export (never for a first
 * paint), writes the table with a byte-order mark, `saveFile` offers it, and a toast says it was
 * saved or that it failed. The table and its guard against formulas are `toCsv` (src/data/csv.ts).
 */
import type { CsvTable } from '../data/csv';
import type { ToastInput } from '../machines/toastQueue.machine';
import { saveFile } from './saveFile';

export const csvFileType = 'text/csv;charset=utf-8';

/** The file's text: CRLF line ends, quotes only where a cell needs them, and a byte-order mark so spreadsheet apps read UTF-8 (Chinese, Arabic, Russian). */
export async function csvFileText(table: CsvTable): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return `\ufeff${Papa.unparse(table)}`;
}

export interface CsvExport {
  /** The file name offered ("srd-wallet-transactions.csv"). */
  name: string;
  table: CsvTable;
  /** Toast titles, already translated: the file was saved, or it could not be. */
  saved: string;
  failed: string;
}

/** Writes and saves the file, then toasts; resolves true once saved, false (after the failure toast) when not. */
export async function exportCsv(
  { name, table, saved, failed }: CsvExport,
  toast: (toast: ToastInput) => void,
): Promise<boolean> {
  try {
    saveFile({ name, content: await csvFileText(table), type: csvFileType });
    toast({ tone: 'success', title: saved });
    return true;
  } catch (error) {
    console.error(`Failed to export ${name}`, error);
    toast({ tone: 'danger', title: failed });
    return false;
  }
}
