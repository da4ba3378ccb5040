import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  body?: string;
  /** A way out, e.g. a "Clear filters" button. */
  action?: ReactNode;
}

/** What a list shows when nothing matches. Announced politely, so a filter that empties the list is heard. */
export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <div css={styles.root} role="status" data-state="empty">
      <p css={styles.title}>{title}</p>
      {body ? <p css={styles.body}>{body}</p> : null}
      {action}
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.space(2),
    padding: theme.space(8, 4),
    textAlign: 'center' as const,
    border: `1px dashed ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.lg,
  }),
  title: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  body: (theme: Theme) => ({ color: theme.colors.textMuted }),
};
