import type { Theme } from '@emotion/react';
import type { MarketAlert } from '../../data/market';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';

export interface MarketRowView {
  id: string;
  name: string;
  symbol: string;
  region: string;
  /** Formatted SDR price, 2 decimals. */
  price: string;
  /** Signed and formatted: "+SDR 2.35", "+3.23%". */
  change: string;
  changePercent: string;
  direction: 'up' | 'down' | 'flat';
  /** "Vol. 2.5M". */
  volume: string;
  alert: MarketAlert;
  /** The badge text; ignored for `none`. */
  alertLabel: string;
}

export interface MarketDataPanelProps {
  heading: string;
  description?: string;
  listLabel: string;
  rows: readonly MarketRowView[];
  live: boolean;
  /** "Pause updates" / "Resume updates". */
  toggleLabel: string;
  onToggle: () => void;
  /** Shown while paused ("Updates paused"). */
  pausedNote: string;
  /** The item a link opened (a price alert's View): marked as the current row. */
  selectedId?: string | null;
}

const alertTone: Record<Exclude<MarketAlert, 'none'>, RoleName> = {
  volatile: 'warning',
  high: 'success',
  low: 'danger',
};

/**
 * Live market prices. The list is deliberately not a live region: prices change every 3 seconds and
 * reading each change aloud would drown everything else; a screen-reader user reads the list when
 * they want, or pauses it. Every figure has a fixed slot, so ticking never moves the layout.
 */
export function MarketDataPanel({
  heading,
  description,
  listLabel,
  rows,
  live,
  toggleLabel,
  onToggle,
  pausedNote,
  selectedId = null,
}: MarketDataPanelProps) {
  return (
    <Card as="section" aria-labelledby="dashboard-market-heading" data-state={live ? 'live' : 'paused'}>
      <CardHeader
        id="dashboard-market-heading"
        title={heading}
        description={description}
        actions={
          <Button type="button" variant="ghost" compact onClick={onToggle} data-live={live}>
            <Icon name={live ? 'pause' : 'play'} size={16} />
            {toggleLabel}
          </Button>
        }
      />
      <p css={styles.paused} aria-hidden={live}>
        {live ? '' : pausedNote}
      </p>
      <ul aria-label={listLabel} css={styles.list}>
        {rows.map((row) => (
          <li
            key={row.id}
            css={styles.row}
            data-alert={row.alert}
            data-direction={row.direction}
            aria-current={row.id === selectedId ? 'true' : undefined}
          >
            <div css={styles.name}>
              <span css={styles.title}>
                {row.name} <span css={styles.symbol}>{row.symbol}</span>
              </span>
              <span css={styles.muted}>
                {row.region} · {row.volume}
              </span>
            </div>
            <div css={styles.figures}>
              <bdi css={styles.price}>{row.price}</bdi>
              <span css={(theme: Theme) => styles.change(theme, row.direction)}>
                {row.direction === 'flat' ? null : (
                  <Icon name={row.direction === 'up' ? 'trendUp' : 'trendDown'} size={14} />
                )}
                {/* Each figure isolated, so signs and units stay in place in right-to-left text. */}
                <span>
                  <bdi>{row.change}</bdi> (<bdi>{row.changePercent}</bdi>)
                </span>
              </span>
            </div>
            <span css={styles.badgeSlot}>
              {row.alert === 'none' ? null : <Badge tone={alertTone[row.alert]}>{row.alertLabel}</Badge>}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const styles = {
  paused: (theme: Theme) => ({
    minBlockSize: '1.4em',
    marginBlock: -8,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    color: theme.roles.warning.text,
  }),
  list: (theme: Theme) => plainList(theme, 2),
  row: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"name badge" "figures figures"',
    alignItems: 'center',
    gap: theme.space(1, 3),
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceSunken,
    '&[aria-current="true"]': { outline: `2px solid ${theme.roles.info.fill}`, outlineOffset: -2 },
    '@media (min-width: 480px)': {
      gridTemplateColumns: 'minmax(0, 1fr) auto 84px',
      gridTemplateAreas: '"name figures badge"',
    },
  }),
  name: { gridArea: 'name', display: 'grid', gap: 2, minWidth: 0 },
  title: (theme: Theme) => ({
    fontWeight: 700,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  symbol: (theme: Theme) => ({
    fontWeight: 600,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
  }),
  muted: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
  figures: {
    gridArea: 'figures',
    display: 'grid',
    justifyItems: 'end',
    gap: 2,
    fontVariantNumeric: 'tabular-nums',
    '@media (max-width: 479.98px)': { justifyItems: 'start' },
  },
  price: (theme: Theme) => ({ fontWeight: 700, fontSize: theme.fontSizes.sm, whiteSpace: 'nowrap' as const }),
  change: (theme: Theme, direction: MarketRowView['direction']) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    whiteSpace: 'nowrap' as const,
    color:
      direction === 'up'
        ? theme.roles.success.text
        : direction === 'down'
          ? theme.roles.danger.text
          : theme.colors.textMuted,
  }),
  // A fixed slot: a badge appearing or going away never shifts the row.
  badgeSlot: { gridArea: 'badge', display: 'flex', justifyContent: 'flex-end', minBlockSize: 24 },
};
