import type { Theme } from '@emotion/react';
import { IdText } from '../primitives/IdText';

export interface TrackingNumberProps {
  /** "Tracking number", the label before it. */
  label: string;
  /** The carrier's tracking number (`SRT-2026-001866`). */
  trackingNumber: string;
}

/**
 * The carrier's tracking number, labelled, on a line of its own under the shipment's one id
 * (`SH-2026-006`), wherever the tracker shows a shipment: overview, map, sensors, alerts. A `span`,
 * so it may sit inside a button (the map's list).
 */
export function TrackingNumber({ label, trackingNumber }: TrackingNumberProps) {
  return (
    <span css={styles.line} data-tracking-number={trackingNumber}>
      <span css={styles.label}>{label}</span> <IdText>{trackingNumber}</IdText>
    </span>
  );
}

const styles = {
  line: (theme: Theme) => ({ display: 'block', fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.sm }),
  label: (theme: Theme) => ({
    fontFamily: theme.fonts.body,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
    fontWeight: 600,
  }),
};
