/**
 * Stands in for `@radix-ui/react-use-is-hydrated` (aliased in vite.config.ts), which only Radix's
 * roving focus uses: its answer picks how each item of a tab list or toggle group registers with its
 * group, from a layout effect (true) or from a passive effect (false).
 *
 * Always from a passive effect. A registration is a state update of the group: from a layout effect it
 * is an urgent one, in the task that commits, and React then runs every passive effect of the render
 * (a whole screen's, after a navigation) in that task too, before the browser paints. Until its items
 * have registered, right after the paint, a group is not yet a tab stop of its own.
 */
export function useIsHydrated(): boolean {
  return false;
}
