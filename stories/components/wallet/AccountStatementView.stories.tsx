import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AccountStatementView,
  type AccountStatementLabels,
  type StatementLineView,
} from '../../../src/components/wallet/AccountStatementView';
import arWallet from '../../../public/locales/ar/srdWallet.json';

const labels: AccountStatementLabels = {
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

const months = [
  { value: '2026-11', label: 'November 2026' },
  { value: '2026-10', label: 'October 2026' },
  { value: '2026-09', label: 'September 2026' },
];

const sdr = (cents: number) =>
  `SDR ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `count` entries alternating in and out, each with the balance after it, from an opening of SDR 1,000.00. */
function linesOf(count: number): StatementLineView[] {
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

const many = linesOf(60);

const meta = {
  title: 'Components/Wallet/AccountStatementView',
  component: AccountStatementView,
  args: {
    labels,
    months,
    month: '2026-11',
    onMonthChange: fn(),
    figures: {
      opening: 'SDR 1,000.00',
      totalIn: 'SDR 12,345.67',
      totalOut: 'SDR 2,000.00',
      fees: 'SDR 0.70',
      closing: 'SDR 11,344.97',
    },
    lines: many.slice(0, 6),
    hidden: false,
    downloading: false,
    onToggleHidden: fn(),
    onPrint: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof AccountStatementView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Entries of November 2026' });
    // Header row, opening row, six entries, closing row.
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(within(table).getByRole('rowheader', { name: 'Opening balance' })).toBeVisible();
    // User text is text: no markup from a reference.
    await expect(canvas.getByText('Invoice 7 <b>&</b> co')).toBeVisible();
    await step('the month picker, print and download call back', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), '2026-10');
      await expect(args.onMonthChange).toHaveBeenCalledWith('2026-10');
      await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
      await expect(args.onPrint).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
      await expect(args.onDownload).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Hide amounts' }));
      await expect(args.onToggleHidden).toHaveBeenCalled();
    });
  },
};

/** Sixty entries: the table grows; printed, its header repeats on every page. */
export const ManyEntries: Story = {
  args: { lines: many },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(63);
  },
};

export const EmptyMonth: Story = {
  args: {
    lines: [],
    figures: {
      opening: 'SDR 1,000.00',
      totalIn: 'SDR 0.00',
      totalOut: 'SDR 0.00',
      fees: 'SDR 0.00',
      closing: 'SDR 1,000.00',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No entries in November 2026')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('[data-print-statement]')).toHaveAttribute(
      'data-state',
      'empty',
    );
  },
};

/** The address asked for a month that is not one: the current month shows, and the notice says so. */
export const FallbackMonth: Story = {
  args: { notice: '"2026-13" is not a month. Showing November 2026.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('"2026-13" is not a month.');
  },
};

export const HiddenAmounts: Story = {
  args: {
    hidden: true,
    labels: { ...labels, toggleHidden: 'Show amounts' },
    figures: { opening: '••••••', totalIn: '••••••', totalOut: '••••••', fees: '••••••', closing: '••••••' },
    lines: many.slice(0, 3).map((line) => ({
      ...line,
      in: line.in && '••••••',
      out: line.out && '••••••',
      fee: line.fee && '••••••',
      balance: '••••••',
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show amounts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Downloading: Story = {
  args: { downloading: true, labels: { ...labels } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Preparing...' })).toBeDisabled();
  },
};

const ar = arWallet.statement;
/** Right to left: the figures keep their order, the table mirrors. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      ...labels,
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
    },
    months: [{ value: '2026-11', label: 'نوفمبر 2026' }],
    lines: many.slice(0, 6).map((line) => ({ ...line, typeLabel: arWallet.list.type[line.type] })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'قيود نوفمبر 2026' })).toBeVisible();
  },
};

/**
 * A phone: the summary stacks and the page never scrolls sideways; the table scrolls inside its own
 * region, which a keyboard can focus.
 */
export const Phone390: Story = {
  args: { lines: many.slice(0, 8) },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Entries of November 2026' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
