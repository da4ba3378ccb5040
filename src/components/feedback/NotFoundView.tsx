import type { Theme } from '@emotion/react';
import { ButtonLink } from '../primitives/Button';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface NotFoundViewProps {
  code: string;
  heading: string;
  body: string;
  homeLabel: string;
}

/** The not-found page: 404, the two texts and a Return to Home link to the root. */
export function NotFoundView({ code, heading, body, homeLabel }: NotFoundViewProps) {
  return (
    <section css={styles.wrap} data-state="notFound" aria-labelledby="not-found-heading">
      <p css={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="not-found-heading" css={styles.heading}>
        <span css={styles.hiddenCode}>{code} </span>
        {heading}
      </h1>
      <p css={styles.body}>{body}</p>
      <ButtonLink to="/" variant="primary">
        {homeLabel}
      </ButtonLink>
    </section>
  );
}

const styles = {
  wrap: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.space(3),
    padding: theme.space(10, 4),
    textAlign: 'center' as const,
  }),
  code: (theme: Theme) => ({ fontSize: 72, fontWeight: 800, lineHeight: 1, color: theme.colors.brand }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.xxl }),
  hiddenCode: visuallyHidden,
  body: (theme: Theme) => ({ color: theme.colors.textMuted }),
};
