import type { Theme } from '@emotion/react';

/** A list without bullets or indent whose items keep their own layout. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * A plain list: no bullets, no indent, its items `gap` steps apart, one under another (`column`) or
 * side by side and wrapping (`row`). Spread it first into the list's own style.
 */
export const plainList = (theme: Theme, gap?: number, flow: 'column' | 'row' = 'column') => ({
  ...bareList,
  display: flow === 'row' ? 'flex' : 'grid',
  ...(flow === 'row' && { flexWrap: 'wrap' as const }),
  ...(gap !== undefined && { gap: theme.space(gap) }),
});
