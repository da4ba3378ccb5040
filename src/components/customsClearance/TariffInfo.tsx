import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { DetailGrid } from '../primitives/DetailGrid';

export interface TariffInfoProps {
  heading: string;
  /** "HS 7208.52.00 · Flat-rolled iron ...". Null when no tariff is on file for the HS code. */
  description: string | null;
  /** Duty rate, VAT, additional fees. */
  rows: readonly { id: string; label: string; value: string }[];
  totalLabel: string;
  /** "SDR 27,875.00". */
  total: string;
  /** "0.223 × declared value (SDR 125,000.00)". */
  totalHint: string;
  empty: { title: string; body: string };
}

/** Tariff information of the selected shipment's HS code and the estimated total tax it gives. */
export function TariffInfo({
  heading,
  description,
  rows,
  totalLabel,
  total,
  totalHint,
  empty,
}: TariffInfoProps) {
  return (
    <Card
      as="section"
      aria-labelledby="customs-tariff-heading"
      data-state={description ? 'known' : 'unknown'}
    >
      <CardHeader id="customs-tariff-heading" title={heading} description={description ?? undefined} />
      {description === null ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <>
          <DetailGrid rows={rows} />
          <div css={styles.total} data-testid="customs-total-tax">
            <span css={styles.totalLabel}>{totalLabel}</span>
            <strong css={styles.totalValue}>{total}</strong>
            <span css={styles.hint}>{totalHint}</span>
          </div>
        </>
      )}
    </Card>
  );
}

const styles = {
  total: (theme: Theme) => ({
    display: 'grid',
    gap: 2,
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    background: theme.roles.info.background,
    border: `1px solid ${theme.roles.info.outline}`,
  }),
  totalLabel: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.roles.info.text }),
  totalValue: (theme: Theme) => ({ fontSize: theme.fontSizes.xl, overflowWrap: 'anywhere' as const }),
  hint: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
};
