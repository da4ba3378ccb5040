import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { DetailGrid } from '../primitives/DetailGrid';
import type { CatalogProductCardProps } from './CatalogProductCard';
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

export interface ProductDetailsProps extends Pick<
  CatalogProductCardProps,
  | 'category'
  | 'categoryLabel'
  | 'availabilityLabel'
  | 'availabilityTone'
  | 'price'
  | 'rating'
  | 'ratingLabel'
  | 'reviews'
  | 'location'
> {
  labels: ProductDetailsLabels;
  seller: string;
  /** The full description, not clamped. */
  description: string;
}

/** Everything about one catalogue product, for the View Details panel (the dialog gives the title). */
export function ProductDetails({ labels, ...product }: ProductDetailsProps) {
  return (
    <div css={styles.root} data-state={product.availabilityTone}>
      <div css={styles.head}>
        <ProductIllustration category={product.category} size={72} />
        <p css={styles.price}>{product.price}</p>
      </div>
      <DetailGrid
        layout="rows"
        rows={[
          { id: 'category', label: labels.category, value: product.categoryLabel },
          {
            id: 'availability',
            label: labels.availability,
            value: <Badge tone={product.availabilityTone}>{product.availabilityLabel}</Badge>,
          },
          { id: 'price', label: labels.price, value: product.price },
          {
            id: 'rating',
            label: labels.rating,
            value: (
              <ProductRating value={product.rating} label={product.ratingLabel} reviews={product.reviews} />
            ),
          },
          { id: 'location', label: labels.location, value: product.location },
          { id: 'seller', label: labels.seller, value: product.seller },
        ]}
      />
      <div css={styles.description}>
        <h3 css={styles.subheading}>{labels.description}</h3>
        <p>{product.description}</p>
      </div>
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(4) }),
  head: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(4) }),
  price: (theme: Theme) => ({ fontSize: theme.fontSizes.xxl, fontWeight: 700 }),
  description: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    overflowWrap: 'anywhere' as const,
  }),
  subheading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
};
