/**
 * Stands in for `@radix-ui/react-use-is-hydrated` (aliased in vite.config.ts), which only Radix's
 * roving focus uses: it registers each item of a tab list or toggle group with its group from a
 * passive effect while the page hydrates, and from a layout effect after.
 *
 * Radix's version tells the two apart with `useSyncExternalStore`, whose server snapshot differs from
 * its client one: every item hydrated renders again at once, urgently, and then registers from a
 * layout effect, an urgent update of its group in the same task. Here items always register from the
 * passive effect, in the next frame at the latest, which is how a hydrating page already does it.
 */
export function useIsHydrated(): boolean {
  return false;
}
