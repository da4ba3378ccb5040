/**
 * `useDeferredModule(load, wanted)`: loads code that a screen does not need for its first paint (a
 * dialog, the content of a tab not shown yet, a panel behind a button) the first time `wanted` is
 * true, and returns the module once it has arrived (null before). Afterwards it stays loaded.
 *
 * Why not `React.lazy` with `Suspense`: once a Suspense fallback has been shown, React holds back the
 * content that replaces it for up to 300 ms (its fallback throttle, on a timer). The member would wait
 * for nothing, and under a paused test clock the content never comes. Here the content appears in the
 * render after the module arrives. `load` must be a stable function (declare it at module level).
 * A chunk that fails to load is thrown during render as a `ScreenLoadError`: the route's error panel
 * says so and offers Retry, instead of "Loading..." forever. The module shows in a transition: a part
 * of the page still hydrating then hydrates in slices, not in one blocking task.
 */
import { startTransition, useEffect, useState } from 'react';
import { ScreenLoadError } from './loadError';

type Loaded<T> = { module: T } | { failure: ScreenLoadError };

export function useDeferredModule<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    const show = (value: Loaded<T>) => {
      if (live) startTransition(() => setLoaded(value));
    };
    load().then(
      (module) => show({ module }),
      (error: unknown) => show({ failure: new ScreenLoadError('part of the screen', error) }),
    );
    return () => {
      live = false;
    };
  }, [load, wanted, loaded]);
  if (loaded && 'failure' in loaded) throw loaded.failure;
  return loaded ? loaded.module : null;
}
