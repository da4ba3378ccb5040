import { css, Global, type Theme } from '@emotion/react';
import type { LedgerStatus } from '../../data/ledger';
import type { WalletTransactionType } from '../../data/srdWallet';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { SelectField } from '../primitives/TextField';
import { AccountStatementTable } from './AccountStatementTable';

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
        <AccountStatementTable labels={labels} figures={figures} lines={lines} />
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
};
