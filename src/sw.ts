/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file): it precaches every
 * prerendered English page, the JavaScript and CSS, the translation files and the icons listed in
 * `self.__WB_MANIFEST` at build time, so after one visit every route opens without a network.
 *
 * - A page comes from the network first (NetworkFirst), so nginx sends it in the language the
 *   `language` cookie names, and a new deploy's page arrives. When the network fails, or has not
 *   answered within `pageNetworkTimeoutSeconds`, the page's own kept English page answers instead:
 *   `/srd-wallet` and `/srd-wallet/` with `srd-wallet/index.html`, `/` with `index.html` (what
 *   hydrates must be what was rendered for it), which the app switches to the stored language; any
 *   other path with the not-found page and status 404, as from the server.
 * - A file (`/assets/…`, `/locales/…?v=…`) comes from the precache; one it does not hold (a newer
 *   deploy's, asked for by a page the network brought) goes to the network.
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
import { NetworkFirst } from 'workbox-strategies';
import {
  isPrecacheable,
  keptPageFallback,
  pageNetworkTimeoutSeconds,
  skipWaitingMessage,
} from './platform/serviceWorkerRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

cleanupOutdatedCaches();
// Pages first, before the precache's route: it would answer `/` with the kept index.html.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      networkTimeoutSeconds: pageNetworkTimeoutSeconds,
      plugins: [keptPageFallback(matchPrecache)],
    }),
  ),
);
// In place of Workbox's own rule (a status under 400): the not-found page comes with its 404.
addPlugins([
  {
    cacheWillUpdate: ({ request, response }) =>
      Promise.resolve(
        isPrecacheable(new URL(request.url), response.status, self.registration.scope) ? response : null,
      ),
  },
]);
// Files by their exact address: a translation by its `?v=` too (vite.config.ts lists them with it).
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === skipWaitingMessage) void self.skipWaiting();
});
// The first worker takes the open page at once (nothing to swap under it); later ones wait for Reload.
clientsClaim();
