// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { notFoundScreen, routeIds, routeManifest, routePaths } from '../../src/data/routes';
import { specPaths } from '../support/spec';

describe('route table', () => {
  it('has exactly the 28 paths of the spec, in its order', () => {
    expect(routeIds).toHaveLength(28);
    expect(routeIds.map((id) => routePaths[id])).toEqual(specPaths);
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(routeIds).size).toBe(routeIds.length);
    expect(new Set(Object.values(routePaths)).size).toBe(28);
    expect(Object.keys(routePaths).sort()).toEqual([...routeIds].sort());
  });

  it('names for each route a screen module that exists, one per route, each in its own folder', () => {
    const screens = [...routeManifest.map((route) => route.screen), notFoundScreen];
    for (const screen of screens) expect(existsSync(screen), screen).toBe(true);
    expect(new Set(screens).size).toBe(29);
    for (const route of routeManifest)
      expect(route.screen).toMatch(new RegExp(`^src/screens/${route.id}/\\w+Screen\\.tsx$`));
  });

  it('has paths without parameters, wildcards or trailing slashes', () => {
    for (const path of specPaths.slice(1)) expect(path).toMatch(/^\/[a-z]+(-[a-z]+)*$/);
  });
});
