import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';

export interface RecommendationView {
  id: string;
  title: string;
  body: string;
  /** "Confidence 87%". */
  confidence: string;
  /** What Apply puts into the form, as shown ("Price: 245.50"). */
  suggestion: string;
  /** "Apply to Price". */
  applyLabel: string;
  /** The form already holds this value. */
  applied: boolean;
  appliedLabel: string;
}

export interface AiRecommendationsProps {
  heading: string;
  description?: string;
  items: readonly RecommendationView[];
  onApply: (id: string) => void;
  /** Recommendations cannot be applied now (a proposal is being sent). */
  disabled?: boolean;
}

/** AI recommendations for the deal: each suggests a value for one field, and Apply puts it in the form. */
export function AiRecommendations({
  heading,
  description,
  items,
  onApply,
  disabled,
}: AiRecommendationsProps) {
  const headingId = useId();
  return (
    <section css={styles.root} aria-labelledby={headingId}>
      <div css={styles.titles}>
        <h2 id={headingId} css={styles.heading}>
          <Icon name="bolt" size={18} />
          {heading}
        </h2>
        {description ? <p css={styles.muted}>{description}</p> : null}
      </div>
      <ul css={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <article
              css={styles.card}
              aria-labelledby={`${headingId}-${item.id}`}
              data-state={item.applied ? 'applied' : 'idle'}
            >
              <div css={styles.top}>
                <h3 id={`${headingId}-${item.id}`} css={styles.title}>
                  {item.title}
                </h3>
                <span css={styles.confidence}>{item.confidence}</span>
              </div>
              <p css={styles.body}>{item.body}</p>
              <p css={styles.suggestion}>{item.suggestion}</p>
              {item.applied ? (
                <p css={styles.applied}>
                  <Icon name="check" size={16} />
                  {item.appliedLabel}
                </p>
              ) : (
                <Button
                  type="button"
                  variant="secondary"
                  compact
                  disabled={disabled}
                  onClick={() => onApply(item.id)}
                >
                  {item.applyLabel}
                </Button>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

const styles = {
  root: (theme: Theme) => theme.card.panel(),
  titles: { display: 'grid', gap: 4 },
  heading: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    fontSize: theme.fontSizes.lg,
    fontWeight: 700,
  }),
  muted: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  list: (theme: Theme) => plainList(theme, 3),
  card: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'start',
    gap: theme.space(2),
    padding: theme.space(3),
    border: `1px solid ${theme.roles.info.outline}`,
    background: theme.roles.info.background,
    borderRadius: theme.radii.md,
    minWidth: 0,
  }),
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    gap: theme.space(1, 2),
    justifySelf: 'stretch',
  }),
  title: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  confidence: (theme: Theme) => ({
    color: theme.roles.info.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  body: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' as const }),
  suggestion: (theme: Theme) => ({
    margin: 0,
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  applied: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    margin: 0,
    minHeight: 36,
    color: theme.roles.success.text,
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
  }),
};
