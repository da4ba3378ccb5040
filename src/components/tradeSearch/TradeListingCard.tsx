import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { wrapWords } from '../primitives/textWrap';

export interface TradeListingView {
  title: string;
  supplier: string;
  location: string;
  /** Formatted with its unit ("25,000 t"). */
  volume: string;
  /** Formatted price per unit ("SDR 245.50 / t"). */
  price: string;
  /** "4.7". */
  rating: string;
  verified: boolean;
  tags: readonly string[];
}

export interface TradeListingCardTexts {
  supplier: string;
  location: string;
  volume: string;
  price: string;
  /** "Rated 4.7 out of 5". */
  ratingLabel: string;
  verified: string;
  unverified: string;
  tags: string;
  viewDetails: string;
}

export interface TradeListingCardProps {
  listing: TradeListingView;
  texts: TradeListingCardTexts;
  onViewDetails: () => void;
  /** The listing a link opened: marked as the current one and scrolled into view. */
  current?: boolean;
}

/** One trade listing: title, supplier, location, volume, price, rating, verified, tags, View Details & Match. */
export function TradeListingCard({ listing, texts, onViewDetails, current = false }: TradeListingCardProps) {
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (current) cardRef.current?.scrollIntoView?.({ block: 'center' });
  }, [current]);
  return (
    <Card
      as="article"
      ref={cardRef}
      css={styles.card}
      aria-labelledby={titleId}
      aria-current={current ? 'true' : undefined}
      data-state={listing.verified ? 'verified' : 'unverified'}
    >
      <div css={styles.top}>
        <h3 id={titleId} css={styles.title}>
          {listing.title}
        </h3>
        <Badge tone={listing.verified ? 'success' : 'pending'}>
          {listing.verified ? <Icon name="shieldCheck" size={14} /> : null}
          {listing.verified ? texts.verified : texts.unverified}
        </Badge>
      </div>
      <dl css={styles.facts}>
        <div>
          <dt>{texts.supplier}</dt>
          <dd>{listing.supplier}</dd>
        </div>
        <div>
          <dt>{texts.location}</dt>
          <dd css={styles.withIcon}>
            <Icon name="mapPin" size={14} />
            {listing.location}
          </dd>
        </div>
        <div>
          <dt>{texts.volume}</dt>
          <dd>{listing.volume}</dd>
        </div>
        <div>
          <dt>{texts.price}</dt>
          <dd>{listing.price}</dd>
        </div>
      </dl>
      <p css={styles.rating}>
        <span css={styles.star} aria-hidden="true">
          <Icon name="star" size={16} />
        </span>
        <span aria-hidden="true">{listing.rating}</span>
        <span css={visuallyHidden}>{texts.ratingLabel}</span>
      </p>
      {listing.tags.length > 0 ? (
        <ul css={styles.tags} aria-label={texts.tags}>
          {listing.tags.map((tag) => (
            <li key={tag} css={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type="button"
        variant="primary"
        onClick={onViewDetails}
        aria-describedby={titleId}
        aria-haspopup="dialog"
      >
        {texts.viewDetails}
      </Button>
    </Card>
  );
}

const styles = {
  // On the Card surface: four units of padding, the full height of its grid cell, tags taking the slack.
  card: (theme: Theme) => ({
    gridTemplateRows: 'auto auto auto 1fr auto',
    blockSize: '100%',
    padding: theme.space(4),
    '&[aria-current="true"]': { outline: `2px solid ${theme.roles.info.fill}`, outlineOffset: -2 },
  }),
  // The badge beside the title while the title's longest word fits beside it, under the title when not:
  // the title wraps between words (hyphenated where the browser can) and is never cut inside one.
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  title: (theme: Theme) => ({
    flex: '1 1 0',
    fontSize: theme.fontSizes.lg,
    fontWeight: 700,
    ...wrapWords,
  }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: theme.space(2, 3),
    margin: 0,
    '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    '& dd': { margin: 0, fontWeight: 600, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' as const },
  }),
  withIcon: { display: 'flex', alignItems: 'center', gap: 4 },
  rating: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    margin: 0,
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
  }),
  star: (theme: Theme) => ({ display: 'inline-flex', color: theme.roles.warning.fill }),
  tags: (theme: Theme) => ({
    ...plainList(theme, 1, 'row'),
    alignContent: 'start',
  }),
  tag: (theme: Theme) => ({
    padding: theme.space(0, 2),
    borderRadius: theme.radii.pill,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontSize: theme.fontSizes.xs,
    lineHeight: '24px',
    overflowWrap: 'anywhere' as const,
  }),
};
