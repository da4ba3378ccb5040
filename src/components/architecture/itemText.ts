import type { Theme } from '@emotion/react';

/** The name of one item of an architecture panel (a component, a step, a safeguard). */
export const itemTitle = (theme: Theme) => ({
  fontSize: theme.fontSizes.md,
  fontWeight: 700,
  overflowWrap: 'anywhere' as const,
});

/** What that item does, under its name. */
export const itemDescription = (theme: Theme) => ({
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  overflowWrap: 'anywhere' as const,
});
