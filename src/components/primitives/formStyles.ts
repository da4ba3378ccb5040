import type { Theme } from '@emotion/react';

/** A fieldset that groups its controls without a box: the legend names the group. */
export const fieldsetReset = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(2),
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** The legend of a `fieldsetReset` group: bold, `size` sm in dialogs, md in panels. */
export const legendText = (theme: Theme, size: 'sm' | 'md' = 'md') => ({
  padding: 0,
  marginBlockEnd: theme.space(size === 'sm' ? 1 : 2),
  fontWeight: 700,
  fontSize: theme.fontSizes[size],
});

/** One field: its label, control and notes stacked. */
export const fieldStack = { display: 'grid', gap: 6, alignContent: 'start', minWidth: 0 };

export const fieldLabel = (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600 });

/** A text or number input: full width, 44 px tall, a red border when invalid. */
export const fieldInput = (theme: Theme) => ({
  inlineSize: '100%',
  minHeight: 44,
  padding: theme.space(2, 3),
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  '&[aria-invalid="true"]': { borderColor: theme.roles.danger.fill },
});

/** A form's own panel (a search form, an offer form): the card surface, its parts 16 px apart. */
export const formPanel = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(4),
  padding: theme.space(5),
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.colors.shadow,
  minWidth: 0,
});
