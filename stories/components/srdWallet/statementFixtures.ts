/** Shared by the statement's view and table stories: labels, sample lines and the Arabic labels. */
import type {
  AccountStatementLabels,
  StatementLineView,
} from '../../../src/components/srdWallet/AccountStatementView';
import arWallet from '../../../public/locales/ar/srdWallet.json';

export const statementLabels: AccountStatementLabels = {
  printHeader: 'Account statement, November 2026, SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
  period: 'Nov 1, 2026 to Nov 22, 2026 (UTC), to date',
  month: 'Month',
  opening: 'Opening balance',
  totalIn: 'Money in',
  totalOut: 'Money out',
  fees: 'Fees',
  closing: 'Closing balance',
  table: 'Entries of November 2026',
  date: 'Date (UTC)',
  details: 'Details',
  status: 'Status',
  in: 'In',
  out: 'Out',
  fee: 'Fees',
  balance: 'Balance',
  print: 'Print',
  download: 'Download CSV',
  downloading: 'Preparing...',
  toggleHidden: 'Hide amounts',
  emptyTitle: 'No entries in November 2026',
  emptyBody: 'Nothing was booked this month: the closing balance is the opening balance.',
};

export const statementMonths = [
  { value: '2026-11', label: 'November 2026' },
  { value: '2026-10', label: 'October 2026' },
  { value: '2026-09', label: 'September 2026' },
];

const sdr = (cents: number) =>
  `SDR ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `count` entries alternating in and out, each with the balance after it, from an opening of SDR 1,000.00. */
export function statementLinesOf(count: number): StatementLineView[] {
  let balance = 100_000;
  return Array.from({ length: count }, (_, index) => {
    const received = index % 3 !== 1;
    const cents = 25_000 + index * 1_337;
    const fee = received ? 0 : 35;
    balance += received ? cents : -(cents + fee);
    const day = String(1 + (index % 28)).padStart(2, '0');
    return {
      id: `TX-S-${index + 1}`,
      type: received ? 'received' : 'sent',
      typeLabel: received ? 'Received' : 'Sent',
      date: `Nov ${Number(day)}, 2026, 10:${String(index % 60).padStart(2, '0')} AM`,
      dateTime: `2026-11-${day}T10:00:00Z`,
      counterparty: 'SRD-0x3f8a2c…8e2f4a6b',
      counterpartyFull: 'SRD-0x3f8a2c1d9e7b5f4a6c8d2e1f9a7b3c5d8e2f4a6b',
      reference: index === 0 ? 'Invoice 7 <b>&</b> co' : '',
      status: index === 4 ? 'pending' : 'completed',
      statusLabel: index === 4 ? 'Pending' : 'Completed',
      in: received ? sdr(cents) : '',
      out: received ? '' : sdr(cents),
      fee: fee ? sdr(fee) : '',
      balance: sdr(balance),
    };
  });
}

/** The month's figures beside the sample lines. */
export const statementFigures = {
  opening: 'SDR 1,000.00',
  totalIn: 'SDR 12,345.67',
  totalOut: 'SDR 2,000.00',
  fees: 'SDR 0.70',
  closing: 'SDR 11,344.97',
};

const ar = arWallet.statement;
/** The statement's labels in Arabic. */
export const arabicStatementLabels: AccountStatementLabels = {
  ...statementLabels,
  printHeader: ar.printHeader
    .replace('{{month}}', 'نوفمبر 2026')
    .replace('{{account}}', 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a'),
  period: ar.periodToDate.replace('{{from}}', '2026/11/01').replace('{{to}}', '2026/11/22'),
  month: ar.month,
  opening: ar.opening,
  totalIn: ar.totalIn,
  totalOut: ar.totalOut,
  fees: ar.fees,
  closing: ar.closing,
  table: ar.table.replace('{{month}}', 'نوفمبر 2026'),
  date: ar.columns.date,
  details: ar.columns.details,
  status: ar.columns.status,
  in: ar.columns.in,
  out: ar.columns.out,
  fee: ar.columns.fee,
  balance: ar.columns.balance,
  print: ar.print,
  download: ar.download,
  downloading: ar.downloading,
  toggleHidden: arWallet.balance.hide,
};
