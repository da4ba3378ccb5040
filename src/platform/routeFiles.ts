/**
 * The chunks each route's screen needs, as the build wrote them into index.html (vite.config.ts,
 * `routePreload`): asked for all at once when the member navigates, so a screen's imports download
 * beside it instead of one level after another. Absent in development, where it does nothing.
 */
declare global {
  interface Window {
    srtRouteFiles?: Record<string, { files: string[] } | undefined>;
  }
}

export function preloadRouteFiles(path: string): void {
  const known = new Set(
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
  );
  for (const href of window.srtRouteFiles?.[path]?.files ?? []) {
    if (known.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Calls `onIntent` with the path of a same-origin link the member points at, touches or focuses (once
 * per path), so that the screen behind it can load before the click.
 */
export function listenForLinkIntent(onIntent: (path: string) => void): () => void {
  const seen = new Set<string>();
  const onEvent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (seen.has(link.pathname)) return;
    seen.add(link.pathname);
    onIntent(link.pathname);
  };
  const kinds = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const kind of kinds) document.addEventListener(kind, onEvent, { passive: true });
  return () => {
    for (const kind of kinds) document.removeEventListener(kind, onEvent);
  };
}
