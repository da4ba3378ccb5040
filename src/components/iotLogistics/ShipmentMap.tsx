import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';

export interface MapMarkerView {
  id: string;
  /** Position in the map's viewBox (already projected). */
  x: number;
  y: number;
  tone: RoleName;
  selected: boolean;
}

export interface MapRouteView {
  id: string;
  /** SVG path of the origin -> destination line. */
  d: string;
  tone: RoleName;
  selected: boolean;
}

export interface ShipmentMapProps {
  /** Accessible name of the picture ("World map: 5 shipments at their current positions"). */
  label: string;
  width: number;
  height: number;
  /** SVG path of the land; null while the atlas is still loading. */
  land: string | null;
  /** Shown while `land` is null. */
  loadingText: string;
  routes: readonly MapRouteView[];
  markers: readonly MapMarkerView[];
  /** A click on a marker (the keyboard path is the list of shipments next to the map). */
  onSelect: (id: string) => void;
}

/**
 * A world map drawn locally (no tiles from the network): the land, each shipment's origin ->
 * destination line and its current position, coloured by status. The picture is one image for
 * screen readers; the shipments are chosen from the list beside it.
 */
export function ShipmentMap({
  label,
  width,
  height,
  land,
  loadingText,
  routes,
  markers,
  onSelect,
}: ShipmentMapProps) {
  if (land === null) {
    return (
      <div css={styles.loading} data-state="loading" role="status">
        {loadingText}
      </div>
    );
  }
  return (
    <svg css={styles.svg} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-state="ready">
      <path d={land} css={styles.land} />
      {routes.map((route) => (
        <path
          key={route.id}
          d={route.d}
          data-route={route.id}
          data-tone={route.tone}
          css={(theme: Theme) => styles.route(theme, route.tone, route.selected)}
        />
      ))}
      {markers.map((marker) => (
        <g
          key={marker.id}
          data-marker={marker.id}
          data-tone={marker.tone}
          data-selected={marker.selected}
          css={styles.marker}
          onClick={() => onSelect(marker.id)}
        >
          {marker.selected ? (
            <circle
              cx={marker.x}
              cy={marker.y}
              r={14}
              css={(theme: Theme) => styles.halo(theme, marker.tone)}
            />
          ) : null}
          <circle cx={marker.x} cy={marker.y} r={8} css={(theme: Theme) => styles.dot(theme, marker.tone)} />
        </g>
      ))}
    </svg>
  );
}

const styles = {
  svg: (theme: Theme) => ({
    display: 'block',
    inlineSize: '100%',
    blockSize: 'auto',
    background: theme.roles.info.background,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
  }),
  loading: (theme: Theme) => ({
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '960 / 500',
    color: theme.colors.textMuted,
    background: theme.colors.surfaceSunken,
    borderRadius: theme.radii.md,
  }),
  land: (theme: Theme) => ({
    fill: theme.colors.surfaceSunken,
    stroke: theme.colors.borderStrong,
    strokeWidth: 0.5,
  }),
  route: (theme: Theme, tone: RoleName, selected: boolean) => ({
    fill: 'none',
    stroke: theme.roles[tone].fill,
    strokeWidth: selected ? 3 : 1.5,
    strokeDasharray: selected ? undefined : '6 4',
    opacity: selected ? 1 : 0.7,
  }),
  marker: { cursor: 'pointer' },
  dot: (theme: Theme, tone: RoleName) => ({
    fill: theme.roles[tone].fill,
    stroke: theme.colors.surface,
    strokeWidth: 2,
  }),
  halo: (theme: Theme, tone: RoleName) => ({
    fill: 'none',
    stroke: theme.roles[tone].fill,
    strokeWidth: 2,
  }),
};
