import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportList, type ReportListItem } from '../../../src/components/qualityControl/ReportList';

type Status = 'passed' | 'underReview' | 'failed';
const statusLabels = { passed: 'Passed', underReview: 'Under Review', failed: 'Failed' } as const;
const statusTones = { passed: 'success', underReview: 'warning', failed: 'danger' } as const;

const report = (
  id: string,
  product: string,
  status: Status,
  score: number,
  selected = false,
): ReportListItem => ({
  id,
  product,
  batch: `B-2026-${id.slice(-4)}`,
  statusLabel: statusLabels[status],
  statusTone: statusTones[status],
  scoreText: `${score}%`,
  date: 'Nov 18, 2026',
  selected,
});

const sample = [
  report('QR-2026-0451', 'Hot-rolled steel coils', 'passed', 98, true),
  report('QR-2026-0452', 'Copper cathodes', 'underReview', 87),
  report('QR-2026-0453', 'Solar panels, 450 W', 'failed', 72),
  report('QR-2026-0454', 'Cotton fabric rolls', 'passed', 95),
];

const meta = {
  title: 'Components/QualityControl/ReportList',
  component: ReportList,
  args: {
    heading: 'Quality Reports',
    listLabel: 'Quality reports',
    reports: sample,
    query: '',
    labels: {
      search: 'Search reports',
      searchPlaceholder: 'ID, batch, product, inspector',
      clearSearch: 'Clear search',
      score: 'Score',
      count: '4 of 4 reports',
      emptyTitle: 'No reports found',
      emptyBody: 'Inspection reports will be listed here.',
      showAll: 'Show all reports',
    },
    onQueryChange: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof ReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the first report is pressed, the others not; each status has its tone', async () => {
      await expect(canvas.getByRole('button', { name: /Hot-rolled steel/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(canvas.getByRole('button', { name: /Copper cathodes/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(canvas.getByText('Under Review')).toHaveAttribute('data-tone', 'warning');
      await expect(canvas.getByText('Failed')).toHaveAttribute('data-tone', 'danger');
      await expect(canvas.getAllByText('Passed')[0]).toHaveAttribute('data-tone', 'success');
    });
    await step('a click and the keyboard select a report', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Copper cathodes/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('QR-2026-0452');
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith('QR-2026-0453');
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await expect(args.onSelect).toHaveBeenLastCalledWith('QR-2026-0454');
    });
    await step('typing in the search reports each keystroke', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search reports' }), 'cu');
      await expect(args.onQueryChange).toHaveBeenCalledWith('c');
      await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
    });
  },
};

// Another report picked: the highlight follows `selected`.
export const FailedSelected: Story = {
  args: { reports: sample.map((item) => ({ ...item, selected: item.id === 'QR-2026-0453' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Solar panels/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Hot-rolled/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Filtered: Story = {
  args: {
    query: 'copper',
    reports: [report('QR-2026-0452', 'Copper cathodes', 'underReview', 87)],
    labels: { ...meta.args.labels, count: '1 of 4 reports' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(1);
    await expect(canvas.getByText('1 of 4 reports')).toBeVisible();
  },
};

// A search that matches nothing offers to show every report again.
export const NoMatch: Story = {
  args: {
    query: '<b>nothing</b>',
    reports: [],
    labels: {
      ...meta.args.labels,
      count: '0 of 4 reports',
      emptyBody: 'No report matches your search. Try another ID, batch, product or inspector.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reports found')).toBeVisible();
    // The query is kept as typed, as text.
    await expect(canvas.getByRole('searchbox')).toHaveValue('<b>nothing</b>');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all reports' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
  },
};

export const Empty: Story = {
  args: { reports: [], labels: { ...meta.args.labels, count: '0 of 0 reports' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inspection reports will be listed here.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show all reports' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    reports: [
      report(
        'QR-2026-0451-EXTENDED-REFERENCE',
        'Cold-rolled grain-oriented electrical steel coils for transformer cores, batch for Gulf utilities',
        'underReview',
        87,
        true,
      ),
      report('QR-2026-0452', 'Ｃｏｐｐｅｒ <img src=x> & "cathodes"', 'failed', 3),
    ],
  },
  play: async ({ canvasElement }) => {
    // Product names are text, never markup.
    await expect(within(canvasElement).getByText(/<img src=x>/)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const ManyReports: Story = {
  args: {
    reports: Array.from({ length: 14 }, (_, i) =>
      report(
        `QR-2026-${String(451 + i).padStart(4, '0')}`,
        `Product lot ${i + 1}`,
        (['passed', 'underReview', 'failed'] as const)[i % 3] ?? 'passed',
        60 + i * 3,
        i === 0,
      ),
    ),
    labels: { ...meta.args.labels, count: '14 of 14 reports' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(14);
  },
};
