import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { ButtonLink } from '../primitives/Button';
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
      <dl css={styles.facts}>
        <div>
          <dt>{texts.supplier}</dt>
          <dd>{listing.supplier}</dd>
        </div>
        <div>
          <dt>{texts.category}</dt>
          <dd>{listing.category}</dd>
        </div>
        <div>
          <dt>{texts.location}</dt>
          <dd>{listing.location}</dd>
        </div>
        <div>
          <dt>{texts.volume}</dt>
          <dd>{listing.volume}</dd>
        </div>
        <div>
          <dt>{texts.price}</dt>
          <dd>{listing.price}</dd>
        </div>
        <div>
          <dt>{texts.rating}</dt>
          <dd>{texts.ratingValue}</dd>
        </div>
        <div>
          <dt>{texts.verified}</dt>
          <dd>
            <Badge tone={listing.verified ? 'success' : 'pending'}>
              {listing.verified ? texts.verified : texts.unverified}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{texts.tags}</dt>
          <dd>{listing.tags.join(', ')}</dd>
        </div>
      </dl>
      <p css={styles.hint}>{texts.matchHint}</p>
      <ButtonLink to={matchPath} variant="primary" onClick={onMatch}>
        {texts.matchLink}
      </ButtonLink>
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(4) }),
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
  hint: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
