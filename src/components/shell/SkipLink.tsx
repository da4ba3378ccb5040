import type { Theme } from '@emotion/react';

/** First focusable element of every page: jumps past the navigation to the main content. */
export function SkipLink({ label, target = '#main' }: { label: string; target?: string }) {
  return (
    <a href={target} css={styles.link}>
      {label}
    </a>
  );
}

const styles = {
  link: (theme: Theme) => ({
    position: 'absolute' as const,
    insetInlineStart: 8,
    insetBlockStart: -100,
    zIndex: 100,
    padding: theme.space(2, 4),
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontWeight: 600,
    '&:focus': { insetBlockStart: 8 },
  }),
};
