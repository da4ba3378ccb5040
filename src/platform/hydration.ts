/**
 * Where the browser stands with the prerendered page. Pages are rendered at build time for a new
 * member without a query; the browser's first render hydrates that markup. Right after it, in one
 * transition, AppProviders flips `HydratedContext` (each boundary reads it, so the whole page is then
 * hydrated), and then shows the visit: the readers of stored values, the member store and the query
 * take this visit's values. Only those whose value differs render again, in one transition, so a
 * returning member's page changes in short slices and all at once.
 */
import { startTransition, useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';

/**
 * Whether readers of this visit's values (storage, the member store, the query, the language) show
 * them: false from the start of a hydration (`holdVisit`) until the transition after it has committed
 * (`showVisit`); true in a page rendered afresh, in stories and in tests.
 */
let visitShown = true;
/** Readers mounted while the visit was held: each switches to this visit's value when it shows. */
const waitingReaders = new Set<() => void>();

/** A prerendered page is about to hydrate: its readers render what it was prerendered with. */
export function holdVisit(): void {
  visitShown = false;
}

/**
 * Hydration is over: every reader whose value differs for this visit renders it, in a transition (the
 * caller's, when it calls this inside one); the others do not render at all (a new member's page does
 * not render twice).
 */
export function showVisit(): void {
  if (visitShown) return;
  visitShown = true;
  startTransition(() => {
    for (const show of [...waitingReaders]) show();
  });
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

/** A store as a visit reads it: its own value, and the one the pages were prerendered with. */
export interface VisitSource<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot: () => T;
}

/**
 * A store's `subscribe` and `snapshot`, with the value it has in the prerendered pages. Make it once
 * per store (at module level, or memoised on what `snapshot` reads): a new `subscribe` resubscribes.
 */
export function visitSource<T>(
  subscribe: (onChange: () => void) => () => void,
  snapshot: () => T,
  prerendered: () => T,
): VisitSource<T> {
  return { subscribe, getSnapshot: snapshot, getServerSnapshot: prerendered };
}

/**
 * The `getSnapshot` of a reader: the prerendered value until the visit shows, the store's from then on.
 * When the visit shows, a reader whose value `differs` renders again in the visit's transition; the
 * others switch without rendering. (A store change is always rendered at once, in one task: showing
 * the visit through the store would render every reader that way.)
 */
function useVisitSnapshot<T>(source: VisitSource<T>, differs: (live: T, prerendered: T) => boolean): () => T {
  const shown = useRef(visitShown);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const getSnapshot = useCallback(
    () => (shown.current ? source.getSnapshot() : source.getServerSnapshot()),
    [source],
  );
  useEffect(() => {
    if (shown.current) return undefined;
    const show = () => {
      shown.current = true;
      if (differs(source.getSnapshot(), source.getServerSnapshot())) renderAgain();
    };
    // Rendered while the visit was held, committed after it showed.
    if (visitShown) {
      startTransition(show);
      return undefined;
    }
    waitingReaders.add(show);
    return () => {
      waitingReaders.delete(show);
    };
  }, [source, differs]);
  return getSnapshot;
}

const notSame = (a: unknown, b: unknown) => !Object.is(a, b);

/** A source's value as a component shows it: the prerendered value until the visit shows. */
export function useVisitSource<T>(source: VisitSource<T>): T {
  return useSyncExternalStore(source.subscribe, useVisitSnapshot(source, notSame), source.getServerSnapshot);
}

/** What `selector` picks from a source, as a component shows it: from the prerendered value until the visit shows. */
export function useVisitSelector<T, S>(source: VisitSource<T>, selector: (snapshot: T) => S): S {
  const differs = useCallback(
    (live: T, prerendered: T) => !Object.is(selector(live), selector(prerendered)),
    [selector],
  );
  return useSyncExternalStoreWithSelector(
    source.subscribe,
    useVisitSnapshot(source, differs),
    source.getServerSnapshot,
    selector,
  );
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
