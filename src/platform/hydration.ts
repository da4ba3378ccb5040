/**
 * Where the browser stands with the prerendered page. Pages are rendered at build time for a new
 * member without a query; the browser's first render hydrates that markup. Right after it, in one
 * transition, AppProviders flips `HydratedContext` (each boundary reads it, so the whole page is then
 * hydrated), and then shows the visit: the readers of stored values, the member store and the query
 * take this visit's values, and only those whose value differs render again.
 */
import { useSyncExternalStore } from 'react';

/**
 * Whether readers of this visit's values (storage, the member store, the query, the language) show
 * them: false from the start of a hydration (`holdVisit`) until the transition after it has committed
 * (`showVisit`); true in a page rendered afresh, in stories and in tests.
 */
let visitShown = true;
const visitListeners = new Set<() => void>();

/** A prerendered page is about to hydrate: its readers render what it was prerendered with. */
export function holdVisit(): void {
  visitShown = false;
}

/**
 * Hydration is over: every reader whose value differs for this visit renders it now; the others do not
 * render at all (a new member's page does not render twice).
 */
export function showVisit(): void {
  if (visitShown) return;
  visitShown = true;
  for (const listener of [...visitListeners]) listener();
  for (const resolve of shownWaiters.splice(0)) resolve();
}

const shownWaiters: Array<() => void> = [];
/**
 * Resolves once hydration is over (at once in a page rendered afresh, in stories and in tests): for
 * work that changes what a screen shows right after it mounts. Landing while the page still hydrates,
 * such a change makes React hydrate every part of the screen at once, in one blocking task.
 */
export function whenVisitShown(): Promise<void> {
  if (visitShown) return Promise.resolve();
  return new Promise((resolve) => shownWaiters.push(resolve));
}

/** Whether this visit's values show yet (for handlers and effects: a write before then is dropped). */
export function isVisitShown(): boolean {
  return visitShown;
}

/** A source for `useSyncExternalStore` whose value is the prerendered one until the visit shows. */
export interface VisitSource<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot: () => T;
}

/**
 * The store `subscribe` / `snapshot` as this visit shows it: `prerendered` in the prerender, while
 * hydrating and until `showVisit`, the store's own value from then on. Make it once per store (at
 * module level, or memoised on what `snapshot` reads): a new `subscribe` resubscribes.
 */
export function visitSource<T>(
  subscribe: (onChange: () => void) => () => void,
  snapshot: () => T,
  prerendered: () => T,
): VisitSource<T> {
  return {
    subscribe: (onChange) => {
      const unsubscribe = subscribe(onChange);
      visitListeners.add(onChange);
      return () => {
        unsubscribe();
        visitListeners.delete(onChange);
      };
    },
    getSnapshot: () => (visitShown ? snapshot() : prerendered()),
    getServerSnapshot: prerendered,
  };
}

/** A source's value as a component shows it: the prerendered value until the visit shows. */
export function useVisitSource<T>(source: VisitSource<T>): T {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getServerSnapshot);
}

/**
 * A value read once, when the visit shows, and fixed for the page's life from then on (`prerendered`
 * until then): for what a page starts with, which nothing the member does later changes.
 */
export function onceAtVisit<T>(read: () => T, prerendered: () => T): VisitSource<T> {
  let value: { read: T } | undefined;
  return visitSource(
    () => () => {},
    () => (value ??= { read: read() }).read,
    prerendered,
  );
}

// Read before any navigation; without a query nothing changes when the visit shows.
const openedSource = onceAtVisit(
  () => window.location.search !== '',
  () => false,
);

/**
 * True from the render after hydration when the page was opened with a query (`?tab=`, a search, a
 * selection). Screens seed their own state from the query when they mount, so the layout starts the
 * screen once more with it.
 */
export function useOpenedWithQuery(): boolean {
  return useVisitSource(openedSource);
}

const shownSource = onceAtVisit(
  () => true,
  () => false,
);

/**
 * False in the prerender and until hydration is over, true from then on (and in a page rendered
 * afresh): for what starts differently once this visit shows (a screen seeded from the query, the
 * member's own figures).
 */
export function useVisitShown(): boolean {
  return useVisitSource(shownSource);
}
