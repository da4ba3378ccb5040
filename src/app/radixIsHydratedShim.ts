import { isVisitShown } from '../platform/hydration';

/**
 * Stands in for `@radix-ui/react-use-is-hydrated` (aliased in vite.config.ts), which only Radix's
 * roving focus uses: it registers each item of a tab list or toggle group with its group from a
 * passive effect while the page hydrates, and from a layout effect otherwise (so a tab list rendered
 * afresh can take the focus at once).
 *
 * Radix's version tells the two apart with `useSyncExternalStore`, whose server snapshot differs from
 * its client one: every item hydrated renders again at once, urgently, and then registers from a
 * layout effect, an urgent update of its group in the same task. Here the answer is whether the page
 * is past its hydration (`isVisitShown`: true in a page rendered afresh, in stories and in tests), read
 * as the item renders: no second render.
 */
export function useIsHydrated(): boolean {
  return isVisitShown();
}
