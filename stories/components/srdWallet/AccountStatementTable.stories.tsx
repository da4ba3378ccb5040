import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStatementTable } from '../../../src/components/srdWallet/AccountStatementTable';
import arWallet from '../../../public/locales/ar/srdWallet.json';
import {
  arabicStatementLabels,
  statementFigures,
  statementLabels,
  statementLinesOf,
} from './statementFixtures';

const many = statementLinesOf(60);

const meta = {
  title: 'Components/SrdWallet/AccountStatementTable',
  component: AccountStatementTable,
  args: { labels: statementLabels, figures: statementFigures, lines: many.slice(0, 6) },
} satisfies Meta<typeof AccountStatementTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Entries of November 2026' });
    // Header row, opening row, six entries, closing row (the printed title row is hidden on screen).
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(within(table).getByRole('rowheader', { name: 'Opening balance' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Closing balance' })).toBeVisible();
    // User text is text: no markup from a reference.
    await expect(within(table).getByText('Invoice 7 <b>&</b> co')).toBeVisible();
    await expect(table.querySelector('tr[data-state="pending"]')).not.toBeNull();
  },
};

/** Nothing booked this month: the opening and closing rows stand alone, the totals at zero. */
export const Empty: Story = {
  args: {
    lines: [],
    figures: {
      ...statementFigures,
      totalIn: 'SDR 0.00',
      totalOut: 'SDR 0.00',
      fees: 'SDR 0.00',
      closing: 'SDR 1,000.00',
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const closing = within(table).getByRole('rowheader', { name: 'Closing balance' }).closest('tr');
    await expect(closing).toHaveTextContent('SDR 1,000.00');
  },
};

/** Sixty entries: every one a row, the region scrolls sideways on its own when narrow. */
export const ManyEntries: Story = {
  args: { lines: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(63);
    await expect(canvas.getByRole('region', { name: 'Entries of November 2026' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/** Right to left: the columns mirror, the figures keep their order. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: arabicStatementLabels,
    lines: many.slice(0, 6).map((line) => ({ ...line, typeLabel: arWallet.list.type[line.type] })),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: arabicStatementLabels.table });
    await expect(within(table).getByRole('rowheader', { name: arabicStatementLabels.opening })).toBeVisible();
    await expect(getComputedStyle(table).direction).toBe('rtl');
  },
};
