import type { Theme } from '@emotion/react';

export interface PendingNoticeProps {
  title: string;
  body: string;
}

/**
 * What a route shows until its own screen lands: a plain note, nothing that pretends to be content.
 */
export function PendingNotice({ title, body }: PendingNoticeProps) {
  return (
    <section css={styles.notice} data-state="pending" aria-labelledby="pending-title">
      <h2 id="pending-title" css={styles.title}>
        {title}
      </h2>
      <p>{body}</p>
    </section>
  );
}

const styles = {
  notice: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    maxWidth: 640,
    padding: theme.space(5),
    borderRadius: theme.radii.lg,
    border: `1px dashed ${theme.colors.borderStrong}`,
    color: theme.colors.textMuted,
  }),
  title: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, color: theme.colors.text }),
};
