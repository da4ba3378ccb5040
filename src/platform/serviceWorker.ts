/**
 * The service worker from the page's side (the worker itself is src/sw.ts). The production app
 * registers it once the page has loaded, so it never competes with the first paint; development and
 * Storybook never do. A new version waits: the shell shows a toast with Reload (`useAppUpdate`), and
 * only that Reload lets the new worker take over and reloads the page, never on its own in the middle
 * of what the member is doing.
 */
import { useSyncExternalStore } from 'react';
import { skipWaitingMessage } from './serviceWorkerRules';

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

/** What the registration uses of the browser (stand-ins in tests). */
export interface WorkerHost {
  /** `navigator.serviceWorker`. */
  container: Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;
  document: Pick<Document, 'readyState' | 'visibilityState' | 'addEventListener'>;
  window: Pick<Window, 'addEventListener'>;
  reload: () => void;
}

/**
 * Registers the worker at `scriptUrl` once the window has loaded (at once when it already has), and
 * offers each new version that is installed and waiting while an older one runs the page. The browser
 * looks for a new version at each page load; the app, which moves between screens without one, also
 * looks when the member comes back to it (the tab or the installed app shown again) and when the
 * network comes back.
 */
export function registerServiceWorker(scriptUrl: string, host: WorkerHost): void {
  const { container } = host;
  const hadController = container.controller !== null;
  let asked = false;

  const offer = (waiting: ServiceWorker) =>
    publish({
      status: 'available',
      apply: () => {
        asked = true;
        publish({ status: 'applying' });
        waiting.postMessage({ type: skipWaitingMessage });
      },
    });

  // The new version took over: after Reload here, or after Reload in another tab of the app.
  container.addEventListener('controllerchange', () => {
    if (asked) host.reload();
    else if (hadController) publish({ status: 'available', apply: host.reload });
  });

  const start = async () => {
    // A browser that refuses workers without an error (a test's) gives no registration.
    const registration = (await container.register(scriptUrl)) as ServiceWorkerRegistration | undefined;
    if (!registration) return;
    // Waiting from an earlier visit (or another tab): offer it now.
    if (registration.waiting && container.controller) offer(registration.waiting);
    const watch = (installing: ServiceWorker | null) =>
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && container.controller) offer(installing);
      });
    watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    // Offline or refused, the check fails: the next one will do.
    const look = () => void registration.update().catch(() => undefined);
    host.document.addEventListener('visibilitychange', () => {
      if (host.document.visibilityState === 'visible') look();
    });
    host.window.addEventListener('online', look);
  };
  const startQuietly = () =>
    void start().catch((error: unknown) => console.warn('The offline copy could not be set up', error));
  if (host.document.readyState === 'complete') startQuietly();
  else host.window.addEventListener('load', startQuietly, { once: true });
}
