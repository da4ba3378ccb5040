/**
 * The route tree: the shared layout with one lazily loaded child per route of the route manifest
 * (src/data/routes.ts), each with its
 * own error boundary, and the not-found screen for every other path.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import {
  notFoundScreen,
  routeIdForPath,
  routeIds,
  routeManifest,
  routePaths,
  type RouteId,
} from '../data/routes';
import { RootErrorPanel, RouteErrorPanel } from './RouteErrorPanel';
import { ScreenLoadError } from '../platform/loadError';
import { nextTask } from '../platform/nextTask';
import { RootLayout } from './RootLayout';

export interface ScreenModule {
  default: ComponentType;
  /**
   * Work the screen's first render needs that is worth a task of its own (building the sample
   * ledger): run once the module has loaded, before the screen renders, so the render is shorter.
   */
  prepare?: () => void;
}
export type ScreenLoader = () => Promise<ScreenModule>;

/** What a matched route tells the layout: which screen it is (for the title and nav marking). */
export interface RouteHandle {
  routeId?: RouteId;
  notFound?: boolean;
}

/** Every screen module, each its own chunk, keyed by its path from the project root. */
const screenModules = import.meta.glob<ScreenModule>('/src/screens/*/*Screen.tsx');

/** The loader of a screen module of the manifest; one that is not there fails like a chunk that did not load. */
function screenLoader(screen: string): ScreenLoader {
  return screenModules[`/${screen}`] ?? (() => Promise.reject(new Error(`No screen module ${screen}`)));
}

/** Each route's screen, as the route manifest (src/data/routes.ts) names it. */
const screenLoaders = {
  ...(Object.fromEntries(routeManifest.map((route) => [route.id, screenLoader(route.screen)])) as Record<
    RouteId,
    ScreenLoader
  >),
  notFound: screenLoader(notFoundScreen),
} satisfies Record<RouteId | 'notFound', ScreenLoader>;

export interface AppRouteOptions {
  screens?: Partial<Record<RouteId | 'notFound', ScreenLoader>>;
  /**
   * Loads a screen's translation namespace together with its code, so its title never flashes a key;
   * rejects when the file could not be fetched (the screen then shows the error panel, not raw keys).
   */
  loadNamespace: (namespace: string) => Promise<unknown>;
  /** Asks for the files of the screen at `path` ahead of its import (the browser passes `preloadRouteFiles`). */
  preloadFiles?: (path: string) => void;
  /** Loads a screen's strings into i18n ahead of a click on a link to it (a failed load leaves nothing). */
  prefetchStrings?: (namespace: string) => void;
}

/** Runs a loaded screen module's `prepare`, if it has one, in a task of its own. */
async function prepareScreen(module: ScreenModule): Promise<ScreenModule> {
  if (module.prepare) {
    await nextTask();
    module.prepare();
  }
  return module;
}

/** The loader of the screen `id`: the one `screens` gives (tests), else the app's. */
const loaderOf = (screens: AppRouteOptions['screens'] = {}, id: RouteId | 'notFound') =>
  screens[id] ?? screenLoaders[id];

/**
 * Starts loading the screen at `path` (its chunks, and its strings into i18n) and prepares it ahead of
 * a click on a link to it; the route's own loading then finds them ready. A failure here leaves
 * nothing behind and is left to that loading to show.
 */
export function prefetchScreen(
  path: string,
  { screens, preloadFiles, prefetchStrings }: AppRouteOptions,
): void {
  const id = routeIdForPath(path);
  if (!id) return;
  preloadFiles?.(routePaths[id]);
  prefetchStrings?.(id);
  // Its preparation too, while the pointer rests, so the click renders at once.
  loaderOf(screens, id)()
    .then(prepareScreen)
    .catch(() => {});
}

export function createAppRoutes({
  screens = {},
  loadNamespace,
  preloadFiles,
}: AppRouteOptions): RouteObject[] {
  const lazyScreen = (id: RouteId | 'notFound', namespace?: string) => async () => {
    if (id !== 'notFound') preloadFiles?.(routePaths[id]);
    try {
      const [module] = await Promise.all([
        loaderOf(screens, id)(),
        namespace ? loadNamespace(namespace) : undefined,
      ]);
      await prepareScreen(module);
      return { Component: module.default };
    } catch (error) {
      // React Router shows nothing for a route whose `lazy` rejects; a component that throws reaches
      // the route's error boundary instead, which offers a reload (the chunk may be gone after a deploy).
      const failure = new ScreenLoadError(`${id} screen`, error);
      return {
        Component: () => {
          throw failure;
        },
      };
    }
  };
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RootErrorPanel />,
      hydrateFallbackElement: <></>,
      children: [
        ...routeIds.map((id): RouteObject => ({
          ...(id === 'home' ? { index: true } : { path: routePaths[id], caseSensitive: true }),
          handle: { routeId: id } satisfies RouteHandle,
          errorElement: <RouteErrorPanel />,
          lazy: lazyScreen(id, id),
        })),
        {
          path: '*',
          handle: { notFound: true } satisfies RouteHandle,
          errorElement: <RouteErrorPanel />,
          lazy: lazyScreen('notFound'),
        },
      ],
    },
  ];
}
