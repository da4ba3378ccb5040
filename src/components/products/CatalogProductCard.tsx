import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { AvailabilityTone } from '../../data/productCatalog';
import type { ProductCategory } from '../../data/products';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { ProductIllustration } from './ProductIllustration';
import { ProductRating } from './ProductRating';
import { ProductTitle } from './ProductTitle';

export type CatalogLayout = 'grid' | 'list';

export interface CatalogProductCardProps {
  layout: CatalogLayout;
  name: string;
  category: ProductCategory;
  categoryLabel: string;
  /** Availability as shown (the code with its hyphen as a space, or its translation). */
  availabilityLabel: string;
  availabilityTone: AvailabilityTone;
  /** Price with its currency, formatted ("SDR 78.50"). */
  price: string;
  rating: string;
  ratingLabel: string;
  /** "(156 reviews)". */
  reviews: string;
  location: string;
  locationLabel: string;
  description: string;
  has3DModel: boolean;
  viewDetailsLabel: string;
  view3dLabel: string;
  onViewDetails: () => void;
  onView3d: () => void;
}

/**
 * A product of the Global Product Explorer (/product-explorer): name, category, availability, price,
 * rating, location, a two-line description, View Details, and 3D View only when the product has a 3D
 * model. In the list layout the picture sits beside the text.
 */
export function CatalogProductCard({
  layout,
  name,
  category,
  categoryLabel,
  availabilityLabel,
  availabilityTone,
  price,
  rating,
  ratingLabel,
  reviews,
  location,
  locationLabel,
  description,
  has3DModel,
  viewDetailsLabel,
  view3dLabel,
  onViewDetails,
  onView3d,
}: CatalogProductCardProps) {
  const titleId = useId();
  return (
    <Card
      as="article"
      css={styles.card}
      aria-labelledby={titleId}
      data-layout={layout}
      data-state={has3DModel ? 'with-3d' : 'without-3d'}
      data-availability={availabilityTone}
    >
      <ProductIllustration category={category} size={layout === 'list' ? 72 : 56} />
      <div css={styles.body}>
        <div css={styles.top}>
          <ProductTitle id={titleId} name={name} category={categoryLabel} />
          <Badge tone={availabilityTone}>{availabilityLabel}</Badge>
        </div>
        <div css={styles.figures}>
          <span css={styles.price}>{price}</span>
          <ProductRating value={rating} label={ratingLabel} reviews={reviews} />
        </div>
        <p css={styles.location}>
          <Icon name="mapPin" size={16} />
          <span css={visuallyHidden}>{locationLabel}: </span>
          <span>{location}</span>
        </p>
        <p css={styles.description}>{description}</p>
        <div css={styles.actions}>
          <Button type="button" variant="primary" compact onClick={onViewDetails} aria-describedby={titleId}>
            {viewDetailsLabel}
          </Button>
          {has3DModel ? (
            <Button type="button" variant="secondary" compact onClick={onView3d} aria-describedby={titleId}>
              <Icon name="cube" size={16} />
              {view3dLabel}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

const styles = {
  // On the Card surface: four units of padding, the full height of its grid cell.
  card: (theme: Theme) => ({
    gridTemplateColumns: '1fr',
    blockSize: '100%',
    padding: theme.space(4),
    '&[data-layout="list"]': {
      [theme.mq.md]: { gridTemplateColumns: 'auto 1fr', gap: theme.space(4) },
    },
  }),
  body: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 }),
  top: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  figures: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  price: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  location: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  description: (theme: Theme) => ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical' as const,
    WebkitLineClamp: 2,
    overflow: 'hidden',
    color: theme.colors.text,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  actions: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(2),
    marginBlockStart: theme.space(1),
  }),
};
