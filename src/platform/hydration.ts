/**
 * Where the browser stands with the prerendered page. Pages are rendered at build time for a new
 * member without a query; the browser's first render hydrates that markup, and what differs for this
 * visit applies in one transition right after it (AppProviders flips `HydratedContext`), so that it
 * renders in short slices instead of one blocking render.
 */
import { useContext } from 'react';
import { HydratedContext } from '../components/primitives/HydrationSlice';

/** False in the prerender and while hydrating it, true from the transition after. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * The snapshot reader for `useSyncExternalStore`: the prerendered one until hydration is over, so the
 * store's own value arrives with the transition after hydration rather than in a forced blocking render.
 */
export function useVisitSnapshot<T>(snapshot: () => T, prerendered: () => T): () => T {
  return useHydrated() ? snapshot : prerendered;
}

let openedWithQuery: boolean | undefined;
/** Whether the page was opened with a query, read once after hydration (before any navigation). */
const readOpenedWithQuery = () => (openedWithQuery ??= window.location.search !== '');

/**
 * True from the render after hydration when the page was opened with a query (`?tab=`, a search, a
 * selection). Screens seed their own state from the query when they mount, so the layout starts the
 * screen once more with it.
 */
export function useOpenedWithQuery(): boolean {
  return useHydrated() && readOpenedWithQuery();
}
