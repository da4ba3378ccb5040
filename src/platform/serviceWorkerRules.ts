/**
 * What the service worker (src/sw.ts) and the page agree on, without imports so the worker's bundle
 * carries nothing else of the app (types only).
 */
import type { WorkboxPlugin } from 'workbox-core';

/** The page's message that lets a waiting worker take over (the member chose Reload). */
export const skipWaitingMessage = 'SKIP_WAITING';

/** The not-found page, relative to the worker's scope. */
const notFoundPage = '404.html';

/**
 * The prerendered file that answers a path, as a URL to look up in the precache: `/srd-wallet`,
 * `/srd-wallet/` and `/srd-wallet//` are `/srd-wallet/index.html`. A path with a file extension
 * (`/assets/x.js`) is not a page: nothing.
 */
export function pageFilesOf(url: URL): URL[] {
  let end = url.pathname.length;
  while (end > 0 && url.pathname[end - 1] === '/') end -= 1;
  const path = url.pathname.slice(0, end);
  if (path.lastIndexOf('.') > path.lastIndexOf('/')) return [];
  return [new URL(`${path}/index.html`, url.origin)];
}

/**
 * Whether a response fetched for the precache may be kept: any success, and the not-found page with
 * the 404 its server answers it with (deploy/nginx.conf serves `/404.html` only as an error page).
 * Anything else would keep an error in place of a file, so installing the version fails instead.
 */
export function isPrecacheable(url: URL, status: number, scope: string): boolean {
  if (status >= 200 && status < 400) return true;
  return status === 404 && url.href === new URL(notFoundPage, scope).href;
}

/**
 * The answer to a path that is no page: the not-found page with status 404, as the server gives it,
 * whatever status it was precached with.
 */
export function notFoundResponse(page: Response): Response {
  return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
}

/** A network that has not answered a page by then (Wi-Fi with no way out) gets the kept page instead. */
export const pageNetworkTimeoutSeconds = 3;

/** Looks a URL up in the worker's precache (Workbox's `matchPrecache`). */
export type PrecacheLookup = (url: string) => Promise<Response | undefined>;

/**
 * The kept page that answers a navigation the network does not: the path's own English page, or the
 * not-found page with status 404 for a path that is no page; nothing when even that is not kept.
 */
export async function keptPageOf(url: URL, lookup: PrecacheLookup): Promise<Response | undefined> {
  const [file] = pageFilesOf(url);
  const page = file && (await lookup(file.href));
  if (page) return page;
  const notFound = await lookup(notFoundPage);
  return notFound && notFoundResponse(notFound);
}

/**
 * The page strategy's plugin (Workbox's NetworkFirst calls it where it would answer from its cache:
 * the network failed or timed out): the kept page (`keptPageOf`) stands in for a cached copy, and a
 * page fetched from the network is never stored (in the member's language and of the deploy it came
 * from, it would outlive both).
 */
export function keptPageFallback(lookup: PrecacheLookup): WorkboxPlugin {
  return {
    cacheWillUpdate: () => Promise.resolve(null),
    cachedResponseWillBeUsed: ({ request }) => keptPageOf(new URL(request.url), lookup),
  };
}
