/**
 * What the service worker (src/sw.ts) and the page agree on, without imports so the worker's bundle
 * carries nothing else of the app.
 */

/** The page's message that lets a waiting worker take over (the member chose Reload). */
export const skipWaitingMessage = 'SKIP_WAITING';

/** The not-found page, relative to the worker's scope. */
export const notFoundPage = '404.html';

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
