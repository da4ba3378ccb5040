import { createContext, Suspense, useContext, type ReactNode } from 'react';

/**
 * Whether what differs for this visit may show: false in the prerender and while hydrating it, true
 * from the transition after (AppProviders flips it), and in a page rendered afresh.
 */
export const HydratedContext = createContext(true);

function HydrationConsumer({ children }: { children: ReactNode }) {
  useContext(HydratedContext);
  return children;
}

/**
 * A part of the page that hydrates on its own, in its own slices (a Suspense boundary); the click
 * that lands in it first hydrates it first; `fallback` shows while it loads on the client. It reads
 * `HydratedContext`, so the transition that ends hydration hydrates it too: once that transition has
 * committed, the whole page is hydrated.
 */
export function HydrationSlice({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <HydrationConsumer>{children}</HydrationConsumer>
    </Suspense>
  );
}
