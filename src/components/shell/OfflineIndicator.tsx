import type { Theme } from '@emotion/react';
import { CoreIcon } from '../primitives/CoreIcon';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface OfflineIndicatorProps {
  /** The short word shown in the header ("Offline"). */
  label: string;
  /** What it means for the member, read out and shown on hover. */
  description: string;
}

/**
 * The header's sign that the browser has no network, shown only while it has none. Below 480 px the
 * header's row is full, so it sits at the bottom corner of the screen instead (toasts take the other).
 */
export function OfflineIndicator({ label, description }: OfflineIndicatorProps) {
  return (
    <span role="status" title={description} css={styles.indicator} data-state="offline">
      <CoreIcon name="offline" size={16} />
      <span>{label}</span>
      <span css={visuallyHidden}>{description}</span>
    </span>
  );
}

const styles = {
  indicator: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(1),
    minHeight: 28,
    padding: theme.space(0, 2),
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.roles.warning.outline}`,
    background: theme.roles.warning.background,
    color: theme.roles.warning.text,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    whiteSpace: 'nowrap' as const,
    [`@media (max-width: ${theme.breakpoints.sm - 0.02}px)`]: {
      position: 'fixed' as const,
      insetBlockEnd: theme.space(4),
      insetInlineStart: theme.space(4),
      zIndex: 79,
      boxShadow: theme.colors.shadow,
    },
  }),
};
