import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

export interface TableScrollProps extends ComponentProps<'div'> {
  /** The region's name: the table's caption. */
  label: string;
  /** A border and rounded corners around the table (off where a card already frames it). */
  framed?: boolean;
}

/**
 * The frame a wide table scrolls in: a named region a keyboard can focus to scroll it sideways on a
 * narrow screen. Put a `<table css={dataTable}>` inside.
 */
export function TableScroll({ label, framed = true, children, ...rest }: TableScrollProps) {
  return (
    <div
      css={[styles.scroll, framed && styles.framed]}
      role="region"
      aria-label={label}
      // Focusable so the table scrolls sideways by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      {...rest}
    >
      {children}
    </div>
  );
}

export interface DataTableOptions {
  /** Cell padding on the inline sides, in spacing steps. */
  inlinePadding?: number;
  verticalAlign?: 'middle' | 'top';
  /** Column headers on a sunken band. */
  headerBand?: boolean;
}

/**
 * The app's data table: full width, small text, a rule under each row but the last, muted one-line
 * column headers, and figures (`data-numeric`) at the inline end in tabular digits on one line.
 */
export const dataTable =
  ({ inlinePadding = 3, verticalAlign = 'middle', headerBand = true }: DataTableOptions = {}) =>
  (theme: Theme) => ({
    inlineSize: '100%',
    borderCollapse: 'collapse' as const,
    fontSize: theme.fontSizes.sm,
    '& th, & td': {
      paddingBlock: theme.space(2),
      paddingInline: theme.space(inlinePadding),
      textAlign: 'start' as const,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
      verticalAlign,
    },
    '& thead th': {
      background: headerBand ? theme.colors.surfaceSunken : undefined,
      color: theme.colors.textMuted,
      fontWeight: 600,
      whiteSpace: 'nowrap' as const,
    },
    '& tbody tr:last-of-type > *': { borderBlockEnd: 0 },
    '& [data-numeric]': {
      textAlign: 'end' as const,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap' as const,
    },
  });

const styles = {
  scroll: (theme: Theme) => ({
    overflowX: 'auto' as const,
    borderRadius: theme.radii.md,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  framed: (theme: Theme) => ({ border: `1px solid ${theme.colors.border}` }),
};
