import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';

export interface CustomsShipmentListItem {
  id: string;
  /** "Hot-rolled steel coils". */
  product: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "Shanghai → Hamburg". */
  route: string;
  /** "SDR 125,000.00". */
  value: string;
  selected: boolean;
}

export interface CustomsShipmentListProps {
  heading: string;
  /** Accessible name of the list ("Customs shipments"). */
  listLabel: string;
  shipments: readonly CustomsShipmentListItem[];
  empty: { title: string; body: string };
  onSelect: (id: string) => void;
}

/**
 * The customs shipments as toggle buttons (`aria-pressed`): Tab reaches each, Enter or Space selects it;
 * the selected one is highlighted and its declaration shows beside the list.
 */
export function CustomsShipmentList({
  heading,
  listLabel,
  shipments,
  empty,
  onSelect,
}: CustomsShipmentListProps) {
  return (
    <Card
      as="section"
      aria-labelledby="customs-list-heading"
      data-state={shipments.length ? 'filled' : 'empty'}
    >
      <CardHeader id="customs-list-heading" title={heading} />
      {shipments.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <ul aria-label={listLabel} css={listStyles.list}>
          {shipments.map((shipment) => (
            <li key={shipment.id}>
              <button
                type="button"
                aria-pressed={shipment.selected}
                data-shipment={shipment.id}
                onClick={() => onSelect(shipment.id)}
                css={listStyles.item}
              >
                <span css={listStyles.top}>
                  <span css={listStyles.id}>{shipment.id}</span>
                  <Badge tone={shipment.statusTone} data-tone={shipment.statusTone}>
                    {shipment.statusLabel}
                  </Badge>
                </span>
                <span css={listStyles.title}>{shipment.product}</span>
                <span css={listStyles.meta}>
                  <span>{shipment.route}</span>
                  <span>{shipment.value}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A selectable row of a master list. */
const listStyles = {
  list: (theme: Theme) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space(2),
  }),
  item: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    inlineSize: '100%',
    padding: theme.space(3),
    textAlign: 'start' as const,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderInlineStartWidth: 4,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}ms, border-color ${theme.durations.fast}ms`,
    [theme.mq.reducedMotion]: { transition: 'none' },
    '&:hover': { background: theme.colors.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: theme.roles.active.background,
      borderColor: theme.roles.active.outline,
      borderInlineStartColor: theme.roles.active.fill,
    },
  }),
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space(2),
  }),
  title: { fontWeight: 700, overflowWrap: 'anywhere' as const, minWidth: 0 },
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(3),
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
  id: (theme: Theme) => ({ fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.sm }),
};
