import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { FilterChips, type ChipFilter } from '../primitives/ChipGroup';
import { dataTable, TableScroll } from '../primitives/DataTable';
import { ListEmptyState } from '../primitives/ListCard';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface EndpointRowView {
  id: string;
  method: string;
  methodTone: RoleName;
  path: string;
  statusLabel: string;
  statusTone: RoleName;
  /** Formatted. */
  requests: string;
  /** Formatted ("120 ms"). */
  avgResponse: string;
}

export interface EndpointTableProps<M extends string, S extends string> {
  heading: string;
  description: string;
  /** Name of the sideways-scrolling table region ("Endpoint table"). */
  tableLabel: string;
  rows: readonly EndpointRowView[];
  columns: { method: string; path: string; status: string; requests: string; avgResponse: string };
  methodFilter: ChipFilter<M>;
  statusFilter: ChipFilter<S>;
  /** "2 of 4 endpoints shown"; announced politely. */
  resultText: string;
  empty: { title: string; body: string; clear: string };
  onClearFilters: () => void;
  dir: 'ltr' | 'rtl';
}

/** Endpoints tab: method, path, status, requests and average response, filtered by method and status. */
export function EndpointTable<M extends string, S extends string>({
  heading,
  description,
  tableLabel,
  rows,
  columns,
  methodFilter,
  statusFilter,
  resultText,
  empty,
  onClearFilters,
  dir,
}: EndpointTableProps<M, S>) {
  return (
    <Card
      as="section"
      aria-labelledby="gateway-endpoints-heading"
      data-state={rows.length ? 'filled' : 'empty'}
    >
      <CardHeader id="gateway-endpoints-heading" title={heading} description={description} />
      <div css={styles.filters}>
        <FilterChips filter={methodFilter} dir={dir} />
        <FilterChips filter={statusFilter} dir={dir} />
      </div>
      <p css={visuallyHidden} role="status">
        {resultText}
      </p>
      {rows.length === 0 ? (
        <ListEmptyState {...empty} clear={{ label: empty.clear, onClick: onClearFilters }} />
      ) : (
        <TableScroll label={tableLabel} framed={false}>
          <table css={styles.table} aria-labelledby="gateway-endpoints-heading">
            <thead>
              <tr>
                <th scope="col">{columns.method}</th>
                <th scope="col">{columns.path}</th>
                <th scope="col">{columns.status}</th>
                <th scope="col" data-numeric="">
                  {columns.requests}
                </th>
                <th scope="col" data-numeric="">
                  {columns.avgResponse}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-endpoint={row.id}>
                  <td>
                    <Badge tone={row.methodTone} css={styles.method}>
                      {row.method}
                    </Badge>
                  </td>
                  <th scope="row" css={styles.path}>
                    <code dir="ltr">{row.path}</code>
                  </th>
                  <td>
                    <Badge tone={row.statusTone} data-tone={row.statusTone}>
                      {row.statusLabel}
                    </Badge>
                  </td>
                  <td data-numeric="">{row.requests}</td>
                  <td data-numeric="">{row.avgResponse}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}

const styles = {
  filters: (theme: Theme) => ({ display: 'grid', gap: theme.space(2) }),
  table: [dataTable({ headerBand: false }), { 'th, td': { whiteSpace: 'nowrap' as const } }],
  method: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
  path: (theme: Theme) => ({ fontFamily: theme.fonts.mono, fontWeight: 500 }),
};
