import type { Theme } from '@emotion/react';

/** The count the badge shows: nothing at 0, the number up to 99, then "99+". */
export const bellBadgeText = (count: number): string => (count > 99 ? '99+' : count > 0 ? `${count}` : '');

/**
 * The unread count over the bell's corner (absolutely placed: it appears without moving anything).
 * Hidden from assistive technology: the bell's name says the count in words. Latin digits in every
 * language, like the app's other figures.
 */
export function BellBadge({ count }: { count: number }) {
  const text = bellBadgeText(count);
  return text ? (
    <span css={styles.badge} aria-hidden="true" data-count={count}>
      {text}
    </span>
  ) : null;
}

const styles = {
  badge: (theme: Theme) => ({
    position: 'absolute' as const,
    insetBlockStart: 1,
    insetInlineEnd: 1,
    minWidth: 16,
    paddingInline: 3,
    borderRadius: theme.radii.pill,
    background: theme.colors.accent,
    color: theme.colors.accentText,
    fontSize: 10,
    fontWeight: 700,
    lineHeight: '16px',
    textAlign: 'center' as const,
    // "99+" keeps its order in Arabic.
    direction: 'ltr' as const,
    pointerEvents: 'none' as const,
  }),
};
