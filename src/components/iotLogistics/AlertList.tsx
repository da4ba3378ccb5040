import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';
import { itemFrame, itemRow } from '../primitives/listItem';
import { TrackingNumber } from './TrackingNumber';

export interface AlertView {
  id: string;
  type: 'critical' | 'warning';
  typeLabel: string;
  /** The translated message with its value ("Low battery: 15%"). */
  message: string;
  /** The shipment's one id (`SH-2026-006`). */
  shipmentId: string;
  /** The carrier's tracking number, beside the id. */
  trackingNumber: string;
  /** Formatted time and its machine-readable form. */
  time: string;
  dateTime: string;
  resolved: boolean;
  /** Accessible name of the resolve button ("Resolve Low battery: 15% for SH-2026-006"). */
  resolveName: string;
}

export interface AlertListProps {
  alerts: readonly AlertView[];
  labels: {
    list: string;
    resolve: string;
    resolved: string;
    empty: string;
    emptyBody?: string;
    /** "Tracking number", the label beside it. */
    tracking: string;
  };
  onResolve: (id: string) => void;
}

/**
 * The alerts derived from the shipments, worst first in the given order; open ones can be resolved.
 * Each names its shipment by its one id, with the tracking number beside it.
 */
export function AlertList({ alerts, labels, onResolve }: AlertListProps) {
  if (!alerts.length) return <EmptyState title={labels.empty} body={labels.emptyBody} />;
  return (
    <ul css={styles.list} aria-label={labels.list} data-state="ready">
      {alerts.map((alert) => {
        const tone = alert.type === 'critical' ? 'danger' : 'warning';
        return (
          <li
            key={alert.id}
            css={styles.item}
            data-alert={alert.id}
            data-state={alert.resolved ? 'resolved' : alert.type}
          >
            <div css={styles.main}>
              <div css={styles.top}>
                <Badge tone={alert.resolved ? 'success' : tone}>
                  <Icon name={alert.resolved ? 'shieldCheck' : 'alert'} size={14} />
                  {alert.resolved ? labels.resolved : alert.typeLabel}
                </Badge>
                <span css={styles.shipment} data-alert-shipment="">
                  {alert.shipmentId}
                </span>
              </div>
              <TrackingNumber label={labels.tracking} trackingNumber={alert.trackingNumber} />
              <p css={styles.message}>{alert.message}</p>
              <time css={styles.time} dateTime={alert.dateTime}>
                {alert.time}
              </time>
            </div>
            {alert.resolved ? null : (
              <Button
                type="button"
                variant="secondary"
                compact
                aria-label={alert.resolveName}
                onClick={() => onResolve(alert.id)}
              >
                {labels.resolve}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 2),
  item: (theme: Theme) => ({
    ...itemRow(theme),
    gap: theme.space(3),
    ...itemFrame(theme),
    background: theme.colors.surface,
    borderInlineStartWidth: 4,
    '&[data-state="critical"]': { borderInlineStartColor: theme.roles.danger.fill },
    '&[data-state="warning"]': { borderInlineStartColor: theme.roles.warning.fill },
    '&[data-state="resolved"]': { borderInlineStartColor: theme.roles.success.fill, opacity: 0.85 },
  }),
  main: { display: 'grid', gap: 4, minWidth: 0, flex: '1 1 220px' },
  top: { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', gap: 8 },
  shipment: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
  }),
  message: { fontWeight: 600, overflowWrap: 'anywhere' as const },
  time: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
};
