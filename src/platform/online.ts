/**
 * Whether the browser has a network (`navigator.onLine`, kept by its `online` and `offline` events).
 * Online in the prerender and while hydrating, so the page hydrates as rendered and what says
 * "offline" appears right after.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
