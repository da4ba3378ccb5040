import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { FactList } from '../primitives/FactList';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { listItemBox } from '../primitives/ListCard';
import { plainList } from '../primitives/plainList';

export interface PartnerView {
  id: string;
  /** A company name, shown as is in every language. */
  name: string;
  type: string;
  /** "4.8 / 5". */
  rating: string;
  /** Accessible rating ("Rated 4.8 out of 5"). */
  ratingLabel: string;
  /** "45". */
  routes: string;
}

export interface PartnerListProps {
  heading: string;
  /** What the list shows ("Partners verified on the platform, with their rating..."). */
  caption: string;
  partners: readonly PartnerView[];
  labels: { type: string; rating: string; routes: string };
  empty: { title: string; body: string };
}

/**
 * The verified logistics partners, one tile each (name, then type, rating and routes), as many per row
 * as fit: four side by side on a desktop, one above the other on a phone, never a table squeezed into
 * 390 px.
 */
export function PartnerList({ heading, caption, partners, labels, empty }: PartnerListProps) {
  return (
    <Card
      as="section"
      aria-labelledby="shipping-partners-heading"
      data-state={partners.length ? 'filled' : 'empty'}
    >
      <CardHeader id="shipping-partners-heading" title={heading} description={caption} />
      {partners.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <ul css={styles.grid} aria-labelledby="shipping-partners-heading">
          {partners.map((partner) => (
            <li key={partner.id} css={styles.partner} data-partner={partner.id}>
              <h3 css={styles.name}>{partner.name}</h3>
              <FactList
                variant="spread"
                marked
                facts={[
                  { id: 'type', label: labels.type, value: partner.type },
                  {
                    id: 'rating',
                    label: labels.rating,
                    value: (
                      <>
                        <span aria-hidden="true">★ </span>
                        <span aria-hidden="true">{partner.rating}</span>
                        <span css={visuallyHidden}>{partner.ratingLabel}</span>
                      </>
                    ),
                  },
                  { id: 'routes', label: labels.routes, value: partner.routes },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const styles = {
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  }),
  partner: (theme: Theme) => ({ ...listItemBox(theme, 4), alignContent: 'start' }),
  name: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
};
