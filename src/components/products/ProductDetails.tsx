import type { Theme } from '@emotion/react';
import type { AvailabilityTone } from '../../data/productCatalog';
import type { ProductCategory } from '../../data/products';
import { Badge } from '../primitives/Badge';
import { ProductIllustration } from './ProductIllustration';
import { ProductRating } from './ProductRating';

export interface ProductDetailsLabels {
  category: string;
  availability: string;
  price: string;
  rating: string;
  location: string;
  seller: string;
  description: string;
}

export interface ProductDetailsProps {
  labels: ProductDetailsLabels;
  category: ProductCategory;
  categoryLabel: string;
  availabilityLabel: string;
  availabilityTone: AvailabilityTone;
  price: string;
  rating: string;
  ratingLabel: string;
  reviews: string;
  location: string;
  seller: string;
  /** The full description, not clamped. */
  description: string;
}

/** Everything about one catalogue product, for the View Details panel (the dialog gives the title). */
export function ProductDetails({
  labels,
  category,
  categoryLabel,
  availabilityLabel,
  availabilityTone,
  price,
  rating,
  ratingLabel,
  reviews,
  location,
  seller,
  description,
}: ProductDetailsProps) {
  return (
    <div css={styles.root} data-state={availabilityTone}>
      <div css={styles.head}>
        <ProductIllustration category={category} size={72} />
        <p css={styles.price}>{price}</p>
      </div>
      <dl css={styles.facts}>
        <div>
          <dt>{labels.category}</dt>
          <dd>{categoryLabel}</dd>
        </div>
        <div>
          <dt>{labels.availability}</dt>
          <dd>
            <Badge tone={availabilityTone}>{availabilityLabel}</Badge>
          </dd>
        </div>
        <div>
          <dt>{labels.price}</dt>
          <dd>{price}</dd>
        </div>
        <div>
          <dt>{labels.rating}</dt>
          <dd>
            <ProductRating value={rating} label={ratingLabel} reviews={reviews} />
          </dd>
        </div>
        <div>
          <dt>{labels.location}</dt>
          <dd>{location}</dd>
        </div>
        <div>
          <dt>{labels.seller}</dt>
          <dd>{seller}</dd>
        </div>
      </dl>
      <div css={styles.description}>
        <h3 css={styles.subheading}>{labels.description}</h3>
        <p>{description}</p>
      </div>
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(4) }),
  head: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(4) }),
  price: (theme: Theme) => ({ fontSize: theme.fontSizes.xxl, fontWeight: 700 }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    margin: 0,
    '& > div': {
      display: 'grid',
      gridTemplateColumns: 'minmax(96px, 1fr) 2fr',
      gap: theme.space(3),
      alignItems: 'center',
      paddingBlockEnd: theme.space(2),
      borderBlockEnd: `1px solid ${theme.colors.border}`,
    },
    '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
    '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
  }),
  description: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    overflowWrap: 'anywhere' as const,
  }),
  subheading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
};
