import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountStatementView } from '../../../src/components/srdWallet/AccountStatementView';
import arWallet from '../../../public/locales/ar/srdWallet.json';
import {
  arabicStatementLabels,
  statementFigures,
  statementLabels,
  statementLinesOf,
  statementMonths,
} from './statementFixtures';

const labels = statementLabels;
const months = statementMonths;
const many = statementLinesOf(60);

const meta = {
  title: 'Components/SrdWallet/AccountStatementView',
  component: AccountStatementView,
  args: {
    labels,
    months,
    month: '2026-11',
    onMonthChange: fn(),
    figures: statementFigures,
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

/** Right to left: the figures keep their order, the table mirrors. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: arabicStatementLabels,
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
