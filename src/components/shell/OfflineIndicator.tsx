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
 * header's row is full, so it hangs from the middle of the header's lower edge instead, outside the
 * row (the header is its anchor: AppHeader positions its band); at the screen's bottom corner, where it
 * was first, the toasts covered it.
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
      position: 'absolute' as const,
      insetBlockStart: '100%',
      insetInline: 0,
      marginInline: 'auto',
      width: 'max-content',
      // Half over the header, half over the page's top margin (vertical only: nothing to mirror).
      transform: 'translateY(-50%)',
      // Over the page below; under the mobile menu's overlay and the toasts.
      zIndex: 1,
      boxShadow: theme.colors.shadow,
    },
  }),
};
