import type { Theme } from '@emotion/react';

export interface ProductTitleProps {
  /** Id of the heading, so the card can be `aria-labelledby` it. */
  id: string;
  name: string;
  /** The product's category, translated. */
  category: string;
}

/** A product card's title: the name as the card's heading, the category under it. */
export function ProductTitle({ id, name, category }: ProductTitleProps) {
  return (
    <div css={styles.root}>
      <h3 id={id} css={styles.name}>
        {name}
      </h3>
      <span css={styles.category}>{category}</span>
    </div>
  );
}

const styles = {
  root: { display: 'grid', gap: 2, minWidth: 0 },
  name: (theme: Theme) => ({
    fontSize: theme.fontSizes.lg,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  category: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
