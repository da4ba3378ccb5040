/**
 * Calendar days (`YYYY-MM-DD`): the one place for "today as a day", day arithmetic and the check that
 * a typed day exists. The sample world's moving calendar is sampleWorld.ts.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const msPerDay = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a moment in the local time zone (what a date input shows as today). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` day that exists in the calendar, else null (2026-02-30). */
function dayNumber(text: string): number | null {
  const match = dayPattern.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.getTime() / msPerDay;
}

/** A `YYYY-MM-DD` day that exists in the calendar. */
export const isCalendarDay = (text: string): boolean => dayNumber(text) !== null;

/** The day of a day number. */
const dayOfNumber = (n: number): string => new Date(n * msPerDay).toISOString().slice(0, 10);

/** `days` after a `YYYY-MM-DD` day (negative: before); a text that is no day comes back unchanged. */
export function addDays(day: string, days: number): string {
  const n = dayNumber(day);
  return n === null ? day : dayOfNumber(n + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null if either is no day. */
export function daysBetween(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

/** ISO moment of the start of a `YYYY-MM-DD` day in the member's time zone. */
export function startOfLocalDay(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toISOString();
}
