import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';

export interface PartnerView {
  id: string;
  name: string;
  type: string;
  /** "4.8 / 5". */
  rating: string;
  /** Accessible rating ("Rated 4.8 out of 5"). */
  ratingLabel: string;
  /** "45 routes". */
  routes: string;
}

export interface PartnerListProps {
  heading: string;
  caption: string;
  partners: readonly PartnerView[];
  labels: { name: string; type: string; rating: string; routes: string };
  empty: { title: string; body: string };
}

/** The verified logistics partners as a table (name, type, rating, routes), scrolling sideways when narrow. */
export function PartnerList({ heading, caption, partners, labels, empty }: PartnerListProps) {
  return (
    <Card
      as="section"
      aria-labelledby="shipping-partners-heading"
      data-state={partners.length ? 'filled' : 'empty'}
    >
      <CardHeader id="shipping-partners-heading" title={heading} />
      {partners.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        // The table scrolls sideways on a narrow screen, so keyboard users must be able to reach it (axe
        // scrollable-region-focusable); the region is named by the card's heading.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div css={styles.scroll} role="region" aria-labelledby="shipping-partners-heading" tabIndex={0}>
          <table css={styles.table}>
            <caption css={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.name}</th>
                <th scope="col">{labels.type}</th>
                <th scope="col">{labels.rating}</th>
                <th scope="col">{labels.routes}</th>
              </tr>
            </thead>
            <tbody>
              {partners.map((partner) => (
                <tr key={partner.id} data-partner={partner.id}>
                  <th scope="row">{partner.name}</th>
                  <td>{partner.type}</td>
                  <td>
                    <span aria-hidden="true">★ </span>
                    <span aria-label={partner.ratingLabel}>{partner.rating}</span>
                  </td>
                  <td>{partner.routes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

const styles = {
  scroll: (theme: Theme) => ({
    overflowX: 'auto' as const,
    borderRadius: theme.radii.sm,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  table: (theme: Theme) => ({
    inlineSize: '100%',
    borderCollapse: 'collapse' as const,
    '& th, & td': {
      padding: theme.space(2, 3),
      textAlign: 'start' as const,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
      overflowWrap: 'anywhere' as const,
    },
    '& thead th': { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, fontWeight: 600 },
    '& tbody th': { fontWeight: 600 },
  }),
  caption: (theme: Theme) => ({
    captionSide: 'top' as const,
    textAlign: 'start' as const,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    paddingBlockEnd: theme.space(2),
  }),
};
