/**
 * The Live Map's geometry, loaded only when the tab opens (d3-geo, topojson-client and the Natural
 * Earth land atlas stay out of the route's first paint): the land outline and a projection for the
 * shipments' positions and origin -> destination lines (great circles). Everything is local: no tiles.
 */
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landAtlas from 'world-atlas/land-110m.json';

export const mapWidth = 960;
export const mapHeight = 500;

export interface WorldMap {
  /** SVG path of the land. */
  land: string;
  /** [lng, lat] -> [x, y] in the map's viewBox (null off the map). */
  project: (lngLat: readonly [number, number]) => readonly [number, number] | null;
  /** SVG path of the great-circle line between two [lng, lat] points. */
  line: (from: readonly [number, number], to: readonly [number, number]) => string;
}

const topology = landAtlas as unknown as Topology<{ land: GeometryCollection }>;
const landShape = feature(topology, topology.objects.land);
const projection = geoNaturalEarth1().fitSize([mapWidth, mapHeight], { type: 'Sphere' });
const path = geoPath(projection);

export const worldMap: WorldMap = {
  land: path(landShape) ?? '',
  project: (lngLat) => {
    const point = projection([lngLat[0], lngLat[1]]);
    return point ? [point[0], point[1]] : null;
  },
  line: (from, to) =>
    path({
      type: 'LineString',
      coordinates: [
        [from[0], from[1]],
        [to[0], to[1]],
      ],
    }) ?? '',
};
