import type { Theme } from '@emotion/react';

/** The frame of one item of a list: a bordered box with rounded corners, `block` by `inline` steps of padding. */
export const itemFrame = (theme: Theme, block = 3, inline = block) => ({
  padding: theme.space(block, inline),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
});

/**
 * A row of an item (or an item that is one row): what it is at the start, its status or action at the
 * inline end, the end wrapping under the start when the row is too narrow for both.
 */
export const itemRow = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space(2),
});
