import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { withIds } from '../primitives/IdText';
import { plainList } from '../primitives/plainList';
import { itemRow } from '../primitives/listItem';
import { wrapWords } from '../primitives/textWrap';

export interface SensorTile {
  id: string;
  /** "Temperature". */
  kind: string;
  /** "Production line A". */
  location: string;
  /** "23.5 °C". */
  valueText: string;
  /** Always written out ("Normal", "Warning", "Critical"): the colour is never the only sign. */
  statusLabel: string;
  /** Status code, for styling and tests (`normal`, `warning`, `critical`). */
  status: string;
  statusTone: RoleName;
}

export interface SensorTilesProps {
  heading: string;
  /** Accessible name of the tile list ("IoT sensors"). */
  listLabel: string;
  tiles: readonly SensorTile[];
  /** Whether readings are updating. */
  live: boolean;
  /** "Live: updates every 3 s" / "Paused". */
  liveText: string;
  labels: { pause: string; resume: string };
  empty: { title: string; body: string };
  onPause: () => void;
  onResume: () => void;
}

/**
 * Live IoT sensor tiles: each shows its reading and a written status (normal green, warning amber,
 * anything else red). Updates are not announced (they come every few seconds); Pause stops them so
 * they can be read (WCAG 2.2.2).
 */
export function SensorTiles({
  heading,
  listLabel,
  tiles,
  live,
  liveText,
  labels,
  empty,
  onPause,
  onResume,
}: SensorTilesProps) {
  return (
    <Card
      as="section"
      aria-labelledby="production-sensors-heading"
      data-state={tiles.length === 0 ? 'empty' : live ? 'live' : 'paused'}
    >
      <CardHeader
        id="production-sensors-heading"
        title={heading}
        description={
          <span css={styles.live}>
            <span css={styles.dot} data-live={live} aria-hidden="true" />
            {liveText}
          </span>
        }
        actions={
          tiles.length ? (
            <Button type="button" compact onClick={live ? onPause : onResume}>
              <Icon name={live ? 'pause' : 'play'} size={14} />
              {live ? labels.pause : labels.resume}
            </Button>
          ) : null
        }
      />
      {tiles.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <ul aria-label={listLabel} css={styles.grid}>
          {tiles.map((tile) => (
            <li
              key={tile.id}
              data-sensor={tile.id}
              data-status={tile.status}
              css={(theme: Theme) => styles.tile(theme, tile.statusTone)}
            >
              <div css={[itemRow, styles.top]}>
                <span css={styles.kind}>{tile.kind}</span>
                <Badge tone={tile.statusTone} data-tone={tile.statusTone}>
                  {tile.statusLabel}
                </Badge>
              </div>
              <p css={styles.value}>
                {/* Isolated: a Latin unit stays after its number in Arabic ("0.80 g", not "g 0.80"). */}
                <bdi>{tile.valueText}</bdi>
              </p>
              <p css={styles.meta}>
                <span>{withIds(tile.location)}</span>
                <span css={styles.id}>{tile.id}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const styles = {
  live: (theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(1) }),
  dot: (theme: Theme) => ({
    inlineSize: 8,
    blockSize: 8,
    borderRadius: '50%',
    background: theme.roles.pending.fill,
    '&[data-live="true"]': { background: theme.roles.success.fill },
  }),
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
    // Two narrower tiles a row on a phone, rather than six full-width ones stacked; a tile whose longest
    // word or status does not fit half the row ("Предупреждение") takes the width it needs, the next
    // tile moving on, so nothing sticks out of a tile and no word is cut.
    [theme.mq.belowMd]: {
      display: 'flex',
      flexWrap: 'wrap' as const,
      '& > li': { flex: '1 1 136px', minWidth: 'auto' },
    },
  }),
  tile: (theme: Theme, tone: RoleName) => ({
    display: 'grid',
    gap: theme.space(1),
    padding: theme.space(3),
    minWidth: 0,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    borderInlineStart: `4px solid ${theme.roles[tone].fill}`,
    background: theme.colors.surface,
  }),
  top: (theme: Theme) => ({
    // Narrow tiles on a phone: the status always under the kind, so every tile has the same shape.
    [theme.mq.belowMd]: { flexDirection: 'column' as const, alignItems: 'flex-start', gap: theme.space(1) },
  }),
  kind: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    ...wrapWords,
    minWidth: 0,
  }),
  value: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.xl,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere' as const,
  }),
  // Location over id: every tile has the same shape, whatever the width.
  meta: (theme: Theme) => ({
    margin: 0,
    display: 'grid',
    gap: 2,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    ...wrapWords,
  }),
  id: (theme: Theme) => ({ fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.xs }),
};
