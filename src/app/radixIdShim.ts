/**
 * Stands in for `@radix-ui/react-id` (aliased in vite.config.ts), with the same ids: `radix-` and
 * React's own `useId`, or the id the caller gives.
 *
 * Radix's version also sets that same id as state in a layout effect on mount, a fallback for React
 * 17. React keeps such an update, although it changes nothing, at the urgent priority it was made
 * with, and the component's next render in a transition skips it and then renders again at once,
 * urgently: on a member's first move to another page, the navigation's menu items and the mobile
 * menu did so, and React ran all of the new screen's effects before the browser could paint it.
 */
import { useId as useReactId } from 'react';

export function useId(deterministicId?: string): string {
  const reactId = useReactId();
  return deterministicId || `radix-${reactId}`;
}
