import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { ProgressBar } from '../primitives/ProgressBar';

export interface OrderListItem {
  id: string;
  product: string;
  supplier: string;
  statusLabel: string;
  statusTone: RoleName;
  /** 0 to 100. */
  progress: number;
  /** "75%". */
  progressText: string;
  selected: boolean;
}

export interface OrderListProps {
  heading: string;
  /** Accessible name of the list ("Production orders"). */
  listLabel: string;
  /** Accessible name of each progress bar ("Progress"). */
  progressLabel: string;
  orders: readonly OrderListItem[];
  empty: { title: string; body: string };
  onSelect: (id: string) => void;
}

/**
 * The production orders as toggle buttons (`aria-pressed`): Tab reaches each, Enter or Space selects it;
 * the selected one is highlighted and its details show beside the list.
 */
export function OrderList({ heading, listLabel, progressLabel, orders, empty, onSelect }: OrderListProps) {
  return (
    <Card
      as="section"
      aria-labelledby="production-orders-heading"
      data-state={orders.length ? 'filled' : 'empty'}
    >
      <CardHeader id="production-orders-heading" title={heading} />
      {orders.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <ul aria-label={listLabel} css={styles.list}>
          {orders.map((order) => (
            <li key={order.id}>
              <button
                type="button"
                aria-pressed={order.selected}
                data-order={order.id}
                onClick={() => onSelect(order.id)}
                css={styles.item}
              >
                <span css={styles.top}>
                  <span css={styles.title}>{order.product}</span>
                  <Badge tone={order.statusTone} data-tone={order.statusTone}>
                    {order.statusLabel}
                  </Badge>
                </span>
                <span css={styles.meta}>
                  <span css={styles.id}>{order.id}</span>
                  <span>{order.supplier}</span>
                </span>
                <span css={styles.progress}>
                  {/* Decorative inside the button: the percentage text says the same. */}
                  <span css={styles.bar} aria-hidden="true">
                    <ProgressBar label={progressLabel} value={order.progress} tone={order.statusTone} />
                  </span>
                  <span css={styles.percent}>{order.progressText}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const styles = {
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
    minWidth: 0,
  }),
  id: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
  progress: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) }),
  bar: { flex: 1, minWidth: 0 },
  percent: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    whiteSpace: 'nowrap' as const,
  }),
};
