/**
 * Where the browser stands with the prerendered page. Pages are rendered at build time for a new
 * member without a query; the browser's first render hydrates that markup, and what differs for this
 * visit applies right after it.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const whilePrerendered = () => false;

/** False in the prerender and while hydrating it, true from the render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, whilePrerendered);
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
  return useSyncExternalStore(noSubscription, readOpenedWithQuery, whilePrerendered);
}
