import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { ButtonLink } from '../primitives/Button';
import { DetailGrid } from '../primitives/DetailGrid';
import type { TradeListingCardTexts, TradeListingView } from './TradeListingCard';

export interface TradeListingDetailsTexts extends Omit<TradeListingCardTexts, 'viewDetails' | 'ratingLabel'> {
  rating: string;
  /** "4.7 out of 5". */
  ratingValue: string;
  category: string;
  /** What the link does ("Find barter partners for this listing with AI Trade Matching."). */
  matchHint: string;
  matchLink: string;
}

export interface TradeListingDetailsProps {
  listing: TradeListingView & { category: string };
  texts: TradeListingDetailsTexts;
  /** The matching screen's path. */
  matchPath: string;
  /** Called when the link is followed (the screen closes the dialog). */
  onMatch?: () => void;
}

/** Everything about one listing, for the View Details & Match dialog (which gives the title). */
export function TradeListingDetails({ listing, texts, matchPath, onMatch }: TradeListingDetailsProps) {
  return (
    <div css={styles.root} data-state={listing.verified ? 'verified' : 'unverified'}>
      <DetailGrid
        layout="rows"
        rows={[
          { id: 'supplier', label: texts.supplier, value: listing.supplier },
          { id: 'category', label: texts.category, value: listing.category },
          { id: 'location', label: texts.location, value: listing.location },
          { id: 'volume', label: texts.volume, value: listing.volume },
          { id: 'price', label: texts.price, value: listing.price },
          { id: 'rating', label: texts.rating, value: texts.ratingValue },
          {
            id: 'verified',
            label: texts.verified,
            value: (
              <Badge tone={listing.verified ? 'success' : 'pending'}>
                {listing.verified ? texts.verified : texts.unverified}
              </Badge>
            ),
          },
          { id: 'tags', label: texts.tags, value: listing.tags.join(', ') },
        ]}
      />
      <p css={styles.hint}>{texts.matchHint}</p>
      <ButtonLink to={matchPath} variant="primary" onClick={onMatch} css={styles.match}>
        {texts.matchLink}
      </ButtonLink>
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(4) }),
  hint: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  // A long label (Arabic, Russian) wraps inside the button rather than running out of it.
  match: { whiteSpace: 'normal' as const, textAlign: 'center' as const },
};
