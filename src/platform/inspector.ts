/**
 * The opt-in online inspector. In development only, `?inspect` in the URL attaches the Stately
 * inspector (`@statelyai/inspect`, which opens stately.ai in a new window) to every actor the app
 * creates: `useAppActorRef` (actors.ts) and the shell actors (shellActors.ts) pass `appInspect()` as
 * their `inspect` option. Off by default; in a production build `import.meta.env.DEV` is `false`, the
 * branch below is dropped and `@statelyai/inspect` is not in the bundle at all.
 *
 * The package loads asynchronously while actors start synchronously, so `appInspect()` hands out one
 * forwarding function that buffers inspection events until the inspector is there, then replays them:
 * the actors created first (the shell's) are not missed.
 */
import type { InspectionEvent } from 'xstate';

export type InspectFunction = (event: InspectionEvent) => void;

/** Events kept while the inspector loads; more than this and the oldest go. */
const bufferLimit = 1000;

let forwarder: InspectFunction | undefined;

/** True when the page asked for the inspector: `?inspect` (any value) in its query string. */
function wantsInspector(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}

/** A function that buffers events until `load` resolves, then sends them (and all later ones) on. */
export function createForwardingInspect(load: () => Promise<InspectFunction>): InspectFunction {
  let target: InspectFunction | undefined;
  let buffer: InspectionEvent[] | undefined = [];
  void load().then(
    (inspect) => {
      target = inspect;
      for (const event of buffer ?? []) inspect(event);
      buffer = undefined;
    },
    () => {
      buffer = undefined; // offline or blocked: inspection simply stays off
    },
  );
  return (event) => {
    if (target) target(event);
    else if (buffer) {
      buffer.push(event);
      if (buffer.length > bufferLimit) buffer.shift();
    }
  };
}

export function appInspect(): InspectFunction | undefined {
  if (import.meta.env.DEV) {
    if (typeof window === 'undefined' || !wantsInspector(window.location.search)) return undefined;
    forwarder ??= createForwardingInspect(async () => {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      const { inspect } = createBrowserInspector();
      return (event) => inspect.next?.(event);
    });
    return forwarder;
  }
  return undefined;
}
