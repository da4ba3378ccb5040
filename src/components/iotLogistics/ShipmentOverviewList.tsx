import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { LinkedItemStatus, linkedItemOutline, useRevealLinked } from '../primitives/LinkedItem';
import { plainList } from '../primitives/plainList';
import { TrackingNumber } from './TrackingNumber';

export interface ShipmentOverviewView {
  /** The shipment's one id (`SH-2026-006`), its card's title. */
  id: string;
  /** The carrier's tracking number, beside the id. */
  trackingNumber: string;
  /** "Shanghai, China → Rotterdam, Netherlands" */
  route: string;
  statusLabel: string;
  statusTone: RoleName;
  /** The overview flag's text ("Needs attention"), or nothing for a shipment within limits. */
  flag?: string;
  /** Label/value rows (current location, cargo, estimated arrival, last update). */
  facts: readonly { label: string; value: ReactNode }[];
  /** "Temperature 22.5 °C" ... one short line per reading. */
  readings: readonly { label: string; value: string; tone: RoleName }[];
  /** Accessible name of the show-on-map button ("Show on map: SH-2026-006"). */
  showOnMapName: string;
}

export interface ShipmentOverviewListProps {
  shipments: readonly ShipmentOverviewView[];
  showOnMap: string;
  onShowOnMap: (id: string) => void;
  emptyTitle: string;
  /** "Tracking number", the label beside it. */
  trackingLabel: string;
  /** The shipment a link opened: marked current and scrolled into view. */
  linkedId?: string | null;
  /** What the polite status says about it ("Selected: shipment SH-2026-006"). */
  linkedText?: string | null;
}

/** The overview: one card per shipment with its status, route, facts, readings and the flag. */
export function ShipmentOverviewList({
  shipments,
  showOnMap,
  onShowOnMap,
  emptyTitle,
  trackingLabel,
  linkedId = null,
  linkedText = null,
}: ShipmentOverviewListProps) {
  const linkedRef = useRevealLinked<HTMLLIElement>(linkedId);
  if (!shipments.length) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <LinkedItemStatus text={linkedText} />
      <ul css={styles.list} data-state="ready">
        {shipments.map((shipment) => (
          <li
            key={shipment.id}
            ref={shipment.id === linkedId ? linkedRef : undefined}
            css={styles.card}
            data-state={shipment.flag ? 'flagged' : 'ok'}
            data-shipment={shipment.id}
            aria-current={shipment.id === linkedId ? 'true' : undefined}
          >
            <div css={styles.header}>
              <h3 css={styles.tracking}>{shipment.id}</h3>
              <div css={styles.badges}>
                <Badge tone={shipment.statusTone} data-tone={shipment.statusTone}>
                  {shipment.statusLabel}
                </Badge>
                {shipment.flag ? (
                  <Badge tone="danger" data-tone="danger">
                    <Icon name="alert" size={14} />
                    {shipment.flag}
                  </Badge>
                ) : null}
              </div>
            </div>
            <TrackingNumber label={trackingLabel} trackingNumber={shipment.trackingNumber} />
            <p css={styles.route}>{shipment.route}</p>
            <dl css={styles.facts}>
              {shipment.facts.map((fact) => (
                <div key={fact.label} css={styles.fact}>
                  <dt css={styles.term}>{fact.label}</dt>
                  <dd css={styles.definition}>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <ul css={styles.readings}>
              {shipment.readings.map((reading) => (
                <li
                  key={reading.label}
                  css={(theme: Theme) => styles.reading(theme, reading.tone)}
                  data-tone={reading.tone}
                >
                  <span css={styles.term}>{reading.label}</span> <strong>{reading.value}</strong>
                </li>
              ))}
            </ul>
            <div>
              <Button
                type="button"
                variant="secondary"
                compact
                aria-label={shipment.showOnMapName}
                onClick={() => onShowOnMap(shipment.id)}
              >
                <Icon name="mapPin" size={16} />
                {showOnMap}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const styles = {
  list: (theme: Theme) => ({
    ...plainList(theme, 4),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  }),
  card: (theme: Theme) => ({
    ...theme.card.panel({ padding: 4 }),
    '&[data-state="flagged"]': { borderColor: theme.roles.danger.outline },
    ...linkedItemOutline(theme),
  }),
  header: {
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: 8,
  },
  tracking: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    fontFamily: theme.fonts.mono,
  }),
  badges: { display: 'flex', flexWrap: 'wrap' as const, gap: 6 },
  route: (theme: Theme) => ({
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
    fontSize: theme.fontSizes.sm,
  }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 130px), 1fr))',
    margin: 0,
  }),
  fact: { display: 'grid', gap: 2, minWidth: 0 },
  term: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, fontWeight: 600 }),
  definition: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  readings: (theme: Theme) => plainList(theme, 2, 'row'),
  reading: (theme: Theme, tone: RoleName) => ({
    padding: theme.space(1, 2),
    borderRadius: theme.radii.sm,
    background: theme.roles[tone].background,
    color: theme.roles[tone].text,
    fontSize: theme.fontSizes.sm,
  }),
};
