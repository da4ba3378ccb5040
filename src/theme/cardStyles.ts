import type { CSSObject, Theme } from '@emotion/react';

export interface CardSurfaceOptions {
  /** Inner space, in theme steps (5: 20 px). */
  padding?: number;
  /** Without the shadow: a panel that sits flat on the page or inside another. */
  flat?: boolean;
}

export interface CardPanelOptions extends CardSurfaceOptions {
  /** Space between the panel's parts, in theme steps (3: 12 px). */
  gap?: number;
}

/** The card's styles a theme carries as `theme.card`. */
export interface CardStyles {
  /** The surface every panel sits on: inner space, background, border, large radius, shadow; it shrinks with its track. */
  surface: (options?: CardSurfaceOptions) => CSSObject;
  /** What `Card` is: the surface with its parts stacked `gap` steps apart from the top. */
  panel: (options?: CardPanelOptions) => CSSObject;
  /** A card's title row: titles at the start, badges or actions at the inline end, wrapping when narrow. */
  headerRow: CSSObject;
}

/**
 * Built into the theme rather than imported as a module of their own: nearly every route paints a
 * card, and a module shared by lazy screens becomes a chunk of its own on every first paint.
 */
export function cardStyles(theme: Omit<Theme, 'card'>): CardStyles {
  const surface = ({ padding = 5, flat = false }: CardSurfaceOptions = {}) => ({
    padding: theme.space(padding),
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    ...(flat ? {} : { boxShadow: theme.colors.shadow }),
    minWidth: 0,
  });
  return {
    surface,
    panel: ({ gap = 3, ...options } = {}) => ({
      display: 'grid',
      alignContent: 'start',
      gap: theme.space(gap),
      ...surface(options),
    }),
    headerRow: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: theme.space(2),
    },
  };
}
