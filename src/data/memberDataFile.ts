/**
 * The member's data as a file (Settings, "Your data"): the name an export is saved under, and what a
 * chosen file must be before it is read at all. The record inside is checked by the store's own
 * validation (src/data/memberRecord.ts, `readMemberRecord`).
 */

import { localDay } from './calendar';
/** Largest file read for an import: 5 MB, what a browser gives a site's storage (`maxRecordLength`). */
export const maxImportBytes = 5_000_000;

export type ImportFileProblem = 'empty' | 'tooLarge';

/** What rules a file out before reading it: nothing in it, or more than 5 MB. */
export function importFileProblem(size: number): ImportFileProblem | null {
  if (!Number.isFinite(size) || size <= 0) return 'empty';
  return size > maxImportBytes ? 'tooLarge' : null;
}

/** An empty or whitespace-only text is an empty file, whatever its size said. */
export const isBlankText = (text: string): boolean => text.trim() === '';

/** The export's file name, dated by the member's day: `silk-road-trade-member-2026-11-25.json`. */
export function exportFileName(day: Date): string {
  const stamp = Number.isNaN(day.getTime()) ? 'export' : localDay(day);
  return `silk-road-trade-member-${stamp}.json`;
}

export const exportFileType = 'application/json;charset=utf-8';
