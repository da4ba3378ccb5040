import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { ChipGroup, type ChipOption } from '../primitives/ChipGroup';
import { EmptyState } from '../primitives/EmptyState';
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
  methodFilter: { label: string; options: readonly ChipOption<M>[]; value: M; onChange: (value: M) => void };
  statusFilter: { label: string; options: readonly ChipOption<S>[]; value: S; onChange: (value: S) => void };
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
        <ChipGroup
          label={methodFilter.label}
          options={methodFilter.options}
          value={methodFilter.value}
          onValueChange={methodFilter.onChange}
          dir={dir}
        />
        <ChipGroup
          label={statusFilter.label}
          options={statusFilter.options}
          value={statusFilter.value}
          onValueChange={statusFilter.onChange}
          dir={dir}
        />
      </div>
      <p css={visuallyHidden} role="status">
        {resultText}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          title={empty.title}
          body={empty.body}
          action={
            <Button type="button" compact onClick={onClearFilters}>
              {empty.clear}
            </Button>
          }
        />
      ) : (
        // Focusable so the table can be scrolled sideways by keyboard on a narrow screen (axe:
        // scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div css={styles.scroll} role="region" aria-label={tableLabel} tabIndex={0}>
          <table css={styles.table} aria-labelledby="gateway-endpoints-heading">
            <thead>
              <tr>
                <th scope="col">{columns.method}</th>
                <th scope="col">{columns.path}</th>
                <th scope="col">{columns.status}</th>
                <th scope="col" data-num="">
                  {columns.requests}
                </th>
                <th scope="col" data-num="">
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
                  <td data-num="">{row.requests}</td>
                  <td data-num="">{row.avgResponse}</td>
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
  filters: (theme: Theme) => ({ display: 'grid', gap: theme.space(2) }),
  scroll: (theme: Theme) => ({
    overflowX: 'auto' as const,
    borderRadius: theme.radii.md,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  table: (theme: Theme) => ({
    inlineSize: '100%',
    borderCollapse: 'collapse' as const,
    fontSize: theme.fontSizes.sm,
    'th, td': {
      padding: theme.space(2, 3),
      textAlign: 'start' as const,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
      verticalAlign: 'middle',
      whiteSpace: 'nowrap' as const,
    },
    'thead th': { color: theme.colors.textMuted, fontWeight: 600 },
    '[data-num]': { textAlign: 'end' as const, fontVariantNumeric: 'tabular-nums' },
  }),
  method: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
  path: (theme: Theme) => ({ fontFamily: theme.fonts.mono, fontWeight: 500 }),
};
