import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { ProductCategory } from '../../data/products';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { ProductIllustration } from './ProductIllustration';
import { ProductRating } from './ProductRating';
import { ProductTitle } from './ProductTitle';
import { plainList } from '../primitives/plainList';

export interface ProductTradeCardLabels {
  value: string;
  supplier: string;
  location: string;
  certifications: string;
  quickMatch: string;
  matchRequested: string;
  cancelMatch: string;
}

export interface ProductTradeCardProps {
  name: string;
  category: ProductCategory;
  categoryLabel: string;
  description: string;
  /** The lot's value, formatted ("SDR 2,450,000.00"). */
  value: string;
  location: string;
  supplier: string;
  rating: string;
  ratingLabel: string;
  certifications: readonly string[];
  /** "In stock" / "Out of stock", already translated. */
  stockLabel: string;
  inStock: boolean;
  /** "Trending", when the product is. */
  trendingLabel?: string;
  /** A Quick Match was requested for this product. */
  requested: boolean;
  labels: ProductTradeCardLabels;
  onQuickMatch: () => void;
  onCancelMatch: () => void;
}

/**
 * A product of the Product Explorer (/explorer): what it is, its value, where and from whom,
 * and Quick Match, which marks the card as "match requested" until the request is withdrawn.
 */
export function ProductTradeCard({
  name,
  category,
  categoryLabel,
  description,
  value,
  location,
  supplier,
  rating,
  ratingLabel,
  certifications,
  stockLabel,
  inStock,
  trendingLabel,
  requested,
  labels,
  onQuickMatch,
  onCancelMatch,
}: ProductTradeCardProps) {
  const titleId = useId();
  return (
    <Card
      as="article"
      css={styles.card}
      aria-labelledby={titleId}
      data-state={requested ? 'requested' : 'idle'}
      data-category={category}
    >
      <div css={styles.head}>
        <ProductIllustration category={category} />
        <ProductTitle id={titleId} name={name} category={categoryLabel} />
      </div>
      <div css={styles.badges}>
        <Badge tone={inStock ? 'success' : 'danger'}>{stockLabel}</Badge>
        {trendingLabel ? <Badge tone="active">{trendingLabel}</Badge> : null}
        {requested ? (
          <Badge tone="info">
            <Icon name="check" size={14} />
            {labels.matchRequested}
          </Badge>
        ) : null}
      </div>
      <p css={styles.description}>{description}</p>
      <dl css={styles.facts}>
        <div>
          <dt>{labels.value}</dt>
          <dd css={styles.value}>{value}</dd>
        </div>
        <div>
          <dt>{labels.location}</dt>
          <dd>{location}</dd>
        </div>
        <div>
          <dt>{labels.supplier}</dt>
          <dd>{supplier}</dd>
        </div>
      </dl>
      <div css={styles.meta}>
        <ProductRating value={rating} label={ratingLabel} />
        {certifications.length > 0 ? (
          <ul css={styles.certs} aria-label={labels.certifications}>
            {certifications.map((certification) => (
              <li key={certification} css={styles.cert} dir="auto">
                {certification}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div css={styles.actions}>
        {requested ? (
          <Button type="button" variant="secondary" onClick={onCancelMatch} aria-describedby={titleId}>
            {labels.cancelMatch}
          </Button>
        ) : (
          <Button type="button" variant="primary" onClick={onQuickMatch} aria-describedby={titleId}>
            <Icon name="bolt" size={16} />
            {labels.quickMatch}
          </Button>
        )}
      </div>
    </Card>
  );
}

const styles = {
  // On the Card surface: the full height of its grid cell, the description taking the slack.
  card: (theme: Theme) => ({
    gridTemplateRows: 'auto auto 1fr auto auto auto',
    blockSize: '100%',
    '&[data-state="requested"]': { borderColor: theme.roles.info.outline },
  }),
  head: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), minWidth: 0 }),
  badges: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  description: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    fontSize: theme.fontSizes.sm,
    '& > div': { display: 'flex', justifyContent: 'space-between', gap: theme.space(2) },
    '& dt': { color: theme.colors.textMuted },
    '& dd': { margin: 0, textAlign: 'end' as const, fontWeight: 600, overflowWrap: 'anywhere' as const },
  }),
  value: (theme: Theme) => ({ color: theme.colors.text, fontSize: theme.fontSizes.md }),
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  certs: (theme: Theme) => plainList(theme, 1, 'row'),
  cert: (theme: Theme) => ({
    padding: theme.space(0, 2),
    borderRadius: theme.radii.sm,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontSize: theme.fontSizes.xs,
    lineHeight: '22px',
  }),
  actions: { display: 'grid' },
};
