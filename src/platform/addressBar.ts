/**
 * Mirrors a screen's view (search text, filters, selected tab) into the address bar, so a reload or a
 * shared link shows the same view, without a router navigation: the screen already holds the view in
 * its own state, and a navigation would re-render the route for nothing. The router's own history
 * state is kept, so Back and Forward work as before. Empty values are removed from the query.
 */
export function mirrorToAddressBar(values: Record<string, string | null | undefined>): void {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(values)) {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
