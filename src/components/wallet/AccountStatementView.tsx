import { css, Global, type Theme } from '@emotion/react';
import type { LedgerStatus } from '../../data/ledger';
import type { WalletTransactionType } from '../../data/wallet';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { SelectField } from '../primitives/TextField';
import { statusTone } from './TransactionList';

export interface StatementLineView {
  id: string;
  type: WalletTransactionType;
  typeLabel: string;
  date: string;
  /** Machine-readable timestamp for `<time dateTime>`. */
  dateTime: string;
  /** Shortened; `counterpartyFull` is its title. */
  counterparty: string;
  counterpartyFull: string;
  /** User text: always rendered as text. */
  reference: string;
  status: LedgerStatus;
  statusLabel: string;
  /** Formatted (or masked) amounts; empty when the column does not apply to the line. */
  in: string;
  out: string;
  fee: string;
  balance: string;
}

export interface AccountStatementLabels {
  /** Repeated at the top of every printed page: "Account statement, November 2026, SRD-0x…". */
  printHeader: string;
  /** "1 Nov 2026 to 30 Nov 2026 (UTC)". */
  period: string;
  month: string;
  opening: string;
  totalIn: string;
  totalOut: string;
  fees: string;
  closing: string;
  /** The table's caption and the scroll region's name. */
  table: string;
  date: string;
  details: string;
  status: string;
  in: string;
  out: string;
  fee: string;
  balance: string;
  print: string;
  download: string;
  downloading: string;
  /** "Show amounts" / "Hide amounts". */
  toggleHidden: string;
  emptyTitle: string;
  emptyBody: string;
}

export interface AccountStatementViewProps {
  labels: AccountStatementLabels;
  months: readonly { value: string; label: string }[];
  month: string;
  onMonthChange: (month: string) => void;
  /** Why the month asked for is not the one shown (a bad or unknown month in the address). */
  notice?: string;
  /** Scheduled payments of the month, which are not booked yet (absent when there are none). */
  scheduledNote?: string;
  figures: { opening: string; totalIn: string; totalOut: string; fees: string; closing: string };
  lines: readonly StatementLineView[];
  hidden: boolean;
  downloading: boolean;
  onToggleHidden: () => void;
  onPrint: () => void;
  onDownload: () => void;
}

/**
 * A monthly statement of the SDR account: a month picker, the opening balance, every booked entry
 * with the balance after it, the closing balance, and the month's totals in, out and in fees.
 * Printing shows the statement alone (its `Global` print rules hide the rest of the page), with the
 * table's header, and a title row, repeated at the top of every printed page.
 */
export function AccountStatementView({
  labels,
  months,
  month,
  onMonthChange,
  notice,
  scheduledNote,
  figures,
  lines,
  hidden,
  downloading,
  onToggleHidden,
  onPrint,
  onDownload,
}: AccountStatementViewProps) {
  const summary = [
    ['opening', labels.opening, figures.opening],
    ['in', labels.totalIn, figures.totalIn],
    ['out', labels.totalOut, figures.totalOut],
    ['fees', labels.fees, figures.fees],
    ['closing', labels.closing, figures.closing],
  ] as const;
  return (
    <div css={styles.root} data-print-statement="" data-state={lines.length ? 'entries' : 'empty'}>
      <Global styles={printStyles} />
      <div css={styles.toolbar} data-print="hide">
        <div css={styles.picker}>
          <SelectField label={labels.month} value={month} options={months} onChange={onMonthChange} />
        </div>
        <div css={styles.actions}>
          <Button type="button" variant="ghost" onClick={onToggleHidden} aria-pressed={hidden}>
            <Icon name={hidden ? 'eye' : 'eyeOff'} size={16} />
            {labels.toggleHidden}
          </Button>
          <Button type="button" onClick={onPrint}>
            {labels.print}
          </Button>
          <Button type="button" onClick={onDownload} disabled={downloading}>
            <Icon name="download" size={16} />
            {downloading ? labels.downloading : labels.download}
          </Button>
        </div>
      </div>
      {notice ? (
        <p role="status" css={styles.notice} data-print="hide">
          {notice}
        </p>
      ) : null}
      <p css={styles.period}>{labels.period}</p>
      <dl css={styles.summary}>
        {summary.map(([id, label, value]) => (
          <div key={id} css={styles.figure} data-figure={id}>
            <dt css={styles.figureLabel}>{label}</dt>
            <dd css={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {scheduledNote ? <p css={styles.note}>{scheduledNote}</p> : null}
      {lines.length === 0 ? (
        <EmptyState title={labels.emptyTitle} body={labels.emptyBody} />
      ) : (
        // A focusable region, so a keyboard can scroll the table sideways on a narrow screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div css={styles.scroll} role="region" aria-label={labels.table} tabIndex={0} data-print-scroll="">
          <table css={styles.table}>
            <caption css={styles.caption}>{labels.table}</caption>
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
        </div>
      )}
    </div>
  );
}

/**
 * Print: the statement alone. Everything under <body> that does not hold it (the app, the dialog's
 * backdrop, toasts) is hidden; the dialog becomes plain flowing content in black on white; the
 * controls go; the table's header (with the title row) repeats on every page, a row never splits.
 */
const printStyles = css`
  @media print {
    @page {
      margin: 14mm 12mm;
    }
    html,
    body {
      background: #fff !important;
      color: #000 !important;
      overflow: visible !important;
      block-size: auto !important;
    }
    body > *:not(:has([data-print-statement])) {
      display: none !important;
    }
    [role='dialog']:has([data-print-statement]) {
      position: static !important;
      inset: auto !important;
      inline-size: auto !important;
      max-block-size: none !important;
      overflow: visible !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: #fff !important;
      color: #000 !important;
    }
    [role='dialog']:has([data-print-statement]) [data-part='close'],
    [data-print-statement] [data-print='hide'] {
      display: none !important;
    }
    [data-print-statement] [data-print-scroll] {
      overflow: visible !important;
      border: 0 !important;
    }
    [data-print-statement] table {
      font-size: 9pt;
    }
    [data-print-statement] thead {
      display: table-header-group;
    }
    [data-print-statement] thead tr[aria-hidden] {
      display: table-row !important;
    }
    [data-print-statement] tr {
      break-inside: avoid;
    }
    [data-print-statement] dl,
    [data-print-statement] p {
      break-inside: avoid;
      break-after: avoid;
    }
    [data-print-statement] th {
      background: #f0f0f0 !important;
      color: #000 !important;
    }
  }
`;

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 }),
  toolbar: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: theme.space(3),
  }),
  picker: { minInlineSize: 'min(100%, 220px)' },
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  notice: (theme: Theme) => ({
    margin: 0,
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    background: theme.roles.warning.background,
    color: theme.roles.warning.text,
    border: `1px solid ${theme.roles.warning.outline}`,
    overflowWrap: 'anywhere' as const,
  }),
  period: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  note: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  summary: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    margin: 0,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))',
  }),
  // The figure under its label; on a narrow screen, one figure a row with label and figure side by side.
  figure: (theme: Theme) => ({
    display: 'grid',
    alignContent: 'start',
    gap: 2,
    padding: theme.space(2, 3),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    '&[data-figure="closing"]': { borderColor: theme.colors.focus },
    [theme.mq.belowMd]: {
      display: 'flex',
      flexWrap: 'wrap' as const,
      justifyContent: 'space-between',
      alignItems: 'baseline',
      columnGap: theme.space(2),
    },
  }),
  figureLabel: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  figureValue: (theme: Theme) => ({
    margin: 0,
    fontWeight: 700,
    fontSize: theme.fontSizes.md,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap' as const,
  }),
  scroll: (theme: Theme) => ({
    overflowX: 'auto' as const,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  table: (theme: Theme) => ({
    inlineSize: '100%',
    borderCollapse: 'collapse' as const,
    fontSize: theme.fontSizes.sm,
    '& th, & td': {
      paddingBlock: theme.space(2),
      paddingInline: theme.space(2),
      textAlign: 'start' as const,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
      verticalAlign: 'top',
    },
    '& thead th': {
      background: theme.colors.surfaceSunken,
      color: theme.colors.textMuted,
      fontWeight: 600,
      whiteSpace: 'nowrap' as const,
    },
    '& tbody tr:last-of-type > *': { borderBlockEnd: 0 },
    // Figures line up at the inline end, on one line.
    '& [data-numeric]': {
      textAlign: 'end' as const,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap' as const,
    },
  }),
  caption: {
    position: 'absolute' as const,
    inlineSize: 1,
    blockSize: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap' as const,
  },
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
