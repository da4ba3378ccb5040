import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportDetail, type ReportDetailView } from '../../../src/components/qualityControl/ReportDetail';

const passed: ReportDetailView = {
  id: 'QR-2026-0451',
  product: 'Hot-rolled steel coils',
  batch: 'B-2026-1107',
  statusLabel: 'Passed',
  statusTone: 'success',
  score: 98,
  scoreText: '98%',
  inspector: 'Zhang Min',
  date: 'Nov 18, 2026',
  defects: '0',
  canReinspect: false,
};

const meta = {
  title: 'Components/QualityControl/ReportDetail',
  component: ReportDetail,
  args: {
    report: passed,
    labels: {
      eyebrow: 'Report details',
      id: 'Report ID',
      batch: 'Batch',
      order: 'Production order',
      shipment: 'Shipment tracking',
      status: 'Status',
      score: 'Score',
      inspector: 'Inspector',
      date: 'Inspection date',
      defects: 'Defects found',
      download: 'Download report',
      reinspect: 'Request re-inspection',
    },
    onDownload: fn(),
    onReinspect: fn(),
  },
} satisfies Meta<typeof ReportDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('status, score with its bar, inspector, date and defects', async () => {
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Hot-rolled steel coils');
      await expect(canvas.getAllByText('Passed')[0]).toHaveAttribute('data-tone', 'success');
      await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '98');
      await expect(canvas.getByText('Zhang Min')).toBeVisible();
      await expect(canvas.getByText('Nov 18, 2026')).toBeVisible();
      await expect(canvasElement.querySelector('[data-field="defects"] dd')).toHaveTextContent('0');
    });
    await step('a passed report offers Download only', async () => {
      await expect(canvas.queryByRole('button', { name: 'Request re-inspection' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Download report' }));
      await expect(args.onDownload).toHaveBeenCalledWith('QR-2026-0451');
    });
  },
};

export const UnderReview: Story = {
  args: {
    report: {
      ...passed,
      id: 'QR-2026-0452',
      product: 'Copper cathodes',
      batch: 'B-2026-1112',
      statusLabel: 'Under Review',
      statusTone: 'warning',
      score: 87,
      scoreText: '87%',
      inspector: 'María González',
      date: 'Nov 19, 2026',
      defects: '3',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Under Review')[0]).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.queryByRole('button', { name: 'Request re-inspection' })).toBeNull();
  },
};

// Any status other than Passed or Under Review is red, and can be sent back for re-inspection.
export const Failed: Story = {
  args: {
    report: {
      ...passed,
      id: 'QR-2026-0453',
      product: 'Solar panels, 450 W',
      batch: 'B-2026-1115',
      statusLabel: 'Failed',
      statusTone: 'danger',
      score: 72,
      scoreText: '72%',
      inspector: 'Ahmed Hassan',
      date: 'Nov 20, 2026',
      defects: '12',
      canReinspect: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Failed')[0]).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(canvas.getByRole('button', { name: 'Request re-inspection' }));
    await expect(args.onReinspect).toHaveBeenCalledWith('QR-2026-0453');
  },
};

export const ZeroScore: Story = {
  args: {
    report: {
      ...passed,
      statusLabel: 'Failed',
      statusTone: 'danger',
      score: 0,
      scoreText: '0%',
      defects: '1,204',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const LongText: Story = {
  args: {
    report: {
      ...passed,
      id: 'QR-2026-0451-EXTENDED-REFERENCE-NUMBER',
      product:
        'Cold-rolled grain-oriented electrical steel coils for transformer cores, shipped to Gulf utilities',
      batch: 'B-2026-1107-A/B/C-REWORKED',
      inspector: 'Maximiliano Alejandro Fernández de la Cruz-Villanueva',
      date: 'Wednesday, November 18, 2026',
      defects: '1,234,567',
    },
  },
};

/** The batch came from a production order: the batch links to it on production monitoring. */
export const WithProductionOrder: Story = {
  args: {
    report: {
      ...passed,
      order: { text: 'PO-2026-101', to: '/production-monitoring?order=PO-2026-101' },
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'PO-2026-101' });
    await expect(link).toHaveAttribute('href', '/production-monitoring?order=PO-2026-101');
  },
};

/** The batch ships: the shipment that carries it links to it on the IoT tracker. */
export const WithShipment: Story = {
  args: {
    report: {
      ...passed,
      order: { text: 'PO-2026-101', to: '/production-monitoring?order=PO-2026-101' },
      shipment: { text: 'SH-2026-006', to: '/iot-logistics?shipment=SH-2026-006' },
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'SH-2026-006' });
    await expect(link).toHaveAttribute('href', '/iot-logistics?shipment=SH-2026-006');
  },
};
