import type { Theme } from '@emotion/react';
import { Children, type ComponentProps } from 'react';
import { HydrationSlice } from './HydrationSlice';

/** A step on the spacing scale (`theme.space`): 4 is 16 px, 5 is 20 px, 6 is 24 px, 8 is 40 px. */
export type LayoutGap = 3 | 4 | 5 | 6 | 7 | 8;

/**
 * How two columns share the width from the lg breakpoint on (one column below it): `3:2` is a wide
 * main column with a side column, `2:3` a narrow list beside a wide detail, `1:1` two halves. `fit`
 * puts as many columns of at least 360 px side by side as fit, at every width.
 */
export type ColumnsRatio = '3:2' | '2:3' | '1:1' | 'fit';

export interface StackProps extends ComponentProps<'div'> {
  gap?: LayoutGap;
}

export interface ColumnsProps extends ComponentProps<'div'> {
  ratio: ColumnsRatio;
  gap?: LayoutGap;
}

/** Sections one under another, in a column or as the root of a screen (`Page`). */
export function Stack({ gap = 5, ...props }: StackProps) {
  return <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space(gap), minWidth: 0 })} {...props} />;
}

/**
 * The root of a screen: a stack of its sections, each hydrating on its own (`HydrationSlice`), so
 * that a prerendered page hydrates section by section, the one the member clicks first.
 */
export function Page({ children, ...props }: StackProps) {
  return (
    <Stack {...props}>
      {Children.map(children, (section) =>
        section == null || typeof section === 'boolean' ? (
          section
        ) : (
          <HydrationSlice>{section}</HydrationSlice>
        ),
      )}
    </Stack>
  );
}

/** Two columns (or as many as fit) side by side on wide screens, one under another on narrow ones. */
export function Columns({ ratio, gap = 5, ...props }: ColumnsProps) {
  const [first, second] = ratio.split(':');
  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space(gap),
        alignItems: 'start',
        ...(ratio === 'fit'
          ? { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' }
          : { [theme.mq.lg]: { gridTemplateColumns: `minmax(0, ${first}fr) minmax(0, ${second}fr)` } }),
      })}
      {...props}
    />
  );
}
