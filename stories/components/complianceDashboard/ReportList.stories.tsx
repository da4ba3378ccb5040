import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportList, type ReportView } from '../../../src/components/complianceDashboard/ReportList';

const reports: ReportView[] = [
  {
    id: 'monthly',
    title: 'Monthly Compliance Report',
    description:
      'Score, summary figures, documents by status, type and region, upcoming expiries and active alerts.',
    details: 'Text file · 2026-11',
    preparing: false,
    downloadLabel: 'Download Monthly Compliance Report',
  },
  {
    id: 'audit',
    title: 'Audit Trail Report',
    description: 'Every document update, alert, upload and resolution, newest first.',
    details: 'CSV file · 15 events',
    preparing: false,
    downloadLabel: 'Download Audit Trail Report',
  },
];

const meta = {
  title: 'Components/ComplianceDashboard/ReportList',
  component: ReportList,
  args: {
    listLabel: 'Reports',
    reports,
    downloadText: 'Download',
    preparingText: 'Preparing…',
    onDownload: fn(),
  },
} satisfies Meta<typeof ReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Audit Trail Report' }));
    await expect(args.onDownload).toHaveBeenCalledWith('audit');
  },
};

/** The audit CSV is being made (papaparse loads on demand): its button waits. */
export const Preparing: Story = {
  args: { reports: reports.map((report) => ({ ...report, preparing: report.id === 'audit' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Preparing…' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    reports: reports.map((report) => ({
      ...report,
      title: `${report.title} — ежемесячный сводный отчёт о соответствии требованиям`,
      description: report.description.repeat(3),
    })),
  },
};
