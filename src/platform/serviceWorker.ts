/**
 * The service worker from the page's side (the worker itself is src/sw.ts). The production app
 * registers it once the page has loaded, so it never competes with the first paint; development and
 * Storybook never do. A new version waits: the shell shows a toast with Reload (`useAppUpdate`), and
 * only that Reload lets the new worker take over and reloads the page, never on its own in the middle
 * of what the member is doing.
 */
import { useSyncExternalStore } from 'react';

/** What the registration needs of workbox-window's `Workbox` (a stand-in in tests). */
export interface WorkerRegistrar {
  register(): Promise<unknown>;
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isExternal?: boolean }) => void): void;
  messageSkipWaiting(): void;
}

export type AppUpdate =
  | { status: 'none' }
  /** A new version is ready: `apply` hands over to it and reloads. */
  | { status: 'available'; apply: () => void }
  /** The member chose Reload: the page reloads as soon as the new version has taken over. */
  | { status: 'applying' }
  /** The member closed the toast: it comes back on the next visit while the new version waits. */
  | { status: 'dismissed' };

const noUpdate: AppUpdate = { status: 'none' };
let current: AppUpdate = noUpdate;
const listeners = new Set<() => void>();

function publish(next: AppUpdate): void {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The new version's state; none in the prerender and while hydrating. */
export function useAppUpdate(): AppUpdate {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => noUpdate,
  );
}

/** The member closed the update toast. */
export function dismissAppUpdate(): void {
  if (current.status === 'available') publish({ status: 'dismissed' });
}

/**
 * Registers the worker `load` creates once the window has loaded (at once when it already has).
 * `reload` reloads the page (injected for tests).
 */
export function registerServiceWorker(
  load: () => Promise<WorkerRegistrar>,
  reload: () => void = () => window.location.reload(),
): void {
  const start = async () => {
    const worker = await load();
    worker.addEventListener('waiting', () => {
      publish({
        status: 'available',
        apply: () => {
          publish({ status: 'applying' });
          worker.addEventListener('controlling', () => reload());
          worker.messageSkipWaiting();
        },
      });
    });
    // Another tab's Reload handed this one's pages to the new version too: offer the same reload here.
    worker.addEventListener('controlling', (event) => {
      if (event.isExternal && current.status !== 'applying')
        publish({ status: 'available', apply: reload });
    });
    await worker.register();
  };
  const startQuietly = () =>
    void start().catch((error: unknown) => console.warn('The offline copy could not be set up', error));
  if (document.readyState === 'complete') startQuietly();
  else window.addEventListener('load', startQuietly, { once: true });
}
