import type { Theme } from '@emotion/react';
import { EmptyState } from '../primitives/EmptyState';
import { IdText } from '../primitives/IdText';
import { plainList } from '../primitives/plainList';

export interface BlockchainEventView {
  id: string;
  typeLabel: string;
  /** The shipment's one id (`SH-2026-006`). */
  shipmentId: string;
  /** The carrier's tracking number, beside the id. */
  trackingNumber: string;
  /** Formatted block number ("#18,452,190"). */
  block: string;
  time: string;
  dateTime: string;
  /** The recorded data, one "label: value" per entry. */
  data: readonly { label: string; value: string }[];
}

export interface BlockchainEventListProps {
  events: readonly BlockchainEventView[];
  labels: { list: string; shipment: string; tracking: string; block: string; empty: string };
}

/**
 * The events recorded on the chain for the shipments, in the order given (oldest first), each with its
 * shipment's one id and the tracking number beside it.
 */
export function BlockchainEventList({ events, labels }: BlockchainEventListProps) {
  if (!events.length) return <EmptyState title={labels.empty} />;
  return (
    <ol css={styles.list} aria-label={labels.list} data-state="ready">
      {events.map((event) => (
        <li key={event.id} css={styles.item} data-event={event.id}>
          <div css={styles.top}>
            <strong css={styles.type}>{event.typeLabel}</strong>
            <time css={styles.muted} dateTime={event.dateTime}>
              {event.time}
            </time>
          </div>
          <dl css={styles.facts}>
            <div css={styles.fact}>
              <dt css={styles.muted}>{labels.shipment}</dt>
              <dd css={styles.mono} data-event-shipment="">
                {event.shipmentId}
              </dd>
            </div>
            <div css={styles.fact}>
              <dt css={styles.muted}>{labels.tracking}</dt>
              <dd css={styles.mono}>
                <IdText>{event.trackingNumber}</IdText>
              </dd>
            </div>
            <div css={styles.fact}>
              <dt css={styles.muted}>{labels.block}</dt>
              <dd css={styles.mono}>{event.block}</dd>
            </div>
            {event.data.map((entry) => (
              <div key={entry.label} css={styles.fact}>
                <dt css={styles.muted}>{entry.label}</dt>
                <dd css={styles.value}>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 2),
  item: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    padding: theme.space(3),
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderInlineStartWidth: 4,
    borderInlineStartColor: theme.roles.info.fill,
    borderRadius: theme.radii.md,
    minWidth: 0,
  }),
  top: { display: 'flex', flexWrap: 'wrap' as const, justifyContent: 'space-between', gap: 8 },
  type: { overflowWrap: 'anywhere' as const },
  facts: (theme: Theme) => ({
    margin: 0,
    display: 'grid',
    gap: theme.space(2),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  }),
  fact: { display: 'grid', gap: 2, minWidth: 0 },
  muted: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, fontWeight: 600 }),
  mono: (theme: Theme) => ({
    margin: 0,
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  value: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' as const }),
};
