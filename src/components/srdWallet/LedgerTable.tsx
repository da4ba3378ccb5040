import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { LedgerStatus } from '../../data/ledger';
import type { WalletTransactionType } from '../../data/srdWallet';
import type { SortDirection, SortKey } from '../../data/walletHistory';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { dataTable, TableScroll } from '../primitives/DataTable';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { statusTone } from './TransactionList';
import { withIds } from '../primitives/IdText';

export interface LedgerRowView {
  id: string;
  type: WalletTransactionType;
  typeLabel: string;
  /** Signed and formatted ("+SDR 25,000.00"), or masked. */
  amount: string;
  /** Formatted fees, or empty when none. */
  fee: string;
  /** Shortened; `counterpartyFull` is its title. */
  counterparty: string;
  counterpartyFull: string;
  date: string;
  /** Machine-readable timestamp for `<time dateTime>`. */
  dateTime: string;
  status: LedgerStatus;
  statusLabel: string;
  /** User text: always rendered as text. */
  reference: string;
}

export interface LedgerTableLabels {
  /** The table's caption and the scroll region's name. */
  caption: string;
  date: string;
  type: string;
  counterparty: string;
  amount: string;
  fee: string;
  status: string;
  reference: string;
  /** Name of the pager ("Pages"). */
  pages: string;
  previous: string;
  next: string;
  /** "Page 2 of 50". */
  page: string;
}

export interface LedgerTableProps {
  labels: LedgerTableLabels;
  rows: readonly LedgerRowView[];
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Shown instead of the table when there is no row. */
  empty: { title: string; body?: string; action?: ReactNode };
  /** The entry a link opened (a notification's View): marked as the current row. */
  selectedId?: string | null;
}

const sortable: readonly SortKey[] = ['date', 'counterparty', 'amount', 'status'];

/**
 * The wallet's history as a table: date, type, counterparty, amount, fees, status and reference.
 * Date, counterparty, amount and status sort (a button in the header; `aria-sort` says how); a pager
 * under the table moves between pages. Scrolls sideways in its own region on narrow screens.
 */
export function LedgerTable({
  labels,
  rows,
  sort,
  onSort,
  page,
  pageCount,
  onPage,
  empty,
  selectedId = null,
}: LedgerTableProps) {
  if (rows.length === 0) {
    return <EmptyState title={empty.title} body={empty.body} action={empty.action} />;
  }
  const header = (key: SortKey | null, label: string, numeric = false) => {
    if (key === null || !sortable.includes(key)) {
      return (
        <th scope="col" data-numeric={numeric ? '' : undefined}>
          {label}
        </th>
      );
    }
    const active = sort.key === key;
    return (
      <th
        scope="col"
        aria-sort={active ? sort.direction : 'none'}
        data-numeric={numeric ? '' : undefined}
        data-sort={active ? sort.direction : undefined}
      >
        <button type="button" css={styles.sortButton} onClick={() => onSort(key)}>
          {label}
          <span
            css={[
              styles.glyph,
              active ? (sort.direction === 'ascending' ? styles.up : undefined) : styles.unsorted,
            ]}
            aria-hidden="true"
          >
            <Icon name="chevronDown" size={14} />
          </span>
        </button>
      </th>
    );
  };
  return (
    <div css={styles.wrap}>
      <TableScroll label={labels.caption}>
        <table css={styles.table}>
          <caption css={visuallyHidden}>{labels.caption}</caption>
          <thead>
            <tr>
              {header('date', labels.date)}
              {header(null, labels.type)}
              {header('counterparty', labels.counterparty)}
              {header('amount', labels.amount, true)}
              {header(null, labels.fee, true)}
              {header('status', labels.status)}
              {header(null, labels.reference)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                data-state={row.status}
                data-type={row.type}
                data-id={row.id}
                aria-current={row.id === selectedId ? 'true' : undefined}
                css={styles.row}
              >
                <td css={styles.nowrap}>
                  <time dateTime={row.dateTime}>{row.date}</time>
                </td>
                <td css={styles.nowrap}>
                  <span css={(theme: Theme) => styles.typeIcon(theme, row.type)} aria-hidden="true">
                    <Icon name={row.type === 'received' ? 'arrowDownLeft' : 'arrowUpRight'} size={14} />
                  </span>
                  {row.typeLabel}
                </td>
                <td>
                  <code css={styles.code} title={row.counterpartyFull} translate="no">
                    {row.counterparty}
                  </code>
                </td>
                <td data-numeric="" css={styles.amount} data-type={row.type}>
                  {row.amount}
                </td>
                <td data-numeric="">{row.fee}</td>
                <td>
                  <Badge tone={statusTone[row.status]}>{row.statusLabel}</Badge>
                </td>
                <td css={styles.reference}>{withIds(row.reference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <nav aria-label={labels.pages} css={styles.pager}>
        <Button type="button" compact disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span css={[styles.glyph, styles.previous]} aria-hidden="true">
            <Icon name="chevronDown" size={16} />
          </span>
          {labels.previous}
        </Button>
        <span css={styles.pageText} aria-live="polite">
          {labels.page}
        </span>
        <Button type="button" compact disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {labels.next}
          <span css={[styles.glyph, styles.next]} aria-hidden="true">
            <Icon name="chevronDown" size={16} />
          </span>
        </Button>
      </nav>
    </div>
  );
}

const styles = {
  row: (theme: Theme) => ({
    '&[aria-current="true"] > td': { background: theme.roles.info.background },
  }),
  wrap: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }),
  table: dataTable(),
  sortButton: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    padding: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    minBlockSize: 24,
    '&:hover': { color: theme.colors.text },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  nowrap: { whiteSpace: 'nowrap' as const },
  amount: (theme: Theme) => ({
    fontWeight: 700,
    '&[data-type="received"]': { color: theme.roles.success.text },
  }),
  typeIcon: (theme: Theme, type: WalletTransactionType) => {
    const role = theme.roles[type === 'received' ? 'success' : 'info'];
    return {
      display: 'inline-flex',
      verticalAlign: 'middle',
      marginInlineEnd: 6,
      padding: 3,
      borderRadius: theme.radii.pill,
      background: role.background,
      color: role.text,
    };
  },
  code: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    direction: 'ltr' as const,
    unicodeBidi: 'isolate' as const,
    whiteSpace: 'nowrap' as const,
  }),
  reference: { minInlineSize: 160, overflowWrap: 'anywhere' as const },
  pager: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  pageText: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  glyph: { display: 'inline-flex' },
  up: { transform: 'rotate(180deg)' },
  unsorted: { opacity: 0.35 },
  // One chevron drawn four ways: pointing back and forth along the reading direction.
  previous: { transform: 'rotate(90deg)', '[dir="rtl"] &': { transform: 'rotate(-90deg)' } },
  next: { transform: 'rotate(-90deg)', '[dir="rtl"] &': { transform: 'rotate(90deg)' } },
};
