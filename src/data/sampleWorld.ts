/**
 * The sample world's calendar. The sample data is written as it reads on `worldAnchorDay`; every
 * dated part of it is built by `dated`, for a given day, and its dates go through `sampleDay`,
 * `sampleMoment`, `sampleMonth` and `sampleRecent`, which move each by as many days (months) as that
 * day is past the anchor. So "expires in 12 days", "updated 2 days ago" and next month's schedule stay
 * true on any day the app is opened.
 *
 * Which day: the app shows the day its page was prerendered on until hydration is over, then today
 * (src/platform/worldDay.ts); unit tests, Storybook and the browser tests' own code pin today to the
 * anchor (`VITE_WORLD_TODAY`), so what they read is the data as written. Nothing here reads the clock
 * but `worldToday`, and nothing builds dated data when a module loads.
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
 * The sample world's present moment on `day`: ten in the morning (UTC), the moment the browser tests'
 * clock starts at. One moment a day, so a page prerendered on that day reads the same in Node and in
 * the browser that hydrates it.
 */
export function worldMoment(day: string): number {
  return Date.parse(`${day}T10:00:00Z`);
}

/** How far the sample world moves: whole days and calendar months from the anchor to `day`. */
export function worldShift(day: string): { days: number; months: number } {
  return {
    days: Math.round((utcDay(day) - utcDay(worldAnchorDay)) / msPerDay),
    months: monthIndex(day) - monthIndex(worldAnchorDay),
  };
}

interface Calendar {
  day: string;
  days: number;
  months: number;
  now: number;
}

/** The calendar of the `dated` builder running now. */
let building: Calendar | undefined;

function calendar(): Calendar {
  if (!building) throw new Error('A sample date is read outside `dated`: build dated sample data with it');
  return building;
}

/**
 * Sample data that holds dates, as it reads on a day: `build` runs with that day's calendar (the
 * `sample…` functions read it), once per day, and the value is kept. The accessor is named
 * `datedSample`, by which the sample-world tests find every dated export.
 */
export function dated<T>(build: () => T): (day: string) => T {
  const byDay = new Map<string, T>();
  return function datedSample(day: string): T {
    if (byDay.has(day)) return byDay.get(day) as T;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(utcDay(day))) {
      throw new Error(`Dated sample data is read for a day (YYYY-MM-DD), not for ${String(day)}`);
    }
    const outer = building;
    building = { day, ...worldShift(day), now: worldMoment(day) };
    try {
      const value = build();
      byDay.set(day, value);
      return value;
    } finally {
      building = outer;
    }
  };
}

/** A sample ISO moment (`2026-11-20T14:32:00Z`), moved by whole days to the day being built. */
export function sampleMoment(moment: string): string {
  const { days } = calendar();
  const time = Date.parse(moment);
  return Number.isNaN(time) ? moment : new Date(time + days * msPerDay).toISOString().replace('.000Z', 'Z');
}

/** Ten in the morning (UTC) of the anchor day: the moment the sample data's recent events are written before. */
const anchorMoment = worldMoment(worldAnchorDay);

/**
 * A sample moment of the anchor day's morning, kept as far before now as it was written before ten
 * o'clock: "updated 20 minutes ago" stays true at any hour, and nothing recent lies in the future.
 */
export function sampleRecent(moment: string): string {
  const { now } = calendar();
  const time = Date.parse(moment);
  return Number.isNaN(time)
    ? moment
    : new Date(now - (anchorMoment - time)).toISOString().replace('.000Z', 'Z');
}

/** The day being built, for dated data built from other dated data. */
export const builtDay = (): string => calendar().day;

/** The present moment of the day being built (`worldMoment`), for sample figures that depend on it. */
export const sampleNow = (): number => calendar().now;

/** A sample `YYYY-MM-DD` day, moved to the calendar of the day being built. */
export const sampleDay = (day: string): string => sampleMoment(`${day}T00:00:00Z`).slice(0, 10);

/** A sample `YYYY-MM` month, moved by whole months to the calendar of the day being built. */
export function sampleMonth(month: string): string {
  const index = monthIndex(month) + calendar().months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}
