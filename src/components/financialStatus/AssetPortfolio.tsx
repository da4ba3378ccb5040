import type { Theme } from '@emotion/react';
import { useState } from 'react';
import type { RoleName } from '../../theme/themes';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { AllocationDonut } from './AllocationDonut';

export interface AssetRowView {
  id: string;
  category: string;
  /** Formatted ("35.0%"). */
  percent: string;
  amount: string;
  /** Fractions of the circle for the donut. */
  start: number;
  length: number;
  tone: RoleName;
}

export interface AssetPortfolioProps {
  labels: {
    heading: string;
    description: string;
    chart: string;
    category: string;
    percent: string;
    amount: string;
    total: string;
  };
  rows: readonly AssetRowView[];
  /** Formatted total assets, shown in the donut and the table foot. */
  total: string;
  /** Short total for the donut hole ("45.2M"). */
  totalShort: string;
  empty: { title: string; body: string };
}

/** Asset portfolio: a donut of the allocation beside a table of category, share and amount. */
export function AssetPortfolio({ labels, rows, total, totalShort, empty }: AssetPortfolioProps) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const chartLabel = `${labels.chart}: ${rows.map((row) => `${row.category} ${row.percent}`).join(', ')}`;
  return (
    <Card
      as="section"
      aria-labelledby="finance-portfolio-heading"
      data-state={rows.length ? 'ready' : 'empty'}
    >
      <CardHeader id="finance-portfolio-heading" title={labels.heading} description={labels.description} />
      {rows.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <div css={styles.body}>
          <AllocationDonut
            label={chartLabel}
            slices={rows.map((row) => ({ id: row.id, start: row.start, length: row.length, tone: row.tone }))}
            centerValue={totalShort}
            centerLabel={labels.total}
            highlighted={highlighted}
          />
          <table css={styles.table}>
            <thead>
              <tr>
                <th scope="col">{labels.category}</th>
                <th scope="col" data-num>
                  {labels.percent}
                </th>
                <th scope="col" data-num>
                  {labels.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  data-category={row.id}
                  onMouseEnter={() => setHighlighted(row.id)}
                  onMouseLeave={() => setHighlighted(null)}
                >
                  <th scope="row">
                    <span css={styles.category}>
                      <span css={(theme: Theme) => styles.swatch(theme, row.tone)} aria-hidden="true" />
                      <span>{row.category}</span>
                    </span>
                  </th>
                  <td data-num>{row.percent}</td>
                  <td data-num>{row.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{labels.total}</th>
                <td />
                <td data-num>{total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Card>
  );
}

const styles = {
  body: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(5),
    alignItems: 'center',
    justifyItems: 'center',
    [theme.mq.md]: { gridTemplateColumns: 'minmax(160px, 220px) minmax(0, 1fr)', justifyItems: 'stretch' },
  }),
  table: (theme: Theme) => ({
    inlineSize: '100%',
    borderCollapse: 'collapse' as const,
    fontSize: theme.fontSizes.sm,
    // On a phone the rows take the small size, so a category's swatch and first word fit beside the amounts.
    [theme.mq.belowMd]: { fontSize: theme.fontSizes.xs },
    '& th, & td': {
      padding: theme.space(2, 1),
      textAlign: 'start' as const,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
    },
    '& thead th': { color: theme.colors.textMuted, fontWeight: 600, fontSize: theme.fontSizes.xs },
    '& tbody th': { fontWeight: 500 },
    '& tbody tr:hover': { background: theme.colors.surfaceSunken },
    '& tfoot th, & tfoot td': { fontWeight: 700, borderBlockEnd: 0 },
    '& th[data-num], & td[data-num]': {
      textAlign: 'end' as const,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap' as const,
    },
  }),
  // The swatch keeps its size and sits on the name's first line, however the name wraps.
  category: (theme: Theme) => ({ display: 'flex', alignItems: 'baseline', gap: theme.space(2) }),
  swatch: (theme: Theme, tone: RoleName) => ({
    flex: 'none',
    inlineSize: 10,
    blockSize: 10,
    borderRadius: 2,
    background: theme.roles[tone].fill,
  }),
};
