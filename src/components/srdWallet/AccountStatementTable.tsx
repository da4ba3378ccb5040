import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { dataTable, TableScroll } from '../primitives/DataTable';
import { visuallyHidden } from '../primitives/visuallyHidden';
import type {
  AccountStatementLabels,
  AccountStatementViewProps,
  StatementLineView,
} from './AccountStatementView';
import { statusTone } from './TransactionList';

export interface AccountStatementTableProps {
  labels: AccountStatementLabels;
  figures: AccountStatementViewProps['figures'];
  lines: readonly StatementLineView[];
}

/**
 * The statement's table (a part of AccountStatementView): the opening balance, every booked entry with
 * the balance after it, and the closing row with the month's totals; its header, with a printed-only
 * title row, repeats on every printed page.
 */
export function AccountStatementTable({ labels, figures, lines }: AccountStatementTableProps) {
  return (
    <TableScroll label={labels.table} data-print-scroll="">
      <table css={styles.table}>
        <caption css={visuallyHidden}>{labels.table}</caption>
        <thead>
          {/* Printed only: the statement's title at the top of every page. */}
          <tr css={styles.printOnly} aria-hidden="true">
            <th colSpan={7} css={styles.printHeader}>
              {labels.printHeader}
            </th>
          </tr>
          <tr>
            <th scope="col">{labels.date}</th>
            <th scope="col">{labels.details}</th>
            <th scope="col">{labels.status}</th>
            <th scope="col" data-numeric="">
              {labels.in}
            </th>
            <th scope="col" data-numeric="">
              {labels.out}
            </th>
            <th scope="col" data-numeric="">
              {labels.fee}
            </th>
            <th scope="col" data-numeric="">
              {labels.balance}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-row="opening">
            <th scope="row" colSpan={6} css={styles.rowHead}>
              {labels.opening}
            </th>
            <td data-numeric="" css={styles.strong}>
              {figures.opening}
            </td>
          </tr>
          {lines.map((line) => (
            <tr key={line.id} data-id={line.id} data-state={line.status} data-type={line.type}>
              <td css={styles.nowrap}>
                <time dateTime={line.dateTime}>{line.date}</time>
              </td>
              <td css={styles.details}>
                <span css={styles.type}>{line.typeLabel}</span>{' '}
                <code css={styles.code} title={line.counterpartyFull} translate="no">
                  {line.counterparty}
                </code>
                {line.reference ? <span css={styles.reference}>{line.reference}</span> : null}
              </td>
              <td>
                <Badge tone={statusTone[line.status]}>{line.statusLabel}</Badge>
              </td>
              <td data-numeric="" css={styles.received}>
                {line.in}
              </td>
              <td data-numeric="">{line.out}</td>
              <td data-numeric="">{line.fee}</td>
              <td data-numeric="" css={styles.strong}>
                {line.balance}
              </td>
            </tr>
          ))}
          <tr data-row="closing">
            <th scope="row" colSpan={3} css={styles.rowHead}>
              {labels.closing}
            </th>
            <td data-numeric="" css={styles.received}>
              {figures.totalIn}
            </td>
            <td data-numeric="">{figures.totalOut}</td>
            <td data-numeric="">{figures.fees}</td>
            <td data-numeric="" css={styles.strong}>
              {figures.closing}
            </td>
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}

const styles = {
  table: dataTable({ inlinePadding: 2, verticalAlign: 'top' }),
  printOnly: { display: 'none' },
  printHeader: { fontSize: '10pt', fontWeight: 700, whiteSpace: 'normal' as const },
  rowHead: { fontWeight: 700 },
  strong: { fontWeight: 700 },
  received: (theme: Theme) => ({ color: theme.roles.success.text }),
  nowrap: { whiteSpace: 'nowrap' as const },
  details: { minInlineSize: 150 },
  type: { fontWeight: 600 },
  code: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    overflowWrap: 'anywhere' as const,
  }),
  reference: (theme: Theme) => ({
    display: 'block',
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
};
