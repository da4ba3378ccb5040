/**
 * The sample world's day as the page shows it. A prerendered page is hydrated on the day it was
 * rendered on (its boot data says which), so hydration renders the page's dates exactly; right after
 * it, with the rest of the visit, the page moves to today: only the parts whose dates differ render
 * again. A page rendered afresh, a story and a test show today (pinned to the anchor in tests).
 */
import { worldToday } from '../data/sampleWorld';
import { useVisitSource, visitSource } from './hydration';

let pageDay: string | undefined;
let today: string | undefined;

/**
 * Says which days the app shows: `page`, the day the page was prerendered on (what the prerender and
 * hydration render), and `live`, today (what shows once hydration is over). Called before rendering.
 */
export function setWorldDays({ page, live }: { page: string; live: string }): void {
  pageDay = page;
  today = live;
}

/** Today for the sample world, outside rendering (handlers, effects, the member's store). */
export const liveWorldDay = (): string => (today ??= worldToday());

/** The day the page was prerendered on (today when it was not): what the page's first render shows. */
export const pageWorldDay = (): string => pageDay ?? liveWorldDay();

const daySource = visitSource(() => () => {}, liveWorldDay, pageWorldDay);

/** The sample world's day for rendering: the page's until hydration is over, today from then on. */
export function useWorldDay(): string {
  return useVisitSource(daySource);
}
