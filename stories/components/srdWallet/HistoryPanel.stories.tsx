import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryPanel } from '../../../src/components/srdWallet/HistoryPanel';
import { LedgerTable } from '../../../src/components/srdWallet/LedgerTable';
import { ledgerRows, ledgerTableLabels } from './fixtures';

/** Nothing chosen or typed: every transaction. */
const noFilters = { type: 'all', status: 'all', from: '', to: '', counterparty: '', min: '', max: '' };

const table = (
  <LedgerTable
    labels={ledgerTableLabels}
    rows={ledgerRows}
    sort={{ key: 'date', direction: 'descending' }}
    onSort={fn()}
    page={1}
    pageCount={1}
    onPage={fn()}
    empty={{ title: 'No transactions' }}
  />
);

const meta = {
  title: 'Components/SrdWallet/HistoryPanel',
  component: HistoryPanel,
  args: {
    labels: {
      heading: 'Transaction History',
      description:
        'Every transaction of this wallet. Sort by a column; the CSV export holds exactly the rows shown.',
      filters: 'Filters',
      type: 'Type',
      status: 'Status',
      from: 'From date',
      to: 'To date',
      dateHint: 'YYYY-MM-DD',
      counterparty: 'Counterparty',
      counterpartyHint: 'Part of a wallet address',
      min: 'Min amount (SDR)',
      max: 'Max amount (SDR)',
      amountHint: 'Like 1000.50',
      clear: 'Clear filters',
      export: 'Export CSV',
      exporting: 'Exporting...',
      count: 'Showing 3 of 1,247 transactions',
    },
    filters: noFilters,
    errors: {},
    typeOptions: [
      { value: 'all', label: 'All' },
      { value: 'received', label: 'Received' },
      { value: 'sent', label: 'Sent' },
    ],
    statusOptions: [
      { value: 'all', label: 'All' },
      { value: 'pending', label: 'Pending' },
      { value: 'completed', label: 'Completed' },
      { value: 'failed', label: 'Failed' },
    ],
    exporting: false,
    canExport: true,
    filtered: false,
    onTypeChange: fn(),
    onStatusChange: fn(),
    onTextChange: fn(),
    onClear: fn(),
    onExport: fn(),
    children: table,
  },
} satisfies Meta<typeof HistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'sent');
    await expect(args.onTypeChange).toHaveBeenCalledWith('sent');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'failed');
    await expect(args.onStatusChange).toHaveBeenCalledWith('failed');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Min amount (SDR)' }), '5');
    await expect(args.onTextChange).toHaveBeenCalledWith('min', '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Filters that cannot be read: each says why, keeps its text, and Clear filters is offered. */
export const InvalidFilters: Story = {
  args: {
    filters: { ...noFilters, from: '2026-02-30', min: '500', max: '100' },
    errors: {
      from: 'Enter a day as YYYY-MM-DD, like 2026-11-01.',
      max: 'The maximum is below the minimum: the amounts are not applied.',
    },
    filtered: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From date' });
    await expect(from).toHaveValue('2026-02-30');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Max amount (SDR)' })).toHaveAccessibleDescription(
      /maximum is below the minimum/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  },
};
