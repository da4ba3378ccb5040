import type { Theme } from '@emotion/react';
import { Button, ButtonLink } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';

export interface ErrorPanelProps {
  title: string;
  body: string;
  retryLabel: string;
  homeLabel: string;
  onRetry: () => void;
  /** Technical message, shown folded so a user can pass it on. */
  details?: string;
  detailsLabel: string;
}

/** Shown inside the layout when a screen throws: the rest of the app keeps working. */
export function ErrorPanel({
  title,
  body,
  retryLabel,
  homeLabel,
  onRetry,
  details,
  detailsLabel,
}: ErrorPanelProps) {
  return (
    <section role="alert" aria-labelledby="error-panel-title" css={styles.panel} data-state="error">
      <span css={styles.icon}>
        <CoreIcon name="alert" size={28} />
      </span>
      <h2 id="error-panel-title" css={styles.title}>
        {title}
      </h2>
      <p>{body}</p>
      <div css={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
        <ButtonLink to="/">{homeLabel}</ButtonLink>
      </div>
      {details ? (
        <details css={styles.details}>
          <summary>{detailsLabel}</summary>
          <pre css={styles.pre}>{details}</pre>
        </details>
      ) : null}
    </section>
  );
}

const styles = {
  panel: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'start',
    gap: theme.space(3),
    maxWidth: 640,
    marginInline: 'auto',
    padding: theme.space(6),
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.roles.danger.outline}`,
    background: theme.roles.danger.background,
    color: theme.colors.text,
  }),
  icon: (theme: Theme) => ({ color: theme.roles.danger.text }),
  title: (theme: Theme) => ({ fontSize: theme.fontSizes.xl, color: theme.roles.danger.text }),
  actions: { display: 'flex', flexWrap: 'wrap' as const, gap: 12 },
  details: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    maxWidth: '100%',
  }),
  pre: (theme: Theme) => ({
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
  }),
};
