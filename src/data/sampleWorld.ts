/**
 * The sample world's calendar. The sample data is written as it reads on `worldAnchorDay`; every
 * sample date goes through `sampleDay`, `sampleMoment` or `sampleMonth`, which move it by as many days
 * (months) as today is past the anchor. So "expires in 12 days", "updated 2 days ago" and next month's
 * schedule stay true on any day the app is opened. Unit tests, Storybook and the browser tests' own
 * code pin today to the anchor (`VITE_WORLD_TODAY`), so what they read is the data as written.
 *
 * Kept apart from the calendar rules (calendar.ts) and small: screens read it on their first paint.
 */
import { worldAnchorDay } from './worldAnchor';

export { worldAnchorDay };

const msPerDay = 86_400_000;
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The day tests and the workbench pin the sample world to, if any. */
function pinnedDay(): string | undefined {
  // Vite pins it on `import.meta.env`; the browser tests' own code runs in Node, which has `process.env`.
  const node = (globalThis as { process?: { env: Partial<ImportMetaEnv> } }).process;
  const pinned =
    (import.meta.env as Partial<ImportMetaEnv> | undefined)?.VITE_WORLD_TODAY ?? node?.env.VITE_WORLD_TODAY;
  return pinned && !Number.isNaN(utcDay(pinned)) ? pinned : undefined;
}

/** Today for the sample world, `YYYY-MM-DD`: the pinned day in tests and the workbench, else the member's day. */
export function worldToday(): string {
  const pinned = pinnedDay();
  if (pinned) return pinned;
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The sample world's present moment: ten in the morning (UTC) of its today, the moment the browser
 * tests' clock starts at. One moment a day, so a page prerendered on that day reads the same in Node
 * and in the browser that hydrates it.
 */
export function worldNow(): number {
  return Date.parse(`${worldToday()}T10:00:00Z`);
}

/** How far the sample world moves: whole days and calendar months from the anchor to `today`. */
export function worldShift(today: string): { days: number; months: number } {
  return {
    days: Math.round((utcDay(today) - utcDay(worldAnchorDay)) / msPerDay),
    months: monthIndex(today) - monthIndex(worldAnchorDay),
  };
}

const shift = worldShift(worldToday());

/** A sample ISO moment (`2026-11-20T14:32:00Z`), moved by whole days to today's calendar. */
export function sampleMoment(moment: string): string {
  const time = Date.parse(moment);
  return Number.isNaN(time)
    ? moment
    : new Date(time + shift.days * msPerDay).toISOString().replace('.000Z', 'Z');
}

/** Ten in the morning (UTC) of the anchor day: the moment the sample data's recent events are written before. */
const anchorMoment = Date.parse(`${worldAnchorDay}T10:00:00Z`);

/**
 * A sample moment of the anchor day's morning, kept as far before now as it was written before ten
 * o'clock: "updated 20 minutes ago" stays true at any hour, and nothing recent lies in the future.
 */
export function sampleRecent(moment: string): string {
  const time = Date.parse(moment);
  return Number.isNaN(time)
    ? moment
    : new Date(worldNow() - (anchorMoment - time)).toISOString().replace('.000Z', 'Z');
}

/** A sample `YYYY-MM-DD` day, moved to today's calendar. */
export const sampleDay = (day: string): string => sampleMoment(`${day}T00:00:00Z`).slice(0, 10);

/** A sample `YYYY-MM` month, moved by whole months to today's calendar. */
export function sampleMonth(month: string): string {
  const index = monthIndex(month) + shift.months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}
