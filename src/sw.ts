/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file): it precaches every
 * prerendered page, the JavaScript and CSS, the translation files and the icons listed in
 * `self.__WB_MANIFEST` at build time, so after one visit every route opens without a network.
 *
 * - A page is answered with its own prerendered file: `/srd-wallet` and `/srd-wallet/` with
 *   `srd-wallet/index.html`, `/` with `index.html` (what hydrates must be what was rendered for it).
 * - A navigation to any other path gets the not-found page with status 404, as from the server.
 * - Query strings do not change a precached file (`?v=` of the translations, a screen's `?tab=`).
 * - A new version waits until the app asks it to take over (the member chose Reload in its toast).
 */
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  isPrecacheable,
  notFoundPage,
  notFoundResponse,
  pageFilesOf,
  skipWaitingMessage,
} from './platform/serviceWorkerRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

cleanupOutdatedCaches();
// In place of Workbox's own rule (a status under 400): the not-found page comes with its 404.
addPlugins([
  {
    cacheWillUpdate: ({ request, response }) =>
      Promise.resolve(
        isPrecacheable(new URL(request.url), response.status, self.registration.scope) ? response : null,
      ),
  },
]);
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  cleanURLs: false,
  urlManipulation: ({ url }) => pageFilesOf(url),
});
registerRoute(
  new NavigationRoute(async ({ request }) => {
    const page = await matchPrecache(notFoundPage);
    return page ? notFoundResponse(page) : fetch(request);
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === skipWaitingMessage) void self.skipWaiting();
});
// The first worker takes the open page at once (nothing to swap under it); later ones wait for Reload.
clientsClaim();
