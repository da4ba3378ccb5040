import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FreightShipmentDetail } from '../../../src/components/shippingLogistics/FreightShipmentDetail';

const rows = (overrides: Record<string, string> = {}) =>
  [
    { id: 'origin', label: 'Origin', value: 'Shanghai' },
    { id: 'destination', label: 'Destination', value: 'Rotterdam' },
    { id: 'mode', label: 'Transport mode', value: 'Sea freight' },
    { id: 'cargo', label: 'Cargo', value: 'Steel coils' },
    { id: 'weight', label: 'Cargo weight', value: '820 t' },
    { id: 'eta', label: 'Estimated arrival', value: 'Dec 18, 2026' },
  ].map((row) => ({ ...row, value: overrides[row.id] ?? row.value }));

const meta = {
  title: 'Components/ShippingLogistics/FreightShipmentDetail',
  component: FreightShipmentDetail,
  args: {
    heading: 'Shipment SH-2026-001',
    statusLabel: 'In Transit',
    statusTone: 'info',
    rows: rows(),
    progressLabel: 'Reported progress',
    progress: 65,
    progressText: '65%',
  },
} satisfies Meta<typeof FreightShipmentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shipment SH-2026-001' })).toBeVisible();
    await expect(canvas.getByText('In Transit')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Reported progress' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
  },
};

export const Departed: Story = {
  args: {
    heading: 'Shipment SH-2026-002',
    statusLabel: 'Departed',
    statusTone: 'warning',
    rows: rows({ origin: 'Almaty', destination: 'Duisburg', mode: 'Rail freight', cargo: 'Wheat' }),
    progress: 45,
    progressText: '45%',
  },
};

export const Delivered: Story = {
  args: {
    heading: 'Shipment SH-2026-003',
    statusLabel: 'Delivered',
    statusTone: 'success',
    rows: rows({ origin: 'Dubai', destination: 'Nairobi', mode: 'Air freight', weight: '12 t' }),
    progress: 100,
    progressText: '100%',
  },
};

export const LongText: Story = {
  args: {
    heading: 'Shipment SH-2026-001-EXTENDED-REFERENCE-000000000001',
    rows: rows({
      origin: 'Port of Santos, São Paulo State, Brazil',
      destination: 'Port of Hamburg, Free and Hanseatic City of Hamburg, Germany',
      cargo: 'Refrigerated pharmaceutical intermediates on temperature-controlled pallets',
    }),
  },
};
