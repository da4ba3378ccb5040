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

export interface FormPanelOptions {
  /** Space between the panel's parts, in theme steps (4: 16 px). */
  gap?: number;
  /** Inner space, in theme steps (5: 20 px). */
  padding?: number;
  /** Without the shadow: a filter row above a list sits flat on the page. */
  flat?: boolean;
  /**
   * Set into the card it opens in (an offer composer in a chat, an upload or filter panel in a card):
   * the sunken background and smaller corners, without a shadow.
   */
  sunken?: boolean;
}

/**
 * A form's own panel (a search form, an offer form, a filter row): the card surface, its parts 16 px
 * apart unless `gap` says otherwise.
 */
export const formPanel = (
  theme: Theme,
  { gap = 4, padding = 5, flat = false, sunken = false }: FormPanelOptions = {},
) => ({
  display: 'grid',
  gap: theme.space(gap),
  ...theme.card.surface({ padding, flat: flat || sunken }),
  ...(sunken ? { background: theme.colors.surfaceSunken, borderRadius: theme.radii.md } : {}),
});

/** What a form works out from what is typed (a send's fees, a payment link): an inset box. */
export const formSummary = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(3, 4),
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceSunken,
  minWidth: 0,
});

/** What stops a whole form rather than one field (not enough funds for the payment): a red notice. */
export const formAlert = (theme: Theme) => ({
  padding: theme.space(2, 3),
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.roles.danger.outline}`,
  background: theme.roles.danger.background,
  color: theme.roles.danger.text,
  fontSize: theme.fontSizes.sm,
});
