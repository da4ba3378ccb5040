import type { Theme } from '@emotion/react';
import { Icon } from '../primitives/Icon';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface ProductRatingProps {
  /** The rating as shown ("4.8"), already formatted for the language. */
  value: string;
  /** What a screen reader hears instead ("Rated 4.8 out of 5"). */
  label: string;
  /** Optional review count, shown after the rating ("(156 reviews)"). */
  reviews?: string;
}

/** A star rating line: star, figure, optional review count. */
export function ProductRating({ value, label, reviews }: ProductRatingProps) {
  return (
    <span css={styles.root}>
      <span css={styles.star}>
        <Icon name="star" size={16} />
      </span>
      <span css={visuallyHidden}>{label}</span>
      <span aria-hidden="true" css={styles.value}>
        {value}
      </span>
      {reviews ? <span css={styles.reviews}>{reviews}</span> : null}
    </span>
  );
}

const styles = {
  root: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    fontSize: theme.fontSizes.sm,
  }),
  star: (theme: Theme) => ({ display: 'inline-flex', color: theme.roles.warning.fill }),
  value: { fontWeight: 700 },
  reviews: (theme: Theme) => ({ color: theme.colors.textMuted }),
};
