import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FreightShipmentList,
  type FreightShipmentListItem,
} from '../../../src/components/shipping/FreightShipmentList';

const item = (
  id: string,
  route: string,
  status: 'inTransit' | 'departed' | 'delivered',
  progress: number,
  selected = false,
): FreightShipmentListItem => ({
  id,
  route,
  statusLabel: { inTransit: 'In Transit', departed: 'Departed', delivered: 'Delivered' }[status],
  statusTone: { inTransit: 'info', departed: 'warning', delivered: 'success' }[status] as 'info',
  summary: 'Sea freight · Steel coils',
  progressText: `${progress}% complete`,
  selected,
});

const meta = {
  title: 'Components/Shipping/FreightShipmentList',
  component: FreightShipmentList,
  args: {
    heading: 'Active Shipments',
    listLabel: 'Freight shipments',
    shipments: [
      item('SH-2026-001', 'Shanghai → Rotterdam', 'inTransit', 65, true),
      item('SH-2026-002', 'Almaty → Duisburg', 'departed', 45),
      item('SH-2026-003', 'Dubai → Nairobi', 'delivered', 100),
    ],
    empty: { title: 'No shipments yet', body: 'Booked freight will be listed here.' },
    onSelect: fn(),
  },
} satisfies Meta<typeof FreightShipmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first shipment selected (the screen's default); every status once. */
export const FirstSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /SH-2026-001/ });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /SH-2026-002/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await step('a click reports the shipment', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /SH-2026-003/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('SH-2026-003');
    });
    await step('Space on a focused item selects it too', async () => {
      canvas.getByRole('button', { name: /SH-2026-002/ }).focus();
      await userEvent.keyboard(' ');
      await expect(args.onSelect).toHaveBeenCalledWith('SH-2026-002');
    });
  },
};

export const Empty: Story = {
  args: { shipments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No shipments yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ManyItems: Story = {
  args: {
    shipments: Array.from({ length: 14 }, (_, i) =>
      item(
        `SH-2026-${String(i + 1).padStart(3, '0')}`,
        'Santos → Qingdao',
        (['inTransit', 'departed', 'delivered'] as const)[i % 3] ?? 'inTransit',
        (i * 7) % 101,
        i === 0,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(14);
  },
};

/** Long port names and an unusually long reference wrap inside the item instead of overflowing. */
export const LongText: Story = {
  args: {
    shipments: [
      {
        ...item('SH-2026-001-EXTENDED-REFERENCE-000000000001', 'x', 'inTransit', 65, true),
        route:
          'Port of Santos, São Paulo State, Brazil → Port of Hamburg, Free and Hanseatic City of Hamburg, Germany',
        summary: 'Sea freight · Refrigerated pharmaceutical intermediates on temperature-controlled pallets',
      },
    ],
  },
};
