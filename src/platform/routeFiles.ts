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
