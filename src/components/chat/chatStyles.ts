import type { Theme } from '@emotion/react';

/** The text fields of the chat (message box, offer fields): one look, a visible error state. */
export const fieldStyle = (theme: Theme) => ({
  inlineSize: '100%',
  minHeight: 44,
  padding: theme.space(2, 3),
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  fontFamily: 'inherit',
  '&::placeholder': { color: theme.colors.textMuted },
  '&[aria-invalid="true"]': { borderColor: theme.roles.danger.fill },
});

export const fieldErrorStyle = (theme: Theme) => ({
  color: theme.roles.danger.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
});
