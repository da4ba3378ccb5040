import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

/** A step on the spacing scale (`theme.space`): 4 is 16 px, 5 is 20 px, 6 is 24 px, 8 is 40 px. */
export type LayoutGap = 4 | 5 | 6 | 7 | 8 | 9;

/** One gap, or one on phones and tablets and another from the md breakpoint on. */
export type PageGap = LayoutGap | readonly [belowMd: LayoutGap, fromMd: LayoutGap];

/**
 * How two columns share the width from the lg breakpoint on (one column below it): `3:2` is a wide
 * main column with a side column, `2:3` a narrow list beside a wide detail, `1:1` two halves. `fit`
 * puts as many columns of at least 360 px side by side as fit, at every width.
 */
export type ColumnsRatio = '3:2' | '2:3' | '1:1' | 'fit';

export interface PageProps extends ComponentProps<'div'> {
  gap?: PageGap;
}

export interface StackProps extends ComponentProps<'div'> {
  gap?: LayoutGap;
}

export interface ColumnsProps extends ComponentProps<'div'> {
  ratio: ColumnsRatio;
  gap?: LayoutGap;
}

/** The root of a screen: its sections one under another. */
export function Page({ gap = 5, ...props }: PageProps) {
  return <div css={(theme: Theme) => styles.page(theme, gap)} {...props} />;
}

/** Sections one under another inside a column (or anywhere a screen stacks panels). */
export function Stack({ gap = 5, ...props }: StackProps) {
  return <div css={(theme: Theme) => styles.stack(theme, gap)} {...props} />;
}

/** Two columns (or as many as fit) side by side on wide screens, one under another on narrow ones. */
export function Columns({ ratio, gap = 5, ...props }: ColumnsProps) {
  return <div css={(theme: Theme) => styles.columns(theme, ratio, gap)} data-ratio={ratio} {...props} />;
}

const tracks: Record<Exclude<ColumnsRatio, 'fit'>, string> = {
  '3:2': 'minmax(0, 3fr) minmax(0, 2fr)',
  '2:3': 'minmax(0, 2fr) minmax(0, 3fr)',
  '1:1': 'repeat(2, minmax(0, 1fr))',
};

const styles = {
  page: (theme: Theme, gap: PageGap) =>
    typeof gap === 'number'
      ? { display: 'grid', gap: theme.space(gap), minWidth: 0 }
      : {
          display: 'grid',
          gap: theme.space(gap[0]),
          minWidth: 0,
          [theme.mq.md]: { gap: theme.space(gap[1]) },
        },
  stack: (theme: Theme, gap: LayoutGap) => ({ display: 'grid', gap: theme.space(gap), minWidth: 0 }),
  columns: (theme: Theme, ratio: ColumnsRatio, gap: LayoutGap) =>
    ratio === 'fit'
      ? {
          display: 'grid',
          gap: theme.space(gap),
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
          alignItems: 'start',
        }
      : {
          display: 'grid',
          gap: theme.space(gap),
          alignItems: 'start',
          [theme.mq.lg]: { gridTemplateColumns: tracks[ratio] },
        },
};
