/** What the browser and unit tests read off the navigation data. */
import { navGroupIds, navGroups, type NavGroupId } from '../../src/data/navigation';
import type { RouteId } from '../../src/data/routes';

/** The menu holding `routeId`, whose trigger marks the current route; none for a direct link. */
export function groupOfRoute(routeId: RouteId | undefined): NavGroupId | undefined {
  if (!routeId) return undefined;
  return navGroupIds.find((group) => navGroups[group].includes(routeId));
}
