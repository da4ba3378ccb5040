import type { Theme } from '@emotion/react';
import { fieldInput } from '../primitives/formStyles';

/** The text fields of the chat (message box, offer fields): the form input, in the page's font. */
export const fieldStyle = (theme: Theme) => ({
  ...fieldInput(theme),
  fontFamily: 'inherit',
  '&::placeholder': { color: theme.colors.textMuted },
});

export const fieldErrorStyle = (theme: Theme) => ({
  color: theme.roles.danger.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
});
