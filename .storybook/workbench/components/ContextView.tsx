import type { Theme } from '@emotion/react';

export interface ContextViewProps {
  heading: string;
  /** The context as formatted JSON, or the "no context" text. */
  json: string | undefined;
  emptyText: string;
}

/** The actor's context as formatted JSON, wrapped rather than scrolled. */
export function ContextView({ heading, json, emptyText }: ContextViewProps) {
  return (
    <section css={styles.panel} aria-label={heading} data-state={json ? 'ready' : 'empty'}>
      <h3 css={styles.heading}>{heading}</h3>
      {json ? (
        <pre css={styles.code} dir="ltr">
          {json}
        </pre>
      ) : (
        <p css={styles.muted}>{emptyText}</p>
      )}
    </section>
  );
}

const styles = {
  panel: { display: 'grid', gap: 8, alignContent: 'start', minInlineSize: 0 },
  heading: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.text }),
  muted: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  code: (theme: Theme) => ({
    margin: 0,
    padding: theme.space(2, 3),
    borderRadius: theme.radii.sm,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
    textAlign: 'start' as const,
  }),
};
