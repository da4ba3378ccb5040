import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetail, type OrderDetailView } from '../../../src/components/productionMonitoring/OrderDetail';

const inProgress: OrderDetailView = {
  id: 'PO-2026-101',
  product: 'Hot-rolled steel coils',
  supplier: 'Anshan Steel Works',
  quantity: '500 t',
  statusLabel: 'In Progress',
  statusTone: 'info',
  progress: 75,
  progressText: '75%',
  startDate: 'Oct 1, 2026',
  expectedCompletion: 'Dec 15, 2026',
  qualityScore: '96%',
};

const meta = {
  title: 'Components/ProductionMonitoring/OrderDetail',
  component: OrderDetail,
  args: {
    order: inProgress,
    labels: {
      eyebrow: 'Order details',
      id: 'Order ID',
      supplier: 'Supplier',
      quantity: 'Quantity',
      status: 'Status',
      progress: 'Progress',
      startDate: 'Start date',
      expectedCompletion: 'Expected completion',
      qualityScore: 'Quality score',
      qualityReport: 'Inspection report',
      shipment: 'Shipment',
      download: 'Download order summary',
    },
    onDownload: fn(),
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('title, status, progress, dates and quality score', async () => {
      await expect(canvas.getByRole('heading', { name: 'Hot-rolled steel coils' })).toBeVisible();
      await expect(canvas.getAllByText('In Progress')[0]).toHaveAttribute('data-tone', 'info');
      await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
        'aria-valuenow',
        '75',
      );
      await expect(canvas.getByText('Dec 15, 2026')).toBeVisible();
      await expect(canvas.getByText('96%')).toBeVisible();
    });
    await step('download reports the order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download order summary' }));
      await expect(args.onDownload).toHaveBeenCalledWith('PO-2026-101');
    });
  },
};

export const Completed: Story = {
  args: {
    order: {
      ...inProgress,
      id: 'PO-2026-102',
      product: 'Copper cathodes',
      supplier: 'Andes Copper SA',
      quantity: '200 t',
      statusLabel: 'Completed',
      statusTone: 'success',
      progress: 100,
      progressText: '100%',
      startDate: 'Sep 5, 2026',
      expectedCompletion: 'Nov 10, 2026',
      qualityScore: '98%',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Completed')[0]).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Nothing done yet: an empty bar. */
export const JustStarted: Story = {
  args: { order: { ...inProgress, progress: 0, progressText: '0%' } },
};

/** Long values wrap inside their column at 390 px. */
export const LongText: Story = {
  args: {
    order: {
      ...inProgress,
      id: 'PO-2026-101-EXTENDED-REFERENCE-0000000000001',
      product: 'Hot-rolled steel coils, grade S355JR, 2.0 to 12.0 mm, pickled and oiled, export packing',
      supplier: 'Anshan Iron and Steel Group Corporation, Bayuquan Cold Rolling Plant No. 2',
      quantity: '1,250,000 pcs',
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** The batch was inspected: the score links to its report on quality control. */
export const WithQualityReport: Story = {
  args: {
    order: {
      ...inProgress,
      qualityReport: { text: 'QR-2026-0451', to: '/quality-control?report=QR-2026-0451' },
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'QR-2026-0451' });
    await expect(link).toHaveAttribute('href', '/quality-control?report=QR-2026-0451');
  },
};

/** The batch ships: the shipment that carries it links to it on the IoT tracker. */
export const WithShipment: Story = {
  args: {
    order: {
      ...inProgress,
      qualityReport: { text: 'QR-2026-0451', to: '/quality-control?report=QR-2026-0451' },
      shipment: { text: 'SH-2026-006', to: '/iot-logistics?shipment=SH-2026-006' },
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'SH-2026-006' });
    await expect(link).toHaveAttribute('href', '/iot-logistics?shipment=SH-2026-006');
  },
};
