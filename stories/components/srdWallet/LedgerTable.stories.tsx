import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LedgerTable } from '../../../src/components/srdWallet/LedgerTable';
import { Button } from '../../../src/components/primitives/Button';
import { ledgerRows, ledgerTableLabels, manyLedgerRows } from './fixtures';

const meta = {
  title: 'Components/SrdWallet/LedgerTable',
  component: LedgerTable,
  args: {
    labels: ledgerTableLabels,
    rows: ledgerRows,
    sort: { key: 'date', direction: 'descending' },
    onSort: fn(),
    page: 1,
    pageCount: 1,
    onPage: fn(),
    empty: { title: 'No transactions yet', body: 'Sends, payments and settlements appear here.' },
  },
} satisfies Meta<typeof LedgerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(args.onSort).toHaveBeenCalledWith('amount');
    // User text is text: no markup from a reference.
    await expect(canvas.getByText('Invoice 7 <b>&</b> co')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** A full page of many: the pager moves on; sorted by amount, ascending. */
export const ManyRows: Story = {
  args: {
    rows: manyLedgerRows,
    sort: { key: 'amount', direction: 'ascending' },
    page: 2,
    pageCount: 50,
    labels: { ...ledgerTableLabels, page: 'Page 2 of 50' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

/** A send in flight: its row shows Pending and its fees. */
export const OnePending: Story = {
  args: {
    rows: [{ ...ledgerRows[0]!, status: 'pending', statusLabel: 'Pending' }, ...ledgerRows.slice(1)],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getAllByRole('row')[1]!;
    await expect(row).toHaveAttribute('data-state', 'pending');
    await expect(within(row).getByText('Pending')).toBeVisible();
    await expect(within(row).getByText('SDR 0.35')).toBeVisible();
  },
};

/** The ledger holds nothing at all. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('No transactions yet')).toBeVisible();
  },
};

/** Filters that match nothing: the empty state offers to clear them. */
export const FilteredToNothing: Story = {
  args: {
    rows: [],
    empty: {
      title: 'No transactions',
      body: 'No transaction matches these filters.',
      action: (
        <Button type="button" onClick={fn()}>
          Clear filters
        </Button>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No transaction matches these filters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};
