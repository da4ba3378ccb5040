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
